import {
  AUDITORY_STUDY,
  auditoryPresentation,
  FILLER_QUESTIONS,
  MEMORY_PARTS,
  memoryFields,
  memoryRow,
  optionIndexFromKey,
  PICTURE_LABEL,
  PRACTICE_AUDITORY_QUESTION,
  PRACTICE_AUDITORY_STUDY,
  PRACTICE_VISUAL_QUESTION,
  PRACTICE_VISUAL_STUDY,
  QUESTIONS,
  scoreAnswer,
  TOTAL_QUESTIONS,
  VISUAL_STUDY,
  type MemoryAnswer,
  type MemoryPart,
  type MemoryQuestion,
} from '../design.ts';
import { extractResponses, testProcessingSpeed } from '../../../cognitive/processing-speed.ts';
import { aggregateSession } from '../../../cognitive/aggregate.ts';
import { attentionRow, logicRow, puzzleRow, stroopRow, SESSION_ID } from '../../../cognitive/__fixtures__/rows.ts';

const studyOf = (p: MemoryPart): readonly string[] => (p.endsWith('visual') ? VISUAL_STUDY : AUDITORY_STUDY);

describe('items', () => {
  it('four parts of five 4-option questions, every studied item asked once per part', () => {
    expect(TOTAL_QUESTIONS).toBe(20);
    for (const p of MEMORY_PARTS) {
      const qs = QUESTIONS[p];
      expect(qs.map((q) => q.n)).toEqual([1, 2, 3, 4, 5]);
      expect([...qs.map((q) => q.target)].sort()).toEqual([...studyOf(p)].sort());
      for (const q of qs) {
        expect(q.part).toBe(p);
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.options[q.correctIndex]).toBe(q.target);
        // exactly one option was studied: the answer is never ambiguous
        expect(q.options.filter((o) => studyOf(p).includes(o))).toEqual([q.target]);
      }
      // the correct answer sits at every position 1–4 at least once
      expect(new Set(qs.map((q) => q.correctIndex))).toEqual(new Set([0, 1, 2, 3]));
    }
  });

  it('delayed questions ask in another order with other lures; study order differs from question order', () => {
    expect(QUESTIONS.long_visual.map((q) => q.target)).not.toEqual(QUESTIONS.short_visual.map((q) => q.target));
    expect(QUESTIONS.short_visual.map((q) => q.target)).not.toEqual([...VISUAL_STUDY]);
    for (const t of VISUAL_STUDY) {
      const s = QUESTIONS.short_visual.find((q) => q.target === t) as MemoryQuestion;
      const l = QUESTIONS.long_visual.find((q) => q.target === t) as MemoryQuestion;
      expect([...l.options].sort()).not.toEqual([...s.options].sort());
    }
  });

  it('words and pictures are separate; practice material is not scored material; words have two syllables', () => {
    const labels = new Set(Object.values(PICTURE_LABEL));
    for (const q of [...QUESTIONS.short_auditory, ...QUESTIONS.long_auditory]) for (const o of q.options) expect(labels.has(o)).toBe(false);
    for (const id of PRACTICE_VISUAL_STUDY) expect(VISUAL_STUDY).not.toContain(id);
    for (const w of PRACTICE_AUDITORY_STUDY) expect(AUDITORY_STUDY).not.toContain(w);
    expect(PRACTICE_VISUAL_STUDY).toContain(PRACTICE_VISUAL_QUESTION.target);
    expect(PRACTICE_AUDITORY_STUDY).toContain(PRACTICE_AUDITORY_QUESTION.target);
    const syllables = (w: string) => (w.match(/[aeıioöuü]/g) ?? []).length;
    for (const q of [...QUESTIONS.short_auditory, ...QUESTIONS.long_auditory]) for (const o of q.options) expect(syllables(o)).toBe(2);
    for (const f of FILLER_QUESTIONS) expect(f.options).toContain(f.count);
  });
});

