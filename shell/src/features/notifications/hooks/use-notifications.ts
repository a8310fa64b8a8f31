// Notification state of the signed-in user: unread count, the list (loaded when first opened),
// realtime INSERTs placed first with a 5 s toast (spec 1 §4, §9).
import { useCallback, useEffect, useState } from 'react';
import type { NotificationRow } from '@akademi/shared';
import { App } from '@akademi/shared/kit';
import {
  deleteNotification,
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeToNewNotifications,
} from '../api/notifications';
import { markReadInList, prependNotification } from '../lib/notification-list';

/** Realtime notification toast duration (spec 1 §9). */
export const NOTIFICATION_TOAST_S = 5;

export function useNotifications(userId: string | null) {
  const { message } = App.useApp();
  const [items, setItems] = useState<NotificationRow[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!userId) return undefined;
    let alive = true;
    void fetchUnreadCount(userId).then((c) => alive && setUnread(c));
    const unsubscribe = subscribeToNewNotifications(userId, (row) => {
      setItems((list) => prependNotification(list, row));
      if (!row.is_read) setUnread((c) => c + 1);
      void message.info({ content: row.title, duration: NOTIFICATION_TOAST_S });
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [userId, message]);

  const load = useCallback(async () => {
    if (!userId) return;
    setLoading(true);
    const [list, count] = await Promise.all([fetchNotifications(userId), fetchUnreadCount(userId)]);
    setItems(list);
    setUnread(count);
    setLoaded(true);
    setLoading(false);
  }, [userId]);

  const markRead = useCallback(async (id: string) => {
    const wasUnread = items.some((n) => n.id === id && !n.is_read);
    if (!wasUnread) return;
    if (await markNotificationRead(id)) {
      setItems((list) => markReadInList(list, id, new Date().toISOString()));
      setUnread((c) => Math.max(0, c - 1));
    }
  }, [items]);

  const markAllRead = useCallback(async () => {
    if (!userId) return;
    if (await markAllNotificationsRead(userId)) {
      const at = new Date().toISOString();
      setItems((list) => list.map((n) => (n.is_read ? n : { ...n, is_read: true, read_at: at })));
      setUnread(0);
      void message.success('Tüm bildirimler okundu olarak işaretlendi');
    }
  }, [userId, message]);

  const remove = useCallback(async (id: string) => {
    const target = items.find((n) => n.id === id);
    if (await deleteNotification(id)) {
      setItems((list) => list.filter((n) => n.id !== id));
      if (target && !target.is_read) setUnread((c) => Math.max(0, c - 1));
      void message.success('Bildirim silindi');
    }
  }, [items, message]);

  return { items, loaded, loading, unread, load, markRead, markAllRead, remove };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
