// The Akıl-Mantık item templates (a data table: one row per item, in presentation order) and the
// seeded helpers they draw with. design.ts turns each template into an item.
import { entryAt, swapAt } from '../../../guards.ts';
import { COLORS, PLAIN_SHAPES, type Figure, type LogicFormat, type Rule } from './figure.ts';

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => entryAt(list, Math.floor(rng() * list.length));
export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    swapAt(out, i, j);
  }
  return out;
}
export const distinct = <T>(rng: Rng, list: readonly T[], n: number): T[] => shuffle(rng, list).slice(0, n);
export const turn = (start: number, step: number, n: number): number[] => Array.from({ length: n }, (_, i) => (start + step * i) % 360);

export interface Template {
  id: string;
  format: LogicFormat;
  practice?: boolean;
  optionCount: number;
  /** cell positions shown (the missing one included) */
  layout: 'row5' | 'grid';
  rows: number;
  cols: number;
  missing: [number, number];
  make: (rng: Rng) => { base: Figure; rules: Rule[] };
}

/** The L: the left column top to bottom, then the bottom row to the right. */
export const L_CELLS: readonly [number, number][] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [2, 2],
];

const baseFigure = (rng: Rng, over: Partial<Figure> = {}): Figure => ({
  shape: pick(rng, PLAIN_SHAPES),
  color: pick(rng, COLORS),
  count: 1,
  size: 2,
  rotation: 0,
  ...over,
});

/** Shape by row, colour by column (2×2): a practice item and a scored one share it. */
const shapeByRowColourByCol = (rng: Rng): { base: Figure; rules: Rule[] } => ({
  base: baseFigure(rng),
  rules: [
    { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 2) },
    { attr: 'color', by: 'col', values: distinct(rng, COLORS, 2) },
  ],
});

/** Shape by row, count by column (3×3): an L item and a Dokuzlu item share it. */
const shapeByRowCountByCol = (rng: Rng): { base: Figure; rules: Rule[] } => ({
  base: baseFigure(rng, { size: 1 }),
  rules: [
    { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 3) },
    { attr: 'count', by: 'col', values: [1, 2, 3] },
  ],
});

