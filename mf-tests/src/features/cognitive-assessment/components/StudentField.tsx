// 'Öğrenci': the picker of the students the signed-in staff member may test (the battery and the
// parent survey launchers).
import { selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { StudentSelect } from '@akademi/shared/kit-extra';
import { useGetCognitiveStudentsQuery } from '../api/cognitive-assessment-api';

export function StudentField({ id, value, onChange, disabled }: { id: string; value: string | null; onChange: (id: string) => void; disabled: boolean }) {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const students = useGetCognitiveStudentsQuery({ role, userId: profile?.id ?? null });
  return (
    <>
      <label htmlFor={id}>Öğrenci</label>
      <StudentSelect id={id} students={students.data} loading={students.isLoading} value={value} onChange={onChange} disabled={disabled} />
    </>
  );
}
