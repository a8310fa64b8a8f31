// The plain (no antd) pieces of the sign-in page's forms: a captioned text field with its error,
// the show-password toggle, an alert, and the frame every one-step form shares (StepForm).
import type { FormEvent, ReactNode, Ref } from 'react';
import { ALERT_STYLE, FIELD_ERROR_STYLE } from '@akademi/shared/ui';

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <div id={id} style={FIELD_ERROR_STYLE}>
      {text}
    </div>
  ) : null;
}

export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} style={ALERT_STYLE[kind]}>
      {children}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  type: string;
  value: string;
  autoComplete: string;
  disabled: boolean;
  error?: string;
  onChange: (value: string) => void;
  trailing?: ReactNode;
  inputMode?: 'numeric';
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, type, value, autoComplete, disabled, error, onChange, trailing, inputMode, inputRef }: TextFieldProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {label}
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          ref={inputRef}
          className="akademi-input"
          type={type}
          inputMode={inputMode}
          maxLength={inputMode === 'numeric' ? 7 : undefined}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {trailing}
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function ShowPasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="akademi-btn"
      aria-pressed={shown}
      aria-label={shown ? 'Şifreyi gizle' : 'Şifreyi göster'}
      onClick={onToggle}
      style={{ whiteSpace: 'nowrap' }}
    >
      {shown ? 'Gizle' : 'Göster'}
    </button>
  );
}

/** The words of a one-step form (MFA_STEP in shared/sign-in is one). */
export interface StepTexts {
  heading: string;
  intro: string;
  submit: string;
  /** the submit button's label while submitting */
  busy: string;
  /** the back button's label, when the form has one */
  back?: string;
}

/**
 * The frame of a one-step form: heading, intro, the error of the last try, the fields, the submit
 * button and, when `onBack` is given, a back button below it (disabled while submitting when
 * `backWhileBusy` is false).
 */
export function StepForm(props: {
  texts: StepTexts;
  error: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onBack?: () => void;
  backWhileBusy?: boolean;
  children: ReactNode;
}) {
  const { texts, error, submitting, onSubmit, onBack, backWhileBusy = true, children } = props;
  return (
    <>
      <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 8px' }}>{texts.heading}</h1>
      <p style={{ textAlign: 'center', margin: '0 0 24px', color: 'rgba(0,0,0,0.6)' }}>{texts.intro}</p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {children}
        <button type="submit" className="akademi-btn akademi-btn-primary" disabled={submitting} style={{ width: '100%', marginBottom: onBack ? 8 : undefined }}>
          {submitting ? texts.busy : texts.submit}
        </button>
        {onBack ? (
          <button type="button" className="akademi-btn" disabled={backWhileBusy ? undefined : submitting} style={{ width: '100%' }} onClick={onBack}>
            {texts.back}
          </button>
        ) : null}
      </form>
    </>
  );
}
