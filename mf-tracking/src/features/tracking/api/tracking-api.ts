// RTK Query endpoints of the tracking portal (spec 3 §7 "Tracking", §9: cached 5 min, kept
// 10 min, 1 retry). Each lms-integration call goes through the base query (its error mapping);
// the one immediate retry is done here: RTK's retry() would wait between tries and could not
// record an ended access (issue 25) before deciding.
import { baseApi, lmsRequest, step, type ApiError, type SupabaseBaseQuery } from '@akademi/shared';
import type { NoteRow, NoteScopeArgs, TrackingExerciseRecord, TrackingStudent, TrackingTrainer } from '../lib/types';
import { noteAccessEnded } from '../lib/access-ended';

/**
 * Spec 3 §9: 1 retry for queries and mutations (tracking data) — except when the server says the
 * link's access ended (issue 25): that is recorded for the page and not retried.
 */
type LmsResult<T> = { data: T } | { error: ApiError };

async function withRetry<T>(accessKey: string, run: () => Promise<LmsResult<T>>): Promise<LmsResult<T>> {
  const first = await run();
  if (!('error' in first)) return first;
  if (noteAccessEnded(accessKey, first.error)) return first;
  const second = await run();
  if ('error' in second) noteAccessEnded(accessKey, second.error);
  return second;
}

/** One call without a retry, still recording an ended access. */
async function once<T>(accessKey: string, run: () => Promise<LmsResult<T>>): Promise<LmsResult<T>> {
  const res = await run();
  if ('error' in res) noteAccessEnded(accessKey, res.error);
  return res;
}

/** One lms-integration route through the base query. */
const lms = <T>(baseQuery: SupabaseBaseQuery, route: string, body: Record<string, unknown>) => step(baseQuery, lmsRequest<T>(route, body));

export interface NoteArgs extends NoteScopeArgs {
  accessKey: string;
  trainerId: string | null;
  studentId: string;
}

function scopeBody(args: NoteArgs): Record<string, unknown> {
  return {
    access_key: args.accessKey,
    trainer_id: args.trainerId,
    student_id: args.studentId,
    note_level: args.level,
    session_id: args.sessionId ?? null,
    white_exercise_id: args.whiteExerciseId ?? null,
    exercise_slug: args.exerciseSlug ?? null,
    session_index: args.sessionIndex ?? null,
  };
}

export const noteCacheKey = (a: NoteArgs) =>
  [a.studentId, a.level, a.sessionId ?? '', a.whiteExerciseId ?? '', a.exerciseSlug ?? '', a.sessionIndex ?? ''].join('|');

export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyTrainer: build.query<TrackingTrainer, { email: string; accessKey: string }>({
      queryFn: async ({ email, accessKey }, _api, _extra, baseQuery) => {
        const res = await lms<{ user: TrackingTrainer }>(baseQuery, 'verify-user', { email, access_key: accessKey });
        return 'error' in res ? { error: res.error } : { data: res.data.user };
      },
      keepUnusedDataFor: 0,
    }),
    trackingStudents: build.query<TrackingStudent[], { trainerId: string; accessKey: string }>({
      queryFn: async ({ trainerId, accessKey }, _api, _extra, baseQuery) => {
        const res = await withRetry(accessKey, () => lms<{ students: TrackingStudent[] }>(baseQuery, 'get-students', { trainer_id: trainerId, access_key: accessKey }));
        return 'error' in res ? { error: res.error } : { data: res.data.students ?? [] };
      },
      providesTags: ['TrackingStudent'],
    }),
    studentSessions: build.query<TrackingExerciseRecord[], { studentEmail: string; accessKey: string }>({
      queryFn: async ({ studentEmail, accessKey }, _api, _extra, baseQuery) => {
        const res = await withRetry(accessKey, () =>
          lms<{ exercises: TrackingExerciseRecord[] }>(baseQuery, 'get-student-sessions', { student_email: studentEmail, access_key: accessKey }),
        );
        return 'error' in res ? { error: res.error } : { data: res.data.exercises ?? [] };
      },
      providesTags: ['TrackingSession'],
    }),
    note: build.query<NoteRow | null, NoteArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const res = await once(args.accessKey, () => lms<{ note: NoteRow | null }>(baseQuery, 'get-note', scopeBody(args)));
        if ('error' in res) {
          // spec 3 §8: load failure is a console error only, no toast
          console.error('Failed to fetch note', res.error.message);
          return { data: null };
        }
        return { data: res.data.note };
      },
      serializeQueryArgs: ({ queryArgs }) => noteCacheKey(queryArgs),
      providesTags: (_r, _e, a) => [{ type: 'Note', id: noteCacheKey(a) }],
    }),
    saveNote: build.mutation<{ note: NoteRow; updated: boolean }, NoteArgs & { noteText: string; noteId: string | null }>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const res = await withRetry(args.accessKey, () =>
          lms<{ note: NoteRow; updated: boolean }>(baseQuery, 'save-note', { ...scopeBody(args), note_text: args.noteText, note_id: args.noteId }),
        );
        const fallback = args.noteId ? 'Failed to update note' : 'Failed to save note';
        return 'error' in res ? { error: { message: res.error.message || fallback } satisfies ApiError } : { data: res.data };
      },
      invalidatesTags: (_r, _e, a) => [{ type: 'Note', id: noteCacheKey(a) }],
    }),
    deleteNote: build.mutation<true, NoteArgs & { noteId: string | null }>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        if (!args.noteId) return { error: { message: 'No note to delete' } };
        const res = await once(args.accessKey, () => lms<unknown>(baseQuery, 'delete-note', { access_key: args.accessKey, trainer_id: args.trainerId, note_id: args.noteId }));
        return 'error' in res ? { error: { message: res.error.message || 'Failed to delete note' } } : { data: true as const };
      },
      invalidatesTags: (_r, _e, a) => [{ type: 'Note', id: noteCacheKey(a) }],
    }),
  }),
});

export const {
  useVerifyTrainerQuery,
  useTrackingStudentsQuery,
  useStudentSessionsQuery,
  useNoteQuery,
  useSaveNoteMutation,
  useDeleteNoteMutation,
} = trackingApi;
