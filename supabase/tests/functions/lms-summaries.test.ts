// Shaping of tracking data for lms-integration (supabase/functions/lms-integration/summaries.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exerciseRecord, studentTotals, trackingStudent, type StudentExerciseRow } from '../../functions/lms-integration/summaries.ts';

const row = (over: Partial<StudentExerciseRow> = {}): StudentExerciseRow => ({
  id: 'se-1',
  student_id: 's-1',
  exercise_slug: 'dikkat-oklari',
  exercise_title: 'Dikkat Okları',
  lms_session_id: '3',
  total_sessions: 4,
  total_time_seconds: 590,
  max_level_reached: 3,
  accuracy_percentage: '82.5',
  last_played_at: '2026-11-20T10:00:00Z',
  detailed_stats: null,
  user_settings: { level: 2 },
  ...over,
});

test('totals: count, sum of sessions, rounded minutes, rounded mean accuracy of rows that have one', () => {
  assert.deepEqual(
    studentTotals([row(), row({ total_sessions: 1, total_time_seconds: 31, accuracy_percentage: 70 }), row({ total_sessions: 0, total_time_seconds: 0, accuracy_percentage: null })]),
    { total_exercises: 3, total_sessions: 5, total_time_minutes: 10, avg_success_rate: 76 },
  );
  assert.deepEqual(studentTotals([]), { total_exercises: 0, total_sessions: 0, total_time_minutes: 0, avg_success_rate: null });
});

test('tracking student reads school and grade from demographic_info or their aliases', () => {
  const s = trackingStudent({ id: 's-1', first_name: 'Ali', last_name: 'Kaya', email: 'ali@x.com', demographic_info: { school: 'Fen', grade_level: '6' } }, [row()]);
  assert.equal(s.school_name, 'Fen');
  assert.equal(s.grade_level, '6');
  assert.equal(s.total_time_minutes, 10);
  assert.equal(trackingStudent({ id: 'x', first_name: null, last_name: null, email: null, demographic_info: null }, []).school_name, null);
});

test('exercise record: session id from lms_session_id, numbers parsed, attempts of this record newest first', () => {
  const rec = exerciseRecord(row(), [
    { student_exercise_id: 'se-1', played_at: '2026-11-18T10:00:00Z', score: '40', correct: 4, wrong: 1, accuracy: '80', level: 1, settings: null },
    { student_exercise_id: 'other', played_at: '2026-11-19T10:00:00Z', score: 1, correct: 1, wrong: 0, accuracy: 100, level: 1, settings: {} },
    { student_exercise_id: 'se-1', played_at: '2026-11-20T10:00:00Z', score: 50, correct: 5, wrong: 0, accuracy: 100, level: 2, settings: { speed: 'hızlı' } },
  ]);
  assert.equal(rec.session_id, '3');
  assert.equal(rec.accuracy_percentage, 82.5);
  assert.deepEqual(rec.detailed_stats, {});
  assert.deepEqual(
    rec.session_history.map((h) => [h.timestamp, h.score, h.level]),
    [
      ['2026-11-20T10:00:00Z', 50, 2],
      ['2026-11-18T10:00:00Z', 40, 1],
    ],
  );
  assert.deepEqual(rec.session_history[1].settings, {});
});
