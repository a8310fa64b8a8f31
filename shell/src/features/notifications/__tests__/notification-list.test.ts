import type { NotificationRow } from '@akademi/shared';
import { badgeText, markReadInList, prependNotification, priorityBadge } from '../lib/notification-list';

const n = (id: string, extra: Partial<NotificationRow> = {}) =>
  ({ id, user_id: 'u', type: 'system_alert', title: id, message: 'm', data: {}, action_url: null, priority: 'normal', expires_at: null, is_read: false, read_at: null, is_archived: false, created_at: '2026-01-01T00:00:00Z', ...extra }) as NotificationRow;

describe('notification list (spec 1 §2, §4)', () => {
  it("caps the badge at '9+'", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
  it('labels high and urgent priorities', () => {
    expect(priorityBadge('high')).toBe('Önemli');
    expect(priorityBadge('urgent')).toBe('Acil');
    expect(priorityBadge('normal')).toBeNull();
    expect(priorityBadge('low')).toBeNull();
  });
  it('places a new arrival first, without duplicates, within 50', () => {
    const list = Array.from({ length: 50 }, (_, i) => n(`n${i}`));
    const out = prependNotification(list, n('new'));
    expect(out).toHaveLength(50);
    expect(out[0].id).toBe('new');
    expect(prependNotification([n('a'), n('b')], n('b')).map((x) => x.id)).toEqual(['b', 'a']);
  });
  it('marks one read', () => {
    const out = markReadInList([n('a'), n('b')], 'b', 'now');
    expect(out[1]).toMatchObject({ is_read: true, read_at: 'now' });
    expect(out[0].is_read).toBe(false);
  });
});
