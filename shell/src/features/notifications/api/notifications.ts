// notifications table operations (spec 1 §7) as RTK Query endpoints of the shared baseApi. They fail
// silently (spec 1 §8 "Notifications: operations fail silently"): a failed read gives an empty list
// or 0, a failed write gives `false`. Writes invalidate the list and the unread count; the realtime
// subscription (use-notifications.ts) invalidates the count when a row arrives.
import { baseApi, getSupabase, step, type ApiError, type NotificationRow } from '@akademi/shared';
import { markReadInList, NOTIFICATION_LIST_LIMIT } from '../lib/notification-list';

export const NOTIFICATION_LIST_TAG = { type: 'Notification', id: 'LIST' } as const;
export const NOTIFICATION_UNREAD_TAG = { type: 'Notification', id: 'UNREAD' } as const;

/** A failed call (mapped by the base query) gives the fallback instead of an error. */
async function silently<T>(fallback: T, answer: Promise<{ data: T } | { error: ApiError }>): Promise<{ data: T }> {
  const res = await answer;
  return 'error' in res ? { data: fallback } : res;
}

/** A write: true when it went through, false (silently) when not. */
async function written(answer: Promise<{ data: unknown } | { error: ApiError }>): Promise<{ data: boolean }> {
  return { data: !('error' in (await answer)) };
}

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationRow[], string>({
      queryFn: (userId, _api, _extra, baseQuery) =>
        silently(
          [],
          step(baseQuery, (supabase) =>
            supabase
              .from('notifications')
              .select('*')
              .eq('user_id', userId)
              .eq('is_archived', false)
              .order('created_at', { ascending: false })
              .limit(NOTIFICATION_LIST_LIMIT),
          ),
        ),
      providesTags: [NOTIFICATION_LIST_TAG],
    }),
    getUnreadNotificationCount: build.query<number, string>({
      queryFn: (userId, _api, _extra, baseQuery) =>
        silently(
          0,
          step(baseQuery, async (supabase) => {
            const { count, error } = await supabase
              .from('notifications')
              .select('id', { count: 'exact', head: true })
              .eq('user_id', userId)
              .eq('is_read', false)
              .eq('is_archived', false);
            return { data: count ?? 0, error };
          }),
        ),
      providesTags: [NOTIFICATION_UNREAD_TAG],
    }),
    markNotificationRead: build.mutation<boolean, { id: string; userId: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) =>
        written(step(baseQuery, (supabase) => supabase.from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('id', id))),
      // the row turns read at once in the open list; the count is read again
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        const { data: ok } = await queryFulfilled;
        if (ok) dispatch(notificationsApi.util.updateQueryData('getNotifications', userId, (list) => markReadInList(list, id, new Date().toISOString())));
      },
      invalidatesTags: (ok) => (ok ? [NOTIFICATION_UNREAD_TAG] : []),
    }),
    markAllNotificationsRead: build.mutation<boolean, string>({
      queryFn: (userId, _api, _extra, baseQuery) =>
        written(
          step(baseQuery, (supabase) =>
            supabase.from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('user_id', userId).eq('is_read', false),
          ),
        ),
      invalidatesTags: (ok) => (ok ? [NOTIFICATION_LIST_TAG, NOTIFICATION_UNREAD_TAG] : []),
    }),
    deleteNotification: build.mutation<boolean, { id: string; userId: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) => written(step(baseQuery, (supabase) => supabase.from('notifications').delete().eq('id', id))),
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        const { data: ok } = await queryFulfilled;
        if (ok) dispatch(notificationsApi.util.updateQueryData('getNotifications', userId, (list) => list.filter((n) => n.id !== id)));
      },
      invalidatesTags: (ok) => (ok ? [NOTIFICATION_UNREAD_TAG] : []),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
} = notificationsApi;

/** Realtime INSERTs for one user (spec 1 §4). Returns unsubscribe. */
export function subscribeToNewNotifications(userId: string, onInsert: (row: NotificationRow) => void): () => void {
  const supabase = getSupabase();
  const channel = supabase
    .channel(`notifications:${userId}`)
    .on<NotificationRow>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) =>
      onInsert(payload.new),
    )
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
