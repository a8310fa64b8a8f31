// Small node:http helpers shared by every route: CORS as the Supabase gateway sends it,
// body reading, JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originAllowed, type CorsPolicy } from './security.ts';

/** Wire doc §0: headers supabase-js sends and reads. */
export const CORS_ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-supabase-api-version',
  'x-retry-count',
  'x-region',
  'range',
  'range-unit',
];
export const CORS_EXPOSE_HEADERS = ['content-range', 'x-total-count', 'link', 'x-supabase-api-version', 'x-relay-error', 'location'];

/** The CORS policy that applies to a request (set by the server as it arrives); null = the
 *  request gets no CORS headers at all (the development mailbox). */
const requestPolicies = new WeakMap<IncomingMessage, CorsPolicy | null>();

export function setCorsPolicy(req: IncomingMessage, policy: CorsPolicy | null): void {
  requestPolicies.set(req, policy);
}

/** An allowed Origin is echoed; any other gets no access-control-allow-origin (the browser then
 *  withholds the response from the page). Never `*`, never an unlisted origin. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const policy = requestPolicies.get(req);
  if (policy === null) return {};
  const out: Record<string, string> = { 'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '), vary: 'Origin' };
  const origin = req.headers.origin;
  if (policy && typeof origin === 'string' && originAllowed(policy, origin)) out['access-control-allow-origin'] = origin;
  return out;
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const cors = corsHeaders(req);
  if (!cors['access-control-allow-origin']) return cors;
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allow = Array.from(new Set([...CORS_ALLOW_HEADERS, ...requested]));
  return {
    ...cors,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': allow.join(', '),
    'access-control-max-age': '86400',
  };
}

/** Upper bound for request bodies (10 MiB). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** After a 413 the rest of an oversized body is read and dropped up to this much, so the client
 *  gets the answer instead of a connection reset; beyond it the connection is cut. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

/** Reads the body; one over `limit` (declared by Content-Length or as it streams) rejects with
 *  BodyTooLargeError while the rest is drained in the background (see discardRest). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      discardRest(req);
      reject(new BodyTooLargeError('Request body too large'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        req.off('data', onData);
        discardRest(req, size);
        reject(new BodyTooLargeError('Request body too large'));
        return;
      }
      chunks.push(c);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!done) reject(e);
    });
  });
}

function discardRest(req: IncomingMessage, already = 0): void {
  let dropped = already;
  req.on('data', (c: Buffer) => {
    dropped += c.length;
    if (dropped > MAX_DISCARD_BYTES) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

export function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { ...corsHeaders(req), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

/** PostgREST error body (wire doc §1.4). */
export function pgrstError(code: string, message: string, details: string | null = null, hint: string | null = null) {
  return { code, details, hint, message };
}
