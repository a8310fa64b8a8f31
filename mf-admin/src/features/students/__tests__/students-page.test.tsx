import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type Role, type UserProfile } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import StudentsPage from '../components/StudentsPage';
import { StudentsErrorBoundary } from '../components/StudentsErrorBoundary';

jest.setTimeout(30_000);

/**
 * Table reads and list_students answer rows WITHOUT demographic_info (the API roles cannot read
 * the column, issue 26 §2); student_demographics answers { id, demographic_info } of the rows.
 */
function fakeSupabase(rows: unknown[], calls: string[], pending = false, rpcArgs: unknown[] = []): SupabaseClient {
  // cast: the fixtures are plain row objects
  const plain = (rows as Record<string, unknown>[]).map(({ demographic_info: _d, ...r }) => r);
  const demographics = (rows as Record<string, unknown>[]).map((r) => ({ id: r.id, demographic_info: r.demographic_info ?? null }));
  const builder = (data: unknown[]) => {
    const b: Record<string, unknown> = {};
    for (const m of ['select', 'eq', 'in', 'contains', 'order', 'limit', 'range']) b[m] = () => b;
    b.then = (resolve: (v: unknown) => void) => {
      if (!pending) resolve({ data, error: null });
    };
    return b;
  };
  return {
    from(table: string) {
      calls.push(table);
      return builder(plain);
    },
    rpc(fn: string, args: unknown) {
      calls.push(`rpc:${fn}`);
      rpcArgs.push(args);
      return builder(fn === 'student_demographics' ? demographics : plain);
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

const row = (id: string, first: string, last: string, grade: number, school: string) => ({
  id,
  auth_user_id: null,
  email: `${id}@x.test`,
  first_name: first,
  last_name: last,
  phone: null,
  is_active: true,
  roles: ['kullanici'],
  supervisor_id: 'me',
  demographic_info: { grade_level: String(grade), school_name: school },
  created_at: '2026-01-05T10:00:00Z',
});
const rows = [
  row('s1', 'Veli', 'Yıldız', 3, 'Zafer Okulu'),
  row('s2', 'Ali', 'Yıldız', 5, 'Çamlık Okulu'),
  row('s3', 'Çağla', 'Demir', 1, 'Cumhuriyet Okulu'),
  row('s4', 'Ali', 'Demir', 12, 'Atatürk Okulu'),
];
/** The student links of the table, top to bottom. */
const names = () =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('StudentsPage list: sorting and full-name search (issue 17 §4)', () => {
  it('sorts by name in Turkish order, by grade numerically and by school', async () => {
    setSupabaseForTesting(fakeSupabase(rows, []));
    renderWithApp(<StudentsPage />, session('beyin_antrenoru'));
    await screen.findByText('Toplam 4 öğrenci bulundu.');
    expect(names()).toEqual(['Veli Yıldız', 'Ali Yıldız', 'Çağla Demir', 'Ali Demir']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Ad Soyad/ }));
    // surname, then first name (issue 25 §4)
    expect(names()).toEqual(['Ali Demir', 'Çağla Demir', 'Ali Yıldız', 'Veli Yıldız']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Sınıf/ }));
    expect(names()).toEqual(['Çağla Demir', 'Veli Yıldız', 'Ali Yıldız', 'Ali Demir']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Okul/ }));
    // Atatürk < Cumhuriyet < Çamlık < Zafer (C before Ç)
    expect(names()).toEqual(['Ali Demir', 'Çağla Demir', 'Ali Yıldız', 'Veli Yıldız']);
  }, 90_000);

  it("finds 'Ali Yıldız' by full name, and long names keep their full text on hover", async () => {
    setSupabaseForTesting(fakeSupabase(rows, []));
    renderWithApp(<StudentsPage />, session('beyin_antrenoru'));
    await screen.findByText('Toplam 4 öğrenci bulundu.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Öğrenci ara...' }), { target: { value: 'ali yıldız' } });
    await screen.findByText('Toplam 1 öğrenci bulundu.');
    expect(names()).toEqual(['Ali Yıldız']);
    expect(screen.getByTitle('Ali Yıldız')).toBeInTheDocument();
  });
});

describe('StudentsPage list on the server (issue 25 §3, §4)', () => {
  it("asks public.list_students with the search term and the 'Bu ay test edilmeyenler' filter, and shows 'Son Test'", async () => {
    const calls: string[] = [];
    const args: unknown[] = [];
    const tested = { ...row('s5', 'Işıl', 'Şahinoğlu', 2, 'Konak'), last_test_at: '2026-11-24T09:00:00Z' };
    setSupabaseForTesting(fakeSupabase([tested, { ...rows[0], last_test_at: null }], calls, false, args));
    renderWithApp(<StudentsPage />, session('beyin_antrenoru'));
    await screen.findByText('Toplam 2 öğrenci bulundu.', undefined, { timeout: 20_000 });
    expect(calls).toContain('rpc:list_students');
    // the demographics shown come from one logged read of the rows on screen
    expect(args).toContainEqual({ p_students: ['s5', 's1'], p_path: 'student_list' });
    expect(screen.getByText('Konak')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Son Test/ })).toBeInTheDocument();
    expect(screen.getByText('24.11.2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bu ay test edilmeyenler' }));
    // generous waits: the debounce and the antd table are slow on a loaded machine
    await waitFor(() => expect(args).toContainEqual({ p_role: 'beyin_antrenoru', p_search: undefined, p_untested_this_month: true }), { timeout: 20_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Öğrenci ara...' }), { target: { value: 'isil' } });
    await waitFor(() => expect(args).toContainEqual({ p_role: 'beyin_antrenoru', p_search: 'isil', p_untested_this_month: true }), { timeout: 20_000 });
    // the rows in hand are narrowed with the same folding ('isil' finds 'Işıl')
    await waitFor(() => expect(names()).toEqual(['Işıl Şahinoğlu']), { timeout: 20_000 });
  }, 90_000);
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
