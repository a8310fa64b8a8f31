// What the two creation dialogs share (spec 1 §2 "Dialogs of both screens", §5, §8): the account
// and student-detail state, validation, the `create-user` call and the modal frame.
import { useState, type ReactNode } from 'react';
import { Alert, Form } from '@akademi/shared/kit';
import type { DemographicInfo, Role } from '@akademi/shared';
import { useCreateUserMutation } from '../api/create-user-api';
import { validateDemographicLengths, validateNewUser, validatePhones, type StudentDetails } from '../../../lib/validators';
import { EMPTY_ACCOUNT, type AccountFields } from './fields';
import { ActionModal } from '../../../components/ActionModal';

export interface CreateRequest {
  roles: Role[];
  demographicInfo: DemographicInfo | null;
  /** The dialog's message when the server gives none. */
  fallbackMessage: string;
  /** Passed to the function only when the dialog has its own wording. */
  sendFallback?: boolean;
}

export function useCreateForm(onClose: () => void, onCreated?: () => void) {
  const [account, setAccount] = useState<AccountFields>(EMPTY_ACCOUNT);
  const [details, setDetails] = useState<StudentDetails>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [createUser, { isLoading }] = useCreateUserMutation();

  const close = () => {
    setAccount(EMPTY_ACCOUNT);
    setDetails({});
    setError(null);
    setDone(false);
    onClose();
  };

  const submit = async ({ roles, demographicInfo, fallbackMessage, sendFallback }: CreateRequest) => {
    const invalid = validateNewUser({ ...account, roles }) ?? validateDemographicLengths(details) ?? validatePhones({ details });
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
      roles,
      demographicInfo,
      ...(sendFallback ? { fallbackMessage } : {}),
    });
    if ('error' in result && result.error) {
      setError(result.error.message ?? fallbackMessage);
      return;
    }
    setDone(true);
    onCreated?.();
  };

  return { account, setAccount, details, setDetails, error, done, isLoading, close, submit };
}

export interface CreateModalProps {
  title: string;
  width: number;
  submitLabel: string;
  error: string | null;
  done: boolean;
  /** What the modal shows after a successful create. */
  doneView: ReactNode;
  isLoading: boolean;
  onSubmit: () => void;
  onClose: () => void;
  small?: boolean;
  children: ReactNode;
}

/** The creation modal: İptal + submit footer, the error above the form, the success view after. */
export function CreateModal({ title, width, submitLabel, error, done, doneView, isLoading, onSubmit, onClose, small, children }: CreateModalProps) {
  return (
    <ActionModal
      title={title}
      width={width}
      bodyStyle={small ? { maxHeight: '65vh', overflowY: 'auto' } : undefined}
      hideFooter={done}
      confirmLabel={submitLabel}
      loading={isLoading}
      onConfirm={onSubmit}
      onClose={onClose}
    >
      {done ? (
        doneView
      ) : (
        <Form layout="vertical" component="div" size={small ? 'small' : undefined}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          {children}
        </Form>
      )}
    </ActionModal>
  );
}
