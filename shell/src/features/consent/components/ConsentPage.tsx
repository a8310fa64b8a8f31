// /veli-onayi — the guardian's consent page (issue 26 item 1). Public: no sign-in, opened from the
// consent e-mail on a phone. Shows the child (first name + initial), the current Aydınlatma Metni
// as plain text, an explicit consent checkbox and the guardian's name; the same link later lets the
// guardian withdraw. Plain markup, no antd (the page stays small); every text is a React text node,
// so HTML in a notice or a name is shown, never run.
import { useEffect, useState } from 'react';
import { ensurePlainStyles, ALERT_STYLE, FIELD_ERROR_STYLE, PageTitle, READABLE_SECONDARY_TEXT } from '@akademi/shared/ui';
import { acceptConsent, viewConsent, withdrawConsent, type ConsentView } from '../api/consent-page-api';
import { guardianNameError, isWellFormedToken, takeToken } from '../lib/consent-token';

export const CONSENT_PAGE_TITLE = 'Veli Onayı';
export const MSG_BAD_LINK = 'Bağlantı geçersiz: eksik ya da hatalı kopyalanmış olabilir. Lütfen e-postadaki bağlantıyı yeniden açın.';
export const MSG_NOT_TICKED = 'Onay vermek için Aydınlatma Metnini okuduğunuzu işaretlemelisiniz.';
export const MSG_ACCEPTED = 'Onayınız kaydedildi. Teşekkür ederiz.';
export const MSG_WITHDRAWN = 'Onayınız geri çekildi. Çocuğunuz için yeni test başlatılamaz; verilerin silinmesi için talep oluşturuldu.';
export const CONSENT_CHECKBOX_LABEL =
  'Aydınlatma Metnini okudum; çocuğumun kişisel verilerinin bu metinde açıklanan amaçlarla işlenmesine veli olarak açık rıza veriyorum.';

const STATUS_TEXT: Record<ConsentView['status'], string> = {
  onayli: 'Onay verildi',
  bekliyor: 'Onay bekleniyor',
  geri_cekildi: 'Onay geri çekildi',
};

type Phase = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; view: ConsentView };

const box = { maxWidth: 680, margin: '0 auto', padding: '24px 16px 48px', boxSizing: 'border-box' as const, overflowWrap: 'anywhere' as const };

