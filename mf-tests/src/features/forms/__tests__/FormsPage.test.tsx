import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import FormsPage from '../components/FormsPage';
import { SURVEY_USER_KEY } from '../lib/survey-launcher';

interface Call {
  table: string;
  op: string;
  args: unknown[];
}

let consentOpen = true;
function fakeSupabase(tables: Record<string, unknown[]>, calls: Call[]): SupabaseClient {
  return {
    // issue 26: the launchers ask consent_gate_open before anything starts
    rpc: (fn: string) => Promise.resolve(fn === 'consent_gate_open' ? { data: consentOpen, error: null } : { data: null, error: null }),
    from(table: string) {
      const builder: Record<string, unknown> = {};
      let isInsert = false;
      for (const m of ['select', 'eq', 'contains', 'order', 'insert']) {
        builder[m] = (...args: unknown[]) => {
          calls.push({ table, op: m, args });
          if (m === 'insert') isInsert = true;
          return builder;
        };
      }
      builder.then = (resolve: (v: unknown) => void) => resolve(isInsert ? { data: null, error: null } : { data: tables[table] ?? [], error: null });
      return builder;
    },
  } as unknown as SupabaseClient;
}

const STUDENT = '00000000-0000-4000-a000-000000000101';
const TRAINER = '00000000-0000-4000-a000-000000000004';
const students = [{ id: STUDENT, first_name: 'Ali', last_name: 'Kaya', email: 'ali@x.test' }];
const profile = (id: string, role: 'beyin_antrenoru' | 'kullanici') => ({
  status: 'signedIn' as const,
  currentRole: role,
  roles: [role],
  profile: { id, email: 'a@x', firstName: 'A', lastName: 'B', phone: null, isActive: true, roles: [role], supervisorId: null, createdAt: '' },
});

jest.setTimeout(60_000);
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
afterEach(() => {
  consentOpen = true;
  setSupabaseForTesting(null);
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it('trainer: picks a student, registers a parent_survey session and opens the survey with user_id', async () => {
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({ users: students }, calls));
  const popup = { location: { href: '' }, close: jest.fn(), closed: false };
  jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderWithApp(<FormsPage />, { session: profile(TRAINER, 'beyin_antrenoru') });
  expect(screen.getByRole('region', { name: 'Veli Anketi' })).toHaveTextContent('40 soru · 10-15 dakika');
  expect(screen.getByRole('button', { name: 'Anketi Başlat' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Öğrenci' })).toBeInTheDocument());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Öğrenci' }));
  fireEvent.click(await screen.findByTitle('Ali Kaya'));
  // the launcher asks for the guardian consent first (issue 26)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Anketi Başlat' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Anketi Başlat' }));
  await waitFor(() => expect(popup.location.href).toMatch(new RegExp(`^/cognitive-tests/veli-anketi/veli-anketi\\.html\\?user_id=${STUDENT}&session_id=[0-9a-f-]{36}&conducted_by=${TRAINER}$`)));
  const insert = calls.find((c) => c.table === 'test_sessions' && c.op === 'insert');
  expect(insert?.args[0]).toMatchObject({ student_id: STUDENT, conducted_by: TRAINER, kind: 'parent_survey' });
  expect(window.localStorage.getItem(SURVEY_USER_KEY)).toBe(STUDENT);
  expect(screen.getByRole('button', { name: 'Anket Devam Ediyor...' })).toBeDisabled();
});

it('kullanici: no student picker; the survey is about themselves', async () => {
  const ME = '00000000-0000-4000-a000-000000000150';
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({}, calls));
  const popup = { location: { href: '' }, close: jest.fn(), closed: false };
  jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderWithApp(<FormsPage />, { session: profile(ME, 'kullanici') });
  expect(screen.queryByRole('combobox', { name: 'Öğrenci' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Anketi Başlat' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Anketi Başlat' }));
  await waitFor(() => expect(popup.location.href).toContain(`user_id=${ME}&`));
  expect(calls.some((c) => c.table === 'users')).toBe(false);
});
