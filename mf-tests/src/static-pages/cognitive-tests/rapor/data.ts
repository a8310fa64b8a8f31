// Data of the static cognitive report page (spec 3 §2.5): the newest cognitive_test_result of the
// session, the student's users row and the conductor's name. Runs with the signed-in staff user's
// supabase session (same origin as the app), so RLS decides who may read it.
import { getSupabase } from '@akademi/shared';
import type { Json, Tables } from '@akademi/shared';

export type CognitiveReportRow = Tables<'cognitive_test_result'>;

export interface CognitivePerson {
  first_name: string | null;
  last_name: string | null;
  demographic_info?: Json | null;
}

export interface CognitiveReportData {
  result: CognitiveReportRow;
  student: CognitivePerson | null;
  conductor: CognitivePerson | null;
}

/** null = no record visible to this user (missing, or not allowed by RLS). Throws on a backend error. */
export type CognitiveReportLoader = (sessionId: string) => Promise<CognitiveReportData | null>;

export const loadCognitiveReport: CognitiveReportLoader = async (sessionId) => {
  const sb = getSupabase();
  const { data: rows, error } = await sb
    .from('cognitive_test_result')
    .select('*')
    .eq('session_id', sessionId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  const result: CognitiveReportRow | undefined = rows[0];
  if (!result) return null;
  const ids = [result.student_id, result.conducted_by].filter((x): x is string => !!x);
  const { data: people } = await sb.from('users').select('id, first_name, last_name, demographic_info').in('id', ids);
  const byId = new Map((people ?? []).map((p): [string, CognitivePerson] => [p.id, p]));
  return {
    result,
    student: byId.get(result.student_id) ?? null,
    conductor: result.conducted_by ? byId.get(result.conducted_by) ?? null : null,
  };
};
