// Add student (spec 1 §2 "Dialogs of both screens", §5 "Add student", §6, §8): trainers only.
// Through `create-user` (role kullanici; the server sets supervisor_id = the trainer).
import { useEffect } from 'react';
import { Divider, Result } from '@akademi/shared/kit-extra';
import { selectCurrentRole, useAppSelector } from '@akademi/shared';
import { studentDemographics } from '../../../lib/validators';
import { AccountInputs, StudentDetailInputs } from './fields';
import { CreateModal, useCreateForm } from './create-form';

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
  const form = useCreateForm(onClose, onCreated);
  const { done, close } = form;

  useEffect(() => {
    if (!done) return undefined;
    const t = setTimeout(close, ADD_STUDENT_CLOSE_MS);
    return () => clearTimeout(t);
    // One-shot timer per success view; close only resets local state and calls onClose.
  }, [done]);

  // spec 1 §6: the dialog renders only for the current role beyin_antrenoru.
  if (!open || currentRole !== 'beyin_antrenoru') return null;

  const submit = () =>
    void form.submit({ roles: ['kullanici'], demographicInfo: studentDemographics(form.details), fallbackMessage: ADD_STUDENT_FALLBACK, sendFallback: true });

  return (
    <CreateModal
      title="Yeni Öğrenci Ekle"
      width={640}
      small
      submitLabel="Öğrenci Ekle"
      error={form.error}
      done={done}
      doneView={<Result status="success" title={STUDENT_ADDED_MESSAGE} />}
      isLoading={form.isLoading}
      onSubmit={submit}
      onClose={close}
    >
      <AccountInputs prefix="add-student" value={form.account} onChange={form.setAccount} />
      <Divider titlePlacement="start">Öğrenci Bilgileri</Divider>
      <StudentDetailInputs prefix="add-student" value={form.details} onChange={form.setDetails} withStudentNumber />
    </CreateModal>
  );
}

export default AddStudentDialog;
