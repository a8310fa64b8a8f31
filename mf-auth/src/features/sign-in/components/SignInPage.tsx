// Sign-in screen (spec 1 §2 "Sign-in screen") with its three modes: sign in, password-reset
// request (with its success state), and set new password (when the recovery flag is stored).
// After sign-in or a password update the app goes to /dashboard. Plain markup, no antd: this
// page is on the login budget (≤ 250 KB gzip of JS); the route is marked `plain`.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@akademi/shared/router';
import {
  COMPANY_EMAIL,
  COMPANY_PHONE,
  SIGN_IN_BUSY,
  SIGN_IN_FLASH_MS,
  SIGN_IN_SUCCESS,
  authRedirectError,
  clearPasswordRecovery,
  dropPendingFlashMessage,
  isPasswordRecoveryFlagSet,
  selectIsPasswordRecovery,
  selectSession,
  setFlashMessage,
  setPendingFlashMessage,
  takeFlashMessage,
  useAppDispatch,
  useAppSelector,
  validateNewPassword,
  validateResetRequest,
  validateSignIn,
} from '@akademi/shared';
import { ALERT_STYLE, FIELD_ERROR_STYLE, PRIMARY, dropFirstPaint, ensurePlainStyles, readFirstPaint, type FirstPaintState } from '@akademi/shared/ui';
import { signInWithPassword } from '../api/sign-in-with-password';
import { requestPasswordReset } from '../api/request-password-reset';
import { updatePassword } from '../api/update-password';
export const RESET_SENT = 'Şifre sıfırlama e-postası gönderildi!';
export const PASSWORD_UPDATED = 'Şifreniz başarıyla güncellendi!';

type Mode = 'signIn' | 'reset';

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <div id={id} style={FIELD_ERROR_STYLE}>
      {text}
    </div>
  ) : null;
}

function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
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
}

function TextField({ id, label, type, value, autoComplete, disabled, error, onChange, trailing }: TextFieldProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {label}
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          className="akademi-input"
          type={type}
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

function ShowPasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
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

const linkButton: React.CSSProperties = {
  background: 'none',
  border: 'none',
  padding: 0,
  color: PRIMARY,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
};

/** initial: what the visitor did on index.html's static copy of this form before the app attached. */
function SignInForm({ onForgot, initial }: { onForgot: () => void; initial: FirstPaintState | null }) {
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errors = touched ? validateSignIn(email, password) : {};

  const submit = async (email: string, password: string) => {
    setTouched(true);
    if (Object.keys(validateSignIn(email, password)).length > 0) return;
    setSubmitting(true);
    setError(null);
    // The success toast waits for the profile: the session shows it once the profile loaded,
    // and drops it for a deactivated or removed account (issue 14 item 8).
    setPendingFlashMessage(SIGN_IN_SUCCESS);
    const result = await signInWithPassword(email, password);
    setSubmitting(false);
    if (result.error) {
      dropPendingFlashMessage();
      setError(result.error);
      return;
    }
    navigate('/dashboard', { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email, password);
  };

  // Taking over the static copy (still before this form's first paint): its values, the focus, and
  // a submit made before the app attached, carried out now with those values.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current || !initial) return;
    adopted.current = true;
    setEmail(initial.email);
    setPassword(initial.password);
    setShowPassword(initial.showPassword);
    if (initial.focus) document.getElementById(`${id}-${initial.focus}`)?.focus();
    if (initial.pending === 'submit') void submit(initial.email, initial.password);
    // (submit is left out of the dependencies: only the arrival of the static copy's state counts)
  }, [id, initial]);

  return (
    <>
      <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 24px' }}>Giriş Yap</h1>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <form noValidate onSubmit={onSubmit}>
        <TextField id={`${id}-email`} label="E-posta" type="email" autoComplete="email" value={email} disabled={submitting} error={errors.email} onChange={setEmail} />
        <TextField
          id={`${id}-password`}
          label="Şifre"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          disabled={submitting}
          error={errors.password}
          onChange={setPassword}
          trailing={<ShowPasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        />
        <div style={{ textAlign: 'right', margin: '-8px 0 16px' }}>
          <button type="button" style={linkButton} onClick={onForgot}>
            Şifrenizi mi unuttunuz?
          </button>
        </div>
        <button type="submit" className="akademi-btn akademi-btn-primary" disabled={submitting} style={{ width: '100%' }}>
          {submitting ? SIGN_IN_BUSY : 'Giriş Yap'}
        </button>
      </form>
    </>
  );
}

/** initialEmail: typed on index.html's static form before 'Şifrenizi mi unuttunuz?' was pressed there. */
function ResetRequestForm({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = touched ? validateResetRequest(email) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateResetRequest(email).email) return;
    setSubmitting(true);
    setError(null);
    const result = await requestPasswordReset(email);
    setSubmitting(false);
    if (result.error) setError(result.error);
    else setSent(true);
  };

  if (sent) {
    return (
      <>
        <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 24px' }}>Şifre Sıfırlama</h1>
        <Alert kind="success">{RESET_SENT}</Alert>
        <p style={{ margin: '0 0 16px' }}>
          <strong>{email.trim()}</strong> adresine şifre sıfırlama bağlantısı gönderdik. E-postanızdaki bağlantıyı açarak yeni şifrenizi
          belirleyebilirsiniz.
        </p>
        <button type="button" className="akademi-btn akademi-btn-primary" style={{ width: '100%' }} onClick={onBack}>
          Giriş sayfasına dön
        </button>
      </>
    );
  }

  return (
    <>
      <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 8px' }}>Şifre Sıfırlama</h1>
      <p style={{ textAlign: 'center', margin: '0 0 24px', color: 'rgba(0,0,0,0.6)' }}>
        E-posta adresinizi girin, size şifre sıfırlama bağlantısı gönderelim.
      </p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField id={`${id}-email`} label="E-posta" type="email" autoComplete="email" value={email} disabled={submitting} error={errors.email} onChange={setEmail} />
        <button type="submit" className="akademi-btn akademi-btn-primary" disabled={submitting} style={{ width: '100%', marginBottom: 8 }}>
          {submitting ? 'Gönderiliyor...' : 'Sıfırlama Bağlantısı Gönder'}
        </button>
        <button type="button" className="akademi-btn" style={{ width: '100%' }} onClick={onBack}>
          Geri
        </button>
      </form>
    </>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errors = touched ? validateNewPassword(password, repeat) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateNewPassword(password, repeat)).length > 0) return;
    setSubmitting(true);
    setError(null);
    const result = await updatePassword(password);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      return;
    }
    // The flag is cleared only after a successful update (spec 1 §4).
    clearPasswordRecovery(dispatch);
    setFlashMessage(PASSWORD_UPDATED);
    navigate('/dashboard', { replace: true });
  };

  return (
    <>
      <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 8px' }}>Yeni Şifre Belirle</h1>
      <p style={{ textAlign: 'center', margin: '0 0 24px', color: 'rgba(0,0,0,0.6)' }}>Hesabınız için yeni bir şifre girin.</p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id={`${id}-password`}
          label="Yeni Şifre"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          disabled={submitting}
          error={errors.password}
          onChange={setPassword}
          trailing={<ShowPasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        />
        <TextField
          id={`${id}-repeat`}
          label="Yeni Şifre (Tekrar)"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          value={repeat}
          disabled={submitting}
          error={errors.repeat}
          onChange={setRepeat}
        />
        <button type="submit" className="akademi-btn akademi-btn-primary" disabled={submitting} style={{ width: '100%' }}>
          {submitting ? 'Güncelleniyor...' : 'Şifreyi Güncelle'}
        </button>
      </form>
    </>
  );
}

