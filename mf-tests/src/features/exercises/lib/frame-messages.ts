// Messages between the launcher and the embedded exercises app (spec 3 §4): EXERCISE_READY →
// host answers INIT_PROGRESS with the saved progress; LEVEL_PROGRESS {level, score} and
// EXERCISE_COMPLETE {results: {level, stats: {correct}}} update and save progress; a completed
// exercise is also recorded as an attempt for the tracking portal.
import { isRecord } from '@akademi/shared';
import type { ExerciseProgress } from '@akademi/shared/domain';

export type FrameMessage =
  | { type: 'EXERCISE_READY' }
  | { type: 'LEVEL_PROGRESS'; level: number; score: number }
  | { type: 'EXERCISE_COMPLETE'; results: CompleteResults };

export interface CompleteResults {
  level: number;
  score: number | null;
  correct: number | null;
  wrong: number | null;
  durationSeconds: number | null;
  settings: Record<string, unknown>;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

/** Parses a window message; anything not of the three kinds is null (ignored). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const m = obj(data);
  switch (m.type) {
    case 'EXERCISE_READY':
      return { type: 'EXERCISE_READY' };
    case 'LEVEL_PROGRESS': {
      const level = num(m.level);
      return level === null ? null : { type: 'LEVEL_PROGRESS', level: Math.max(1, Math.trunc(level)), score: num(m.score) ?? 0 };
    }
    case 'EXERCISE_COMPLETE': {
      const r = obj(m.results);
      const stats = obj(r.stats);
      return {
        type: 'EXERCISE_COMPLETE',
        results: {
          level: Math.max(1, Math.trunc(num(r.level) ?? 1)),
          score: num(r.score) ?? num(stats.score),
          correct: num(stats.correct),
          wrong: num(stats.wrong) ?? num(stats.incorrect),
          durationSeconds: num(r.duration_seconds) ?? num(stats.duration_seconds) ?? num(stats.duration),
          settings: obj(r.settings),
        },
      };
    }
    default:
      return null;
  }
}

export function applyLevelProgress(p: ExerciseProgress, level: number, score: number): ExerciseProgress {
  return {
    ...p,
    current_level: level,
    max_level_reached: Math.max(p.max_level_reached, level),
    level_scores: { ...p.level_scores, [String(level)]: score },
  };
}

export function applyComplete(p: ExerciseProgress, r: CompleteResults): ExerciseProgress {
  const key = String(r.level);
  const score = r.score ?? p.level_scores[key] ?? 0;
  return {
    current_level: Math.max(p.current_level, r.level),
    max_level_reached: Math.max(p.max_level_reached, r.level),
    total_score: p.total_score + score,
    level_scores: { ...p.level_scores, [key]: score },
    level_attempts: { ...p.level_attempts, [key]: (p.level_attempts[key] ?? 0) + 1 },
  };
}
