import { act, render, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type Role, type UserProfile } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import StudentsPage from '../components/StudentsPage';
import { StudentsErrorBoundary } from '../components/StudentsErrorBoundary';

jest.setTimeout(30_000);

function fakeSupabase(rows: unknown[], calls: string[], pending = false): SupabaseClient {
  return {
    from(table: string) {
      calls.push(table);
      const builder: Record<string, unknown> = {};
      for (const m of ['select', 'eq', 'in', 'contains', 'order', 'limit']) builder[m] = () => builder;
      builder.then = (resolve: (v: unknown) => void) => {
        if (!pending) resolve({ data: rows, error: null });
      };
      return builder;
    },
  } as unknown as SupabaseClient;
}

const profile: UserProfile = {
  id: 'me',
  email: 'me@x.test',
  firstName: 'Me',
  lastName: 'Trainer',
  phone: null,
  isActive: true,
  roles: ['beyin_antrenoru'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const session = (role: Role) => ({ session: { status: 'signedIn' as const, currentRole: role, roles: [role], profile } });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => setSupabaseForTesting(null));

describe('StudentsPage', () => {
  it('denies kullanici without asking the database', () => {
    const calls: string[] = [];
    setSupabaseForTesting(fakeSupabase([], calls));
    renderWithApp(<StudentsPage />, session('kullanici'));
    expect(screen.getByText('Erişim Yetkisi Yok')).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows five skeleton rows while loading', () => {
    setSupabaseForTesting(fakeSupabase([], [], true));
    const { container } = renderWithApp(<StudentsPage />, session('beyin_antrenoru'));
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(5);
  });

  it('empty list: the count and the empty text; trainer gets "Yeni Öğrenci"', async () => {
    setSupabaseForTesting(fakeSupabase([], []));
    renderWithApp(<StudentsPage />, session('beyin_antrenoru'));
    expect(await screen.findByText('Toplam 0 öğrenci bulundu.')).toBeInTheDocument();
    expect(screen.getAllByText('Öğrenci bulunamadı.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Yeni Öğrenci/ })).toBeEnabled();
  });

  it('temsilci sees the add button disabled', async () => {
    setSupabaseForTesting(fakeSupabase([], []));
    renderWithApp(<StudentsPage />, session('temsilci'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Yeni Öğrenci/ })).toBeDisabled());
  });
});

describe('StudentsErrorBoundary', () => {
  it("shows 'Sistem Güncelleniyor' and renders again after 1 s", () => {
    jest.useFakeTimers();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let fail = true;
      function Child() {
        if (fail) throw new Error('boom');
        return <p>tamam</p>;
      }
      render(
        <StudentsErrorBoundary>
          <Child />
        </StudentsErrorBoundary>,
      );
      expect(screen.getByText('Sistem Güncelleniyor')).toBeInTheDocument();
      expect(screen.getByText('Lütfen bekleyin...')).toBeInTheDocument();
      fail = false;
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByText('tamam')).toBeInTheDocument();
    } finally {
      spy.mockRestore();
      jest.useRealTimers();
    }
  });
});
