import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import StudentProfilePage from '../components/StudentProfilePage';

/** rpc answers by function name; from() by table; every call is recorded. */
function fakeSupabase(rpcs: Record<string, unknown>, tables: Record<string, unknown[]>, calls: string[]): SupabaseClient {
  return {
    rpc(fn: string, args: Record<string, unknown>) {
      calls.push(`rpc:${fn}:${String(args.p_student_id)}`);
      return Promise.resolve({ data: rpcs[fn] ?? null, error: null });
    },
    from(table: string) {
      calls.push(table);
      const builder: Record<string, unknown> = {};
      for (const m of ['select', 'eq', 'is', 'in', 'order', 'limit', 'range']) builder[m] = () => builder;
      builder.then = (resolve: (v: unknown) => void) => resolve({ data: tables[table] ?? [], error: null });
      return builder;
    },
  } as unknown as SupabaseClient;
}

const page = (
  <Routes>
    <Route path="/students/:id" element={<StudentProfilePage />} />
  </Routes>
);
const trainer = { session: { status: 'signedIn' as const, currentRole: 'beyin_antrenoru' as const, roles: ['beyin_antrenoru' as const] }, route: '/students/s1' };
const cognitive = (id: string, at: string, dikkat: number) => ({
  id,
  created_at: at,
  test_end_time: at,
  dikkat_skoru: dikkat,
  hafiza_skoru: 60,
  isleme_hizi_skoru: 60,
  gorsel_isleme_skoru: 60,
  akil_mantik_yurutme_skoru: 60,
  bilissel_esneklik_skoru: 60,
});

afterEach(() => setSupabaseForTesting(null));

describe('StudentProfilePage', () => {
  it("shows 'Erişim Yetkisi Yok' and no data when RLS hides the student", async () => {
    const calls: string[] = [];
    setSupabaseForTesting(fakeSupabase({}, {}, calls));
    renderWithApp(page, trainer);
    expect(await screen.findByText('Erişim Yetkisi Yok')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Veli Raporu (PDF)' })).not.toBeInTheDocument();
  });

  it('refuses a kullanici without a request', () => {
    const calls: string[] = [];
    setSupabaseForTesting(fakeSupabase({}, {}, calls));
    renderWithApp(page, { ...trainer, session: { status: 'signedIn', currentRole: 'kullanici', roles: ['kullanici'] } });
    expect(screen.getByText('Erişim Yetkisi Yok')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('loads in six RPCs (no direct table read), shows an unfinished battery and marks only a reliable change', async () => {
    const calls: string[] = [];
    setSupabaseForTesting(
      fakeSupabase(
        {
          student_profile_header: { id: 's1', first_name: 'Ayşe', last_name: 'Kaya', email: 'a@x', phone: null, supervisor_id: 't', created_at: '2026-01-01T00:00:00Z', demographic_info: { student_number: 'STU-9' }, trainer: { id: 't', first_name: 'Zeynep', last_name: 'Çelik', email: 't@x', phone: null } },
          student_profile_results: {
            cognitive: [cognitive('c1', '2026-01-01T10:00:00Z', 40), cognitive('c2', '2026-02-01T10:00:00Z', 70)],
            burdon: [],
            d2: [],
            survey: [],
          },
          student_profile_exercises: [],
          incomplete_batteries: [{ session_id: 'b1', student_id: 's1', started_at: '2026-02-03T10:00:00Z', started_by_id: 't', started_by_first_name: 'Zeynep', started_by_last_name: 'Çelik', completed_count: 3, total_count: 5 }],
          student_profile_notes: [{ id: 'n1', note_title: 'Gözlem', note_text: 'Odaklanması arttı.', note_level: 'student', note_category: 'general', priority_level: 'normal', created_at: '2026-02-02T10:00:00Z', created_by: 't' }],
        },
        {},
        calls,
      ),
    );
    renderWithApp(page, trainer);
    expect(await screen.findByRole('heading', { name: 'Ayşe Kaya' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Bilişsel beceri puanlarının zaman içindeki değişimi' })).toBeInTheDocument());
    expect(screen.getByText('STU-9')).toBeInTheDocument();
    expect(screen.getByText('Zeynep Çelik')).toBeInTheDocument();
    expect(screen.getByText('Odaklanması arttı.')).toBeInTheDocument();
    // issue 25 §3: the unfinished battery, its date and who started it
    expect(screen.getByText('3/5 tamamlandı')).toBeInTheDocument();
    expect(screen.getByText('Bilişsel Beceriler Testi · 03.02.2026 13:00')).toBeInTheDocument();
    expect(screen.getByText('Başlatan: Zeynep Çelik')).toBeInTheDocument();
    // Dikkat +30 is beyond 16.1: marked; the others are unchanged
    expect(screen.getByText('▲ +30,0')).toBeInTheDocument();
    expect(screen.getAllByText('0,0 (anlamlı değil)')).toHaveLength(5);
    // + the guardian consent state of the header (issue 26)
    expect(calls.sort()).toEqual(['rpc:consent_statuses:undefined', 'rpc:incomplete_batteries:s1', 'rpc:student_profile_exercises:s1', 'rpc:student_profile_header:s1', 'rpc:student_profile_notes:s1', 'rpc:student_profile_results:s1']);
    // the timeline links each session to its report
    expect(screen.getAllByRole('link', { name: 'Bilişsel Değerlendirme' })[0]).toHaveAttribute('href', '/reports?student=s1&test=cognitive');
  });
});
