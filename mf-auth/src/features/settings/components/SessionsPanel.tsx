// 'Aktif Oturumlar' in the Güvenlik tab (spec 1 §2, extended by issue 28 §5): every session of the
// user with its device and last use, this device first, and a button that signs out all the others.
import { formatDateTime } from '@akademi/shared';
import { App, Button, Typography } from '@akademi/shared/kit';
import { Tag } from '@akademi/shared/kit-extra';
import { useGetMySessionsQuery, useSignOutOtherSessionsMutation } from '../api/settings-api';
import { describeDevice } from '../lib/sessions';

export function SessionsPanel() {
  const { message } = App.useApp();
  const { data: sessions, isLoading, isError, refetch } = useGetMySessionsQuery();
  const [signOutOthers, { isLoading: signingOut }] = useSignOutOtherSessionsMutation();
  const others = (sessions ?? []).filter((s) => !s.current).length;

  const onSignOutOthers = async () => {
    const { error } = await signOutOthers();
    if (error) {
      void message.error('Diğer oturumlar kapatılamadı');
      return;
    }
    void message.success('Diğer oturumlar kapatıldı');
    void refetch();
  };

  return (
    <section aria-labelledby="settings-sessions-title" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="settings-sessions-title">
        Aktif Oturumlar
      </Typography.Title>
      {isLoading ? <Typography.Text type="secondary">Yükleniyor...</Typography.Text> : null}
      {isError ? <Typography.Text type="danger">Oturumlar yüklenemedi</Typography.Text> : null}
      {sessions ? (
        <ul aria-label="Aktif oturumlar" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((s) => (
            <li key={s.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
              <div>
                <strong>{describeDevice(s.userAgent)}</strong> {s.current ? <Tag color="green">Bu cihaz (şu anki oturum)</Tag> : null}
              </div>
              <Typography.Text type="secondary">Son kullanım: {formatDateTime(s.lastUsedAt)}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Button style={{ marginTop: 12 }} onClick={() => void onSignOutOthers()} loading={signingOut} disabled={!sessions || others === 0}>
        Diğer oturumları kapat
      </Button>
    </section>
  );
}
