// Sends captured rows to `<supabaseUrl>/rest/v1/system_logs` (spec 2 §7 "Save logs": insert batch).
// Plain fetch with the anon key, not supabase-js: the insert policy admits anon, the static test
// pages may have no signed-in client, and a client that logs its own failures would feed the
// capture back into itself. On unload the request is `keepalive` so it outlives the tab
// (sendBeacon cannot carry the apikey header PostgREST needs). Every row is scrubbed first
// (issue 26 §5: no tokens in URLs, no e-mail, phone or JWT in the text); the server scrubs again.
import type { SendBatch, SendMode } from './log-buffer';
import { scrubLogRow } from './scrub';

/** Browsers refuse keepalive bodies above 64 KiB in flight; stay under it. */
export const KEEPALIVE_MAX_BYTES = 60_000;

export interface LogEndpoint {
  supabaseUrl: string;
  anonKey: string;
}

type FetchLike = (input: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;

function byteLength(text: string): number {
  return typeof TextEncoder !== 'undefined' ? new TextEncoder().encode(text).length : text.length * 3;
}

/**
 * The rows that fit in one keepalive body, oldest first. A row that alone exceeds the limit has
 * its message and details shortened rather than being lost.
 */
export function fitKeepaliveBody<T extends { message?: string; details?: unknown }>(rows: T[], maxBytes = KEEPALIVE_MAX_BYTES): T[] {
  const out: T[] = [];
  let size = 2;
  for (const row of rows) {
    let candidate = row;
    let len = byteLength(JSON.stringify(candidate)) + 1;
    if (len > maxBytes - 2) {
      candidate = { ...row, message: (row.message ?? '').slice(0, 2000), details: null };
      len = byteLength(JSON.stringify(candidate)) + 1;
    }
    if (size + len > maxBytes) break;
    out.push(candidate);
    size += len;
  }
  return out;
}

/** A SendBatch over fetch. `endpoint` is read per flush (config may arrive after install). */
export function restSender<T extends { message?: string; details?: unknown }>(
  endpoint: () => LogEndpoint | null,
  // cast: FetchLike is the narrow part of fetch this sender uses (string URL, ok/status answer)
  fetchImpl: FetchLike | undefined = typeof fetch === 'function' ? (fetch as unknown as FetchLike) : undefined,
): SendBatch<T> {
  return async (rows: T[], mode: SendMode) => {
    const target = endpoint();
    if (!target || !fetchImpl) return false;
    const clean = rows.map((r) => scrubLogRow(r));
    const body = mode === 'unload' ? fitKeepaliveBody(clean) : clean;
    try {
      const res = await fetchImpl(`${target.supabaseUrl}/rest/v1/system_logs`, {
        method: 'POST',
        headers: {
          apikey: target.anonKey,
          Authorization: `Bearer ${target.anonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(body),
        keepalive: mode === 'unload',
      });
      // A request the server refuses as such (4xx other than timeout/rate limit) would be refused
      // again: drop it instead of letting it block every later batch.
      return res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429);
    } catch (_e) {
      return false;
    }
  };
}