export default function ConsentPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : takeToken(window)));
  const [phase, setPhase] = useState<Phase>(() => (isWellFormedToken(token) ? { kind: 'loading' } : { kind: 'error', message: MSG_BAD_LINK }));
  const [name, setName] = useState('');
  const [ticked, setTicked] = useState(false);
  const [fieldError, setFieldError] = useState<{ name?: string; tick?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  useEffect(() => {
    ensurePlainStyles();
    document.title = `${CONSENT_PAGE_TITLE} - Akademi`;
  }, []);

  const load = async (t: string) => {
    const res = await viewConsent(t);
    setPhase('error' in res ? { kind: 'error', message: res.error } : { kind: 'ready', view: res.data });
  };
  useEffect(() => {
    if (isWellFormedToken(token)) void load(token);
  }, [token]);

  if (phase.kind === 'loading') {
    return (
      <div style={box} role="status" aria-live="polite">
        <PageTitle>{CONSENT_PAGE_TITLE}</PageTitle>
        <p>Yükleniyor...</p>
      </div>
    );
  }
  if (phase.kind === 'error' || !isWellFormedToken(token)) {
    return (
      <div style={box}>
        <PageTitle>{CONSENT_PAGE_TITLE}</PageTitle>
        <p role="alert" style={ALERT_STYLE.error}>
          {phase.kind === 'error' ? phase.message : MSG_BAD_LINK}
        </p>
      </div>
    );
  }
  const { view } = phase;

  const accept = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = { name: guardianNameError(name) ?? undefined, tick: ticked ? undefined : MSG_NOT_TICKED };
    setFieldError(errs);
    if (errs.name || errs.tick) return;
    setBusy(true);
    const res = await acceptConsent(token, name.trim(), ticked);
    setBusy(false);
    if ('error' in res) {
      setNotice({ kind: 'error', text: res.error });
      return;
    }
    setNotice({ kind: 'success', text: MSG_ACCEPTED });
    await load(token);
  };
  const withdraw = async () => {
    setBusy(true);
    const res = await withdrawConsent(token);
    setBusy(false);
    setConfirmWithdraw(false);
    if ('error' in res) {
      setNotice({ kind: 'error', text: res.error });
      return;
    }
    setNotice({ kind: 'success', text: MSG_WITHDRAWN });
    await load(token);
  };

  return (
    <div style={box}>
      <PageTitle>{CONSENT_PAGE_TITLE}</PageTitle>
      <p style={{ margin: '0 0 4px' }}>
        Öğrenci: <strong>{view.student_name}</strong>
      </p>
      <p style={{ margin: '0 0 16px', color: READABLE_SECONDARY_TEXT }}>
        Durum: <strong data-testid="consent-status">{STATUS_TEXT[view.status]}</strong>
      </p>
      {notice ? (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} style={ALERT_STYLE[notice.kind]}>
          {notice.text}
        </p>
      ) : null}

      <section aria-labelledby="notice-title" style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 16, background: '#fff', marginBottom: 16 }}>
        <h2 id="notice-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
          {view.notice.title}
        </h2>
        <p style={{ margin: '0 0 8px', fontSize: 12, color: READABLE_SECONDARY_TEXT }}>Aydınlatma Metni, sürüm {view.notice.version.toLocaleString('tr-TR')}</p>
        <div tabIndex={0} aria-label="Aydınlatma Metni" style={{ whiteSpace: 'pre-wrap', maxHeight: '50vh', overflowY: 'auto', lineHeight: 1.55 }}>
          {view.notice.body}
        </div>
      </section>

      {view.can_accept ? (
        <form onSubmit={(e) => void accept(e)} noValidate aria-label="Açık rıza" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <div>
            <label htmlFor="guardian-name" style={{ display: 'block', marginBottom: 4, fontWeight: 600 }}>
              Veli Adı Soyadı
            </label>
            <input
              id="guardian-name"
              className="akademi-input"
              autoComplete="name"
              maxLength={100}
              value={name}
              aria-invalid={fieldError.name ? true : undefined}
              aria-describedby={fieldError.name ? 'guardian-name-error' : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {fieldError.name ? (
              <div id="guardian-name-error" style={FIELD_ERROR_STYLE}>
                {fieldError.name}
              </div>
            ) : null}
          </div>
          <div>
            <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <input
                type="checkbox"
                checked={ticked}
                onChange={(e) => setTicked(e.target.checked)}
                aria-invalid={fieldError.tick ? true : undefined}
                aria-describedby={fieldError.tick ? 'consent-tick-error' : undefined}
                style={{ marginTop: 4, width: 18, height: 18, flex: 'none' }}
              />
              <span>{CONSENT_CHECKBOX_LABEL}</span>
            </label>
            {fieldError.tick ? (
              <div id="consent-tick-error" style={FIELD_ERROR_STYLE}>
                {fieldError.tick}
              </div>
            ) : null}
          </div>
          <button type="submit" className="akademi-btn akademi-btn-primary" disabled={busy} style={{ alignSelf: 'flex-start', padding: '8px 20px' }}>
            Onay Veriyorum
          </button>
        </form>
      ) : null}

      {view.can_withdraw ? (
        <section aria-labelledby="withdraw-title" style={{ marginTop: 24 }}>
          <h2 id="withdraw-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
            Onayı geri çekme
          </h2>
          <p style={{ margin: '0 0 8px', color: READABLE_SECONDARY_TEXT }}>
            Açık rızanızı dilediğiniz zaman geri çekebilirsiniz (KVKK md. 11). Geri çektiğinizde yeni test başlatılamaz ve verilerin silinmesi için talep oluşturulur.
          </p>
          {confirmWithdraw ? (
            <div role="group" aria-label="Geri çekmeyi onaylayın" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <span>Onayınızı geri çekmek istediğinizden emin misiniz?</span>
              <button type="button" className="akademi-btn" style={{ borderColor: '#cf1322', color: '#cf1322' }} disabled={busy} onClick={() => void withdraw()}>
                Evet, Geri Çek
              </button>
              <button type="button" className="akademi-btn" onClick={() => setConfirmWithdraw(false)}>
                Vazgeç
              </button>
            </div>
          ) : (
            <button type="button" className="akademi-btn" onClick={() => setConfirmWithdraw(true)}>
              Onayımı Geri Çek
            </button>
          )}
        </section>
      ) : null}

      {!view.can_accept && !view.can_withdraw && view.status !== 'onayli' ? (
        <p style={{ color: READABLE_SECONDARY_TEXT }}>Bu bağlantı kullanılmış. Yeniden onay vermek için eğitmenden yeni bir bağlantı isteyin.</p>
      ) : null}
    </div>
  );
}
