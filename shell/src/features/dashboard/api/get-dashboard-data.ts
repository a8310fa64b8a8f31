// Dashboard figures and 'Son Aktiviteler' (spec 1 §6, §7, §9), scoped by the current role:
// admin system-wide; temsilci the trainers under them and their students; trainer own students.
// Per-table failures are ignored (spec 1 §8); a failure of the scope itself is reported.
// Read through the RTK Query endpoint `getDashboard` (tag 'Dashboard', which writes that change
// the figures invalidate, e.g. creating a user).
import { baseApi, fullName, getSupabase, type Role } from '@akademi/shared';
// Pure functions, bundled and tree-shaken into this chunk.
import {
  ACTIVITY_TEST_LABELS,
  activityScore,
  averageSuccessPercentage,
  mergeActivities,
  SUCCESS_COLUMNS,
  type ActivityResultRow,
  type ActivityTestType,
  type SuccessRow,
} from '@akademi/shared/domain';

// id, student, date and total_score for 'Son Aktiviteler'; SUCCESS_COLUMNS for 'Başarı Ortalaması'.
type ActivityTable = 'cognitive_test_result' | 'burdon_test_results' | 'd2_test_results' | 'parent_survey_results';
const TABLES: { type: ActivityTestType; table: ActivityTable; columns: string }[] = (
  [
    ['cognitive', 'cognitive_test_result'],
    ['burdon', 'burdon_test_results'],
    ['d2', 'd2_test_results'],
    ['parent_survey', 'parent_survey_results'],
  ] as const
).map(([type, table]) => ({
  type,
  table,
  columns: [...new Set(['id', 'student_id', 'created_at', ...(type === 'cognitive' ? [] : ['total_score']), ...SUCCESS_COLUMNS[type].split(', ')])].join(', '),
}));

/** Recent activities shown (spec 1 §9) and rows read per table for them (spec 1 §7). */
export const RECENT_ACTIVITY_LIMIT = 5;
const PER_TABLE_RECENT = 3;
const WEEK_MS = 7 * 24 * 3600 * 1000;

export interface RecentActivity {
  id: string;
  studentName: string;
  activity: string;
  /** the test type: the score's unit depends on it (formatActivityScore) */
  type: ActivityTestType;
  score: number | null;
  createdAt: string;
}

export interface DashboardData {
  totalUsers: number;
  trainers: number;
  students: number;
  totalTests: number;
  thisWeek: number;
  averageSuccess: number | null;
  recent: RecentActivity[];
}

type Scope = { all: true } | { all: false; studentIds: string[]; trainers: number };

async function scopeFor(role: Role, usersId: string): Promise<Scope> {
  const supabase = getSupabase();
  if (role === 'admin') return { all: true };
  if (role === 'temsilci') {
    const { data: trainers, error } = await supabase.from('users').select('id').eq('supervisor_id', usersId).contains('roles', ['beyin_antrenoru']);
    if (error) throw new Error(error.message);
    const ids = (trainers ?? []).map((t) => t.id);
    if (ids.length === 0) return { all: false, studentIds: [], trainers: 0 };
    const { data: students, error: e2 } = await supabase.from('users').select('id').in('supervisor_id', ids).contains('roles', ['kullanici']);
    if (e2) throw new Error(e2.message);
    return { all: false, studentIds: (students ?? []).map((s) => s.id), trainers: ids.length };
  }
  const { data, error } = await supabase.from('users').select('id').eq('supervisor_id', usersId).contains('roles', ['kullanici']);
  if (error) throw new Error(error.message);
  return { all: false, studentIds: (data ?? []).map((s) => s.id), trainers: 0 };
}

export async function getDashboardData(role: Role, usersId: string, now = Date.now()): Promise<{ data?: DashboardData; error?: string }> {
  try {
    const supabase = getSupabase();
    const scope = await scopeFor(role, usersId);
    let totalUsers = 0;
    if (scope.all) {
      const { count } = await supabase.from('users').select('id', { count: 'exact', head: true });
      totalUsers = count ?? 0;
    }
    const studentIds = scope.all ? null : scope.studentIds;
    const perTable = await Promise.all(
      TABLES.map(async ({ type, table, columns }): Promise<{ type: ActivityTestType; rows: (ActivityResultRow & SuccessRow)[] }> => {
        if (studentIds && studentIds.length === 0) return { type, rows: [] };
        let q = supabase.from(table).select(columns).order('created_at', { ascending: false });
        if (studentIds) q = q.in('student_id', studentIds);
        const { data, error } = await q;
        // cast: the column list is computed per table, so supabase-js cannot parse it; it selects exactly these fields
        return { type, rows: error || !data ? [] : (data as unknown as (ActivityResultRow & SuccessRow)[]) };
      }),
    );
    const scored = perTable.flatMap(({ type, rows }) => rows.map((row) => ({ type, row })));
    const weekAgo = now - WEEK_MS;
    const recentRaw = mergeActivities(
      perTable.map(({ type, rows }) => rows.slice(0, PER_TABLE_RECENT).map((row) => ({ type, row, created_at: row.created_at }))),
      RECENT_ACTIVITY_LIMIT,
    );
    const ids = [...new Set(recentRaw.map((r) => r.row.student_id))];
    const names = new Map<string, string>();
    if (ids.length > 0) {
      const { data } = await supabase.from('users').select('id, first_name, last_name').in('id', ids);
      for (const u of data ?? []) names.set(u.id, fullName({ firstName: u.first_name, lastName: u.last_name }));
    }
    return {
      data: {
        totalUsers,
        trainers: scope.all ? 0 : scope.trainers,
        students: scope.all ? 0 : scope.studentIds.length,
        totalTests: scored.length,
        thisWeek: scored.filter(({ row }) => Date.parse(row.created_at) >= weekAgo).length,
        // each result on 0–100 first (cognitive: mean of the six skills; see success-rate.ts)
        averageSuccess: averageSuccessPercentage(scored),
        recent: recentRaw.map(({ type, row }) => ({
          id: `${type}-${row.id}`,
          studentName: names.get(row.student_id) || 'Bilinmeyen Öğrenci',
          activity: ACTIVITY_TEST_LABELS[type],
          type,
          score: activityScore(type, row),
          createdAt: row.created_at,
        })),
      },
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardData, { role: Role; usersId: string }>({
      async queryFn({ role, usersId }) {
        const r = await getDashboardData(role, usersId);
        return r.data ? { data: r.data } : { error: { message: r.error ?? 'Dashboard verileri yüklenemedi' } };
      },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
