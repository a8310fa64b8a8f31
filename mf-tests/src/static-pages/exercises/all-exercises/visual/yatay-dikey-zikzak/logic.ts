// Yatay Dikey Zikzak (eye-jump points): points laid out in a zigzag across (or down) the screen; a
// marker jumps from point to point at the set pace, there and back, showing a symbol. The child
// follows it with the eyes and presses when the target symbol shows. Pure logic.
import { entryAt, exerciseSettingValueLabel, randomInt } from '@akademi/shared/domain';
import type { SettingField } from '../../core/types';
import { nextHasTarget } from '../common/go-no-go';
import { levelRow, levelTable } from '../../core/levels';

export const MAX_LEVEL = 10;
/** Ours: answers (hits, misses, false presses) per round before the level rule runs. */
export const ROUND_SIZE = 6;
/** Ours: share of jumps that show the target (never two in a row). */
export const TARGET_CHANCE = 0.3;

export type Orientation = 'horizontal' | 'vertical';

export interface SymbolSet {
  target: string;
  others: readonly string[];
}
const STAR: SymbolSet = { target: '★', others: ['●', '■', '▲'] };
const E_SET: SymbolSet = { target: 'E', others: ['F', 'L', 'T', 'H'] };
const B_SET: SymbolSet = { target: 'b', others: ['d', 'p', 'q'] };

export interface ZigzagLevel {
  /** how far the points swing from the middle line: share of the half stage */
  amplitude: number;
  /** share of the jump interval the symbol stays visible */
  showShare: number;
  symbols: SymbolSet;
}

/** Ours: wider jumps, shorter looks, and targets that look more like the others. */
export const ZIGZAG_LEVELS: readonly ZigzagLevel[] = levelTable<ZigzagLevel>(MAX_LEVEL, {
  amplitude: [0.3, 0.4, 0.5, 0.5, 0.6, 0.7, 0.7, 0.8, 0.9, 0.9],
  showShare: [1, 0.9, 0.8, 0.8, 0.7, 0.6, 0.6, 0.5, 0.45, 0.4],
  symbols: [STAR, STAR, STAR, E_SET, E_SET, E_SET, B_SET, B_SET, B_SET, B_SET],
});

export const zigzagLevel = (level: number): ZigzagLevel => levelRow(ZIGZAG_LEVELS, level);

/** Point positions in percent of the stage: spread along the orientation, alternately either side of the middle. */
export function zigzagPoints(orientation: Orientation, count: number, amplitude: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const along = count === 1 ? 50 : 6 + (88 * i) / (count - 1);
    const across = 50 + (i % 2 === 0 ? -1 : 1) * 45 * amplitude;
    const r = (v: number) => Math.round(v * 100) / 100;
    return orientation === 'horizontal' ? [r(along), r(across)] : [r(across), r(along)];
  });
}

/** Which point the marker is on at jump `step`: 0, 1, …, n−1, n−2, …, 1, 0, 1, … */
export function pingPong(step: number, count: number): number {
  if (count <= 1) return 0;
  const period = 2 * (count - 1);
  const p = step % period;
  return p < count ? p : period - p;
}

export interface Jump {
  point: number;
  symbol: string;
  target: boolean;
}

export function makeJump(level: number, step: number, count: number, previousHadTarget: boolean, rng: () => number): Jump {
  const { symbols } = zigzagLevel(level);
  const target = nextHasTarget(rng, TARGET_CHANCE, previousHadTarget);
  const symbol = target ? symbols.target : entryAt(symbols.others, randomInt(rng, 0, symbols.others.length - 1));
  return { point: pingPong(step, count), symbol, target };
}

/** How long the symbol stays visible at one jump. */
export const showMs = (level: number, intervalMs: number): number => Math.round(intervalMs * zigzagLevel(level).showShare);

/** Spec 3 §9 zigzag fields, in order. Duration 15–300 s (15 s for a short drill). */
export const ZIGZAG_SETTINGS: readonly SettingField[] = [
  { key: 'orientation', kind: 'select', options: (['horizontal', 'vertical'] as const).map((v) => ({ value: v, label: exerciseSettingValueLabel('orientation', v) })), default: 'horizontal' },
  { key: 'points_count', kind: 'number', min: 3, max: 12, step: 1, default: 6 },
  { key: 'jump_interval_ms', kind: 'number', min: 300, max: 3000, step: 1, default: 1000 },
  { key: 'metronome_enabled', kind: 'boolean', default: false },
  { key: 'duration_seconds', kind: 'number', min: 15, max: 300, step: 1, default: 60 },
];