describe('scoring one answer', () => {
  const q = QUESTIONS.short_visual[0];
  const wrong = (q.correctIndex + 1) % 4;
  it('stores seconds with 1 ms resolution and the choice', () => {
    expect(scoreAnswer(q, q.correctIndex, 812.4)).toMatchObject({ responseTime: 0.812, isCorrect: true, implausible: false, chosen: q.target, chosenIndex: q.correctIndex });
    expect(scoreAnswer(q, wrong, 1500.6)).toMatchObject({ responseTime: 1.501, isCorrect: false, implausible: false, chosen: q.options[wrong] });
  });
  it('answers under 150 ms are implausible (spec 2 §5): flagged and scored incorrect even when right', () => {
    expect(scoreAnswer(q, q.correctIndex, 149)).toMatchObject({ responseTime: 0.149, isCorrect: false, implausible: true });
    expect(scoreAnswer(q, q.correctIndex, 149.6)).toMatchObject({ responseTime: 0.15, isCorrect: true, implausible: false });
    expect(scoreAnswer(q, q.correctIndex, 150)).toMatchObject({ isCorrect: true, implausible: false });
    expect(scoreAnswer(q, q.correctIndex, Number.NaN)).toMatchObject({ isCorrect: false, implausible: true });
  });
  it('keeps the integrity flags and the input kind', () => {
    expect(scoreAnswer(q, 0, 900, { focusLost: true, droppedFrames: false }, 'keyboard')).toMatchObject({ focusLost: true, droppedFrames: false, input: 'keyboard' });
  });
  it('keys 1–4 (top row and numpad) pick options 0–3', () => {
    expect(optionIndexFromKey({ key: '1', code: 'Digit1' })).toBe(0);
    expect(optionIndexFromKey({ key: 'End', code: 'Numpad1' })).toBe(0);
    expect(optionIndexFromKey({ key: '4', code: 'Numpad4' })).toBe(3);
    expect(optionIndexFromKey({ key: '5', code: 'Digit5' })).toBeNull();
    expect(optionIndexFromKey({ key: ' ', code: 'Space' })).toBeNull();
    expect(optionIndexFromKey({ key: '2' })).toBe(1);
  });
});

/** Answers every question, wrong where `wrong(part, n)` says, at `rtMs(part, n)`. */
function play(wrong: (p: MemoryPart, n: number) => boolean, rtMs: (p: MemoryPart, n: number) => number = () => 2000): MemoryAnswer[] {
  return MEMORY_PARTS.flatMap((p) => QUESTIONS[p].map((q) => scoreAnswer(q, wrong(p, q.n) ? (q.correctIndex + 1) % 4 : q.correctIndex, rtMs(p, q.n))));
}

