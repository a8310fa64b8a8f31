// Pure list rules of the notification dropdown (spec 1 §2, §4, §9).
import type { NotificationRow } from '@akademi/shared';

/** List limit of the dropdown (spec 1 §9). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The unread badge shows '9+' above 9 (spec 1 §2). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** Priority badges: high 'Önemli', urgent 'Acil' (spec 1 §2). */
export function priorityBadge(priority: NotificationRow['priority']): string | null {
  if (priority === 'urgent') return 'Acil';
  if (priority === 'high') return 'Önemli';
  return null;
}

/** A realtime arrival is placed first; the list stays within its limit and never duplicates. */
export function prependNotification(list: NotificationRow[], row: NotificationRow): NotificationRow[] {
  return [row, ...list.filter((n) => n.id !== row.id)].slice(0, NOTIFICATION_LIST_LIMIT);
}

export function markReadInList(list: NotificationRow[], id: string, at: string): NotificationRow[] {
  return list.map((n) => (n.id === id && !n.is_read ? { ...n, is_read: true, read_at: at } : n));
}
