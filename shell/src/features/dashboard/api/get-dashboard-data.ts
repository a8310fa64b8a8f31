// Dashboard figures and 'Son Aktiviteler' (spec 1 §6, §7, §9), scoped by the current role:
// admin system-wide; temsilci the trainers under them and their students; trainer own students.
// Per-table failures are ignored (spec 1 §8); a failure of the scope itself is reported.
// Read through the RTK Query endpoint `getDashboard` (tag 'Dashboard', which writes that change
// the figures invalidate, e.g. creating a user).
import { baseApi, step, type ApiError, type Role, type SupabaseCall } from '@akademi/shared';
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
type Step = <T>(call: SupabaseCall<T>) => Promise<{ data: T } | { error: ApiError }>;

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((r) => r.id);

async function scopeFor(role: Role, usersId: string, run: Step): Promise<{ data: Scope } | { error: ApiError }> {
  if (role === 'admin') return { data: { all: true } };
  if (role === 'temsilci') {
    const trainers = await run((sb) => sb.from('users').select('id').eq('supervisor_id', usersId).contains('roles', ['beyin_antrenoru']));
    if ('error' in trainers) return trainers;
    const trainerIds = ids(trainers.data);
    if (trainerIds.length === 0) return { data: { all: false, studentIds: [], trainers: 0 } };
    const students = await run((sb) => sb.from('users').select('id').in('supervisor_id', trainerIds).contains('roles', ['kullanici']));
    return 'error' in students ? students : { data: { all: false, studentIds: ids(students.data), trainers: trainerIds.length } };
  }
  const students = await run((sb) => sb.from('users').select('id').eq('supervisor_id', usersId).contains('roles', ['kullanici']));
  return 'error' in students ? students : { data: { all: false, studentIds: ids(students.data), trainers: 0 } };
}

/** The figures and recent activities of a scope from dashboard_results' answer. Pure. */
function dashboardFigures(scope: Scope, totalUsers: number, results: DashboardResults | null, now = Date.now()): DashboardData {
  const { rows, recent } = results ?? { rows: [], recent: [] };
  const scored = rows.map(({ test_type, ...row }) => ({ type: test_type, row }));
  const weekAgo = now - WEEK_MS;
  return {
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
  };
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardData, { role: Role; usersId: string }>({
      async queryFn({ role, usersId }, _api, _extra, baseQuery) {
        const run: Step = (call) => step(baseQuery, call);
        const scope = await scopeFor(role, usersId, run);
        if ('error' in scope) return scope;
        let totalUsers = 0;
        if (scope.data.all) {
          const users = await run(async (sb) => {
            const { count, error } = await sb.from('users').select('id', { count: 'exact', head: true });
            return { data: count ?? 0, error };
          });
          totalUsers = 'data' in users ? users.data : 0;
        }
        // results through dashboard_results (staff have no direct SELECT on result tables): the
        // figures from anonymous score rows, 'Son Aktiviteler' from named rows it records in the
        // access log. A failure leaves the figures at zero (spec 1 §8).
        const results = await run((sb) => sb.rpc('dashboard_results', { p_role: role, p_recent: RECENT_ACTIVITY_LIMIT }));
        // cast: dashboard_results returns jsonb (generated type Json); the SQL function builds this shape
        return { data: dashboardFigures(scope.data, totalUsers, 'data' in results ? (results.data as unknown as DashboardResults | null) : null) };
      },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
