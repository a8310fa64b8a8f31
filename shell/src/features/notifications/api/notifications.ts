// notifications table operations (spec 1 §7). They fail silently, returning empty or false
// (spec 1 §8 "Notifications: operations fail silently").
import { getSupabase, type NotificationRow } from '@akademi/shared';

/** List limit of the dropdown (spec 1 §9). */
export const NOTIFICATION_LIST_LIMIT = 50;

export async function fetchNotifications(userId: string): Promise<NotificationRow[]> {
  try {
    const { data, error } = await getSupabase()
      .from('notifications')
      .select('*')
      .eq('user_id', userId)
      .eq('is_archived', false)
      .order('created_at', { ascending: false })
      .limit(NOTIFICATION_LIST_LIMIT);
    return error || !data ? [] : data;
  } catch (_e) {
    return [];
  }
}

export async function fetchUnreadCount(userId: string): Promise<number> {
  try {
    const { count, error } = await getSupabase()
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .eq('is_read', false)
      .eq('is_archived', false);
    return error ? 0 : (count ?? 0);
  } catch (_e) {
    return 0;
  }
}

export async function markNotificationRead(id: string): Promise<boolean> {
  try {
    const { error } = await getSupabase().from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('id', id);
    return !error;
  } catch (_e) {
    return false;
  }
}

export async function markAllNotificationsRead(userId: string): Promise<boolean> {
  try {
    const { error } = await getSupabase()
      .from('notifications')
      .update({ is_read: true, read_at: new Date().toISOString() })
      .eq('user_id', userId)
      .eq('is_read', false);
    return !error;
  } catch (_e) {
    return false;
  }
}

export async function deleteNotification(id: string): Promise<boolean> {
  try {
    const { error } = await getSupabase().from('notifications').delete().eq('id', id);
    return !error;
  } catch (_e) {
    return false;
  }
}

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
