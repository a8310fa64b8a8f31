// notifications table operations (spec 1 §7) as RTK Query endpoints of the shared baseApi. They fail
// silently (spec 1 §8 "Notifications: operations fail silently"): a failed read gives an empty list
// or 0, a failed write gives `false`. Writes invalidate the list and the unread count; the realtime
// subscription (use-notifications.ts) invalidates the count when a row arrives.
import { baseApi, getSupabase, type NotificationRow } from '@akademi/shared';
import { markReadInList, NOTIFICATION_LIST_LIMIT } from '../lib/notification-list';

export const NOTIFICATION_LIST_TAG = { type: 'Notification', id: 'LIST' } as const;
export const NOTIFICATION_UNREAD_TAG = { type: 'Notification', id: 'UNREAD' } as const;

async function silently<T>(fallback: T, run: () => Promise<T>): Promise<{ data: T }> {
  try {
    return { data: await run() };
  } catch (_e) {
    return { data: fallback };
  }
}

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationRow[], string>({
      queryFn: (userId) =>
        silently([], async () => {
          const { data, error } = await getSupabase()
            .from('notifications')
            .select('*')
            .eq('user_id', userId)
            .eq('is_archived', false)
            .order('created_at', { ascending: false })
            .limit(NOTIFICATION_LIST_LIMIT);
          return error || !data ? [] : data;
        }),
      providesTags: [NOTIFICATION_LIST_TAG],
    }),
    getUnreadNotificationCount: build.query<number, string>({
      queryFn: (userId) =>
        silently(0, async () => {
          const { count, error } = await getSupabase()
            .from('notifications')
            .select('id', { count: 'exact', head: true })
            .eq('user_id', userId)
            .eq('is_read', false)
            .eq('is_archived', false);
          return error ? 0 : (count ?? 0);
        }),
      providesTags: [NOTIFICATION_UNREAD_TAG],
    }),
    markNotificationRead: build.mutation<boolean, { id: string; userId: string }>({
      queryFn: ({ id }) =>
        silently(false, async () => {
          const { error } = await getSupabase().from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('id', id);
          return !error;
        }),
      // the row turns read at once in the open list; the count is read again
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        const { data: ok } = await queryFulfilled;
        if (ok) dispatch(notificationsApi.util.updateQueryData('getNotifications', userId, (list) => markReadInList(list, id, new Date().toISOString())));
      },
      invalidatesTags: (ok) => (ok ? [NOTIFICATION_UNREAD_TAG] : []),
    }),
    markAllNotificationsRead: build.mutation<boolean, string>({
      queryFn: (userId) =>
        silently(false, async () => {
          const { error } = await getSupabase()
            .from('notifications')
            .update({ is_read: true, read_at: new Date().toISOString() })
            .eq('user_id', userId)
            .eq('is_read', false);
          return !error;
        }),
      invalidatesTags: (ok) => (ok ? [NOTIFICATION_LIST_TAG, NOTIFICATION_UNREAD_TAG] : []),
    }),
    deleteNotification: build.mutation<boolean, { id: string; userId: string }>({
      queryFn: ({ id }) =>
        silently(false, async () => {
          const { error } = await getSupabase().from('notifications').delete().eq('id', id);
          return !error;
        }),
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
