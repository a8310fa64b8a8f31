import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import CognitiveAssessmentPage from '../components/CognitiveAssessmentPage';

interface Call {
  table: string;
  op: string;
  args: unknown[];
}

let consentOpen = true;
function fakeSupabase(tables: Record<string, unknown[]>, calls: Call[], insertError: { message: string } | null = null): SupabaseClient {
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
      builder.then = (resolve: (v: unknown) => void) => resolve(isInsert ? { data: null, error: insertError } : { data: tables[table] ?? [], error: null });
      return builder;
    },
  } as unknown as SupabaseClient;
}

const students = [{ id: '00000000-0000-4000-a000-000000000101', first_name: 'Ali', last_name: 'Kaya', email: 'ali@x.test' }];
const TRAINER = '00000000-0000-4000-a000-000000000004';
const session = { status: 'signedIn' as const, currentRole: 'beyin_antrenoru' as const, roles: ['beyin_antrenoru' as const], profile: { id: TRAINER, email: 'a@x', firstName: 'A', lastName: 'B', phone: null, isActive: true, roles: ['beyin_antrenoru' as const], supervisorId: null, createdAt: '' } };

jest.setTimeout(60_000);
// antd's Select dropdown measures itself; jsdom has no ResizeObserver
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
afterEach(() => {
  consentOpen = true;
  setSupabaseForTesting(null);
  jest.restoreAllMocks();
});

async function pickStudent() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Öğrenci' })).toBeInTheDocument());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Öğrenci' }));
  fireEvent.click(await screen.findByTitle('Ali Kaya'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeEnabled());
}

it('popup blocked: the spec alert, no session registered, still idle', async () => {
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({ users: students }, calls));
  jest.spyOn(window, 'open').mockReturnValue(null);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithApp(<CognitiveAssessmentPage />, { session });
  await pickStudent();
  fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
  expect(alert).toHaveBeenCalledWith('Test penceresi açılamadı. Lütfen popup engelleyiciyi kapatın.');
  expect(calls.some((c) => c.table === 'test_sessions')).toBe(false);
  expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeInTheDocument();
});

it('a session that cannot be registered: the spec alert, the window closed, idle again', async () => {
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({ users: students }, calls, { message: 'permission denied' }));
  const popup = { close: jest.fn(), closed: false, location: { href: 'about:blank' } };
  jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithApp(<CognitiveAssessmentPage />, { session });
  await pickStudent();
  fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Session kurulumu başarısız oldu. Lütfen tekrar deneyin.'));
  expect(popup.close).toHaveBeenCalled();
  expect(popup.location.href).toBe('about:blank');
  expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeInTheDocument();
});

it('registers the session, opens the battery at full size, runs until the window closes', async () => {
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({ users: students }, calls));
  const popup = { location: { href: '' }, close: jest.fn(), closed: false };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderWithApp(<CognitiveAssessmentPage />, { session });
  await pickStudent();
  fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
  expect(open).toHaveBeenCalledWith('about:blank', 'akademi-cognitive-battery', `width=${window.screen.availWidth},height=${window.screen.availHeight},left=0,top=0`);
  await waitFor(() => expect(popup.location.href).toMatch(/^\/cognitive-tests\/dikkat\/dikkat\.html\?session_id=[0-9a-f-]{36}&student_id=00000000-0000-4000-a000-000000000101&conducted_by=00000000-0000-4000-a000-000000000004$/));
  const insert = calls.find((c) => c.table === 'test_sessions' && c.op === 'insert');
  expect(insert?.args[0]).toMatchObject({ student_id: students[0].id, conducted_by: TRAINER, kind: 'cognitive' });
  expect(popup.location.href).toContain((insert?.args[0] as { id: string }).id);
  expect(screen.getByRole('button', { name: 'Test Devam Ediyor...' })).toBeDisabled();
  popup.closed = true;
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1100));
  });
  expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeEnabled();
});

it('all-tests-complete from the own origin returns to idle', async () => {
  setSupabaseForTesting(fakeSupabase({ users: students }, []));
  const popup = { location: { href: '' }, close: jest.fn(), closed: false };
  jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderWithApp(<CognitiveAssessmentPage />, { session });
  await pickStudent();
  fireEvent.click(screen.getByRole('button', { name: 'Testi Başlat' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Test Devam Ediyor...' })).toBeInTheDocument());
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'all-tests-complete' }, origin: 'https://evil.example' }));
  });
  expect(screen.getByRole('button', { name: 'Test Devam Ediyor...' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'all-tests-complete' }, origin: window.location.origin }));
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeInTheDocument());
});

it('a student without guardian consent: the message shows and nothing starts (issue 26)', async () => {
  consentOpen = false;
  const calls: Call[] = [];
  setSupabaseForTesting(fakeSupabase({ users: students }, calls));
  const open = jest.spyOn(window, 'open');
  renderWithApp(<CognitiveAssessmentPage />, { session });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Öğrenci' })).toBeInTheDocument());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Öğrenci' }));
  fireEvent.click(await screen.findByTitle('Ali Kaya'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bu öğrenci için veli onayı bulunmuyor.');
  expect(screen.getByRole('button', { name: 'Testi Başlat' })).toBeDisabled();
  expect(open).not.toHaveBeenCalled();
  expect(calls.some((c) => c.table === 'test_sessions')).toBe(false);
});
