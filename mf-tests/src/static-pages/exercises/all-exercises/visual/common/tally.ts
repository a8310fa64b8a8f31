// Score and level bookkeeping shared by the visual exercises (pure). Answers are grouped into
// rounds; when a round is full the core's 80 %/50 % rule (core/levels.ts) moves the level.
import { nextLevel } from '../../core/levels';

/** Ours: points for one correct answer are 10 × the level it was given at (harder levels pay more). */
export const POINTS_PER_CORRECT = 10;
export const pointsFor = (level: number): number => POINTS_PER_CORRECT * level;

export interface Tally {
  level: number;
  score: number;
  correct: number;
  wrong: number;
  /** answers of the round in progress */
  roundCorrect: number;
  roundWrong: number;
}

export const startTally = (level: number): Tally => ({ level, score: 0, correct: 0, wrong: 0, roundCorrect: 0, roundWrong: 0 });

export interface Recorded {
  tally: Tally;
  /** the round just closed and the level went up (→ LEVEL_PROGRESS) */
  passed: boolean;
  /** the round just closed (level up, down or kept) */
  roundClosed: boolean;
}

/** Adds `correct` right and `wrong` wrong answers; closes the round once it has `roundSize` answers. */
export function record(t: Tally, correct: number, wrong: number, roundSize: number, maxLevel: number): Recorded {
  const roundCorrect = t.roundCorrect + correct;
  const roundWrong = t.roundWrong + wrong;
  const base: Tally = { ...t, score: t.score + correct * pointsFor(t.level), correct: t.correct + correct, wrong: t.wrong + wrong, roundCorrect, roundWrong };
  if (roundCorrect + roundWrong < roundSize) return { tally: base, passed: false, roundClosed: false };
  const accuracy = Math.round((roundCorrect * 100) / (roundCorrect + roundWrong));
  const level = nextLevel(t.level, accuracy, maxLevel);
  return { tally: { ...base, level, roundCorrect: 0, roundWrong: 0 }, passed: level > t.level, roundClosed: true };
}
