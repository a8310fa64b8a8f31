// The LMS shared access key (spec 3 §5 "a fixed shared access key (not printed)"). It is a
// server secret (LMS_ACCESS_KEY); only the local stack falls back to a clearly named demo value.
import { isLocalStack, type EnvReader } from './env.ts';

export const LOCAL_DEMO_LMS_ACCESS_KEY = 'akademi-local-demo-lms-key';

/** The configured key, the local demo key on a local stack, or null (misconfigured server). */
export function lmsAccessKey(env: EnvReader): string | null {
  return env('LMS_ACCESS_KEY') ?? (isLocalStack(env) ? LOCAL_DEMO_LMS_ACCESS_KEY : null);
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
