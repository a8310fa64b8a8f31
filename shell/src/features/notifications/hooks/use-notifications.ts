// Notification state of the signed-in user (spec 1 §4, §9) over the RTK Query endpoints: the unread
// count (read once per session of the layout — the bell lives in the layout, so navigation neither
// remounts nor refetches it), the list (read when the panel first opens), realtime INSERTs placed
// first in the list with a 5 s toast while the count is invalidated and read again.
import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, type NotificationRow } from '@akademi/shared';
import { toast } from '../../../components/toast';
import {
  NOTIFICATION_UNREAD_TAG,
  notificationsApi,
  subscribeToNewNotifications,
  useDeleteNotificationMutation,
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications';
import { prependNotification } from '../lib/notification-list';

/** Realtime notification toast duration (spec 1 §9). */
export const NOTIFICATION_TOAST_S = 5;

const NO_ITEMS: NotificationRow[] = [];

export function useNotifications(userId: string | null) {
  const dispatch = useAppDispatch();
  const [wanted, setWanted] = useState(false);
  const { data: unread = 0 } = useGetUnreadNotificationCountQuery(userId ?? skipToken);
  const list = useGetNotificationsQuery(userId && wanted ? userId : skipToken);
  const [markReadMutation] = useMarkNotificationReadMutation();
  const [markAllMutation] = useMarkAllNotificationsReadMutation();
  const [deleteMutation] = useDeleteNotificationMutation();
  const items = list.data ?? NO_ITEMS;

  useEffect(() => {
    if (!userId) return undefined;
    return subscribeToNewNotifications(userId, (row) => {
      dispatch(notificationsApi.util.updateQueryData('getNotifications', userId, (rows) => prependNotification(rows, row)));
      if (!row.is_read) dispatch(notificationsApi.util.invalidateTags([NOTIFICATION_UNREAD_TAG]));
      toast.info(row.title, NOTIFICATION_TOAST_S);
    });
  }, [userId, dispatch]);

  /** Opens the list: read once, then kept current by the writes and the realtime INSERTs. */
  const load = useCallback(async () => {
    setWanted(true);
  }, []);

  const markRead = useCallback(
    async (id: string) => {
      if (!userId || !items.some((n) => n.id === id && !n.is_read)) return;
      await markReadMutation({ id, userId });
    },
    [items, userId, markReadMutation],
  );

  const markAllRead = useCallback(async () => {
    if (!userId) return;
    const { data: ok } = await markAllMutation(userId);
    if (ok) toast.success('Tüm bildirimler okundu olarak işaretlendi');
  }, [userId, markAllMutation]);

  const remove = useCallback(
    async (id: string) => {
      if (!userId) return;
      const { data: ok } = await deleteMutation({ id, userId });
      if (ok) toast.success('Bildirim silindi');
    },
    [userId, deleteMutation],
  );

  return { items, loaded: list.isSuccess, loading: list.isFetching, unread, load, markRead, markAllRead, remove };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