export const TEMPLATES: readonly Template[] = [
  // Practice (easy, with feedback)
  {
    id: 'p1', format: 'dortlu_yatay', practice: true, optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4],
    make: (rng) => {
      const values = distinct(rng, COLORS, 2);
      return { base: baseFigure(rng), rules: [{ attr: 'color', by: 'col', values }] };
    },
  },
  {
    id: 'p2', format: 'dortlu_kare', practice: true, optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1],
    make: shapeByRowColourByCol,
  },
  // Dörtlü yatay: four figures in a row, the fifth continues the rule.
  {
    id: 'dy1', format: 'dortlu_yatay', optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4],
    make: (rng) => ({ base: baseFigure(rng, { size: 1 }), rules: [{ attr: 'count', by: 'col', values: [1, 2, 3, 4, 5] }] }),
  },
  {
    id: 'dy2', format: 'dortlu_yatay', optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4],
    make: (rng) => ({ base: baseFigure(rng, { shape: 'arrow' }), rules: [{ attr: 'rotation', by: 'col', values: turn(pick(rng, [0, 90, 180, 270]), 45, 5) }] }),
  },
  {
    id: 'dy3', format: 'dortlu_yatay', optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4],
    make: (rng) => ({
      base: baseFigure(rng, { shape: 'arrow' }),
      rules: [
        { attr: 'color', by: 'col', values: distinct(rng, COLORS, 3) },
        { attr: 'rotation', by: 'col', values: turn(pick(rng, [0, 90]), 90, 4) },
      ],
    }),
  },
  // Dörtlü kare: 2×2, the bottom-right cell is missing.
  {
    id: 'dk1', format: 'dortlu_kare', optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1],
    make: shapeByRowColourByCol,
  },
  {
    id: 'dk2', format: 'dortlu_kare', optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1],
    make: (rng) => ({
      base: baseFigure(rng),
      rules: [
        { attr: 'count', by: 'row', values: pick(rng, [[1, 2], [2, 3]]) },
        { attr: 'size', by: 'col', values: pick(rng, [[0, 2], [2, 0]]) },
      ],
    }),
  },
  {
    id: 'dk3', format: 'dortlu_kare', optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1],
    make: (rng) => ({
      base: baseFigure(rng, { shape: 'arrow' }),
      rules: [
        { attr: 'color', by: 'row', values: distinct(rng, COLORS, 2) },
        { attr: 'rotation', by: 'col', values: turn(pick(rng, [0, 90, 180, 270]), 90, 2) },
      ],
    }),
  },
  // Altılı kare: 2 rows × 3 columns, the bottom-right cell is missing.
  {
    id: 'ak1', format: 'altili_kare', optionCount: 5, layout: 'grid', rows: 2, cols: 3, missing: [1, 2],
    make: (rng) => ({
      base: baseFigure(rng, { size: 1 }),
      rules: [
        { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 2) },
        { attr: 'count', by: 'col', values: [1, 2, 3] },
      ],
    }),
  },
  {
    id: 'ak2', format: 'altili_kare', optionCount: 5, layout: 'grid', rows: 2, cols: 3, missing: [1, 2],
    make: (rng) => ({
      base: baseFigure(rng, { shape: 'arrow' }),
      rules: [
        { attr: 'color', by: 'row', values: distinct(rng, COLORS, 2) },
        { attr: 'rotation', by: 'col', values: turn(pick(rng, [0, 90, 180, 270]), 90, 3) },
      ],
    }),
  },
  {
    id: 'ak3', format: 'altili_kare', optionCount: 5, layout: 'grid', rows: 2, cols: 3, missing: [1, 2],
    make: (rng) => ({
      base: baseFigure(rng),
      rules: [
        { attr: 'size', by: 'row', values: [0, 2] },
        { attr: 'shape', by: 'col', values: distinct(rng, PLAIN_SHAPES, 3) },
      ],
    }),
  },
  // L: left column (one rule down) and bottom row (one rule across); one end is missing.
  {
    id: 'l1', format: 'l_format', optionCount: 5, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: (rng) => ({
      base: baseFigure(rng, { size: 1 }),
      rules: [
        { attr: 'count', by: 'row', values: [1, 2, 3] },
        { attr: 'color', by: 'col', values: distinct(rng, COLORS, 3) },
      ],
    }),
  },
  {
    id: 'l2', format: 'l_format', optionCount: 5, layout: 'grid', rows: 3, cols: 3, missing: [0, 0],
    make: (rng) => ({
      base: baseFigure(rng, { shape: 'arrow' }),
      rules: [
        { attr: 'rotation', by: 'row', values: turn(pick(rng, [0, 90, 180, 270]), 90, 3) },
        { attr: 'size', by: 'col', values: [2, 1, 0] },
      ],
    }),
  },
  {
    id: 'l3', format: 'l_format', optionCount: 5, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: shapeByRowCountByCol,
  },
  // Dokuzlu: 3×3, the bottom-right cell is missing.
  {
    id: 'd1', format: 'dokuzlu', optionCount: 6, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: shapeByRowCountByCol,
  },
  {
    id: 'd2', format: 'dokuzlu', optionCount: 6, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: (rng) => ({
      base: baseFigure(rng, { shape: 'arrow' }),
      rules: [
        { attr: 'color', by: 'row', values: distinct(rng, COLORS, 3) },
        { attr: 'rotation', by: 'col', values: turn(pick(rng, [0, 90, 180, 270]), 45, 3) },
      ],
    }),
  },
  {
    id: 'd3', format: 'dokuzlu', optionCount: 6, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: (rng) => ({
      base: baseFigure(rng, { size: 1 }),
      rules: [
        // every shape once per row and per column (a Latin square along the diagonals)
        { attr: 'shape', by: 'diag', values: distinct(rng, PLAIN_SHAPES, 3) },
        { attr: 'color', by: 'row', values: distinct(rng, COLORS, 3) },
        { attr: 'count', by: 'col', values: [1, 2, 3] },
      ],
    }),
  },
];
