// /dashboard (spec 1 §2 Dashboard): welcome with the full name and a role intro; 'Hızlı İşlemler'
// for the staff roles; for kullanici the 'Bilişsel Beceri Testleri' cards, each opening its
// static test page in a new tab with a new session id and the user's id.
import { Suspense, lazy, useState } from 'react';
import { Link } from '@akademi/shared/router';
import { fullName, selectSession, useAppSelector } from '@akademi/shared';
import { App, Button, Typography } from '@akademi/shared/kit';
import { PageTitle } from '@akademi/shared/ui';
import { COGNITIVE_TEST_CARDS, QUICK_ACTIONS, ROLE_INTROS, cognitiveTestUrl } from '../lib/dashboard-content';
import { useStartOwnTestSessionMutation } from '../api/start-test-session';
import { DashboardStats } from './DashboardStats';

// Lazy: the dialog (Modal, form) stays out of the dashboard's always-loaded JS.
const SystemNotificationDialog = lazy(() => import('../../system-notification'));

const cardStyle: React.CSSProperties = { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 12, padding: 20 };

function CognitiveTestCards({ usersId }: { usersId: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [startOwnTestSession] = useStartOwnTestSessionMutation();

  const start = async (key: string) => {
    // Opened at once (still inside the click) so the browser allows the tab; filled in afterwards.
    const tab = window.open('about:blank', '_blank');
    setBusy(key);
    const sessionId = crypto.randomUUID();
    const { error } = await startOwnTestSession({ sessionId, usersId });
    setBusy(null);
    if (error) {
      tab?.close();
      void message.error('Test başlatılamadı. Lütfen tekrar deneyin.');
      return;
    }
    const url = cognitiveTestUrl(key, sessionId, usersId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  };

  return (
    <section aria-labelledby="cognitive-tests-title">
      <Typography.Title level={3} id="cognitive-tests-title">
        Bilişsel Beceri Testleri
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {COGNITIVE_TEST_CARDS.map((card) => (
          <li key={card.key} style={cardStyle}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {card.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{card.description}</Typography.Paragraph>
            <Button type="primary" loading={busy === card.key} aria-label={`Teste Başla: ${card.title}`} onClick={() => void start(card.key)}>
              Teste Başla
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DashboardPage() {
  const { profile, currentRole } = useAppSelector(selectSession);
  const actions = currentRole ? QUICK_ACTIONS[currentRole] : undefined;
  const [notifyOpen, setNotifyOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div>
        <PageTitle>{profile ? `Hoş geldiniz, ${fullName(profile)}` : 'Hoş geldiniz'}</PageTitle>
        {currentRole ? <Typography.Paragraph type="secondary">{ROLE_INTROS[currentRole]}</Typography.Paragraph> : null}
      </div>
      {actions ? (
        <section aria-labelledby="quick-actions-title" style={cardStyle}>
          <Typography.Title level={4} id="quick-actions-title" style={{ marginTop: 0 }}>
            Hızlı İşlemler
          </Typography.Title>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {actions.map((a) =>
              a.dialog ? (
                <Button key={a.label} onClick={() => setNotifyOpen(true)}>
                  {a.label}
                </Button>
              ) : (
                <Link key={a.label} to={a.to} className="ant-btn ant-btn-default" style={{ padding: '4px 15px', border: '1px solid #d9d9d9', borderRadius: 8 }}>
                  {a.label}
                </Link>
              ),
            )}
          </div>
        </section>
      ) : null}
      {notifyOpen ? (
        <Suspense fallback={null}>
          <SystemNotificationDialog open onClose={() => setNotifyOpen(false)} />
        </Suspense>
      ) : null}
      {currentRole && currentRole !== 'kullanici' && profile ? <DashboardStats role={currentRole} usersId={profile.id} /> : null}
      {currentRole === 'kullanici' && profile ? <CognitiveTestCards usersId={profile.id} /> : null}
    </div>
  );
}
