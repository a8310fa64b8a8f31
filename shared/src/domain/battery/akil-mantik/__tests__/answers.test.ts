import { aggregateSession } from '../../../cognitive/aggregate.ts';
import { extractResponses, testProcessingSpeed } from '../../../cognitive/processing-speed.ts';
import { SCORED_ITEMS } from '../design.ts';
import { logicFields, scoreAnswer } from '../answers.ts';

const item = (id: string) => SCORED_ITEMS.find((i) => i.id === id)!;
const wrongOf = (id: string) => (item(id).correctIndex + 1) % item(id).options.length;

test('scoreAnswer: right, wrong (with the broken rule), implausible, seconds with 1 ms', () => {
  const it = item('dk1');
  expect(scoreAnswer(it, 1, it.correctIndex, 1234)).toEqual({
    n: 1, itemId: 'dk1', format: 'dortlu_kare', responseTime: 1.234, isCorrect: true,
    chosenOption: it.correctIndex + 1, correctOption: it.correctIndex + 1, optionCount: 4, brokenRule: null,
    implausible: false, focusLost: false, droppedFrames: false,
  });
  const w = scoreAnswer(it, 2, wrongOf('dk1'), 2000, { focusLost: true, droppedFrames: false });
  expect(w).toMatchObject({ isCorrect: false, brokenRule: it.optionBreaks[wrongOf('dk1')], focusLost: true, responseTime: 2 });
  expect(scoreAnswer(it, 3, it.correctIndex, 149)).toMatchObject({ isCorrect: false, implausible: true, responseTime: 0.149 });
  expect(scoreAnswer(it, 3, it.correctIndex, 150)).toMatchObject({ isCorrect: true, implausible: false });
  expect(scoreAnswer(it, 3, it.correctIndex, Number.NaN)).toMatchObject({ isCorrect: false, implausible: true });
});

/** 15 answers: all right except dy2 (wrong), ak3 (wrong), d3 (too fast). */
function sampleAnswers() {
  return SCORED_ITEMS.map((it, i) => {
    if (it.id === 'dy2' || it.id === 'ak3') return scoreAnswer(it, i + 1, wrongOf(it.id), 3000);
    if (it.id === 'd3') return scoreAnswer(it, i + 1, it.correctIndex, 100);
    return scoreAnswer(it, i + 1, it.correctIndex, 1000 + i * 100);
  });
}

test('row fields against hand-computed values', () => {
  const f = logicFields(sampleAnswers(), 61234.4);
  expect(f.total_questions).toBe(15);
  expect(f.correct_answers).toBe(12);
  expect(f.success_rate).toBe(80);
  // positions: dy1 dy2 dy3 | dk1-3 | ak1-3 | l1-3 | d1-3 = i 0…14; wrong i = 1 (dy2), 8 (ak3), 14 (d3)
  // correct i = 0, 2…7, 9…13 → times 1000 + 100 i; sum of i = 27 + 55 = 82
  // mean = 1000 + 100 × 82 / 12 = 1683.33 → 1683
  expect(f.avg_response_time_ms).toBe(1683);
  expect(f.test_duration_seconds).toBe(61.23);
  expect(f.dortlu_yatay_accuracy_percentage).toBe(66.67);
  expect(f.dortlu_kare_accuracy_percentage).toBe(100);
  expect(f.altili_kare_accuracy_percentage).toBe(66.67);
  expect(f.l_format_accuracy_percentage).toBe(100);
  expect(f.dokuzlu_format_accuracy_percentage).toBe(66.67);
  expect(f.detailed_answers).toHaveLength(15);
  expect(f.detailed_answers.map((a) => a.n)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
});

test('no correct answer: average is null; a format without items is null', () => {
  const f = logicFields([scoreAnswer(item('dy1'), 1, wrongOf('dy1'), 900)], 900);
  expect(f).toMatchObject({ success_rate: 0, avg_response_time_ms: null, correct_answers: 0, total_questions: 1, dortlu_yatay_accuracy_percentage: 0, dokuzlu_format_accuracy_percentage: null });
});

test('the aggregator reads the row as intended: times in seconds → ms, implausible one discarded, success_rate → akil_mantik_yurutme_skoru', () => {
  const row = { id: 'logic-1', test_start_time: '2026-11-22T10:00:00Z', test_end_time: '2026-11-22T10:05:00Z', ...logicFields(sampleAnswers(), 60000) };
  // through JSON, as it comes back from the database
  const stored = JSON.parse(JSON.stringify(row)) as typeof row;
  const responses = extractResponses('logic', stored);
  expect(responses).toHaveLength(15);
  expect(responses[0]).toEqual({ rtMs: 1000, correct: true, timedOut: false });
  const speed = testProcessingSpeed('logic', stored)!;
  expect(speed.validCorrectCount).toBe(12);
  expect(speed.meanResponseTimeMs).toBeCloseTo(1683.33, 1);
  expect(speed.accuracy).toBe(0.8);
  expect(speed.durationSeconds).toBe(60);

  const session = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
  const base = { session_id: session, student_id: 's', conducted_by: 'c', test_start_time: '2026-11-22T09:50:00Z', test_end_time: '2026-11-22T09:55:00Z', test_duration_seconds: 60 };
  const out = aggregateSession({
    sessionId: session,
    attention: { id: 'a', ...base, accuracy_percentage: 90, detailed_responses: { 1: { reactionTime: 500, isCorrect: true } } },
    memory: { id: 'm', ...base, accuracy_percentage: 70, detailed_answers: [{ responseTime: 2, isCorrect: true }] },
    stroop: { id: 's', ...base, flexibility_score: 60, detailed_responses: { stage2: { responses: [{ correct: true, responseTime: 700 }] }, stage3: { responses: [{ correct: true, responseTime: 900 }] } } },
    puzzle: { id: 'p', ...base, accuracy_percentage: 75, four_piece_score: 100, detailed_responses: [{ responseTime: 3, isCorrect: true }] },
    logic: stored,
  });
  expect(out.ok).toBe(true);
  if (out.ok) {
    expect(out.record.akil_mantik_yurutme_skoru).toBe(80);
    expect(out.record.test_end_time).toBe('2026-11-22T10:05:00.000Z');
    expect(out.record.alt_test_ozetleri.akil_mantik).toMatchObject({ success_rate: 80, correct_answers: 12, total_questions: 15, dortlu_kare_accuracy_percentage: 100 });
  }
});
