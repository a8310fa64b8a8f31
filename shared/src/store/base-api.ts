// The one RTK Query API of the product. Remotes add endpoints with baseApi.injectEndpoints in
// their features/<x>/api/ files. Its base query (supabase-query.ts) runs the call an endpoint's
// `query` gives — `(supabase) => supabase.from(...)...` or `{ call, fallback }` — and maps every
// Supabase failure to an ApiError in that one place; an endpoint of several calls keeps a `queryFn`
// and passes each call to its 4th argument (the base query), e.g. through `step`. Nothing throws.
import { createApi } from '@reduxjs/toolkit/query/react';
import { supabaseBaseQuery } from './supabase-query';

/** The apps reach RTK Query through @akademi/shared (no remote imports @reduxjs/toolkit: it is no
 * federation singleton, so it is tree-shaken inside the shell's build). */
export { skipToken } from '@reduxjs/toolkit/query/react';

/** Every tag type used across the apps (declared here once so remotes can invalidate each other's lists). */
export const TAG_TYPES = [
  'User',
  'Student',
  'Notification',
  'Test',
  'TestAssignment',
  'TestSession',
  'CognitiveResult',
  'BurdonResult',
  'D2Result',
  'ParentSurveyResult',
  'AttentionResult',
  'Activity',
  'Dashboard',
  'SystemLog',
  'Exercise',
  'ExerciseProgress',
  'TrackingStudent',
  'TrackingSession',
  'Note',
  'DataRequest',
  'DestructionLog',
  'RetentionSettings',
  'GuardianConsent',
  'PrivacyNotice',
  'AccessLog',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Error shape of every failed endpoint (made by toApiError, supabase-query.ts). */
export interface ApiError {
  message: string;
  code?: string;
}

/** Cache per spec 1 §9 / spec 3 §9: fresh 300 s, kept 600 s, no refetch on focus, refetch on reconnect. */
export const CACHE_KEEP_UNUSED_SECONDS = 600;
export const CACHE_FRESH_SECONDS = 300;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: supabaseBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: CACHE_FRESH_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The message of a failed RTK Query call's result (an ApiError or RTK's SerializedError), the
 * fallback when it has none, or null when the call succeeded. */
export function resultError(result: object, fallback: string): string | null {
  if (!('error' in result) || !result.error) return null;
  const error: unknown = result.error;
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message ? error.message : fallback;
}
