// Small node:http helpers shared by every route: CORS as the Supabase gateway sends it,
// body reading, JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

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

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': typeof req.headers.origin === 'string' ? req.headers.origin : '*',
    'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
    vary: 'Origin',
  };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allow = Array.from(new Set([...CORS_ALLOW_HEADERS, ...requested]));
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': allow.join(', '),
    'access-control-max-age': '86400',
  };
}

/** Upper bound for request bodies (a cognitive-test result row is a few KB). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
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
