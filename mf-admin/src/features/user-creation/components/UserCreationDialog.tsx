// User creation dialog (spec 1 §2, §4, §5, §8), opened from the dashboard quick actions and the
// admin's 'Öğrenci Ekle'. The account is made by the `create-user` function: the creator's own
// session is never touched, and the server applies the same role rules as this dialog.
import { useState } from 'react';
import { Button, Form, Typography } from '@akademi/shared/kit';
import { Checkbox, Divider, Radio, Result } from '@akademi/shared/kit-extra';
import { ROLE_LABELS, selectCurrentRole, useAppSelector, type Role } from '@akademi/shared';
import { CREATE_USER_FALLBACK } from '../api/create-user-api';
import { allowedCreationRoles, creationDemographics } from '../../../lib/validators';
import { AccountInputs, StudentDetailInputs } from './fields';
import { CreateModal, useCreateForm } from './create-form';

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
  const [roles, setRoles] = useState<Role[]>([]);
  const form = useCreateForm(onClose, onCreated);
  const { account, details } = form;

  // A single-role creator has exactly one choice: it is preselected.
  const effectiveRoles = allowed.multiple ? roles : allowed.roles.slice(0, 1);

  const close = () => {
    setRoles([]);
    form.close();
  };

  const submit = () =>
    void form.submit({ roles: effectiveRoles, demographicInfo: creationDemographics(effectiveRoles, details), fallbackMessage: CREATE_USER_FALLBACK });

  if (!open) return null;
  return (
    <CreateModal
      title="Yeni Kullanıcı Oluştur"
      width={720}
      submitLabel="Kullanıcı Oluştur"
      error={form.error}
      done={form.done}
      doneView={
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
      }
      isLoading={form.isLoading}
      onSubmit={submit}
      onClose={close}
    >
      <AccountInputs prefix="create-user" value={account} onChange={form.setAccount} />
      <Form.Item label="Roller" required style={{ marginBottom: 12 }}>
        {allowed.multiple ? (
          <Checkbox.Group
            value={roles}
            onChange={(v) => setRoles(v)}
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
          <StudentDetailInputs prefix="create-user" value={details} onChange={form.setDetails} />
        </>
      )}
    </CreateModal>
  );
}

export default UserCreationDialog;
