// The bell over the RTK Query endpoints: the unread count is read once (a re-render, as on
// navigation, reads nothing), a mark-read invalidates and re-reads it, a realtime INSERT puts the
// row first in the open list and re-reads the count.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type NotificationRow } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import { NotificationBell } from '../components/NotificationBell';

jest.setTimeout(60_000);

const USER = 'u-1';
const row = (id: string, title: string, isRead = false): NotificationRow =>
  ({ id, user_id: USER, title, message: `${title} mesajı`, type: 'system_alert', priority: 'normal', is_read: isRead, read_at: null, is_archived: false, action_url: null, created_at: '2026-11-01T10:00:00Z' }) as NotificationRow;

function fakeSupabase(db: { rows: NotificationRow[] }, log: string[]) {
  let onInsert: ((payload: { new: NotificationRow }) => void) | null = null;
  const client = {
    from(_table: string) {
      let op = 'select';
      let head = false;
      let patch: Partial<NotificationRow> = {};
      const filters: [string, unknown][] = [];
      const builder: Record<string, unknown> = {
        select: (_cols: string, opts?: { head?: boolean }) => ((head = Boolean(opts?.head)), builder),
        update: (p: Partial<NotificationRow>) => ((op = 'update'), (patch = p), builder),
        delete: () => ((op = 'delete'), builder),
        eq: (col: string, v: unknown) => (filters.push([col, v]), builder),
        order: () => builder,
        limit: () => builder,
        then(resolve: (v: unknown) => void) {
          const hit = (r: NotificationRow) => filters.every(([c, v]) => (r as unknown as Record<string, unknown>)[c] === v);
          log.push(op === 'select' ? (head ? 'count' : 'list') : op);
          if (op === 'update') db.rows = db.rows.map((r) => (hit(r) ? { ...r, ...patch } : r));
          if (op === 'delete') db.rows = db.rows.filter((r) => !hit(r));
          if (op !== 'select') return resolve({ data: null, error: null });
          const found = db.rows.filter(hit);
          return resolve(head ? { count: found.length, error: null } : { data: found, error: null });
        },
      };
      return builder;
    },
    channel() {
      const ch = {
        on: (_e: string, _f: unknown, cb: (payload: { new: NotificationRow }) => void) => ((onInsert = cb), ch),
        subscribe: () => ch,
      };
      return ch;
    },
    removeChannel: () => Promise.resolve('ok'),
  };
  return { client: client as unknown as SupabaseClient, insert: (r: NotificationRow) => onInsert?.({ new: r }) };
}

const session = {
  status: 'signedIn' as const,
  currentRole: 'beyin_antrenoru' as const,
  roles: ['beyin_antrenoru' as const],
  profile: { id: USER, email: 'a@x', firstName: 'A', lastName: 'B', phone: null, isActive: true, roles: ['beyin_antrenoru' as const], supervisorId: null, createdAt: '' },
};

afterEach(() => setSupabaseForTesting(null));

/** The layout around the bell: re-renders (as on navigation) when its button is pressed. */
function Layout() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Yeniden çiz {renders}
      </button>
      <NotificationBell />
    </>
  );
}

it('reads the count once, re-reads it after a mark-read and after a realtime INSERT', async () => {
  const db = { rows: [row('n1', 'Birinci'), row('n2', 'İkinci')] };
  const log: string[] = [];
  const fake = fakeSupabase(db, log);
  setSupabaseForTesting(fake.client);
  renderWithApp(<Layout />, { session });
  expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2');
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden çiz 0' }));
  expect(await screen.findByRole('button', { name: 'Yeniden çiz 1' })).toBeInTheDocument();
  expect(log).toEqual(['count']);

  fireEvent.click(screen.getByRole('button', { name: 'Bildirimler (2 okunmamış)' }));
  const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
  expect(await screen.findByText('Birinci')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Okundu işaretle: Birinci' }));
  await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
  expect(screen.getByText('Birinci').closest('li')).toHaveAttribute('data-read', 'true');
  expect(log).toEqual(['count', 'list', 'update', 'count']);

  const live = row('n3', 'Canlı');
  db.rows = [live, ...db.rows];
  act(() => fake.insert(live));
  await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  expect(panel.querySelector('li')).toHaveTextContent('Canlı');
  expect(log.filter((l) => l === 'count')).toHaveLength(3);
});
