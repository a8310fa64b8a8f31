// User creation dialog (spec 1 §2, §4, §5, §8), opened from the dashboard quick actions and the
// admin's 'Öğrenci Ekle'. The account is made by the `create-user` function: the creator's own
// session is never touched, and the server applies the same role rules as this dialog.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Typography } from '@akademi/shared/kit';
import { Checkbox, Divider, Modal, Radio, Result } from '@akademi/shared/kit-extra';
import { ROLE_LABELS, selectCurrentRole, useAppSelector, type Role } from '@akademi/shared';
import { useCreateUserMutation } from '../api/create-user-api';
import { allowedCreationRoles, creationDemographics, validateDemographicLengths, validateNewUser, type StudentDetails } from '../lib/validators';
import { AccountInputs, EMPTY_ACCOUNT, StudentDetailInputs, type AccountFields } from './fields';

export const USER_CREATED_MESSAGE = 'Kullanıcı başarıyla oluşturuldu!';

export interface UserCreationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a user was created (lists refresh by themselves through cache tags). */
  onCreated?: () => void;
}

export function UserCreationDialog({ open, onClose, onCreated }: UserCreationDialogProps) {
  const currentRole = useAppSelector(selectCurrentRole);
  const allowed = allowedCreationRoles(currentRole);
  const [account, setAccount] = useState<AccountFields>(EMPTY_ACCOUNT);
  const [roles, setRoles] = useState<Role[]>([]);
  const [details, setDetails] = useState<StudentDetails>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [createUser, { isLoading }] = useCreateUserMutation();

  // A single-role creator has exactly one choice: it is preselected.
  const effectiveRoles = allowed.multiple ? roles : allowed.roles.slice(0, 1);

  const close = () => {
    setAccount(EMPTY_ACCOUNT);
    setRoles([]);
    setDetails({});
    setError(null);
    setDone(false);
    onClose();
  };

  const submit = async () => {
    const invalid = validateNewUser({ ...account, roles: effectiveRoles }) ?? validateDemographicLengths(details);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const result = await createUser({
      email: account.email,
      password: account.password,
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      roles: effectiveRoles,
      demographicInfo: creationDemographics(effectiveRoles, details),
    });
    if ('error' in result && result.error) {
      setError((result.error as { message?: string }).message ?? 'Kullanıcı oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.');
      return;
    }
    setDone(true);
    onCreated?.();
  };

  if (!open) return null;
  return (
    <Modal
      open
      title="Yeni Kullanıcı Oluştur"
      onCancel={close}
      width={720}
      footer={
        done ? null : (
          <Flex gap={8} justify="end">
            <Button onClick={close}>İptal</Button>
            <Button type="primary" onClick={submit} loading={isLoading}>
              Kullanıcı Oluştur
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <Result
          status="success"
          title={USER_CREATED_MESSAGE}
          subTitle={`${account.firstName} ${account.lastName} (${account.email.trim().toLowerCase()})`}
          extra={
            <Button type="primary" onClick={close}>
              Tamam
            </Button>
          }
        />
      ) : (
        <Form layout="vertical" component="div">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <AccountInputs prefix="create-user" value={account} onChange={setAccount} />
          <Form.Item label="Roller" required style={{ marginBottom: 12 }}>
            {allowed.multiple ? (
              <Checkbox.Group
                value={roles}
                onChange={(v) => setRoles(v as Role[])}
                options={allowed.roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              />
            ) : allowed.roles.length > 0 ? (
              <Radio.Group value={allowed.roles[0]} options={allowed.roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
            ) : (
              <Typography.Text type="secondary">Kullanıcı oluşturma yetkiniz yok.</Typography.Text>
            )}
          </Form.Item>
          {effectiveRoles.includes('kullanici') && (
            <>
              <Divider titlePlacement="start">Öğrenci Bilgileri (isteğe bağlı)</Divider>
              <StudentDetailInputs prefix="create-user" value={details} onChange={setDetails} />
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}

export default UserCreationDialog;
