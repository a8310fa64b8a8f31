// Data of the static cognitive report page (spec 3 §2.5): the newest cognitive_test_result of the
// session, the student's name and demographics and the conductor's name, through
// cognitive_report_page (SECURITY DEFINER: checks the signed-in user may see the student and
// records the look in the access log; staff have no direct SELECT on result tables).
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
  const { data, error } = await getSupabase().rpc('cognitive_report_page', { p_session_id: sessionId });
  if (error) throw new Error(error.message);
  if (!data) return null;
  // cast: cognitive_report_page returns jsonb (generated type Json); the SQL function builds this shape
  return data as unknown as CognitiveReportData;
};
