// Per-trainer LMS links (issue 14 item 6): list (RLS: own links / admin all), create and revoke
// through the database functions create_lms_link / revoke_lms_link. The token comes back from
// create only, once; the app shows it in the full link and never stores it.
import type { Tables } from '../db/database';
import { getSupabase } from './client';
import { CONFIG_GLOBAL } from '../config/remotes-config';
import { isRecord, pageGlobals } from '../guards';

export type LmsLinkRow = Tables<'lms_links'>;
export type LmsLink = Omit<LmsLinkRow, 'token_hash'>;
/** create_lms_link's answer: the new link and its token (returned this once only). Written by hand:
 *  the generated type cannot say that label and expires_at may be null. */
export type CreatedLmsLink = { id: string; token: string; trainer_id: string; label: string | null; created_at: string; expires_at: string | null };
export type LmsLinkStatus = 'active' | 'revoked' | 'expired';

/** Every column a client may read (token_hash is not among them). */
export const LMS_LINK_COLUMNS = 'id, trainer_id, label, created_by, created_at, expires_at, revoked_at, last_used_at';

export const LMS_LINK_STATUS_LABELS: Record<LmsLinkStatus, string> = {
  active: 'Etkin',
  revoked: 'İptal edildi',
  expired: 'Süresi doldu',
};

export function lmsLinkStatus(link: Pick<LmsLink, 'revoked_at' | 'expires_at'>, now: number = Date.now()): LmsLinkStatus {
  if (link.revoked_at) return 'revoked';
  if (link.expires_at && Date.parse(link.expires_at) <= now) return 'expired';
  return 'active';
}

/** The tracking portal link the LMS opens: spec 3 §2.1's email and key, the key being the link token. */
export function lmsTrackingUrl(origin: string, trainerEmail: string, token: string): string {
  const params = new URLSearchParams({ email: trainerEmail, key: token });
  return `${origin.replace(/\/+$/, '')}/tracking?${params.toString()}`;
}

/**
 * Where the LMS links point: config.json's optional `trackingUrl` (when the portal is deployed as a
 * site of its own, README "Tracking portal for LMS links"), else this window's origin (the shell).
 */
export function trackingPortalOrigin(): string {
  const config = pageGlobals()[CONFIG_GLOBAL];
  const url = isRecord(config) ? config.trackingUrl : undefined;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url.replace(/\/+$/, '') : window.location.origin;
}

/** End of the chosen day (local time) as an ISO instant; '' → no expiry. */
export function expiryFromDateInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y = NaN, m = NaN, d = NaN] = value.split('-').map(Number); // three parts: the pattern above
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

type Result<T> = { data: T } | { error: string };

export async function listLmsLinks(trainerId: string): Promise<Result<LmsLink[]>> {
  const { data, error } = await getSupabase()
    .from('lms_links')
    .select(LMS_LINK_COLUMNS)
    .eq('trainer_id', trainerId)
    .order('created_at', { ascending: false });
  if (error) return { error: 'LMS bağlantıları yüklenemedi' };
  return { data: data ?? [] };
}

export async function createLmsLink(trainerId: string, label: string, expiresAt: string | null): Promise<Result<CreatedLmsLink>> {
  const { data, error } = await getSupabase().rpc('create_lms_link', {
    p_trainer_id: trainerId,
    // omitted arguments take the function's defaults (null)
    p_label: label.trim() === '' ? undefined : label.trim(),
    p_expires_at: expiresAt ?? undefined,
  });
  // the function's own messages are Turkish and user-safe (raised by create_lms_link)
  if (error) return { error: error.code === '22023' || error.code === '42501' ? error.message : 'Bağlantı oluşturulamadı' };
  // a TABLE function answers an array; an object is taken as the row too (as before)
  const row: CreatedLmsLink | undefined = Array.isArray(data) ? data[0] : (data ?? undefined);
  return row ? { data: row } : { error: 'Bağlantı oluşturulamadı' };
}

export async function revokeLmsLink(id: string): Promise<Result<true>> {
  const { error } = await getSupabase().rpc('revoke_lms_link', { p_id: id });
  return error ? { error: 'Bağlantı iptal edilemedi' } : { data: true };
}
