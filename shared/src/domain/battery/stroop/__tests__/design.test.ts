import {
  COLORS,
  colorForKey,
  expectedAnswer,
  flexibilityScore,
  itemText,
  meanCorrectRt,
  scoreResponse,
  STAGE1_ITEMS,
  STAGE2_ITEMS,
  STAGE2_PRACTICE,
  STAGE3_ITEMS,
  STAGE3_PRACTICE,
  stroopFields,
  type StroopColor,
  type StroopItem,
} from '../design.ts';
import { testProcessingSpeed } from '../../../cognitive/processing-speed.ts';
import { aggregateSession } from '../../../cognitive/aggregate.ts';
import { attentionRow, logicRow, memoryRow, puzzleRow, SESSION_ID } from '../../../cognitive/__fixtures__/rows.ts';

const count = (xs: readonly (StroopColor | null)[], c: StroopColor) => xs.filter((x) => x === c).length;
const item2 = (ink: StroopColor): StroopItem => ({ stage: 2, n: 1, word: null, ink, practice: false, foreperiodMs: 500 });
const item3 = (word: StroopColor, ink: StroopColor): StroopItem => ({ stage: 3, n: 1, word, ink, practice: false, foreperiodMs: 500 });

describe('item sequences', () => {
  test('stage 1: each word once, white, answer = word', () => {
    expect(STAGE1_ITEMS.map((i) => i.word).sort()).toEqual([...COLORS].sort());
    for (const i of STAGE1_ITEMS) {
      expect(i.ink).toBeNull();
      expect(i.practice).toBe(true);
      expect(expectedAnswer(i)).toBe(i.word);
    }
  });

  test('stage 2: 12 scored XXXXX items, each ink 3 times, no ink twice in a row; answer = ink', () => {
    expect(STAGE2_ITEMS).toHaveLength(12);
    expect(STAGE2_PRACTICE).toHaveLength(2);
    for (const c of COLORS) expect(count(STAGE2_ITEMS.map((i) => i.ink), c)).toBe(3);
    STAGE2_ITEMS.forEach((i, k) => {
      expect(i.word).toBeNull();
      expect(itemText(i)).toBe('XXXXX');
      expect(expectedAnswer(i)).toBe(i.ink);
      expect(i.n).toBe(k + 1);
      if (k > 0) expect(i.ink).not.toBe(STAGE2_ITEMS[k - 1].ink);
    });
  });

  test('stage 3: the 12 incongruent pairs once each, no repeats, no negative priming', () => {
    expect(STAGE3_ITEMS).toHaveLength(12);
    expect(new Set(STAGE3_ITEMS.map((i) => `${i.word}/${i.ink}`)).size).toBe(12);
    for (const c of COLORS) {
      expect(count(STAGE3_ITEMS.map((i) => i.ink), c)).toBe(3);
      expect(count(STAGE3_ITEMS.map((i) => i.word), c)).toBe(3);
    }
    STAGE3_ITEMS.forEach((i, k) => {
      expect(i.word).not.toBe(i.ink);
      expect(expectedAnswer(i)).toBe(i.ink);
      if (k > 0) {
        const prev = STAGE3_ITEMS[k - 1];
        expect(i.ink).not.toBe(prev.ink);
        expect(i.word).not.toBe(prev.word);
        expect(i.ink).not.toBe(prev.word);
      }
    });
    for (const i of STAGE3_PRACTICE) expect(i.word).not.toBe(i.ink);
    expect(itemText(item3('yellow', 'blue'))).toBe('SARI');
    expect(itemText(item3('blue', 'red'))).toBe('MAVİ');
  });
});

