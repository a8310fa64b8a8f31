// Role-scoped reads of spec 1 §6 / §7. RLS in the database is what actually limits each caller
// (a trainer reading kullanici rows only gets their own students); these queries state the same
// scope explicitly so the intent is visible and no full list is ever filtered in the browser.
import { withDemographics, type AppSupabaseClient, type Role, type UserRow } from '@akademi/shared';

/**
 * Columns the lists read directly. Never demographic_info (issue 26 §2): a screen that shows
 * demographics asks public.student_demographics for the rows it shows (withDemographics), which
 * leaves one access-log record per student; student_number is its own column.
 */
export const USER_COLUMNS =
  'id, auth_user_id, email, first_name, last_name, phone, is_active, roles, supervisor_id, student_number, created_at';
export type ManagedUser = Pick<
  UserRow,
  'id' | 'auth_user_id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'is_active' | 'roles' | 'supervisor_id' | 'student_number' | 'created_at'
> & {
  /** Filled only by a logged read (withDemographics / fetchDemographics). */
  demographic_info?: UserRow['demographic_info'];
};

export interface ScopeArgs {
  role: Role | null;
  /** users.id of the signed-in user. */
  meId: string | null;
}

type Result = { data: ManagedUser[]; error: { message: string; code?: string } | null };

const EMPTY: Result = { data: [], error: null };

async function run(query: PromiseLike<{ data: ManagedUser[] | null; error: { message: string; code?: string } | null }>): Promise<Result> {
  const { data, error } = await query;
  if (error) return { data: [], error };
  return { data: data ?? [], error: null };
}

/** Ids of the trainers under a representative (spec 1 §6). */
async function trainerIdsOf(client: AppSupabaseClient, temsilciId: string): Promise<{ ids: string[]; error: Result['error'] }> {
  const { data, error } = await client
    .from('users')
    .select('id')
    .contains('roles', ['beyin_antrenoru'])
    .eq('supervisor_id', temsilciId);
  if (error) return { ids: [], error };
  return { ids: (data ?? []).map((r) => r.id), error: null };
}

/**
 * Student list (spec 1 §6): admin all kullanici; temsilci kullanici whose supervisor is one of
 * their trainers (none without trainers); trainer own students; other roles none.
 */
export async function fetchScopedStudents(client: AppSupabaseClient, { role, meId }: ScopeArgs): Promise<Result> {
  const base = () => client.from('users').select(USER_COLUMNS).contains('roles', ['kullanici']);
  if (role === 'admin') return run(base().order('created_at', { ascending: false }));
  if (!meId) return EMPTY;
  if (role === 'beyin_antrenoru') return run(base().eq('supervisor_id', meId).order('created_at', { ascending: false }));
  if (role === 'temsilci') {
    const trainers = await trainerIdsOf(client, meId);
    if (trainers.error) return { data: [], error: trainers.error };
    if (trainers.ids.length === 0) return EMPTY;
    return run(base().in('supervisor_id', trainers.ids).order('created_at', { ascending: false }));
  }
  return EMPTY;
}

/** User list (spec 1 §6): admin all; temsilci the trainers under them; trainer the users under them. */
export async function fetchScopedUsers(client: AppSupabaseClient, { role, meId }: ScopeArgs): Promise<Result> {
  const base = () => client.from('users').select(USER_COLUMNS);
  if (role === 'admin') return run(base().order('created_at', { ascending: false }));
  if (!meId) return EMPTY;
  if (role === 'temsilci') {
    return run(base().contains('roles', ['beyin_antrenoru']).eq('supervisor_id', meId).order('created_at', { ascending: false }));
  }
  if (role === 'beyin_antrenoru') return run(base().eq('supervisor_id', meId).order('created_at', { ascending: false }));
  return EMPTY;
}

/**
 * Test assignment students (spec 1 §6): admin all kullanici; trainer own; others none. Only
 * active ones (issue 25: a Pasif student is not offered; the database refuses it too).
 */
export async function fetchAssignableStudents(client: AppSupabaseClient, { role, meId }: ScopeArgs): Promise<Result> {
  const base = () => client.from('users').select(USER_COLUMNS).contains('roles', ['kullanici']).eq('is_active', true);
  if (role === 'admin') return run(base().order('created_at', { ascending: false }));
  if (role === 'beyin_antrenoru' && meId) return run(base().eq('supervisor_id', meId).order('created_at', { ascending: false }));
  return EMPTY;
}

/** A row of the Öğrenciler list: the user columns plus the date of the latest test (issue 25 §3). */
export type StudentListRow = ManagedUser & { last_test_at: string | null };

export interface StudentListArgs extends ScopeArgs {
  /** The search box (debounced); folded and matched on the server (public.tr_fold). */
  search: string;
  /** 'Bu ay test edilmeyenler': no test since the 1st of this month (Europe/Istanbul). */
  untestedThisMonth: boolean;
}

/** At most this many rows per call (PostgREST's max_rows); the list pages through them itself. */
export const STUDENT_LIST_MAX_ROWS = 1000;

/**
 * Öğrenciler list (issue 25 §3, §4): public.list_students applies the role scope (spec 1 §6), the
 * Turkish-folded search over name, e-mail, student number and school, and the 'Bu ay test
 * edilmeyenler' filter on the server, newest first (spec 1 §7; p_order 'name' gives Turkish order
 * for a caller that pages on the server); last_test_at is a computed field. RLS decides what each
 * caller gets. Further columns (e.g. a consent state) are one more name in the select.
 */
export async function fetchStudentList(client: AppSupabaseClient, { role, meId, search, untestedThisMonth }: StudentListArgs): Promise<{ data: StudentListRow[]; error: Result['error'] }> {
  if (role !== 'admin' && role !== 'temsilci' && role !== 'beyin_antrenoru') return { data: [], error: null };
  if (!meId) return { data: [], error: null };
  const { data, error } = await client
    .rpc('list_students', { p_role: role, p_search: search.trim() || undefined, p_untested_this_month: untestedThisMonth })
    .select(`${USER_COLUMNS}, last_test_at`)
    .range(0, STUDENT_LIST_MAX_ROWS - 1);
  if (error) return { data: [], error };
  // last_test_at is a computed field (public.last_test_at(users)), which the generated types do not list
  const rows = (data ?? []) as unknown as StudentListRow[];
  // the list shows grade, school, parent name and phone: one logged read for the rows shown
  return withDemographics(client, rows, 'student_list');
}