export default function SignInPage() {
  ensurePlainStyles();
  const recoveryInStore = useAppSelector(selectIsPasswordRecovery);
  const { status, profileError } = useAppSelector(selectSession);
  const recovery = recoveryInStore || isPasswordRecoveryFlagSet();
  const [mode, setMode] = useState<Mode>('signIn');
  // index.html's static sign-in form (issue 19): read and removed in the commit that shows this
  // page (a layout effect: nothing the visitor does in between is lost, nothing flashes).
  const [firstPaint, setFirstPaint] = useState<FirstPaintState | null>(null);
  useLayoutEffect(() => {
    const found = readFirstPaint();
    dropFirstPaint();
    if (found?.pending === 'forgot') setMode('reset');
    if (found) setFirstPaint(found);
  }, []);
  // A profile that failed to load signed the user out (spec 1 §4); say why (spec 1 §8).
  const signedOutBecause = status === 'signedOut' && !recovery ? profileError : null;
  // A one-shot message from the previous screen (e.g. 'Başarıyla çıkış yapıldı'), shown like a
  // toast for 5 s (spec 1 §9 toasts 4–5 s).
  const [flash, setFlash] = useState<string | null>(null);
  useEffect(() => {
    const text = takeFlashMessage();
    if (text) setFlash(text);
  }, []);
  // An expired or already used reset link comes back with the error in the URL (GoTrue:
  // #error=access_denied&error_code=otp_expired…): say so in Turkish and clean the address.
  const [linkError] = useState<string | null>(() => authRedirectError(window.location.href)?.message ?? null);
  useEffect(() => {
    const found = authRedirectError(window.location.href);
    if (found) window.history.replaceState(window.history.state, '', found.cleanUrl);
  }, []);
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), SIGN_IN_FLASH_MS);
    return () => clearTimeout(t);
  }, [flash]);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, gap: 24 }}>
      <section
        aria-label="Akademi giriş"
        style={{ width: '100%', maxWidth: 400, background: '#fff', borderRadius: 12, padding: 24, boxShadow: '0 1px 3px rgba(0,0,0,0.08)' }}
      >
        <p style={{ textAlign: 'center', fontWeight: 700, fontSize: 20, color: PRIMARY, margin: '0 0 16px' }}>Akademi</p>
        {flash && !signedOutBecause ? <Alert kind="success">{flash}</Alert> : null}
        {signedOutBecause ? <Alert kind="error">{signedOutBecause}</Alert> : null}
        {linkError && !signedOutBecause ? <Alert kind="error">{linkError}</Alert> : null}
        {recovery ? (
          <NewPasswordForm />
        ) : mode === 'reset' ? (
          <ResetRequestForm onBack={() => setMode('signIn')} initialEmail={firstPaint?.pending === 'forgot' ? firstPaint.email : undefined} />
        ) : (
          <SignInForm onForgot={() => setMode('reset')} initial={firstPaint} />
        )}
      </section>
      <footer style={{ textAlign: 'center', fontSize: 13, color: 'rgba(0,0,0,0.6)' }}>
        <div>
          Telefon: <a href={`tel:${COMPANY_PHONE.replace(/\s/g, '')}`}>{COMPANY_PHONE}</a>
        </div>
        <div>
          E-posta: <a href={`mailto:${COMPANY_EMAIL}`}>{COMPANY_EMAIL}</a>
        </div>
      </footer>
    </div>
  );
}