describe('scoring one answer', () => {
  test('correct, wrong, word instead of ink, timeout, anticipation (250 ms rule)', () => {
    expect(scoreResponse(item2('red'), 'red', 512, 'pointer')).toMatchObject({ correct: true, responseTime: 512, implausible: false, timedOut: false, input: 'pointer', text: 'XXXXX' });
    expect(scoreResponse(item2('red'), 'blue', 512)).toMatchObject({ correct: false, answer: 'blue' });
    expect(scoreResponse(item3('blue', 'red'), 'blue', 700)).toMatchObject({ correct: false, word: 'blue', ink: 'red' });
    expect(scoreResponse(item3('blue', 'red'), 'red', 700)).toMatchObject({ correct: true });
    expect(scoreResponse(item2('green'), null, null)).toMatchObject({ correct: false, timedOut: true, responseTime: null, answer: null, input: null });
    expect(scoreResponse(item2('green'), 'green', 249)).toMatchObject({ correct: false, implausible: true, responseTime: 249 });
    expect(scoreResponse(item2('green'), 'green', 250)).toMatchObject({ correct: true, implausible: false });
    expect(scoreResponse(item2('green'), 'green', Number.NaN)).toMatchObject({ correct: false, timedOut: true, responseTime: null });
  });

  test('keys: 1–4 (top row and keypad) and K M Y S in either case', () => {
    expect(colorForKey('1', 'Digit1')).toBe('red');
    expect(colorForKey('!', 'Digit1')).toBe('red'); // shifted: the key position decides
    expect(colorForKey('2', 'Numpad2')).toBe('blue');
    expect(colorForKey('3')).toBe('green');
    expect(colorForKey('4', 'Digit4')).toBe('yellow');
    expect(colorForKey('k', 'KeyK')).toBe('red');
    expect(colorForKey('M', 'KeyM')).toBe('blue');
    expect(colorForKey('y', 'KeyY')).toBe('green');
    expect(colorForKey('S', 'KeyS')).toBe('yellow');
    expect(colorForKey('5', 'Digit5')).toBeNull();
    expect(colorForKey('x', 'KeyX')).toBeNull();
    expect(colorForKey('Enter', 'Enter')).toBeNull();
  });
});

describe('flexibility score', () => {
  test('hand-computed values', () => {
    expect(flexibilityScore(100, 0)).toBe(100);
    expect(flexibilityScore(100, 300)).toBe(80);
    expect(flexibilityScore(100, 600)).toBe(60);
    expect(flexibilityScore(100, 5000)).toBe(60);
    expect(flexibilityScore(100, -200)).toBe(100); // faster on conflict items: no bonus
    expect(flexibilityScore(75, 300)).toBe(60);
    expect(flexibilityScore(25, 0)).toBe(25);
    expect(flexibilityScore(91.67, 150)).toBe(82.5); // 91.67 × 0.9 = 82.503
    expect(flexibilityScore(100, null)).toBe(60);
    expect(flexibilityScore(0, 0)).toBe(0);
    expect(flexibilityScore(Number.NaN, 0)).toBe(0);
  });

  test('bounds 0–100 and monotone: up with accuracy, never up with interference', () => {
    const accs = [-10, 0, 10, 25, 50, 66.67, 75, 90, 100, 120];
    const ints = [-500, -1, 0, 1, 50, 150, 299, 300, 450, 599, 600, 601, 2000];
    for (const a of accs) {
      let prev = Infinity;
      for (const i of ints) {
        const f = flexibilityScore(a, i);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(100);
        expect(f).toBeLessThanOrEqual(prev);
        prev = f;
      }
    }
    for (const i of ints) {
      let prev = -Infinity;
      for (const a of accs) {
        const f = flexibilityScore(a, i);
        expect(f).toBeGreaterThanOrEqual(prev);
        prev = f;
      }
    }
  });
});

