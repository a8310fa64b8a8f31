// Sign-in (spec 1 §2 "Sign-in screen", sign-in mode only for now; reset and new-password modes
// come with the platform-core issue). After sign-in the app goes to /dashboard.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Button, Card, Form, Input, LockOutlined, MailOutlined, Typography } from '@akademi/shared/ui';
import { signInWithPassword } from '../api/sign-in-with-password';

interface SignInValues {
  email: string;
  password: string;
}

export default function SignInPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
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
    void message.success('Başarıyla giriş yapıldı!');
    navigate('/dashboard', { replace: true });
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 26, textAlign: 'center' }}>
          Giriş Yap
        </Typography.Title>
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
      </Card>
    </div>
  );
}
