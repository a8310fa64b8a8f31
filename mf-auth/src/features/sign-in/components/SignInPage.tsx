// Sign-in screen (spec 1 §2 "Sign-in screen"), the modes that need the app: the password-reset
// request (with its success state) and the new password (when the recovery flag is stored). The
// sign-in form itself is index.html's static form with its island (shared/src/sign-in, issue 19):
// this page opens the reset request when that form's 'Şifrenizi mi unuttunuz?' started the app,
// and otherwise loads the sign-in document (goToSignIn) — 'Geri' and 'Giriş sayfasına dön' too.
// After a password update the app goes to /dashboard. Plain markup, no antd.
// Issue 28: a signed-in aal1 session with a verified factor (the guard sent it here from the page
// it wanted, or /auth was opened with such a session stored) gets the code step: 'Doğrulama kodu',
// then the page it wanted. The island has the same step for a fresh password sign-in.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@akademi/shared/router';
import {
  COMPANY_EMAIL,
  COMPANY_PHONE,
  MFA_STEP,
  clearPasswordRecovery,
  goToSignIn,
  isPasswordRecoveryFlagSet,
  mfaGate,
  refreshMfaStatus,
  selectIsPasswordRecovery,
  selectSession,
  setFlashMessage,
  signOut,
  useAppDispatch,
  useAppSelector,
  validateMfaCode,
  validateNewPassword,
  validateResetRequest,
} from '@akademi/shared';
import {
  PRIMARY,
  SignInDocument,
  dropFirstPaint,
  ensurePlainStyles,
  readFirstPaint,
  type FirstPaintState,
  type MfaCodeRouteState,
} from '@akademi/shared/ui';
import { passwordError } from '@akademi/shared/domain/password-rule';
import { requestPasswordReset } from '../api/request-password-reset';
import { updatePassword } from '../api/update-password';
import { verifySignInCode } from '../api/verify-sign-in-code';
import { Alert, ShowPasswordToggle, StepForm, TextField, type StepTexts } from './form-parts';

export const RESET_SENT = 'Şifre sıfırlama e-postası gönderildi!';
export const PASSWORD_UPDATED = 'Şifreniz başarıyla güncellendi!';

const RESET_STEP: StepTexts = {
  heading: 'Şifre Sıfırlama',
  intro: 'E-posta adresinizi girin, size şifre sıfırlama bağlantısı gönderelim.',
  submit: 'Sıfırlama Bağlantısı Gönder',
  busy: 'Gönderiliyor...',
  back: 'Geri',
};
const NEW_PASSWORD_STEP: StepTexts = {
  heading: 'Yeni Şifre Belirle',
  intro: 'Hesabınız için yeni bir şifre girin.',
  submit: 'Şifreyi Güncelle',
  busy: 'Güncelleniyor...',
};

/** initialEmail: typed on index.html's static form before 'Şifrenizi mi unuttunuz?' was pressed there. */
/**
 * The state of a one-step form: submit() marks it touched, stops on invalid input, runs the
 * action (busy meanwhile) and shows the error it returns. An action that leaves the page returns
 * LEAVING: the form stays busy until it is gone.
 */
const LEAVING = Symbol('leaving');
function useFormSubmit() {
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent, invalid: boolean, action: () => Promise<string | null | typeof LEAVING>) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setSubmitting(true);
    setError(null);
    const result = await action();
    if (result === LEAVING) return;
    setSubmitting(false);
    if (result !== null) setError(result);
  };
  return { touched, setTouched, error, submitting, setSubmitting, submit };
}

