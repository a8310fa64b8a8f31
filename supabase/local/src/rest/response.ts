// Response side of /rest/v1: media types, single-object and CSV output, Content-Range and
// Preference-Applied.
import { RestError } from './errors.ts';
import type { Prefer } from './filter-parser.ts';
import type { RestResult } from './index.ts';

/** The Supabase CLI's PostgREST max_rows (supabase/cli pkg/config/templates/config.toml). */
export const MAX_ROWS = 1000;

const JSON_CT = 'application/json; charset=utf-8';
export const OBJECT_CT = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_CT = 'text/csv; charset=utf-8';

export type Media = 'json' | 'object' | 'csv';

export function mediaOf(accept: string | undefined): Media {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/vnd.pgrst.object')) return 'object';
  if (a.includes('text/csv') && !a.includes('application/json')) return 'csv';
  return 'json';
}

/** `Accept: application/vnd.pgrst.array+json;nulls=stripped` (supabase-js stripNulls()) or the object form. */
export function stripNullsOf(accept: string | undefined): boolean {
  const a = (accept ?? '').toLowerCase().replace(/\s+/g, '');
  return /application\/vnd\.pgrst\.(array|object)\+json;([^,]*;)?nulls=stripped/.test(a);
}

export function singleError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** `[x]` → `x` without re-serialising (keeps numerics exact). json_agg of one row is `[row]`. */
export function unwrapSingle(body: string): string {
  return body.slice(1, -1);
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** Preference-Applied in PostgREST's order; `keys` are the preferences this kind of request honours. */
const APPLIED_ORDER: (keyof Prefer)[] = ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'maxAffected'];

export function applied(prefer: Prefer, keys: (keyof Prefer)[]): Record<string, string> {
  const parts: string[] = [];
  for (const k of APPLIED_ORDER) {
    const v = prefer[k];
    if (v === undefined || !keys.includes(k)) continue;
    if (k === 'maxAffected' && prefer.handling !== 'strict') continue;
    parts.push(k === 'maxAffected' ? `max-affected=${v}` : `${k}=${v}`);
  }
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

export function finish(method: string, status: number, headers: Record<string, string>, body: string, media: Media, empty = false): RestResult {
  if (empty) return { status, headers, body: '' };
  let ct = JSON_CT;
  let out = body;
  if (media === 'object') {
    ct = OBJECT_CT;
    if (out.startsWith('[')) out = unwrapSingle(out);
  } else if (media === 'csv') {
    // Postgres built the CSV (sql-common wrap); an empty representation is PostgREST's "\n".
    ct = CSV_CT;
    if (out === '[]') out = '\n';
  }
  return { status, headers: { 'Content-Type': ct, ...headers }, body: method === 'HEAD' ? '' : out };
}
