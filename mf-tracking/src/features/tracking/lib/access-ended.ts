// A portal tab left open after its LMS link was revoked or expired (issue 25): lms-integration
// answers every request with 401 { code: 'access_ended' }, and the portal then says 'Erişim sona
// erdi' instead of showing empty figures. One flag per link key for the page's lifetime (a
// revoked link is never valid again); any endpoint that sees the code raises it.
import { useSyncExternalStore } from 'react';
import type { ApiError } from '@akademi/shared';

/** lms-integration's code for a revoked or expired link (supabase/functions/lms-integration/access.ts). */
export const ACCESS_ENDED_CODE = 'access_ended';

const ended = new Set<string>();
const listeners = new Set<() => void>();

export function isAccessEnded(error: ApiError | null | undefined): boolean {
  return !!error && error.code === ACCESS_ENDED_CODE;
}

/** Records the failure when it says the link's access ended; returns whether it did. */
export function noteAccessEnded(accessKey: string, error: ApiError | null | undefined): boolean {
  if (!isAccessEnded(error)) return false;
  if (!ended.has(accessKey)) {
    ended.add(accessKey);
    for (const l of listeners) l();
  }
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any request with this key was answered 'access_ended'. */
export function useAccessEnded(accessKey: string): boolean {
  return useSyncExternalStore(subscribe, () => ended.has(accessKey), () => false);
}

/** Tests only: forget every ended key. */
export function resetAccessEnded(): void {
  ended.clear();
}
