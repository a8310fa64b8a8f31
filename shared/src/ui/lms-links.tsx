// 'LMS Bağlantısı' (issue 14 item 6; '@akademi/shared/lms-links'): a trainer's LMS links — in
// /settings for the trainer themself (mf-auth) and on a trainer's user details for admins
// (mf-admin). Lists the links (label, created, expires, last used, status), creates one (the full
// link is shown once, with a copy button) and revokes one after a confirmation. Narrow screens:
// every row stacks, nothing is wider than 390 px.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { App, Button, Input, Typography } from './kit';
import { Tag } from './kit-extra';
import { formatDateTime } from '../format/turkish';
import {
  createLmsLink,
  expiryFromDateInput,
  listLmsLinks,
  LMS_LINK_STATUS_LABELS,
  lmsLinkStatus,
  lmsTrackingUrl,
  revokeLmsLink,
  trackingPortalOrigin,
  type LmsLink,
} from '../supabase/lms-links';

const STATUS_COLORS = { active: 'green', revoked: 'red', expired: 'orange' } as const;

export interface LmsLinksSectionProps {
  trainerId: string;
  trainerEmail: string;
  /** Where the portal lives (default: config.json `trackingUrl`, else this window's origin — the shell). */
  origin?: string;
  /** Heading level of the section title. */
  headingLevel?: 3 | 4 | 5;
}

function todayPlusOne(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function LmsLinksSection({ trainerId, trainerEmail, origin, headingLevel = 4 }: LmsLinksSectionProps) {
  const { message, modal } = App.useApp();
  const [links, setLinks] = useState<LmsLink[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const idPrefix = `lms-${trainerId.slice(0, 8)}`;

  const reload = useCallback(async () => {
    const res = await listLmsLinks(trainerId);
    if ('error' in res) setLoadError(res.error);
    else {
      setLoadError(null);
      setLinks(res.data);
    }
  }, [trainerId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    setCreating(true);
    const res = await createLmsLink(trainerId, label, expiryFromDateInput(expires));
    setCreating(false);
    if ('error' in res) {
      void message.error(res.error);
      return;
    }
    setFresh(lmsTrackingUrl(origin ?? trackingPortalOrigin(), trainerEmail, res.data.token));
    setLabel('');
    setExpires('');
    void message.success('LMS bağlantısı oluşturuldu');
    void reload();
  };

  const onCopy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      void message.success('Bağlantı kopyalandı');
    } catch {
      void message.error('Kopyalanamadı; bağlantıyı seçip elle kopyalayın');
    }
  };

  const onRevoke = (link: LmsLink) => {
    modal.confirm({
      title: 'Bağlantı iptal edilsin mi?',
      content: 'Bu bağlantıyı kullanan LMS takip sistemine ve egzersizlere artık erişemez. Bu işlem geri alınamaz.',
      okText: 'İptal Et',
      okButtonProps: { danger: true },
      cancelText: 'Vazgeç',
      onOk: async () => {
        const res = await revokeLmsLink(link.id);
        if ('error' in res) void message.error(res.error);
        else void message.success('Bağlantı iptal edildi');
        await reload();
      },
    });
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`} style={{ maxWidth: 640 }}>
      <Typography.Title level={headingLevel} id={`${idPrefix}-title`}>
        LMS Bağlantısı
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Öğrenme yönetim sisteminiz (LMS) takip sistemini ve egzersizleri bu bağlantıyla açar. Her bağlantı yalnızca bu antrenörün öğrencilerine erişir;
        gerektiğinde iptal edebilirsiniz.
      </Typography.Paragraph>

      <form onSubmit={(e) => void onCreate(e)} aria-label="LMS bağlantısı oluştur" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 200px', minWidth: 0 }}>
          <label htmlFor={`${idPrefix}-label`}>Etiket (isteğe bağlı)</label>
          <Input id={`${idPrefix}-label`} value={label} maxLength={100} placeholder="ör. Okul LMS" onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 160px', minWidth: 0 }}>
          <label htmlFor={`${idPrefix}-expires`}>Bitiş tarihi (isteğe bağlı)</label>
          <Input id={`${idPrefix}-expires`} type="date" min={todayPlusOne()} value={expires} onChange={(e) => setExpires(e.target.value)} />
        </div>
        <Button type="primary" htmlType="submit" loading={creating}>
          Bağlantı Oluştur
        </Button>
      </form>

      {fresh && (
        <div role="status" style={{ marginTop: 16, padding: 12, border: '1px solid #91caff', background: '#e6f4ff', borderRadius: 8 }}>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>
            Yeni bağlantı yalnızca şimdi gösterilir; kopyalayıp LMS’inize ekleyin.
          </Typography.Paragraph>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Input aria-label="Yeni LMS bağlantısı" value={fresh} readOnly style={{ flex: '1 1 220px', minWidth: 0 }} onFocus={(e) => e.target.select()} />
            <Button onClick={() => void onCopy()}>Kopyala</Button>
            <Button type="text" onClick={() => setFresh(null)}>
              Kapat
            </Button>
          </div>
        </div>
      )}

      <div style={{ marginTop: 16 }}>
        {loadError ? (
          <Typography.Text type="danger">{loadError}</Typography.Text>
        ) : links === null ? (
          <Typography.Text type="secondary">Yükleniyor...</Typography.Text>
        ) : links.length === 0 ? (
          <Typography.Text type="secondary">Henüz LMS bağlantısı oluşturulmadı.</Typography.Text>
        ) : (
          <ul aria-label="LMS bağlantıları" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {links.map((link) => {
              const status = lmsLinkStatus(link);
              const name = link.label ?? 'Etiketsiz bağlantı';
              return (
                <li key={link.id} aria-label={`Bağlantı: ${name}`} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography.Text strong>{name}</Typography.Text>
                      <Tag color={STATUS_COLORS[status]}>{LMS_LINK_STATUS_LABELS[status]}</Tag>
                    </div>
                    <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0 8px', fontSize: 13 }}>
                      <dt>Oluşturulma:</dt>
                      <dd style={{ margin: 0 }}>{formatDateTime(link.created_at)}</dd>
                      <dt>Bitiş:</dt>
                      <dd style={{ margin: 0 }}>{link.expires_at ? formatDateTime(link.expires_at) : 'Süresiz'}</dd>
                      <dt>Son kullanım:</dt>
                      <dd style={{ margin: 0 }}>{link.last_used_at ? formatDateTime(link.last_used_at) : 'Henüz kullanılmadı'}</dd>
                      {link.revoked_at && (
                        <>
                          <dt>İptal:</dt>
                          <dd style={{ margin: 0 }}>{formatDateTime(link.revoked_at)}</dd>
                        </>
                      )}
                    </dl>
                  </div>
                  {status === 'active' && (
                    <Button danger aria-label={`İptal Et: ${name}`} onClick={() => onRevoke(link)}>
                      İptal Et
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
