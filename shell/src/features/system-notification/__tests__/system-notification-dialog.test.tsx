import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type UserProfile } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import SystemNotificationDialog from '../components/SystemNotificationDialog';

jest.setTimeout(30_000);

const profile: UserProfile = {
  id: 'admin-1',
  email: 'admin@x.test',
  firstName: 'Ad',
  lastName: 'Min',
  phone: null,
  isActive: true,
  roles: ['admin'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const session = { session: { status: 'signedIn' as const, currentRole: 'admin' as const, roles: ['admin' as const], profile } };

function fakeSupabase(calls: { name: string; body: unknown }[]): SupabaseClient {
  return {
    functions: {
      invoke: (name: string, opts: { body: unknown }) => {
        calls.push({ name, body: opts.body });
        return Promise.resolve({ data: { success: true, recipients: [{ id: 'u1', email: 'a@x' }, { id: 'u2', email: 'b@x' }], count: 2 }, error: null });
      },
    },
  } as unknown as SupabaseClient;
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => setSupabaseForTesting(null));

describe('SystemNotificationDialog (spec 1 §2, §8, §9)', () => {
  it('requires title and message, defaults to high priority and sends the body', async () => {
    const calls: { name: string; body: unknown }[] = [];
    setSupabaseForTesting(fakeSupabase(calls));
    const onClose = jest.fn();
    renderWithApp(<SystemNotificationDialog open onClose={onClose} />, session);

    expect(screen.getByText('Yüksek')).toBeInTheDocument();
    expect(screen.getByText('Tüm Kullanıcılar')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Başlık'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Mesaj'), { target: { value: 'Merhaba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Başlık ve mesaj alanları zorunludur')).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Başlık'), { target: { value: ' Bakım ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Bildirim 2 kullanıcıya gönderildi')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'system-alert', body: { title: 'Bakım', message: 'Merhaba', priority: 'high' } }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
