// Sign-in (spec 1 §2 "Sign-in screen", sign-in mode only for now; reset and new-password modes
// come with the platform-core issue). After sign-in the app goes to /dashboard, which shows
// 'Başarıyla giriş yapıldı!'. Only core-kit components: this page is on the login budget.
import { useState } from 'react';
import { useNavigate } from '@akademi/shared/router';
import { Alert, Button, Form, Input, LockOutlined, MailOutlined } from '@akademi/shared/ui';
import { signInWithPassword } from '../api/sign-in-with-password';

interface SignInValues {
  email: string;
  password: string;
}

export const SIGN_IN_SUCCESS = 'Başarıyla giriş yapıldı!';

export default function SignInPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email, password }: SignInValues) => {
    setSubmitting(true);
    setError(null);
    const result = await signInWithPassword(email, password);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      return;
    }
    navigate('/dashboard', { replace: true, state: { toast: SIGN_IN_SUCCESS } });
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <section
        aria-labelledby="sign-in-title"
        style={{ width: '100%', maxWidth: 400, background: '#fff', borderRadius: 12, padding: 24, boxShadow: '0 1px 3px rgba(0,0,0,0.08)' }}
      >
        <h1 id="sign-in-title" style={{ fontSize: 26, textAlign: 'center', margin: '0 0 24px' }}>
          Giriş Yap
        </h1>
        {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" /> : null}
        <Form<SignInValues> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
          <Form.Item label="E-posta" name="email" rules={[{ required: true, message: 'E-posta adresinizi girin' }]}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Şifre" name="password" rules={[{ required: true, message: 'Şifrenizi girin' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Giriş Yap
          </Button>
        </Form>
      </section>
    </div>
  );
}
