// The screens every battery page shows around its trials, in the shared tp-* styles
// (lib/page-style): the progress bar, the practice feedback line, and the cards of the phases
// (instructions, practice done, between parts, test done).
import type { ReactNode } from 'react';

export interface Feedback {
  text: string;
  ok: boolean;
}

/** "Alıştırma 3 / 8" or "Soru 3 / 8" (or the page's own `text`) over a bar. */
export function ProgressBar({ done, total, practice, text, label = 'İlerleme' }: { done: number; total: number; practice?: boolean; text?: ReactNode; label?: string }) {
  return (
    <div className="tp-progress" aria-live="polite">
      <span>{text ?? `${practice ? 'Alıştırma' : 'Soru'} ${done} / ${total}`}</span>
      <div className="tp-progress-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div className="tp-progress-fill" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
    </div>
  );
}

/** The practice feedback line (kept in the layout when empty, so nothing jumps). */
export function FeedbackLine({ feedback, status }: { feedback: Feedback | null; status?: boolean }) {
  return (
    <div className={`tp-feedback ${feedback?.ok ? 'ok' : 'bad'}`} role={status ? 'status' : undefined}>
      {feedback?.text ?? ''}
    </div>
  );
}

export interface PhaseCardProps {
  title: ReactNode;
  children?: ReactNode;
  /** the card's one button; none on a status card */
  action?: { label: string; onClick: () => void; autoFocus?: boolean; disabled?: boolean };
  /** a status card (saving, finishing, done) is announced */
  status?: boolean;
  className?: string;
  'data-ready'?: string;
}

/** A phase screen: heading, text, and the button that moves on. */
export function PhaseCard({ title, children, action, status, className, 'data-ready': dataReady }: PhaseCardProps) {
  return (
    <section className={className ? `tp-card ${className}` : 'tp-card'} role={status ? 'status' : undefined} data-ready={dataReady}>
      <h1>{title}</h1>
      {children}
      {action && (
        <button type="button" className="tp-button" autoFocus={action.autoFocus} disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  );
}

/** The end screen of a battery page: "<Test> testi tamamlandı — Teşekkürler!". */
export function DoneCard({ title }: { title: string }) {
  return (
    <PhaseCard title={title} status>
      <p>Teşekkürler!</p>
    </PhaseCard>
  );
}


/**
 * A page's instructions: its text, then "Önce kısa bir alıştırma yapacağız." and the button that
 * starts the practice (disabled with "Hazırlanıyor…" while the page is `preparing`).
 */
export function IntroCard({ title, onStart, children, notice, preparing }: { title: string; onStart: () => void; children: ReactNode; notice?: ReactNode; preparing?: boolean }) {
  return (
    <PhaseCard title={title} action={{ label: preparing ? 'Hazırlanıyor…' : 'Alıştırmaya Başla', disabled: preparing, onClick: onStart }}>
      {children}
      <p>Önce kısa bir alıştırma yapacağız.</p>
      {notice}
    </PhaseCard>
  );
}

/** After the practice: "Alıştırma bitti", what comes next, and the button that starts the test. */
export function PracticeDoneCard({ onStart, children, autoFocus }: { onStart: () => void; children: ReactNode; autoFocus?: boolean }) {
  return (
    <PhaseCard title="Alıştırma bitti" action={{ label: 'Teste Başla', onClick: onStart, autoFocus }}>
      {children}
    </PhaseCard>
  );
}

/** What a stand-alone page (Burdon, d2, parent survey) says while saving and once saved. */
export interface SaveEndTexts {
  saving: string;
  done: string;
  stored: string;
  pending: string;
}

export const TEST_SAVE_TEXTS: SaveEndTexts = {
  saving: 'Sonuçlar kaydediliyor...',
  done: 'Test tamamlandı',
  stored: 'Sonuçların kaydedildi. Bu pencereyi kapatabilirsin.',
  pending: 'Sonuç henüz kaydedilemedi; bağlantı gelince otomatik olarak yeniden denenecek. Lütfen bu pencereyi kapatmayın.',
};

/** The end of a stand-alone page: saving, then stored — or kept on the device for a retry. */
export function SaveEndPage({ outcome, texts = TEST_SAVE_TEXTS }: { outcome: 'saving' | 'stored' | 'pending'; texts?: SaveEndTexts }) {
  return (
    <main className="tp-page">
      {outcome === 'saving' ? (
        <PhaseCard title={texts.saving} status />
      ) : (
        <PhaseCard title={texts.done} status>
          {outcome === 'stored' ? <p>{texts.stored}</p> : <p className="tp-error">{texts.pending}</p>}
        </PhaseCard>
      )}
    </main>
  );
}
