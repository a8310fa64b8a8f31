// Generic screens of spec 1 §2: loading 'Yükleniyor...', error 'Bir Hata Oluştu' with
// 'Sayfayı Yenile' and 'Tekrar Dene'. Plain markup, no antd: they show on every page, including
// the sign-in page, which must stay light.
import { ensurePlainStyles, DANGER } from './plain';

export const LOADING_TEXT = 'Yükleniyor...';
export const ERROR_TITLE = 'Bir Hata Oluştu';

export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  ensurePlainStyles();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 48, minHeight: fullPage ? '100vh' : 240 }}
    >
      <div className="akademi-spinner" aria-hidden />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}

export interface ErrorScreenProps {
  /** 'Tekrar Dene': re-render the failed part without a reload. */
  onRetry?: () => void;
  detail?: string;
}

export function ErrorScreen({ onRetry, detail }: ErrorScreenProps) {
  ensurePlainStyles();
  return (
    <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '48px 16px', textAlign: 'center' }}>
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden>
        <circle cx="28" cy="28" r="28" fill={DANGER} />
        <path d="M19 19l18 18M37 19L19 37" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 style={{ fontSize: 24, margin: 0 }}>{ERROR_TITLE}</h1>
      {detail ? <p style={{ margin: 0, color: 'rgba(0,0,0,0.6)' }}>{detail}</p> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
        <button type="button" className="akademi-btn akademi-btn-primary" onClick={() => window.location.reload()}>
          Sayfayı Yenile
        </button>
        {onRetry ? (
          <button type="button" className="akademi-btn" onClick={onRetry}>
            Tekrar Dene
          </button>
        ) : null}
      </div>
    </div>
  );
}
