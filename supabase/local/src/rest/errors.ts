// PostgREST-shaped errors: body {code, details, hint, message} with PostgREST's status map
// (shared/reference/supabase-wire.md §1.4, PostgREST docs/references/errors.rst).
// Responses never carry SQL text or stack traces; Postgres' own message (e.g. an RLS
// violation) is passed through, exactly as PostgREST does.
import type { RequestIdentity } from '../db.ts';

export interface PgrstErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  /** Extra response headers (e.g. Content-Range on 416). */
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, details: unknown = null, hint: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
  body(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** PGRST102: the request body is not acceptable JSON. */
export function bodyError(message = 'Empty or invalid json', details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function tableNotFound(schema: string, table: string, suggestion?: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

/** Error shape of PostgreSQL drivers (pg's DatabaseError, PGlite's DatabaseError). */
interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
  severity?: unknown;
}

function isPgError(e: unknown): e is PgLikeError & { code: string } {
  return typeof e === 'object' && e !== null && typeof (e as PgLikeError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgLikeError).code as string);
}

/** HTTP status for a SQLSTATE, as PostgREST maps it. */
export function statusForSqlState(code: string, identity: RequestIdentity): number {
  if (code === '42501') return identity.role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code.startsWith('08')) return 503;
  if (code === '57014' || code === '53400' || code.startsWith('XX')) return 500;
  return 400;
}

/** Turns anything thrown while serving a request into a PostgREST error (never a stack trace). */
export function toRestError(e: unknown, identity: RequestIdentity): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    let status = statusForSqlState(e.code, identity);
    // "Never a 5xx" for query-shaped problems: resource limits become 400-class answers
    // carrying Postgres' own message; real connection failures stay 503 (08*). A statement cut
    // by the role's statement_timeout is answered as PostgREST 12 does: 500 with 57014.
    if (status >= 500 && status !== 503 && e.code !== '57014') status = 400;
    return new RestError(
      status,
      e.code,
      typeof e.message === 'string' ? e.message : 'database error',
      typeof e.detail === 'string' ? e.detail : null,
      typeof e.hint === 'string' ? e.hint : null,
    );
  }
  // A bug of ours or an unexpected driver failure: log it server-side, answer without internals.
  console.error('[rest] unexpected error', e);
  return new RestError(400, 'PGRST100', 'Could not process the request', null, null);
}

/** Closest name (for "Perhaps you meant …" hints); null when nothing is near. */
export function closest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = levenshtein(name, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function levenshtein(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Infinity;
  // above[j]: the distance between the first i - 1 characters of a and the first j of b.
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = i - 1; // above[0]
    let left = i; // the new row's cell 0
    const row = [left];
    for (const [k, up] of above.slice(1).entries()) {
      left = Math.min(up + 1, left + 1, diagonal + (a.charAt(i - 1) === b.charAt(k) ? 0 : 1));
      row.push(left);
      diagonal = up;
    }
    above = row;
    distance = left;
  }
  return distance;
}
