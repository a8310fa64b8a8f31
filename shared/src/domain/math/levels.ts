// Built-in maths exercise of the exercises launcher (spec 3 §4 "Maths exercise", §9 "Maths").
// Questions are generated from a seeded PRNG so a level can be replayed and tested exactly.
//
// Operand ranges (spec 3 §9 gives the outline; the exact ranges where it says less are ours):
//   1  a + b, a 1–5, b 1–4            6  mix: a + b with sum ≤ 100, or a − b with a ≤ 100
//   2  a + b, a 1–10, b 1–9           7  a × b, a 6–9, b 1–10
//   3  a − b, a 1–10, b 1–a           8  a ÷ b exact, b 2–10, quotient 1–10
//   4  a + b, a 1–25, b 1–25          9  a + b, a and b three-digit (100–999)
//   5  a × b, a 2–5, b 1–6            10 mix of the four: + two-digit, − two-digit,
//                                        × 2–12 by 2–12, ÷ exact with divisor and quotient 2–12
// Answers are non-negative integers; the 4 options are distinct, non-negative and include the answer.
import { mulberry32 } from '../random.ts';
import { entryAt } from '../../guards.ts';

export const MATH_LEVEL_COUNT = 10;
export const MATH_QUESTIONS_PER_LEVEL = 5;
export const MATH_PASS_CORRECT = 3;
export const MATH_POINTS_PER_CORRECT = 10;
export const MATH_OPTION_COUNT = 4;
export const MATH_FEEDBACK_MS = 1500;

export type MathOperator = '+' | '-' | '×' | '÷';

export interface MathQuestion {
  level: number;
  a: number;
  b: number;
  operator: MathOperator;
  /** '7 + 3 = ?' */
  text: string;
  answer: number;
  /** 4 distinct options, shuffled, one of them the answer */
  options: number[];
}

/** The maths levels' PRNG (mulberry32, shared with every seeded generator). */
export const createRng: (seed: number) => () => number = mulberry32;

/** Integer in [min, max] inclusive. */
export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

type Operands = { a: number; b: number; operator: MathOperator };

function operandsFor(level: number, rng: () => number): Operands {
  const r = (min: number, max: number) => randomInt(rng, min, max);
  switch (level) {
    case 1:
      return { a: r(1, 5), b: r(1, 4), operator: '+' };
    case 2:
      return { a: r(1, 10), b: r(1, 9), operator: '+' };
    case 3: {
      const a = r(1, 10);
      return { a, b: r(1, a), operator: '-' };
    }
    case 4:
      return { a: r(1, 25), b: r(1, 25), operator: '+' };
    case 5:
      return { a: r(2, 5), b: r(1, 6), operator: '×' };
    case 6: {
      if (rng() < 0.5) {
        const a = r(1, 99);
        return { a, b: r(1, 100 - a), operator: '+' };
      }
      const a = r(2, 100);
      return { a, b: r(1, a), operator: '-' };
    }
    case 7:
      return { a: r(6, 9), b: r(1, 10), operator: '×' };
    case 8: {
      const b = r(2, 10);
      return { a: b * r(1, 10), b, operator: '÷' };
    }
    case 9:
      return { a: r(100, 999), b: r(100, 999), operator: '+' };
    default: {
      switch (r(0, 3)) {
        case 0:
          return { a: r(10, 99), b: r(10, 99), operator: '+' };
        case 1: {
          const a = r(10, 99);
          return { a, b: r(1, a), operator: '-' };
        }
        case 2:
          return { a: r(2, 12), b: r(2, 12), operator: '×' };
        default: {
          const b = r(2, 12);
          return { a: b * r(2, 12), b, operator: '÷' };
        }
      }
    }
  }
}

function evaluate({ a, b, operator }: Operands): number {
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return a / b;
  }
}

function shuffle<T>(items: T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [entryAt(out, j), entryAt(out, i)];
  }
  return out;
}

/** The answer plus 3 distinct non-negative distractors close to it, shuffled. */
export function buildOptions(answer: number, rng: () => number): number[] {
  const options = new Set<number>([answer]);
  let spread = Math.max(3, Math.ceil(answer * 0.1));
  let tries = 0;
  while (options.size < MATH_OPTION_COUNT) {
    const delta = randomInt(rng, 1, spread) * (rng() < 0.5 ? -1 : 1);
    const candidate = answer + delta;
    if (candidate >= 0) options.add(candidate);
    if (++tries % 20 === 0) spread += 3; // small answers near 0 run out of room below
  }
  return shuffle([...options], rng);
}

