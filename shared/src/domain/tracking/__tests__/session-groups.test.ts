import {
  attemptDateLabel,
  attemptHistoryOf,
  exerciseTotals,
  groupExercisesBySession,
  sortAttemptsNewestFirst,
} from '../session-groups.ts';

const ex = (session_id: string | null, total_sessions: number, total_time_seconds: number, slug = 'akan-yazilar') => ({
  exercise_slug: slug,
  session_id,
  total_sessions,
  total_time_seconds,
  max_level_reached: total_sessions,
});

describe('groupExercisesBySession', () => {
  it('groups, totals and sorts with the no-session group last', () => {
    const groups = groupExercisesBySession([ex(null, 2, 100), ex('LMS-10', 1, 60), ex('LMS-2', 3, 200), ex('', 4, 50), ex('LMS-2', 2, 31)]);
    expect(groups.map((g) => g.session_id)).toEqual(['LMS-2', 'LMS-10', 'no-session']);
    expect(groups.map((g) => g.session_name)).toEqual(['Oturum LMS-2', 'Oturum LMS-10', 'Oturumsuz Egzersizler']);
    expect(groups[0]).toMatchObject({ total_exercises: 2, total_attempts: 5, total_time_minutes: 4 }); // 231 s → 3.85 → 4
    expect(groups[2]).toMatchObject({ total_exercises: 2, total_attempts: 6, total_time_minutes: 3 }); // 150 s → 2.5 → 3
  });
  it('is empty for no exercises', () => {
    expect(groupExercisesBySession([])).toEqual([]);
  });
  it('totals for detail headers', () => {
    expect(exerciseTotals([ex(null, 2, 89), ex(null, 5, 0)])).toEqual({ total_exercises: 2, total_attempts: 7, total_time_minutes: 1, max_level: 5 });
  });
});

describe('attempt history', () => {
  it('reads session_history or detailed_stats.session_history', () => {
    expect(attemptHistoryOf({ session_history: [{ score: 1 }] })).toEqual([{ score: 1 }]);
    expect(attemptHistoryOf({ detailed_stats: { session_history: [{ score: 2 }, null] } })).toEqual([{ score: 2 }]);
    expect(attemptHistoryOf({})).toEqual([]);
  });
  it('sorts newest first using timestamp, date, session_end, session_start; undated last', () => {
    const sorted = sortAttemptsNewestFirst([
      { score: 1, date: '2026-11-01T10:00:00Z' },
      { score: 2 },
      { score: 3, session_start: '2026-11-10T10:00:00Z' },
      { score: 4, timestamp: Date.parse('2026-11-05T10:00:00Z'), date: '2020-01-01' },
      { score: 5, session_end: 'nonsense' },
    ]);
    expect(sorted.map((a) => a.score)).toEqual([3, 4, 1, 2, 5]);
  });
  it("labels dates with 'Tarih bilinmiyor' / 'Geçersiz tarih' fallbacks", () => {
    expect(attemptDateLabel({})).toBe('Tarih bilinmiyor');
    expect(attemptDateLabel({ timestamp: '' })).toBe('Tarih bilinmiyor');
    expect(attemptDateLabel({ date: 'yesterday' })).toBe('Geçersiz tarih');
    expect(attemptDateLabel({ session_end: '2026-11-22T10:00:00Z' })).toBe('22.11.2026 13:00');
  });
});
