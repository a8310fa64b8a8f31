import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type SystemLogRow } from '@akademi/shared';
import { renderWithApp } from '../../../../../../shared/testing/render';
import SystemLogsPage from '../SystemLogsPage';

type Call = { table: string; filters: Array<[string, string, unknown]>; limit?: number };

const row = (over: Partial<SystemLogRow>): SystemLogRow => ({
  id: Math.random().toString(36).slice(2),
  created_at: '2026-11-22T10:00:00.000Z',
  session_id: '0123456789abcdef',
  student_id: null,
  conducted_by: null,
  test_type: 'stroop',
  log_level: 'info',
  log_source: 'console.info',
  message: 'm',
  details: null,
  user_agent: null,
  current_url: null,
  ...over,
});

/** A supabase-js stand-in recording each system_logs query. */
function fakeSupabase(rows: () => SystemLogRow[]) {
  const calls: Call[] = [];
  const client = {
    from(table: string) {
      const call: Call = { table, filters: [] };
      calls.push(call);
      const builder = {
        select: () => builder,
        eq: (c: string, v: unknown) => (call.filters.push(['eq', c, v]), builder),
        gte: (c: string, v: unknown) => (call.filters.push(['gte', c, v]), builder),
        order: () => builder,
        limit: (n: number) => {
          call.limit = n;
          return Promise.resolve({ data: rows(), error: null });
        },
      };
      return builder;
    },
  };
  setSupabaseForTesting(client as unknown as SupabaseClient);
  return calls;
}

// antd in jsdom renders slowly on the shared 2-core machines.
jest.setTimeout(30_000);
const slow = { timeout: 10_000 };

afterEach(() => {
  setSupabaseForTesting(null);
  jest.useRealTimers();
});

describe('SystemLogsPage', () => {
  it('loads with the defaults (limit 100, last 24 h) and shows entries, counters and short ids', async () => {
    const calls = fakeSupabase(() => [row({ log_level: 'error', message: 'boom' }), row({ log_level: 'warn', message: 'careful' })]);
    renderWithApp(<SystemLogsPage />);
    expect(await screen.findByText('boom', {}, slow)).toBeInTheDocument();
    expect(calls[0].limit).toBe(100);
    expect(calls[0].filters.map((f) => f[1])).toEqual(['created_at']);
    expect(screen.getAllByText('Oturum: 01234567')).toHaveLength(2);
    // level names in Turkish (issue 17), in each entry's level tag
    const [first, second] = screen.getAllByTestId('system-log-entry');
    expect(within(first).getByText('Hata')).toBeInTheDocument();
    expect(within(second).getByText('Uyarı')).toBeInTheDocument();
    expect(within(first).queryByText('ERROR')).toBeNull();
    expect(screen.getByText('Toplam').closest('.ant-statistic')).toHaveTextContent('2');
  });

  it('shows the empty state when no row is readable', async () => {
    fakeSupabase(() => []);
    renderWithApp(<SystemLogsPage />);
    expect(await screen.findByText('Log kaydı bulunamadı', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV Olarak İndir' })).toBeDisabled();
  });

  it('debounces the search by 500 ms and filters the returned rows', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = fakeSupabase(() => [row({ message: 'alpha' }), row({ message: 'beta' })]);
    renderWithApp(<SystemLogsPage />);
    expect(await screen.findByText('alpha', {}, slow)).toBeInTheDocument();
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: 'bet' } });
    act(() => void jest.advanceTimersByTime(400));
    expect(calls.length).toBe(before);
    expect(screen.getByText('alpha')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(150));
    await waitFor(() => expect(screen.queryByText('alpha')).not.toBeInTheDocument(), slow);
    expect(screen.getByText('beta')).toBeInTheDocument();
    expect(calls.length).toBe(before + 1);
  });

  it('issue 29: filters by remote in the database (details->>remote), from the labelled Uzak Modül control', async () => {
    const calls = fakeSupabase(() => []);
    renderWithApp(<SystemLogsPage />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), slow);
    expect(calls.at(-1)?.filters.some(([, c]) => c === 'details->>remote')).toBe(false);
    fireEvent.mouseDown(screen.getByLabelText('Uzak Modül'));
    fireEvent.click(await screen.findByTitle('mf_reports', {}, slow));
    await waitFor(() => expect(calls.at(-1)?.filters).toContainEqual(['eq', 'details->>remote', 'mf_reports']), slow);
  });

  it('filters by session id exactly (trimmed)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = fakeSupabase(() => []);
    renderWithApp(<SystemLogsPage />);
    await screen.findByText('Log kaydı bulunamadı', {}, slow);
    fireEvent.change(screen.getByLabelText('Oturum ID'), { target: { value: '  abc  ' } });
    act(() => void jest.advanceTimersByTime(600));
    await waitFor(() => expect(calls.at(-1)?.filters).toContainEqual(['eq', 'session_id', 'abc']), slow);
  });

  it('auto-refreshes every 5 s only when switched on', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = fakeSupabase(() => []);
    renderWithApp(<SystemLogsPage />);
    await screen.findByText('Log kaydı bulunamadı', {}, slow);
    const base = calls.length;
    await act(async () => void jest.advanceTimersByTime(11_000));
    expect(calls.length).toBe(base);
    fireEvent.click(screen.getByRole('switch', { name: 'Otomatik Yenileme (5 sn)' }));
    await act(async () => void jest.advanceTimersByTime(5_100));
    await waitFor(() => expect(calls.length).toBe(base + 1), slow);
    await act(async () => void jest.advanceTimersByTime(5_000));
    await waitFor(() => expect(calls.length).toBe(base + 2), slow);
  });
});
