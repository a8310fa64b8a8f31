// PostgREST-compatible /rest/v1 layer. The HTTP server (src/server.ts) routes every
// /rest/v1/* request here; CORS headers are the server's job.
import type { Db, RequestIdentity } from '../db.ts';
import { toRestError } from './errors.ts';
import { handle } from './handler.ts';

export { invalidateCatalog } from './catalog.ts';
export { MAX_ROWS } from './response.ts';

export interface RestContext {
  method: string;
  /** After '/rest/v1/', e.g. 'users' or 'rpc/my_fn'. */
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
  /** The body's bytes, for a single unnamed bytea parameter (application/octet-stream). */
  rawBody?: Buffer;
  identity: RequestIdentity;
}

export interface RestResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export async function handleRest(db: Db, ctx: RestContext): Promise<RestResult> {
  try {
    return await handle(db, ctx);
  } catch (e) {
    const err = toRestError(e, ctx.identity);
    return {
      status: err.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...err.headers },
      body: ctx.method.toUpperCase() === 'HEAD' ? '' : JSON.stringify(err.body()),
    };
  }
}
