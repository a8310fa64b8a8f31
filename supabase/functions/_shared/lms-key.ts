// LMS access (issue 14 item 6). The LMS links carry a per-trainer token: 'lms_' + 64 hex chars
// (32 random bytes, made by public.create_lms_link); the database keeps only its SHA-256. The
// spec's fixed shared key (spec 3 §5) survives only as an opt-in legacy mode: a deployment that
// sets LMS_LEGACY_SHARED_KEY accepts that key (and then trusts the body's trainer/e-mail, as the
// spec's LMS did). Unset — the default, also on the local stack — there is no shared key at all.
import type { EnvReader } from './env.ts';

/** Shape of a link token; anything else is never looked up. */
export const LMS_TOKEN_PATTERN = /^lms_[0-9a-f]{64}$/;

/** The legacy shared key when a deployment configured one (LMS_LEGACY_SHARED_KEY), else null. */
export function legacySharedKey(env: EnvReader): string | null {
  const key = env('LMS_LEGACY_SHARED_KEY');
  // a key short enough to guess is refused outright rather than silently weak
  return key !== undefined && key.length >= 16 ? key : null;
}

/** Lower-case hex SHA-256 of a token (Web Crypto: Deno and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Compares two strings in time that depends only on their lengths, not on where they differ,
 * so the key cannot be guessed byte by byte from response times.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  const n = Math.max(x.length, y.length);
  let diff = x.length ^ y.length;
  for (let i = 0; i < n; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
