import {
  buildOptions,
  createRng,
  defaultExerciseProgress,
  finishLevel,
  generateLevelQuestions,
  normalizeExerciseProgress,
  type MathQuestion,
} from '../levels.ts';
import type { ExerciseProgressRow } from '../../../db/database.ts';

const many = (level: number): MathQuestion[] => Array.from({ length: 60 }, (_, seed) => generateLevelQuestions(level, seed + 1)).flat();

describe('createRng', () => {
  it('is deterministic per seed and within [0, 1)', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(43)()).not.toBe(xs[0]);
  });
});

describe('generateLevelQuestions', () => {
  it('gives 5 questions, the same for the same seed', () => {
    expect(generateLevelQuestions(4, 7)).toHaveLength(5);
    expect(generateLevelQuestions(4, 7)).toEqual(generateLevelQuestions(4, 7));
  });

  it('every question has 4 distinct non-negative integer options including the answer', () => {
    for (let level = 1; level <= 10; level++) {
      for (const q of many(level)) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.options).toContain(q.answer);
        expect(q.options.every((o) => Number.isInteger(o) && o >= 0)).toBe(true);
        expect(Number.isInteger(q.answer) && q.answer >= 0).toBe(true);
        expect(q.text).toBe(`${q.a} ${q.operator} ${q.b} = ?`);
      }
    }
  });

  it('follows the level ranges', () => {
    const within = (level: number, check: (q: MathQuestion) => boolean) => expect(many(level).every(check)).toBe(true);
    within(1, (q) => q.operator === '+' && q.a >= 1 && q.a <= 5 && q.b >= 1 && q.b <= 4);
    within(2, (q) => q.operator === '+' && q.a <= 10 && q.b <= 9);
    within(3, (q) => q.operator === '-' && q.a <= 10 && q.b <= q.a);
    within(4, (q) => q.operator === '+' && q.a <= 25 && q.b <= 25);
    within(5, (q) => q.operator === '×' && q.a >= 2 && q.a <= 5 && q.b >= 1 && q.b <= 6);
    within(6, (q) => (q.operator === '+' || q.operator === '-') && q.answer <= 100 && q.a <= 100);
    within(7, (q) => q.operator === '×' && q.a >= 6 && q.a <= 9 && q.b >= 1 && q.b <= 10);
    within(8, (q) => q.operator === '÷' && q.a % q.b === 0 && q.answer === q.a / q.b);
    within(9, (q) => q.operator === '+' && q.a >= 100 && q.a <= 999 && q.b >= 100 && q.b <= 999);
    expect(new Set(many(6).map((q) => q.operator))).toEqual(new Set(['+', '-']));
    expect(new Set(many(10).map((q) => q.operator))).toEqual(new Set(['+', '-', '×', '÷']));
  });

  it('computes the answers', () => {
    for (const q of many(10)) {
      const expected = q.operator === '+' ? q.a + q.b : q.operator === '-' ? q.a - q.b : q.operator === '×' ? q.a * q.b : q.a / q.b;
      expect(q.answer).toBe(expected);
    }
  });
});

describe('buildOptions', () => {
  it('finds non-negative distractors for 0', () => {
    const options = buildOptions(0, createRng(1));
    expect(options).toContain(0);
    expect(new Set(options).size).toBe(4);
    expect(options.every((o) => o >= 0)).toBe(true);
  });
});

describe('finishLevel', () => {
  it('default progress is level 1, max 1, score 0, empty maps', () => {
    expect(defaultExerciseProgress()).toEqual({ current_level: 1, max_level_reached: 1, total_score: 0, level_scores: {}, level_attempts: {} });
  });

  it('3 of 5 passes to the next level and stores score and attempts', () => {
    const r = finishLevel(defaultExerciseProgress(), 3);
    expect(r.passed).toBe(true);
    expect(r.levelScore).toBe(30);
    expect(r.progress).toEqual({ current_level: 2, max_level_reached: 2, total_score: 30, level_scores: { '1': 30 }, level_attempts: { '1': 1 } });
  });

  it('2 of 5 fails and retries the same level, still adding the score', () => {
    const start = { ...defaultExerciseProgress(), current_level: 4, max_level_reached: 4, total_score: 100, level_scores: { '4': 40 }, level_attempts: { '4': 1 } };
    const r = finishLevel(start, 2);
    expect(r.passed).toBe(false);
    expect(r.progress).toEqual({ current_level: 4, max_level_reached: 4, total_score: 120, level_scores: { '4': 20 }, level_attempts: { '4': 2 } });
  });

  it('never goes past level 10; passing level 10 completes', () => {
    const start = { ...defaultExerciseProgress(), current_level: 10, max_level_reached: 10 };
    const r = finishLevel(start, 5);
    expect(r.completedAll).toBe(true);
    expect(r.progress.current_level).toBe(10);
    expect(r.progress.total_score).toBe(50);
    expect(finishLevel({ ...start, current_level: 9 }, 4).completedAll).toBe(false);
  });

  it('keeps max_level_reached when replaying a lower level', () => {
    const r = finishLevel({ ...defaultExerciseProgress(), current_level: 2, max_level_reached: 6 }, 5);
    expect(r.progress).toMatchObject({ current_level: 3, max_level_reached: 6 });
  });
});

describe('normalizeExerciseProgress', () => {
  it('fills gaps from the defaults', () => {
    expect(normalizeExerciseProgress(null)).toEqual(defaultExerciseProgress());
    expect(normalizeExerciseProgress({ current_level: '3', level_scores: { '1': 40, '2': 'x' } })).toEqual({
      current_level: 3,
      max_level_reached: 3,
      total_score: 0,
      level_scores: { '1': 40 },
      level_attempts: {},
    });
  });
});

// Compile-time: a database row is a valid input (tsc -p shared).
export const typeChecks = { progress: (r: ExerciseProgressRow) => normalizeExerciseProgress(r) };