function ResetRequestForm({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const { touched, error, submitting, submit } = useFormSubmit();
  const errors = touched ? validateResetRequest(email) : {};

  const onSubmit = (event: FormEvent) =>
    submit(event, Boolean(validateResetRequest(email).email), async () => {
      const result = await requestPasswordReset(email);
      if (!result.error) setSent(true);
      return result.error ?? null;
    });

  if (sent) {
    return (
      <>
        <h1 style={{ fontSize: 26, textAlign: 'center', margin: '0 0 24px' }}>{RESET_STEP.heading}</h1>
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
    <StepForm texts={RESET_STEP} error={error} submitting={submitting} onSubmit={onSubmit} onBack={onBack}>
      <TextField id={`${id}-email`} label="E-posta" type="email" autoComplete="email" value={email} disabled={submitting} error={errors.email} onChange={setEmail} />
    </StepForm>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { touched, error, submitting, submit } = useFormSubmit();
  const { profile, roles } = useAppSelector(selectSession);
  // the password rule for this user (issue 28); the server checks it again with the common list
  const ruleError = passwordError(password, { roles, email: profile?.email, firstName: profile?.firstName, lastName: profile?.lastName });
  const errors = touched ? validateNewPassword(password, repeat, ruleError) : {};

  const onSubmit = (event: FormEvent) =>
    submit(event, Object.keys(validateNewPassword(password, repeat, ruleError)).length > 0, async () => {
      const result = await updatePassword(password);
      if (result.error) return result.error;
      // The flag is cleared only after a successful update (spec 1 §4).
      clearPasswordRecovery(dispatch);
      setFlashMessage(PASSWORD_UPDATED);
      navigate('/dashboard', { replace: true });
      return null;
    });

  return (
    <StepForm texts={NEW_PASSWORD_STEP} error={error} submitting={submitting} onSubmit={onSubmit}>
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
      <TextField id={`${id}-repeat`} label="Yeni Şifre (Tekrar)" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={repeat} disabled={submitting} error={errors.repeat} onChange={setRepeat} />
    </StepForm>
  );
}

/** The second step (issue 28): the 6-digit code of the account's authenticator app. */
function MfaCodeForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const from = (useLocation().state as MfaCodeRouteState | null)?.from;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const { touched, setTouched, error, submitting, setSubmitting, submit } = useFormSubmit();
  const fieldError = touched ? validateMfaCode(code) : undefined;
  useEffect(() => input.current?.focus(), [submitting]);

  const onSubmit = (event: FormEvent) =>
    submit(event, Boolean(validateMfaCode(code)), async () => {
      const result = await verifySignInCode(code);
      if (result.error) {
        setCode('');
        setTouched(false);
        return result.error;
      }
      // the session is aal2 now: read the state before leaving, so the guard lets the page through
      await refreshMfaStatus(dispatch);
      navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard', { replace: true });
      return LEAVING;
    });

  const onBack = async () => {
    setSubmitting(true);
    await signOut();
    goToSignIn();
  };

  return (
    <StepForm texts={MFA_STEP} error={error} submitting={submitting} onSubmit={onSubmit} onBack={() => void onBack()} backWhileBusy={false}>
      <TextField
        id={`${id}-code`}
        label={MFA_STEP.label}
        type="text"
        inputMode="numeric"
        inputRef={input}
        autoComplete="one-time-code"
        value={code}
        disabled={submitting}
        error={fieldError}
        onChange={setCode}
      />
    </StepForm>
  );
}

export default function SignInPage() {
  ensurePlainStyles();
  const recoveryInStore = useAppSelector(selectIsPasswordRecovery);
  const recovery = recoveryInStore || isPasswordRecoveryFlagSet();
  // index.html's static form, when its 'Şifrenizi mi unuttunuz?' started the app (data-pending
  // 'forgot'): the reset request opens with the e-mail typed there. Read and removed in the commit
  // that shows this page (a layout effect: nothing typed meanwhile is lost, nothing flashes) — not
  // during render: React 19 pre-renders a suspended page early. (Kept on a second run: StrictMode.)
  const [firstPaint, setFirstPaint] = useState<{ forgot: FirstPaintState | null } | null>(null);
  useLayoutEffect(() => {
    const found = readFirstPaint();
    dropFirstPaint();
    setFirstPaint((prev) => prev ?? { forgot: found?.pending === 'forgot' ? found : null });
  }, []);
  const forgot = firstPaint?.forgot ?? null;
  const { authUser, mfa } = useAppSelector(selectSession);
  const codeStep = !recovery && authUser !== null && mfa !== null && mfaGate(mfa) === 'code';
  if (!recovery && !codeStep && !firstPaint) return null; // decided in this commit's layout effect
  // The sign-in form is the /auth document's (its island): load it.
  if (!recovery && !codeStep && !forgot) return <SignInDocument />;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, gap: 24 }}>
      <section
        aria-label="Akademi giriş"
        style={{ width: '100%', maxWidth: 400, boxSizing: 'border-box', background: '#fff', borderRadius: 12, padding: 24, boxShadow: '0 1px 3px rgba(0,0,0,0.08)' }}
      >
        <p style={{ textAlign: 'center', fontWeight: 700, fontSize: 20, color: PRIMARY, margin: '0 0 16px' }}>Akademi</p>
        {recovery ? <NewPasswordForm /> : codeStep ? <MfaCodeForm /> : <ResetRequestForm onBack={goToSignIn} initialEmail={forgot?.email} />}
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
