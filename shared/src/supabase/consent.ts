// Guardian consent (issue 26 item 1) as every app sees it: the gate's Turkish message and how to
// recognise the database's refusal (SQLSTATE PT403 + hint 'consent_required', 20261126200200), the
// three states shown in lists, and the RPCs the screens call (all POST, RLS-scoped in the database).
import type { ApiError } from '../store/base-api';
import { getSupabase } from './client';
import { functionErrorText } from './function-errors';

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
export async function fetchConsentStatuses(studentIds: readonly string[]): Promise<{ data: Map<string, ConsentStatusRow> } | { error: ApiError }> {
  if (studentIds.length === 0) return { data: new Map() };
  let answer;
  try {
    answer = await getSupabase().rpc('consent_statuses', { p_students: [...studentIds] });
  } catch (e) {
    return { error: { message: e instanceof Error ? e.message : String(e) } };
  }
  const { data, error } = answer;
  if (error) return { error: { message: error.message, code: error.code } };
  const map = new Map<string, ConsentStatusRow>();
  for (const r of (data ?? []) as ConsentStatusRow[]) if (isStatus(r.status)) map.set(r.student_id, r);
  return { data: map };
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
export async function recordPaperConsent(studentId: string, guardianName: string, guardianEmail: string | null): Promise<{ error: ApiError | null }> {
  const { error } = await getSupabase().rpc('record_paper_consent', { p_student: studentId, p_guardian_name: guardianName, p_guardian_email: guardianEmail ?? undefined });
  return { error: error ? { message: error.message, code: error.code } : null };
}

/** Staff: (re)send the consent link to the guardian e-mail on the student's profile. */
export async function sendConsentLink(studentId: string): Promise<{ data: { sentTo: string } } | { error: ApiError }> {
  const { data, error } = await getSupabase().functions.invoke<{ success: boolean; sentTo: string }>('consent-link', { body: { studentId } });
  if (error) {
    return { error: { message: (await functionErrorText(error)) ?? 'Onay bağlantısı gönderilemedi.' } };
  }
  return data?.success ? { data: { sentTo: data.sentTo } } : { error: { message: 'Onay bağlantısı gönderilemedi.' } };
}
