// Sign-in (spec 1 §2 "Sign-in screen"; sign-in mode only for now — reset and new-password modes
// come with the platform-core issue). After sign-in the app goes to /dashboard, which shows
// 'Başarıyla giriş yapıldı!'. Plain markup, no antd: this page is on the login budget
// (≤ 250 KB gzip of JS); the route is marked `plain` so the shell loads no UI kit for it.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@akademi/shared/router';
import { setFlashMessage } from '@akademi/shared';
import { DANGER, ensurePlainStyles } from '@akademi/shared/ui';
import { signInWithPassword } from '../api/sign-in-with-password';

export const SIGN_IN_SUCCESS = 'Başarıyla giriş yapıldı!';
const EMAIL_REQUIRED = 'E-posta adresinizi girin';
const PASSWORD_REQUIRED = 'Şifrenizi girin';

export default function SignInPage() {
  ensurePlainStyles();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailMissing || passwordMissing) return;
    setSubmitting(true);
    setError(null);
    const result = await signInWithPassword(email, password);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      return;
    }
    setFlashMessage(SIGN_IN_SUCCESS);
    navigate('/dashboard', { replace: true });
  };

  const fieldError = (shown: boolean, text: string, fieldId: string) =>
    shown ? (
      <div id={fieldId} style={{ color: DANGER, fontSize: 13, marginTop: 4 }}>
        {text}
      </div>
    ) : null;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <section
        aria-labelledby={`${id}-title`}
        style={{ width: '100%', maxWidth: 400, background: '#fff', borderRadius: 12, padding: 24, boxShadow: '0 1px 3px rgba(0,0,0,0.08)' }}
      >
        <h1 id={`${id}-title`} style={{ fontSize: 26, textAlign: 'center', margin: '0 0 24px' }}>
          Giriş Yap
        </h1>
        {error ? (
          <div
            role="alert"
            style={{ background: '#fff2f0', border: '1px solid #ffccc7', borderRadius: 8, padding: '8px 12px', marginBottom: 16 }}
          >
            {error}
          </div>
        ) : null}
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <div style={{ marginBottom: 16 }}>
            <label htmlFor={`${id}-email`} style={{ display: 'block', marginBottom: 6 }}>
              E-posta
            </label>
            <input
              id={`${id}-email`}
              className="akademi-input"
              type="email"
              autoComplete="email"
              value={email}
              disabled={submitting}
              aria-invalid={touched && emailMissing}
              aria-describedby={touched && emailMissing ? `${id}-email-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {fieldError(touched && emailMissing, EMAIL_REQUIRED, `${id}-email-error`)}
          </div>
          <div style={{ marginBottom: 24 }}>
            <label htmlFor={`${id}-password`} style={{ display: 'block', marginBottom: 6 }}>
              Şifre
            </label>
            <div style={{ display: 'flex', gap: 8 }}>
              <input
                id={`${id}-password`}
                className="akademi-input"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                disabled={submitting}
                aria-invalid={touched && passwordMissing}
                aria-describedby={touched && passwordMissing ? `${id}-password-error` : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className="akademi-btn"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((v) => !v)}
                style={{ whiteSpace: 'nowrap' }}
              >
                {showPassword ? 'Gizle' : 'Göster'}
              </button>
            </div>
            {fieldError(touched && passwordMissing, PASSWORD_REQUIRED, `${id}-password-error`)}
          </div>
          <button type="submit" className="akademi-btn akademi-btn-primary" disabled={submitting} style={{ width: '100%' }}>
            Giriş Yap
          </button>
        </form>
      </section>
    </div>
  );
}