describe('row fields', () => {
  // stage 2: correct 500, correct 700, wrong 400, anticipation 200 → 2 correct, mean 600
  const stage2 = [
    scoreResponse(item2('red'), 'red', 500, 'keyboard'),
    scoreResponse(item2('blue'), 'blue', 700, 'pointer'),
    scoreResponse(item2('green'), 'red', 400, 'pointer'),
    scoreResponse(item2('yellow'), 'yellow', 200, 'keyboard'),
  ];
  // stage 3: correct 800, 1001, timeout, correct 900 → 3 correct, mean 900.33
  const stage3 = [
    scoreResponse(item3('red', 'blue'), 'blue', 800, 'keyboard'),
    scoreResponse(item3('blue', 'green'), 'green', 1001, 'keyboard'),
    scoreResponse(item3('green', 'yellow'), null, null),
    scoreResponse(item3('yellow', 'red'), 'red', 900, 'pointer'),
  ];

  test('hand-computed row', () => {
    expect(meanCorrectRt(stage2)).toBe(600);
    const f = stroopFields(stage2, stage3, 36789.4);
    expect(f).toMatchObject({
      stage2_correct_count: 2,
      stage3_correct_count: 3,
      stage2_accuracy: 50,
      stage3_accuracy: 75,
      accuracy_percentage: 62.5, // 5 / 8
      success_rate: 62.5,
      avg_response_time_ms: 780, // (500 + 700 + 800 + 1001 + 900) / 5 = 780.2
      average_response_time_ms: 780,
      interference_ms: 300, // 900.33 − 600 = 300.33
      flexibility_score: 60, // 75 × (1 − 0.4 × 300 / 600)
      test_duration_seconds: 36.79,
    });
    expect(f.detailed_responses.stage2.responses).toHaveLength(4);
    expect(f.detailed_responses.stage3.responses[2]).toMatchObject({ correct: false, timedOut: true, responseTime: null });
    expect(Object.keys(f.detailed_responses)).toEqual(['stage2', 'stage3']);
  });

  test('no correct answer in a stage: no interference, no average, full discount', () => {
    const wrong3 = stage3.map((r) => ({ ...r, correct: false }));
    const f = stroopFields(stage2, wrong3, 1000);
    expect(f.interference_ms).toBeNull();
    expect(f.flexibility_score).toBe(0);
    expect(f.avg_response_time_ms).toBe(600);
    const none = stroopFields([], [], 0);
    expect(none).toMatchObject({ accuracy_percentage: 0, avg_response_time_ms: null, interference_ms: null, flexibility_score: 0, stage2_accuracy: 0, stage3_accuracy: 0 });
  });

  test('the aggregator reads the row as written (processing speed, bilissel_esneklik_skoru)', () => {
    const fields = stroopFields(stage2, stage3, 36789.4);
    // stored as jsonb: only JSON survives
    const row = JSON.parse(JSON.stringify({ id: 'stroop-1', session_id: SESSION_ID, ...fields })) as typeof fields & { id: string };
    const speed = testProcessingSpeed('stroop', row);
    expect(speed).not.toBeNull();
    // the anticipation (200 ms, stored incorrect) and the wrong answers are not counted
    expect(speed?.validCorrectCount).toBe(5);
    expect(speed?.meanResponseTimeMs).toBeCloseTo(780.2, 6);
    expect(speed?.durationSeconds).toBe(36.79);
    expect(speed?.accuracy).toBe(0.625);
    const agg = aggregateSession({ sessionId: SESSION_ID, attention: attentionRow(), memory: memoryRow(), puzzle: puzzleRow(), logic: logicRow(), stroop: row });
    expect(agg.ok).toBe(true);
    if (!agg.ok) return;
    expect(agg.record.bilissel_esneklik_skoru).toBe(60);
    expect(agg.record.alt_test_ozetleri.stroop).toMatchObject({ accuracy: 62.5, avg_response_time_ms: 780, interference_ms: 300, flexibility_score: 60, stage2_accuracy: 50, stage3_accuracy: 75 });
    expect(agg.record.isleme_hizi_skoru).not.toBeNull();
  });

  test('a full perfect run: 100 % everywhere, interference from the stage means', () => {
    const s2 = STAGE2_ITEMS.map((i, k) => scoreResponse(i, i.ink, 500 + k, 'keyboard'));
    const s3 = STAGE3_ITEMS.map((i, k) => scoreResponse(i, i.ink, 650 + k, 'pointer'));
    const f = stroopFields(s2, s3, 30000);
    expect(f).toMatchObject({ accuracy_percentage: 100, stage2_correct_count: 12, stage3_correct_count: 12, interference_ms: 150, flexibility_score: 90 });
    expect(f.avg_response_time_ms).toBe(581); // (505.5 + 655.5) / 2 = 580.5 → 581
  });
});