function clampLevel(level: number): number {
  return Math.min(MATH_LEVEL_COUNT, Math.max(1, Math.trunc(Number.isFinite(level) ? level : 1)));
}

export function generateQuestion(level: number, rng: () => number): MathQuestion {
  const lvl = clampLevel(level);
  const operands = operandsFor(lvl, rng);
  const answer = evaluate(operands);
  return {
    level: lvl,
    ...operands,
    text: `${operands.a} ${operands.operator} ${operands.b} = ?`,
    answer,
    options: buildOptions(answer, rng),
  };
}

/** The 5 questions of a level for a seed (no question repeated within the level). */
export function generateLevelQuestions(level: number, seed: number): MathQuestion[] {
  const rng = createRng(seed);
  const questions: MathQuestion[] = [];
  const seen = new Set<string>();
  let tries = 0;
  while (questions.length < MATH_QUESTIONS_PER_LEVEL) {
    const q = generateQuestion(level, rng);
    // level 1 has only 20 distinct sums; give up on uniqueness after many tries rather than loop
    if (!seen.has(q.text) || tries++ > 50) {
      seen.add(q.text);
      questions.push(q);
    }
  }
  return questions;
}

// ---- progress ---------------------------------------------------------------------------------

export interface ExerciseProgress {
  current_level: number;
  max_level_reached: number;
  total_score: number;
  /** level (as string key) → score of the last finish of that level */
  level_scores: Record<string, number>;
  /** level (as string key) → number of finishes */
  level_attempts: Record<string, number>;
}

/** Spec 3 §3: level 1, max level 1, score 0, empty maps. */
export function defaultExerciseProgress(): ExerciseProgress {
  return { current_level: 1, max_level_reached: 1, total_score: 0, level_scores: {}, level_attempts: {} };
}

function numberMap(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const n = typeof v === 'number' ? v : Number(v);
      if (Number.isFinite(n)) out[k] = n;
    }
  }
  return out;
}

/** A stored exercise_progress row (or nothing) as progress, defaults filling the gaps. */
export function normalizeExerciseProgress(row: Partial<Record<keyof ExerciseProgress, unknown>> | null | undefined): ExerciseProgress {
  const d = defaultExerciseProgress();
  if (!row) return d;
  const int = (v: unknown, fallback: number) => {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  };
  const current = clampLevel(int(row.current_level, d.current_level));
  return {
    current_level: current,
    max_level_reached: Math.max(current, clampLevel(int(row.max_level_reached, d.max_level_reached))),
    total_score: int(row.total_score, 0),
    level_scores: numberMap(row.level_scores),
    level_attempts: numberMap(row.level_attempts),
  };
}

export interface LevelFinish {
  progress: ExerciseProgress;
  /** ≥ 3 of 5 correct */
  passed: boolean;
  /** level 10 passed: the completion alert with the total score */
  completedAll: boolean;
  /** 10 × correct */
  levelScore: number;
  finishedLevel: number;
}

/**
 * End of a level (spec 3 §4): the level score is stored, its attempt count incremented and the
 * total score increased by 10 × correct on every finish; 3 or more correct moves to the next
 * level (at most 10) and raises max_level_reached; otherwise the same level is retried.
 */
export function finishLevel(progress: ExerciseProgress, correctCount: number): LevelFinish {
  const level = clampLevel(progress.current_level);
  const correct = Math.min(MATH_QUESTIONS_PER_LEVEL, Math.max(0, Math.trunc(Number.isFinite(correctCount) ? correctCount : 0)));
  const levelScore = correct * MATH_POINTS_PER_CORRECT;
  const passed = correct >= MATH_PASS_CORRECT;
  const nextLevel = passed ? Math.min(MATH_LEVEL_COUNT, level + 1) : level;
  const key = String(level);
  return {
    progress: {
      current_level: nextLevel,
      max_level_reached: Math.max(progress.max_level_reached, nextLevel),
      total_score: progress.total_score + levelScore,
      level_scores: { ...progress.level_scores, [key]: levelScore },
      level_attempts: { ...progress.level_attempts, [key]: (progress.level_attempts[key] ?? 0) + 1 },
    },
    passed,
    completedAll: passed && level === MATH_LEVEL_COUNT,
    levelScore,
    finishedLevel: level,
  };
}
