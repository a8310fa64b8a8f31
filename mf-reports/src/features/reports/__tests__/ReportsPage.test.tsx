import { screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import ReportsPage from '../components/ReportsPage';
import { TotalScoreBadge } from '../components/burdon/BurdonView';

/** A thenable query builder: every filter returns itself; awaiting gives the table's (or the function's) rows. */
function fakeSupabase(tables: Record<string, unknown[]>, calls: string[]): SupabaseClient {
  return {
    from(table: string) {
      calls.push(table);
      return builderFor(tables[table]);
    },
    rpc(fn: string) {
      calls.push(`rpc:${fn}`);
      return builderFor(tables[`rpc:${fn}`]);
    },
  } as unknown as SupabaseClient;
}

function builderFor(rows: unknown[] | undefined): Record<string, unknown> {
  const builder: Record<string, unknown> = {};
  for (const m of ['select', 'eq', 'in', 'contains', 'order', 'limit', 'range']) builder[m] = () => builder;
  builder.then = (resolve: (v: unknown) => void) => resolve({ data: rows ?? [], error: null });
  return builder;
}

const student = (i: number) => ({ id: `s${i}`, first_name: `Öğrenci${i}`, last_name: 'Test', email: `s${i}@x.test`, supervisor_id: 't', student_number: `STU-${i}`, created_at: '2026-01-01T00:00:00Z' });

afterEach(() => setSupabaseForTesting(null));

describe('ReportsPage', () => {
  it('shows the denial text to a kullanici and requests nothing', () => {
    const calls: string[] = [];
    setSupabaseForTesting(fakeSupabase({}, calls));
    renderWithApp(<ReportsPage />, { session: { status: 'signedIn', currentRole: 'kullanici', roles: ['kullanici'] } });
    expect(screen.getByText('Erişim Yetkisi Yok')).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('loads the list with counts in two requests, whatever the number of students', async () => {
    const calls: string[] = [];
    const students = Array.from({ length: 30 }, (_, i) => student(i));
    setSupabaseForTesting(
      fakeSupabase({ users: students, 'rpc:report_test_counts': [{ student_id: 's0', burdon_count: 2, d2_count: 0, cognitive_count: 1 }] }, calls),
    );
    renderWithApp(<ReportsPage />, { session: { status: 'signedIn', currentRole: 'beyin_antrenoru', roles: ['beyin_antrenoru'] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Burdon (2)' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Bilişsel (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^D2/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Henüz test yapılmamış').length).toBeGreaterThan(0);
    expect(calls.sort()).toEqual(['rpc:report_test_counts', 'users']);
  });
});

describe('TotalScoreBadge', () => {
  it('is destructive when the total is negative', () => {
    renderWithApp(<><TotalScoreBadge value={-3} /><TotalScoreBadge value={4} /></>);
    expect(screen.getByText('-3')).toHaveAttribute('data-negative', 'true');
    expect(screen.getByText('4')).toHaveAttribute('data-negative', 'false');
  });
});
