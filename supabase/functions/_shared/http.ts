// Response helpers shared by every function: CORS, JSON bodies, errors without stack traces.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** `{ error }` with a status; `extra` adds fields such as `success: false` or an id. */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ ...extra, error: message }, status);
}

/** A failure that maps to an HTTP status and a clear, user-safe message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function preflight(): Response {
  return new Response('ok', { status: 200, headers: corsHeaders });
}

/** Parses a JSON object body; anything else is a 400. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    throw new HttpError(400, 'İstek gövdesi okunamadı');
  }
  if (text.trim() === '') throw new HttpError(400, 'İstek gövdesi boş; JSON nesnesi bekleniyor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Geçersiz JSON gövdesi');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'İstek gövdesi bir JSON nesnesi olmalıdır');
  }
  return parsed as Record<string, unknown>;
}

/**
 * Wraps a handler: OPTIONS preflight, POST-only, HttpError → JSON error, anything unexpected →
 * 500 with a generic message (details only in the server log, never in the response).
 */
export function serveJson(
  name: string,
  run: (req: Request) => Promise<Response>,
  extraErrorFields: Record<string, unknown> = {},
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return errorResponse(405, 'Yalnızca POST isteği kabul edilir', extraErrorFields);
    try {
      return await run(req);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, { ...extraErrorFields, ...err.extra });
      console.error(`[${name}] unexpected error:`, err instanceof Error ? err.message : err);
      return errorResponse(500, 'Beklenmeyen bir sunucu hatası oluştu', extraErrorFields);
    }
  };
}
