// 'İki adımlı doğrulamayı sıfırla' (issue 28): an admin removes another staff user's authenticator
// app when it is lost, with a reason (the reset-mfa function checks the caller — admin at aal2,
// never themself — removes the factors and records who, whom, when and why).
import { useState } from 'react';
import { Alert, App, Form, Input } from '@akademi/shared/kit';
import { UserActionModal } from './UserActionModal';
import { useResetMfaMutation, type ManagedUser } from '../lib/users-api';

export const RESET_MFA_TEXT = {
  action: 'İki adımlı doğrulamayı sıfırla',
  reasonLabel: 'Sıfırlama nedeni',
  reasonRequired: 'Sıfırlama nedeni 3–200 karakter olmalıdır',
  confirm: 'Sıfırla',
  done: 'İki adımlı doğrulama sıfırlandı. Kullanıcı bir sonraki girişte doğrulama uygulamasını yeniden ekleyebilir.',
} as const;

/** The reason is recorded with the reset (reset-mfa's rule: 3–200 characters, trimmed). */
export const RESET_REASON_MIN = 3;
export const RESET_REASON_MAX = 200;

export function ResetMfaDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetMfa, { isLoading }] = useResetMfaMutation();
  if (!user) return null;
  const reasonError = touched && reason.trim().length < RESET_REASON_MIN ? RESET_MFA_TEXT.reasonRequired : undefined;

  const close = () => {
    setReason('');
    setTouched(false);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (reason.trim().length < RESET_REASON_MIN || !user.auth_user_id) return;
    setError(null);
    const result = await resetMfa({ id: user.id, authUserId: user.auth_user_id, reason });
    if ('error' in result && result.error) {
      setError(result.error.message ?? '');
      return;
    }
    void message.success(RESET_MFA_TEXT.done);
    close();
  };

  return (
    <UserActionModal
      user={user}
      title={RESET_MFA_TEXT.action}
      confirmLabel={RESET_MFA_TEXT.confirm}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onClose={close}
      width="min(520px, calc(100vw - 32px))"
      sentence="kullanıcısının doğrulama uygulaması kaldırılacak. Kullanıcı bir sonraki girişte yalnızca şifresiyle girer; iki adımlı doğrulama zorunluysa yeni bir doğrulama uygulaması eklemesi istenir."
    >
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item label={RESET_MFA_TEXT.reasonLabel} layout="vertical" validateStatus={reasonError ? 'error' : undefined} help={reasonError} htmlFor="reset-mfa-reason">
        <Input.TextArea id="reset-mfa-reason" rows={2} maxLength={RESET_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Form.Item>
    </UserActionModal>
  );
}
