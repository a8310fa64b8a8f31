// Level rules shared by the exercises (ours; spec 3 only says exercises have levels): a round with
// at least 80 % correct moves up one level, under 50 % moves down one, otherwise the level stays.
export const LEVEL_UP_ACCURACY = 80;
export const LEVEL_DOWN_ACCURACY = 50;

export function nextLevel(level: number, accuracy: number, maxLevel: number): number {
  if (accuracy >= LEVEL_UP_ACCURACY) return Math.min(maxLevel, level + 1);
  if (accuracy < LEVEL_DOWN_ACCURACY) return Math.max(1, level - 1);
  return level;
}

export function clampLevel(level: number, maxLevel: number): number {
  return Math.min(maxLevel, Math.max(1, Math.trunc(Number.isFinite(level) ? level : 1)));
}
