// Dashboard figures and 'Son Aktiviteler' (spec 1 §6, §7, §9), scoped by the current role:
// admin system-wide; temsilci the trainers under them and their students; trainer own students.
// Per-table failures are ignored (spec 1 §8); a failure of the scope itself is reported.
// Read through the RTK Query endpoint `getDashboard` (tag 'Dashboard', which writes that change
// the figures invalidate, e.g. creating a user).
import { baseApi, getSupabase, type Role } from '@akademi/shared';
// Pure functions, bundled and tree-shaken into this chunk.
import {
  ACTIVITY_TEST_LABELS,
  activityScore,
  averageSuccessPercentage,
  type ActivityTestType,
  type SuccessRow,
} from '@akademi/shared/domain';

/** dashboard_results: anonymous score rows of the scope (figures) and the newest named results. */
interface DashboardResults {
  rows: ({ test_type: ActivityTestType; created_at: string } & SuccessRow)[];
  recent: ({ test_type: ActivityTestType; id: string; student_id: string; student_name: string; created_at: string } & SuccessRow & { total_score?: number | string | null })[];
}

/** Recent activities shown (spec 1 §9). */
export const RECENT_ACTIVITY_LIMIT = 5;
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
    // results through dashboard_results (staff have no direct SELECT on result tables): the
    // figures from anonymous score rows, 'Son Aktiviteler' from named rows it records in the
    // access log. A failure leaves the figures at zero (spec 1 §8).
    const { data: results } = await supabase.rpc('dashboard_results', { p_role: role, p_recent: RECENT_ACTIVITY_LIMIT });
    // cast: dashboard_results returns jsonb (generated type Json); the SQL function builds this shape
    const { rows, recent } = (results as DashboardResults | null) ?? { rows: [], recent: [] };
    const scored = rows.map(({ test_type, ...row }) => ({ type: test_type, row }));
    const weekAgo = now - WEEK_MS;
    return {
      data: {
        totalUsers,
        trainers: scope.all ? 0 : scope.trainers,
        students: scope.all ? 0 : scope.studentIds.length,
        totalTests: scored.length,
        thisWeek: scored.filter(({ row }) => Date.parse(row.created_at) >= weekAgo).length,
        // each result on 0–100 first (cognitive: mean of the six skills; see success-rate.ts)
        averageSuccess: averageSuccessPercentage(scored),
        recent: recent.map(({ test_type: type, student_name, ...row }) => ({
          id: `${type}-${row.id}`,
          studentName: student_name || 'Bilinmeyen Öğrenci',
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
