// Guardian consent (issue 26 item 1) as every app sees it: the gate's Turkish message and how to
// recognise the database's refusal (SQLSTATE PT403 + hint 'consent_required', 20261126200200), the
// three states shown in lists, and the RPCs the screens call (all POST, RLS-scoped in the database).
import type { ApiError } from '../store/base-api';
import { runSupabaseCall, type SupabaseCall, type SupabaseRequest } from '../store/supabase-query';
import { getSupabase } from './client';

/** The database's and every launcher's message (issue 26). */
export const CONSENT_REQUIRED_MESSAGE = 'Bu öğrenci için veli onayı bulunmuyor.';

export type ConsentStatus = 'onayli' | 'bekliyor' | 'geri_cekildi';

export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  onayli: 'Onaylı',
  bekliyor: 'Bekliyor',
  geri_cekildi: 'Geri çekildi',
};

export interface ConsentStatusRow {
  student_id: string;
  status: ConsentStatus;
  method: 'email' | 'paper' | null;
  guardian_name: string | null;
  consented_at: string | null;
  withdrawn_at: string | null;
  link_sent_at: string | null;
  link_expires_at: string | null;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  hint?: unknown;
}

/** True for the database's consent-gate refusal (whatever path reported it). */
export function isConsentRequiredError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as ErrorLike;
  return e.hint === 'consent_required' || (e.code === 'PT403' && e.message === CONSENT_REQUIRED_MESSAGE) || e.message === CONSENT_REQUIRED_MESSAGE;
}

const isStatus = (s: unknown): s is ConsentStatus => s === 'onayli' || s === 'bekliyor' || s === 'geri_cekildi';

/** Consent states of the given students (those the caller can see); one POST for a whole list. */
export function consentStatusesCall(studentIds: readonly string[]): SupabaseCall<Map<string, ConsentStatusRow>> {
  return async (supabase) => {
    if (studentIds.length === 0) return { data: new Map(), error: null };
    const { data, error } = await supabase.rpc('consent_statuses', { p_students: [...studentIds] });
    if (error) return { data: null, error };
    const map = new Map<string, ConsentStatusRow>();
    for (const r of (data ?? []) as ConsentStatusRow[]) if (isStatus(r.status)) map.set(r.student_id, r);
    return { data: map, error: null };
  };
}

/** consentStatusesCall outside RTK Query (one student's profile). */
export function fetchConsentStatuses(studentIds: readonly string[]): Promise<{ data: Map<string, ConsentStatusRow> } | { error: ApiError }> {
  return runSupabaseCall(consentStatusesCall(studentIds));
}

/** May an assessment start for this user? true / false; null when unknown (not visible, error). */
export async function fetchConsentGateOpen(studentId: string): Promise<boolean | null> {
  try {
    const { data, error } = await getSupabase().rpc('consent_gate_open', { p_student: studentId });
    return error || typeof data !== 'boolean' ? null : data;
  } catch {
    return null;
  }
}

/** Staff: record a paper consent form under the caller's name. */
export function paperConsentCall(studentId: string, guardianName: string, guardianEmail: string | null): SupabaseCall<string> {
  return (supabase) => supabase.rpc('record_paper_consent', { p_student: studentId, p_guardian_name: guardianName, p_guardian_email: guardianEmail ?? undefined });
}

const CONSENT_LINK_FAILED = 'Onay bağlantısı gönderilemedi.';

/** Staff: (re)send the consent link to the guardian e-mail on the student's profile. */
export function consentLinkRequest(studentId: string): SupabaseRequest<{ sentTo: string }> {
  return {
    fallback: CONSENT_LINK_FAILED,
    call: async (supabase) => {
      const { data, error } = await supabase.functions.invoke<{ success: boolean; sentTo: string }>('consent-link', { body: { studentId } });
      if (error) return { data: null, error };
      return data?.success ? { data: { sentTo: data.sentTo }, error: null } : { data: null, error: { message: CONSENT_LINK_FAILED } };
    },
  };
}
