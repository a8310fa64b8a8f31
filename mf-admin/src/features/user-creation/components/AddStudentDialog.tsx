// Add student (spec 1 §2 "Dialogs of both screens", §5 "Add student", §6, §8): trainers only.
// Through `create-user` (role kullanici; the server sets supervisor_id = the trainer).
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form } from '@akademi/shared/kit';
import { Divider, Modal, Result } from '@akademi/shared/kit-extra';
import { selectCurrentRole, useAppSelector } from '@akademi/shared';
import { useCreateUserMutation } from '../api/create-user-api';
import { studentDemographics, validateDemographicLengths, validateNewUser, type StudentDetails } from '../lib/validators';
import { AccountInputs, EMPTY_ACCOUNT, StudentDetailInputs, type AccountFields } from './fields';

export const STUDENT_ADDED_MESSAGE = 'Öğrenci başarıyla eklendi!';
export const ADD_STUDENT_FALLBACK = 'Öğrenci eklenirken bir hata oluştu. Lütfen tekrar deneyin.';
/** spec 1 §9: the success view closes after 1000 ms. */
export const ADD_STUDENT_CLOSE_MS = 1000;

export interface AddStudentDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: () => void;
}

export function AddStudentDialog({ open, onClose, onCreated }: AddStudentDialogProps) {
  const currentRole = useAppSelector(selectCurrentRole);
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

  useEffect(() => {
    if (!done) return undefined;
    const t = setTimeout(close, ADD_STUDENT_CLOSE_MS);
    return () => clearTimeout(t);
    // One-shot timer per success view; close only resets local state and calls onClose.
  }, [done]);

  // spec 1 §6: the dialog renders only for the current role beyin_antrenoru.
  if (!open || currentRole !== 'beyin_antrenoru') return null;

  const submit = async () => {
    const invalid = validateNewUser({ ...account, roles: ['kullanici'] }) ?? validateDemographicLengths(details);
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
      roles: ['kullanici'],
      demographicInfo: studentDemographics(details),
      fallbackMessage: ADD_STUDENT_FALLBACK,
    });
    if ('error' in result && result.error) {
      setError((result.error as { message?: string }).message ?? ADD_STUDENT_FALLBACK);
      return;
    }
    setDone(true);
    onCreated?.();
  };

  return (
    <Modal
      open
      title="Yeni Öğrenci Ekle"
      onCancel={close}
      width={640}
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto' } }}
      footer={
        done ? null : (
          <Flex gap={8} justify="end">
            <Button onClick={close}>İptal</Button>
            <Button type="primary" onClick={submit} loading={isLoading}>
              Öğrenci Ekle
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <Result status="success" title={STUDENT_ADDED_MESSAGE} />
      ) : (
        <Form layout="vertical" component="div" size="small">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <AccountInputs prefix="add-student" value={account} onChange={setAccount} />
          <Divider titlePlacement="start">Öğrenci Bilgileri</Divider>
          <StudentDetailInputs prefix="add-student" value={details} onChange={setDetails} withStudentNumber />
        </Form>
      )}
    </Modal>
  );
}

export default AddStudentDialog;
