import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import { TestListPage } from '../components/TestListPage';

interface Call {
  table: string;
  op: string;
  args: unknown[];
}

/** A thenable query builder recording every call; insert answers `insertError`. */
let consentOpen = true;
function fakeSupabase(tables: Record<string, unknown[]>, calls: Call[], insertError: { message: string } | null = null): SupabaseClient {
  return {
    // issue 26: the launchers ask consent_gate_open before anything starts
    rpc: (fn: string) => Promise.resolve(fn === 'consent_gate_open' ? { data: consentOpen, error: null } : { data: null, error: null }),
    from(table: string) {
      const builder: Record<string, unknown> = {};
      let isInsert = false;
      for (const m of ['select', 'eq', 'neq', 'in', 'contains', 'order', 'limit', 'range', 'insert']) {
        builder[m] = (...args: unknown[]) => {
          calls.push({ table, op: m, args });
          if (m === 'insert') isInsert = true;
          return builder;
        };
      }
      builder.then = (resolve: (v: unknown) => void) => resolve(isInsert ? { data: null, error: insertError } : { data: tables[table] ?? [], error: null });
      return builder;
    },
  } as unknown as SupabaseClient;
}

const tests = [
  { id: 't1', title: 'Hızlı Okuma', description: 'x'.repeat(120), test_type: 'reading', duration_minutes: 10, is_active: true, created_at: '2026-01-02T00:00:00Z' },
  { id: 't2', title: 'Eski Test', description: 'kısa', test_type: 'reading', duration_minutes: null, is_active: false, created_at: '2026-01-01T00:00:00Z' },
];
const students = [
  { id: 's1', first_name: 'Ali', last_name: 'Kaya', email: 'ali@x.test', student_number: null },
  { id: 's2', first_name: 'Zeynep', last_name: 'Ak', email: 'z@x.test', student_number: null },
];
const session = { status: 'signedIn' as const, currentRole: 'beyin_antrenoru' as const, roles: ['beyin_antrenoru' as const], profile: { id: 'c1', email: 'a@x', firstName: 'A', lastName: 'B', phone: null, isActive: true, roles: ['beyin_antrenoru' as const], supervisorId: null, createdAt: '' } };

// antd in jsdom on the shared 2-core machine is slow; these are interaction tests, not timing tests
jest.setTimeout(60_000);
afterEach(() => {
  consentOpen = true;
  setSupabaseForTesting(null);
});

describe('TestListPage', () => {
  it('lists tests with Aktif/Pasif, cut descriptions, dk/Sınırsız and the empty texts', async () => {
    setSupabaseForTesting(fakeSupabase({ tests }, []));
    renderWithApp(<TestListPage title="Okuma Testleri" variant="reading" scopedStudents />, { session });
    await waitFor(() => expect(screen.getByText('Hızlı Okuma')).toBeInTheDocument());
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getAllByText('Pasif').length).toBeGreaterThan(0);
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Süre: 10 dk')).toBeInTheDocument();
    expect(screen.getByText('Süre: Sınırsız')).toBeInTheDocument();
    expect(screen.getByText('Lütfen bir test seçin.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Test ara'), { target: { value: 'yok böyle' } });
    expect(screen.getAllByText('Henüz test bulunmuyor.').length).toBeGreaterThan(0);
  });

  it('starts a test for the selected students: disabled at zero, count shown, in_progress rows, toast', async () => {
    const calls: Call[] = [];
    setSupabaseForTesting(fakeSupabase({ tests, users: students }, calls));
    renderWithApp(<TestListPage title="Okuma Testleri" variant="reading" scopedStudents />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Hızlı Okuma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Ali Kaya');
    // the trainer's list is scoped to their own students
    expect(calls).toContainEqual({ table: 'users', op: 'eq', args: ['supervisor_id', 'c1'] });
    const startBtn = within(dialog).getByRole('button', { name: 'Testi Başlat (0)' });
    expect(startBtn).toBeDisabled();
    expect(within(dialog).getByText('Lütfen en az bir öğrenci seçin.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ali Kaya/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Zeynep Ak/ }));
    expect(within(dialog).getByText('2 öğrenci seçildi')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testi Başlat (2)' }));
    expect(await screen.findByText('Hızlı Okuma testi 2 öğrenci için başlatıldı.')).toBeInTheDocument();
    const insert = calls.find((c) => c.table === 'test_results' && c.op === 'insert');
    expect(insert?.args[0]).toEqual([
      expect.objectContaining({ test_id: 't1', student_id: 's1', conducted_by: 'c1', status: 'in_progress' }),
      expect.objectContaining({ test_id: 't1', student_id: 's2', conducted_by: 'c1', status: 'in_progress' }),
    ]);
  });

  it('shows the error toast when the start fails', async () => {
    setSupabaseForTesting(fakeSupabase({ tests, users: students }, [], { message: 'denied' }));
    renderWithApp(<TestListPage title="Okuma Testleri" variant="reading" scopedStudents />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Hızlı Okuma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ali Kaya/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testi Başlat (1)' }));
    expect(await screen.findByText('Test başlatılırken bir hata oluştu.')).toBeInTheDocument();
  });

  it('opens the Burdon test page for one student in a registered session', async () => {
    const calls: Call[] = [];
    const popup = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    setSupabaseForTesting(
      fakeSupabase({ tests: [{ ...tests[0], id: 'b1', title: 'Burdon Dikkat', test_type: 'burdon' }], users: students }, calls),
    );
    renderWithApp(<TestListPage title="Alan Testleri" variant="subject" scopedStudents={false} />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Burdon Dikkat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ali Kaya/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Zeynep Ak/ }));
    expect(within(dialog).getByText('1 öğrenci seçildi')).toBeInTheDocument();
    // a Burdon test asks for the student's guardian consent first (issue 26)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Testi Başlat (1)' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testi Başlat (1)' }));
    expect(await screen.findByText('Burdon Dikkat testi 1 öğrenci için başlatıldı.')).toBeInTheDocument();
    const reg = calls.find((c) => c.table === 'test_sessions' && c.op === 'insert')?.args[0] as { id: string; student_id: string; kind: string };
    expect(reg).toEqual(expect.objectContaining({ student_id: 's2', conducted_by: 'c1', kind: 'burdon' }));
    expect(popup.location.href).toBe(`/cognitive-tests/burdon/burdon.html?session_id=${reg.id}&student_id=s2&conducted_by=c1`);
    // the field-tests page lists every student the user may see: no supervisor filter
    expect(calls.some((c) => c.table === 'users' && c.op === 'eq')).toBe(false);
    open.mockRestore();
  });
});

describe('TestListPage without guardian consent (issue 26)', () => {
  it('a Burdon test for a student without consent: the message shows and nothing starts', async () => {
    consentOpen = false;
    const calls: Call[] = [];
    const open = jest.spyOn(window, 'open');
    setSupabaseForTesting(fakeSupabase({ tests: [{ ...tests[0], id: 'b1', title: 'Burdon Dikkat', test_type: 'burdon' }], users: students }, calls));
    renderWithApp(<TestListPage title="Alan Testleri" variant="subject" scopedStudents={false} />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Burdon Dikkat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ali Kaya/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu öğrenci için veli onayı bulunmuyor.');
    expect(within(dialog).getByRole('button', { name: 'Testi Başlat (1)' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.op === 'insert')).toBe(false);
    open.mockRestore();
  });
});
