// Büyüyen Genişleyen (growing / expanding shapes): a shape grows out from the centre one paced step
// at a time, with symbols on its edge; the child keeps the eyes on the centre and presses when the
// target star shows on the edge. Pure logic.
import { entryAt, exerciseSettingValueLabel, randomInt } from '@akademi/shared/domain';
import type { SettingField } from '../../core/types';
import { nextHasTarget } from '../common/go-no-go';
import { levelRow, levelTable } from '../../core/levels';

export const MAX_LEVEL = 10;
/** Ours: answers (hits, misses, false presses) per round before the level rule runs. */
export const ROUND_SIZE = 6;
/** Ours: a shape grows in this many steps from the centre to its full size, then starts again. */
export const STEPS_PER_CYCLE = 6;
/** Ours: share of paced steps that carry the target (never two in a row). */
export const TARGET_CHANCE = 0.35;
export const TARGET = '★';

export type Shape = 'circle' | 'square' | 'rectangle' | 'triangle' | 'ellipse';
export const SHAPES: readonly Shape[] = ['circle', 'square', 'rectangle', 'triangle', 'ellipse'];

export interface GrowLevel {
  /** symbols around the edge */
  symbols: number;
  /** full size as a share of the stage (how wide the field gets) */
  reach: number;
  /** the symbols that stand beside the target */
  distractors: readonly string[];
}

const PLAIN = ['●', '■'];
const MIDDLE = ['●', '■', '✚', '◆'];
const LOOKALIKE = ['✚', '◆', '✦', '✶'];

/** Ours: more symbols, a wider field, and distractors that look more like the star. */
export const GROW_LEVELS: readonly GrowLevel[] = levelTable<GrowLevel>(MAX_LEVEL, {
  symbols: [4, 4, 6, 6, 8, 8, 8, 10, 10, 12],
  reach: [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1, 1],
  distractors: [PLAIN, PLAIN, PLAIN, MIDDLE, MIDDLE, MIDDLE, LOOKALIKE, LOOKALIKE, LOOKALIKE, LOOKALIKE],
});

export const growLevel = (level: number): GrowLevel => levelRow(GROW_LEVELS, level);

/** The pace: fixed, or moving evenly from variable_start_ms to variable_end_ms over the play (either way round). */
export function intervalAt(settings: { speed_type: string; reaction_interval_ms: number; variable_start_ms: number; variable_end_ms: number }, elapsedMs: number, totalMs: number): number {
  if (settings.speed_type !== 'variable') return settings.reaction_interval_ms;
  const f = totalMs > 0 ? Math.min(1, Math.max(0, elapsedMs / totalMs)) : 0;
  return Math.round(settings.variable_start_ms + (settings.variable_end_ms - settings.variable_start_ms) * f);
}

export interface GrowStep {
  /** 0..1 of the level's full size */
  size: number;
  /** symbols around the edge, in edge order */
  symbols: string[];
  /** index of the star in `symbols`, or -1 */
  target: number;
  /** where on the edge the first symbol sits (0..1 of the way round) */
  offset: number;
}

/** Step `index` of the play: size from the growth cycle, symbols, and maybe the star. */
export function makeStep(level: number, index: number, previousHadTarget: boolean, rng: () => number): GrowStep {
  const cfg = growLevel(level);
  const size = (cfg.reach * ((index % STEPS_PER_CYCLE) + 1)) / STEPS_PER_CYCLE;
  const symbols = Array.from({ length: cfg.symbols }, () => entryAt(cfg.distractors, randomInt(rng, 0, cfg.distractors.length - 1)));
  const hasTarget = nextHasTarget(rng, TARGET_CHANCE, previousHadTarget);
  const target = hasTarget ? randomInt(rng, 0, cfg.symbols - 1) : -1;
  if (target >= 0) symbols[target] = TARGET;
  return { size, symbols, target, offset: rng() };
}

/** Half-width and half-height of a shape at full size, in stage units (the stage is 320 × 200, centre 0,0). */
export function shapeRadii(shape: Shape): { rx: number; ry: number } {
  return shape === 'rectangle' || shape === 'ellipse' ? { rx: 150, ry: 90 } : { rx: 90, ry: 90 };
}

type Pt = [number, number];

function polygon(shape: Shape, rx: number, ry: number): Pt[] {
  if (shape === 'triangle') return [-90, 30, 150].map((deg) => [rx * Math.cos((deg * Math.PI) / 180), ry * Math.sin((deg * Math.PI) / 180)] as Pt);
  return [
    [-rx, -ry],
    [rx, -ry],
    [rx, ry],
    [-rx, ry],
  ];
}

/** Corner points of a polygon shape at `size` (for drawing); null for round shapes. */
export function shapePolygon(shape: Shape, size: number): Pt[] | null {
  if (shape === 'circle' || shape === 'ellipse') return null;
  const { rx, ry } = shapeRadii(shape);
  return polygon(shape, rx * size, ry * size);
}

/** `m` points spread evenly along the edge of `shape` at `size`, starting `offset` of the way round. */
export function edgePoints(shape: Shape, m: number, size: number, offset: number): Pt[] {
  const { rx, ry } = shapeRadii(shape);
  const ax = rx * size;
  const ay = ry * size;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  if (shape === 'circle' || shape === 'ellipse') {
    return Array.from({ length: m }, (_, k) => {
      const a = 2 * Math.PI * ((k + offset) / m) - Math.PI / 2;
      return [round(ax * Math.cos(a)), round(ay * Math.sin(a))] as Pt;
    });
  }
  const pts = polygon(shape, ax, ay);
  const sides = pts.map((p, i) => [p, entryAt(pts, (i + 1) % pts.length)] as const);
  const lens = sides.map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]));
  const total = lens.reduce((s, l) => s + l, 0);
  return Array.from({ length: m }, (_, k) => {
    let d = (((k + offset) / m) % 1) * total;
    let i = 0;
    while (i < lens.length - 1 && d > entryAt(lens, i)) d -= entryAt(lens, i++);
    const [a, b] = entryAt(sides, i);
    const len = entryAt(lens, i);
    const t = len > 0 ? d / len : 0;
    return [round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)] as Pt;
  });
}

const opts = (key: string, values: readonly string[]) => values.map((v) => ({ value: v, label: exerciseSettingValueLabel(key, v) }));

/** Spec 3 §9 growing fields, in order. Intervals 300–3000 ms; duration 15–300 s (15 s for a short drill). */
export const GROW_SETTINGS: readonly SettingField[] = [
  { key: 'shape', kind: 'select', options: opts('shape', SHAPES), default: 'circle' },
  { key: 'speed_type', kind: 'select', options: opts('speed_type', ['fixed', 'variable']), default: 'fixed' },
  { key: 'reaction_interval_ms', kind: 'number', min: 300, max: 3000, step: 1, default: 1000 },
  { key: 'variable_start_ms', kind: 'number', min: 300, max: 3000, step: 1, default: 1500 },
  { key: 'variable_end_ms', kind: 'number', min: 300, max: 3000, step: 1, default: 700 },
  { key: 'focus_enabled', kind: 'boolean', default: true },
  { key: 'metronome_enabled', kind: 'boolean', default: false },
  { key: 'duration_seconds', kind: 'number', min: 15, max: 300, step: 1, default: 60 },
];
