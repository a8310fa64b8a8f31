// Logged reads of users.demographic_info (issue 26 §2): a staff screen that shows a student's
// demographics asks public.student_demographics for exactly the students it shows; the database
// records one access-log entry per student returned (docs/privacy.md "Erişim kayıtları").
// Lists read the other user columns (and student_number) directly and never demographic_info.
import type { DemographicInfo } from '../db/column-values';
import type { AppSupabaseClient } from './client';

/** The screen name recorded in the access log (path 'rpc:student_demographics:<screen>'). */
export type DemographicsScreen = 'student_list' | 'user_list' | 'user_details' | 'user_edit' | 'report' | 'test_report' | 'settings';

/** The database refuses more ids per call. */
export const DEMOGRAPHICS_BATCH = 1000;

type RpcError = { message: string; code?: string };

/** demographic_info by user id for the visible users among ids (others are absent). */
export async function fetchDemographics(
  client: AppSupabaseClient,
  ids: readonly string[],
  screen: DemographicsScreen,
): Promise<{ data: Map<string, DemographicInfo | null>; error: RpcError | null }> {
  const out = new Map<string, DemographicInfo | null>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += DEMOGRAPHICS_BATCH) {
    const { data, error } = await client.rpc('student_demographics', { p_students: unique.slice(i, i + DEMOGRAPHICS_BATCH), p_path: screen });
    if (error) return { data: new Map(), error };
    // cast: users.demographic_info is null or a JSON object (users CHECK jsonb_typeof = 'object')
    for (const r of data ?? []) out.set(r.id, r.demographic_info as DemographicInfo | null);
  }
  return { data: out, error: null };
}

/** rows with demographic_info filled from fetchDemographics (null for a row the caller may not see). */
export async function withDemographics<T extends { id: string }>(
  client: AppSupabaseClient,
  rows: readonly T[],
  screen: DemographicsScreen,
): Promise<{ data: (T & { demographic_info: DemographicInfo | null })[]; error: RpcError | null }> {
  if (rows.length === 0) return { data: [], error: null };
  const { data, error } = await fetchDemographics(client, rows.map((r) => r.id), screen);
  if (error) return { data: [], error };
  return { data: rows.map((r) => ({ ...r, demographic_info: data.get(r.id) ?? null })), error: null };
}
