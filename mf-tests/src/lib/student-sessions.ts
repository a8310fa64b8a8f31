// What the launchers of this app share (spec 3 §6, §7): the students a user may pick and the
// test_sessions row registered before a test window opens. RLS scopes the rows; a trainer's own
// students are filtered explicitly (RLS also lets a trainer read other rows, e.g. for names).
import type { SupabaseCall } from '@akademi/shared';
import { comparePersonNames } from '@akademi/shared/domain';

export interface PickerStudentRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** users.student_number: the pickers never read the demographics (issue 26 §2). */
  student_number: string | null;
}

export type SessionKind = 'cognitive' | 'parent_survey' | 'burdon' | 'd2';

/**
 * Students (role kullanici) in Turkish order, surname then first name (issue 25 §4: the database's
 * byte order put 'Ç', 'Ş' and 'İ' names last); only `trainerId`'s when given, only active ones when asked.
 */
export function pickerStudentsCall({ trainerId, activeOnly }: { trainerId: string | null; activeOnly: boolean }): SupabaseCall<PickerStudentRow[]> {
  return async (supabase) => {
    const base = supabase.from('users').select('id, first_name, last_name, email, student_number').contains('roles', ['kullanici']);
    const active = activeOnly ? base.eq('is_active', true) : base;
    const q = trainerId !== null ? active.eq('supervisor_id', trainerId) : active;
    const { data, error } = await q.order('last_name').order('first_name');
    return { data: data ? [...data].sort(comparePersonNames) : null, error };
  };
}

/** Registers the session a test window reports into; its id goes to the window. */
export function registerSessionCall({ studentId, conductedBy, kind }: { studentId: string; conductedBy: string; kind: SessionKind }): SupabaseCall<{ sessionId: string }> {
  return async (supabase) => {
    const sessionId = crypto.randomUUID();
    const { error } = await supabase.from('test_sessions').insert({ id: sessionId, student_id: studentId, conducted_by: conductedBy, kind });
    return { data: { sessionId }, error };
  };
}
