// The public consent page's calls (issue 26): the anon RPCs consent_view / consent_accept /
// consent_withdraw, keyed by the link's token (POST; the database validates everything again).
import { getSupabase } from '@akademi/shared';

export type ConsentPageStatus = 'onayli' | 'bekliyor' | 'geri_cekildi';

export interface ConsentView {
  student_name: string;
  status: ConsentPageStatus;
  notice: { version: number; title: string; body: string };
  expires_at: string;
  link_used: boolean;
  can_accept: boolean;
  can_withdraw: boolean;
}

export const MSG_CONSENT_FAILED = 'İşlem şu anda tamamlanamadı. Lütfen daha sonra tekrar deneyin.';

type Result<T> = { data: T } | { error: string };

/** The database's own Turkish refusals (PT4xx) are shown as they are; anything else generically. */
function message(error: { code?: string; message?: string }): string {
  return /^PT4\d\d$/.test(error.code ?? '') && error.message ? error.message : MSG_CONSENT_FAILED;
}

export async function viewConsent(token: string): Promise<Result<ConsentView>> {
  const { data, error } = await getSupabase().rpc('consent_view', { p_token: token });
  if (error) return { error: message(error) };
  return { data: data as unknown as ConsentView }; // cast: the function's jsonb, shaped in 20261126200300
}

export async function acceptConsent(token: string, guardianName: string, confirmed: boolean): Promise<Result<null>> {
  const { error } = await getSupabase().rpc('consent_accept', { p_token: token, p_guardian_name: guardianName, p_confirm: confirmed });
  return error ? { error: message(error) } : { data: null };
}

export async function withdrawConsent(token: string): Promise<Result<null>> {
  const { error } = await getSupabase().rpc('consent_withdraw', { p_token: token });
  return error ? { error: message(error) } : { data: null };
}
