import {
  computeProcessingSpeed,
  efficiencyRaw,
  efficiencyScore,
  extractResponses,
  isValidCorrect,
  speedScore,
  testProcessingSpeed,
} from '../processing-speed.ts';
import { attentionRow, logicRow, memoryRow, puzzleRow, stroopRow } from '../__fixtures__/rows.ts';

const allRows = () => ({
  attention: attentionRow(),
  memory: memoryRow(),
  puzzle: puzzleRow(),
  logic: logicRow(),
  stroop: stroopRow(),
});

describe('speedScore', () => {
  it('is 100 at the lower bound and 0 at the upper bound of each test', () => {
    expect(speedScore('attention', 400)).toBe(100);
    expect(speedScore('attention', 4000)).toBe(0);
    expect(speedScore('memory', 1000)).toBe(100);
    expect(speedScore('memory', 6000)).toBe(0);
    expect(speedScore('stroop', 300)).toBe(100);
    expect(speedScore('stroop', 2000)).toBe(0);
  });
  it('is linear between the bounds and clamped outside', () => {
    expect(speedScore('attention', 2200)).toBe(50);
    expect(speedScore('stroop', 1150)).toBe(50);
    expect(speedScore('logic', 4500)).toBe(50);
    expect(speedScore('puzzle', 500)).toBe(100);
    expect(speedScore('puzzle', 9000)).toBe(0);
  });
});

describe('efficiency', () => {
  it('raw = correct per second × accuracy × 2.5', () => {
    expect(efficiencyRaw(2, 20, 0.8)).toBeCloseTo(0.2, 10);
    expect(efficiencyRaw(2, 0, 0.8)).toBe(0);
  });
  it('maps the raw value within the per-test bounds to 0–100', () => {
    expect(efficiencyScore('logic', 0.02)).toBe(0);
    expect(efficiencyScore('logic', 0.2)).toBeCloseTo(100, 10);
    expect(efficiencyScore('logic', 0.11)).toBeCloseTo(50, 10);
    expect(efficiencyScore('memory', 0.175)).toBeCloseTo(50, 10);
    expect(efficiencyScore('attention', 0.9)).toBe(100);
    expect(efficiencyScore('attention', 0.01)).toBe(0);
  });
});

describe('response extraction and validity', () => {
  it('reads memory, puzzle and logic times in seconds and attention/Stroop in ms', () => {
    expect(extractResponses('memory', memoryRow()).map((r) => r.rtMs)).toEqual([2000, 4000, 3500]);
    expect(extractResponses('attention', attentionRow()).map((r) => r.rtMs)).toEqual([100, 1000, 3000, 500]);
    expect(extractResponses('stroop', stroopRow()).map((r) => r.rtMs)).toEqual([1000, 200, 1300, 900]);
  });
  it('discards times under 150 ms, and under 250 ms for Stroop', () => {
    const r = (rtMs: number) => ({ rtMs, correct: true, timedOut: false });
    expect(isValidCorrect('attention', r(149))).toBe(false);
    expect(isValidCorrect('attention', r(150))).toBe(true);
    expect(isValidCorrect('stroop', r(249))).toBe(false);
    expect(isValidCorrect('stroop', r(250))).toBe(true);
  });
  it('counts only correct, non-timed-out answers', () => {
    expect(isValidCorrect('puzzle', { rtMs: 3000, correct: false, timedOut: false })).toBe(false);
    expect(isValidCorrect('puzzle', { rtMs: 3000, correct: true, timedOut: true })).toBe(false);
  });
  it('reads grouped memory lists and puzzle pieces lists', () => {
    const memory = memoryRow({ detailed_answers: { shortVisual: [{ responseTime: 1, isCorrect: true }], long: [[{ responseTime: 3, isCorrect: true }]] } });
    expect(testProcessingSpeed('memory', memory)?.meanResponseTimeMs).toBe(2000);
    const puzzle = puzzleRow({ detailed_responses: [{ item: 1, pieces: [{ responseTime: 2, isCorrect: true, isTimeout: false }, { responseTime: 4, isCorrect: true, isTimeout: false }] }] });
    expect(testProcessingSpeed('puzzle', puzzle)?.meanResponseTimeMs).toBe(3000);
  });
});

describe('testProcessingSpeed', () => {
  it('attention: mean of valid correct answers, 0.4 × speed + 0.6 × efficiency', () => {
    const t = testProcessingSpeed('attention', attentionRow())!;
    expect(t.validCorrectCount).toBe(2);
    expect(t.meanResponseTimeMs).toBe(2000);
    expect(t.speedScore).toBeCloseTo(55.5556, 4);
    expect(t.efficiencyRaw).toBeCloseTo(0.2, 10);
    expect(t.efficiencyScore).toBeCloseTo(33.3333, 4);
    expect(t.value).toBeCloseTo(42.2222, 4);
  });
  it('puzzle accuracy is the sum of the four piece scores / 400', () => {
    const t = testProcessingSpeed('puzzle', puzzleRow())!;
    expect(t.accuracy).toBeCloseTo(0.7, 10);
    expect(t.speedScore).toBe(50);
    expect(t.efficiencyScore).toBeCloseTo(8, 10);
    expect(t.value).toBeCloseTo(24.8, 10);
  });
  it('Stroop: stage2 and stage3 responses, 250 ms floor', () => {
    const t = testProcessingSpeed('stroop', stroopRow())!;
    expect(t.validCorrectCount).toBe(2);
    expect(t.speedScore).toBe(50);
    expect(t.efficiencyScore).toBeCloseTo(88.8889, 4);
  });
  it('reads a non-numeric accuracy as 0 (efficiency 0)', () => {
    const t = testProcessingSpeed('attention', attentionRow({ accuracy_percentage: 'abc' }))!;
    expect(t.accuracy).toBe(0);
    expect(t.efficiencyScore).toBe(0);
    expect(t.value).toBeCloseTo(0.4 * 55.5556, 3);
  });
  it('falls back to the sum of plausible response times when the duration is missing', () => {
    const t = testProcessingSpeed('attention', attentionRow({ test_duration_seconds: null }))!;
    // plausible times: 1000 + 3000 + 500 ms = 4.5 s
    expect(t.durationSeconds).toBeCloseTo(4.5, 10);
  });
});

describe('computeProcessingSpeed', () => {
  it('overall is the mean of the five per-test values', () => {
    const result = computeProcessingSpeed(allRows());
    if (!result.ok) throw new Error(result.message);
    const values = Object.values(result.perTest).map((t) => t.value);
    expect(values).toHaveLength(5);
    expect(result.overall).toBeCloseTo(values.reduce((a, b) => a + b, 0) / 5, 10);
    expect(result.overall).toBeCloseTo(39.6712, 3);
  });
  it('fails naming every test without a valid correct answer, in the spec order', () => {
    const result = computeProcessingSpeed({
      ...allRows(),
      attention: attentionRow({ detailed_responses: { '1': { reactionTime: 120, isCorrect: true } } }),
      stroop: stroopRow({ detailed_responses: { stage2: { responses: [{ correct: true, responseTime: 900 }] } } }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(['attention', 'stroop']);
    expect(result.message).toBe('İşleme Hızı hesaplanamadı. Eksik testler: Dikkat, Stroop');
  });
  it('treats an absent row as missing', () => {
    const result = computeProcessingSpeed({ ...allRows(), memory: null, logic: null, puzzle: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('İşleme Hızı hesaplanamadı. Eksik testler: Hafıza, Puzzle, Akıl-Mantık');
  });
});
