// Logs hold no secrets and no personal data (issue 26 §5). Before a captured row leaves the
// browser: URL query parameters and fragment parameters that carry keys or tokens are dropped,
// and e-mail addresses, phone numbers and JWT-shaped strings in the message, source, URL and
// details are masked. The database repeats the same scrubbing in a BEFORE INSERT trigger on
// system_logs (migration 20261126210300_system_logs_scrubbed.sql) — it never trusts the client.
// Keep the two in step: same parameter names, same patterns, same masks.

/** Parameter names that carry a secret: key, token, access_token, refresh_token, code, … */
export const SECRET_PARAM = /(^|[-_])(key|token|code|secret|password|passwd|signature|sig|otp|jwt|apikey|auth|hash)([-_]|$)|token|apikey/i;

export const MASK_EMAIL = '[e-posta]';
export const MASK_PHONE = '[telefon]';
export const MASK_JWT = '[jwt]';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
// Phone numbers: international (+90 532 123 45 67), Turkish trunk prefix (0532 123 45 67,
// 05321234567) or grouped with separators (532 123 45 67, (532) 123-4567). Never a bare run of
// digits without a leading + or 0 (timestamps, counts), never part of a word, id or UUID.
const PHONE = new RegExp(
  [
    String.raw`\+\d{1,3}[\s.-]?\(?\d{2,4}\)?(?:[\s.-]?\d{2,4}){2,4}`,
    String.raw`0\(?5\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}`,
    String.raw`\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{2}[\s.-]?\d{2}`,
  ]
    .map((p) => String.raw`(?<![\w.+-])` + p + String.raw`(?![\w-])`)
    .join('|'),
  'g',
);

/** Masks e-mail addresses, JWT-shaped strings and phone numbers in a text. */
export function scrubText(text: string): string {
  return text.replace(JWT, MASK_JWT).replace(EMAIL, MASK_EMAIL).replace(PHONE, MASK_PHONE);
}

function keepParam(part: string): boolean {
  if (part === '') return false;
  const eq = part.indexOf('=');
  let name = eq === -1 ? part : part.slice(0, eq);
  try {
    name = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch (_e) {
    // a malformed escape: judge the raw name
  }
  return !SECRET_PARAM.test(name);
}

function scrubParams(list: string): string {
  return list.split('&').filter(keepParam).join('&');
}

/** The URL without query or fragment parameters that carry keys or tokens, with the rest masked. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  let fragment = hashAt === -1 ? null : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : scrubParams(beforeHash.slice(queryAt + 1));
  // a fragment of parameters (#access_token=…&type=recovery) is scrubbed like a query; a route fragment stays
  if (fragment !== null && fragment.includes('=')) fragment = scrubParams(fragment);
  return scrubText(base + (query ? `?${query}` : '') + (fragment ? `#${fragment}` : ''));
}

/** Masks every string inside a JSON-like value (details). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[scrubText(k)] = scrubValue(v, depth + 1);
  return out;
}

/** A system_logs row with its message, source, URL and details scrubbed. */
export function scrubLogRow<T extends { message?: string; details?: unknown; log_source?: string | null; current_url?: string | null }>(row: T): T {
  return {
    ...row,
    ...(typeof row.message === 'string' ? { message: scrubText(row.message) } : {}),
    ...(typeof row.log_source === 'string' ? { log_source: scrubText(row.log_source) } : {}),
    ...(typeof row.current_url === 'string' ? { current_url: scrubUrl(row.current_url) } : {}),
    ...(row.details !== undefined ? { details: scrubValue(row.details) } : {}),
  };
}