describe('row fields', () => {
  it('part accuracies, overall accuracy with alias, counts, duration (hand-computed)', () => {
    // short_visual 4/5, short_auditory 3/5, long_visual 5/5, long_auditory 2/5 (one of the misses is
    // an implausibly fast right answer) → 14/20
    const answers = play(
      (p, n) => (p === 'short_visual' && n === 2) || (p === 'short_auditory' && n <= 2) || (p === 'long_auditory' && n <= 2),
      (p, n) => (p === 'long_auditory' && n === 3 ? 120 : 1000 + n),
    );
    const f = memoryFields(answers, 45_678, 'text');
    expect(f).toMatchObject({
      short_visual_accuracy: 80,
      short_auditory_accuracy: 60,
      long_visual_accuracy: 100,
      long_auditory_accuracy: 40,
      correct_answers: 14,
      total_questions: 20,
      accuracy_percentage: 70,
      success_rate: 70,
      test_duration_seconds: 45.68,
    });
    expect(f.detailed_answers.auditory_presentation).toBe('text');
    expect(f.detailed_answers.long_auditory[2]).toMatchObject({ responseTime: 0.12, implausible: true, isCorrect: false });
    for (const p of MEMORY_PARTS) expect(f.detailed_answers[p].map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('auditory presentation: all spoken, all text, or mixed when speech failed midway', () => {
    expect(auditoryPresentation({ spoken: 5, text: 0 })).toBe('speech');
    expect(auditoryPresentation({ spoken: 0, text: 5 })).toBe('text');
    expect(auditoryPresentation({ spoken: 2, text: 3 })).toBe('mixed');
  });

  it('rounds to 2 decimals', () => {
    const three = QUESTIONS.short_visual.slice(0, 3).map((q, i) => scoreAnswer(q, i === 0 ? (q.correctIndex + 1) % 4 : q.correctIndex, 900));
    const f = memoryFields(three, 1234.5, 'speech');
    expect(f.accuracy_percentage).toBe(66.67);
    expect(f.short_visual_accuracy).toBe(66.67);
    expect(f.short_auditory_accuracy).toBe(0); // no questions of that part
    expect(f.test_duration_seconds).toBe(1.23);
    expect(memoryFields([], 0, 'speech').accuracy_percentage).toBe(0);
  });

  it('the row carries exactly the spec 2 §3 fields (id is added by the saver)', () => {
    const row = memoryRow(
      { sessionId: SESSION_ID, studentId: 'st', conductedBy: null, testStartTime: '2026-11-22T10:00:00.000Z', testEndTime: '2026-11-22T10:01:00.000Z' },
      play(() => false),
      60_000,
      'speech',
    );
    expect(Object.keys(row).sort()).toEqual(
      [
        'session_id', 'student_id', 'conducted_by', 'test_start_time', 'test_end_time', 'accuracy_percentage', 'success_rate',
        'short_visual_accuracy', 'short_auditory_accuracy', 'long_visual_accuracy', 'long_auditory_accuracy',
        'correct_answers', 'total_questions', 'test_duration_seconds', 'detailed_answers',
      ].sort(),
    );
    expect(Object.keys(row.detailed_answers).sort()).toEqual(['auditory_presentation', 'long_auditory', 'long_visual', 'short_auditory', 'short_visual']);
    expect(JSON.parse(JSON.stringify(row))).toEqual(row); // survives the jsonb round trip
  });
});

describe('the aggregator reads the row as written', () => {
  // 19 right answers at 2000 ms, one right but implausible (100 ms) → 19 valid correct of 20
  const answers = play(() => false, (p, n) => (p === 'long_visual' && n === 4 ? 100 : 2000));
  const row = {
    id: 'mem-page',
    ...memoryRow(
      { sessionId: SESSION_ID, studentId: 'student-1', conductedBy: 'trainer-1', testStartTime: '2026-11-22T10:01:00.000Z', testEndTime: '2026-11-22T10:04:20.000Z' },
      answers,
      200_000,
      'text',
    ),
  };

  it('finds all 20 answers in the grouped lists, in ms, and nothing else', () => {
    const rs = extractResponses('memory', row);
    expect(rs).toHaveLength(20);
    expect(rs.filter((r) => r.correct)).toHaveLength(19);
    expect(rs.filter((r) => Math.round(r.rtMs) === 2000)).toHaveLength(19);
    expect(rs.filter((r) => Math.round(r.rtMs) === 100)).toHaveLength(1);
  });

  it('processing speed (hand-computed): speed 80, efficiency 70.25, value 74.15', () => {
    // mean valid = 2000 ms → speed = 100 − 100 × (2000 − 1000) / (6000 − 1000) = 80
    // raw = 19 / 200 s × 0.95 × 2.5 = 0.225625 → efficiency = 100 × (0.225625 − 0.05) / 0.25 = 70.25
    // value = 0.4 × 80 + 0.6 × 70.25 = 74.15
    const t = testProcessingSpeed('memory', row);
    expect(t).not.toBeNull();
    expect(t?.validCorrectCount).toBe(19);
    expect(t?.meanResponseTimeMs).toBeCloseTo(2000, 6);
    expect(t?.accuracy).toBeCloseTo(0.95, 10);
    expect(t?.speedScore).toBeCloseTo(80, 6);
    expect(t?.efficiencyScore).toBeCloseTo(70.25, 6);
    expect(t?.value).toBeCloseTo(74.15, 6);
  });

  it('hafiza_skoru and the memory summary of the combined record come from the row', () => {
    const res = aggregateSession({ sessionId: SESSION_ID, attention: attentionRow(), memory: row, stroop: stroopRow(), puzzle: puzzleRow(), logic: logicRow() });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.record.hafiza_skoru).toBe(95);
    expect(res.record.alt_test_ozetleri.memory).toMatchObject({
      accuracy: 95,
      short_visual_accuracy: 100,
      short_auditory_accuracy: 100,
      long_visual_accuracy: 80,
      long_auditory_accuracy: 100,
      correct_answers: 19,
      total_questions: 20,
      avg_response_time_ms: 2000,
    });
  });
});
