// Akıl-Mantık (logic) test items — documented in docs/tests/akil-mantik.md.
// Every item is generated in code from rules with a fixed seed, so every child gets the same
// items in the same order with the same option order. A figure has five attributes (shape,
// colour, count, size, rotation); each attribute of an item is governed by exactly one rule:
// it is either constant over the cells, or follows the cell's row, column or diagonal. The
// missing cell is the figure those rules give; each distractor changes exactly one attribute of
// it, so it breaks exactly one rule.
// NOTE: this file imports nothing and touches no DOM: the e2e driver imports `correctOptionFor`.
import { mulberry32 } from '@akademi/shared/domain/random';

export type ShapeName = 'circle' | 'square' | 'triangle' | 'star' | 'hexagon' | 'arrow';
export type ColorName = 'red' | 'blue' | 'green' | 'yellow' | 'purple';

export interface Figure {
  shape: ShapeName;
  color: ColorName;
  /** copies of the shape in the cell, 1–6 */
  count: number;
  /** 0 small, 1 medium, 2 large */
  size: number;
  /** degrees clockwise, 0–359 */
  rotation: number;
}
export type FigureAttr = keyof Figure;
type AttrValue = Figure[FigureAttr];

export type LogicFormat = 'dortlu_yatay' | 'dortlu_kare' | 'altili_kare' | 'l_format' | 'dokuzlu';
export const FORMATS: readonly LogicFormat[] = ['dortlu_yatay', 'dortlu_kare', 'altili_kare', 'l_format', 'dokuzlu'];
export const FORMAT_LABELS: Readonly<Record<LogicFormat, string>> = {
  dortlu_yatay: 'Dörtlü yatay',
  dortlu_kare: 'Dörtlü kare',
  altili_kare: 'Altılı kare',
  l_format: 'L',
  dokuzlu: 'Dokuzlu',
};

/** A rule: the attribute takes values[index] where index is the cell's row, column or (row+col). */
export interface Rule {
  attr: FigureAttr;
  by: 'row' | 'col' | 'diag';
  values: readonly AttrValue[];
}

export interface Cell {
  r: number;
  c: number;
  /** null = the missing cell (shown as '?') */
  figure: Figure | null;
}

export interface LogicItem {
  id: string;
  format: LogicFormat;
  practice: boolean;
  rows: number;
  cols: number;
  cells: Cell[];
  options: Figure[];
  /** 0-based index of the correct option */
  correctIndex: number;
  /** per option: the attribute (= rule) it breaks; null for the correct option */
  optionBreaks: (FigureAttr | null)[];
  rules: Rule[];
}

export const SHAPES: readonly ShapeName[] = ['circle', 'square', 'triangle', 'star', 'hexagon', 'arrow'];
/** Shapes whose rotation a child can see well (rotation rules always use the arrow). */
const PLAIN_SHAPES: readonly ShapeName[] = ['circle', 'square', 'triangle', 'star', 'hexagon'];
export const COLORS: readonly ColorName[] = ['red', 'blue', 'green', 'yellow', 'purple'];
const COUNTS = [1, 2, 3, 4, 5, 6];
const SIZES = [0, 1, 2];
const ROTATIONS = [0, 45, 90, 135, 180, 225, 270, 315];
const DOMAIN: Readonly<Record<FigureAttr, readonly AttrValue[]>> = {
  shape: SHAPES,
  color: COLORS,
  count: COUNTS,
  size: SIZES,
  rotation: ROTATIONS,
};
const ATTRS: readonly FigureAttr[] = ['shape', 'color', 'count', 'size', 'rotation'];

/** Rotational symmetry of each shape in degrees (a circle looks the same at any angle). */
const SYMMETRY: Readonly<Record<ShapeName, number>> = { circle: 1, square: 90, triangle: 120, star: 72, hexagon: 60, arrow: 360 };

/** Two figures with the same key look the same on screen. */
export function visualKey(f: Figure): string {
  const sym = SYMMETRY[f.shape];
  const rot = sym === 1 ? 0 : ((f.rotation % sym) + sym) % sym;
  return `${f.shape}|${f.color}|${f.count}|${f.size}|${rot}`;
}

/** Fixed seed (issue 6: the same items for every child). */
export const ITEM_SEED = 20261122;

export { mulberry32 };

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const distinct = <T>(rng: Rng, list: readonly T[], n: number): T[] => shuffle(rng, list).slice(0, n);
const turn = (start: number, step: number, n: number): number[] => Array.from({ length: n }, (_, i) => (start + step * i) % 360);

function ruleIndex(rule: Rule, r: number, c: number): number {
  const i = rule.by === 'row' ? r : rule.by === 'col' ? c : r + c;
  return i % rule.values.length;
}

/** The figure the rules give at (r, c). */
export function figureAt(base: Figure, rules: readonly Rule[], r: number, c: number): Figure {
  const f: Figure = { ...base };
  for (const rule of rules) (f as unknown as Record<FigureAttr, AttrValue>)[rule.attr] = rule.values[ruleIndex(rule, r, c)];
  return f;
}

const withAttr = (f: Figure, attr: FigureAttr, value: AttrValue): Figure => ({ ...f, [attr]: value }) as Figure;

/**
 * Distractors for `answer`: each changes exactly one attribute. First one per rule with a value
 * the rule uses elsewhere in the item (the tempting ones), then one per constant attribute, then
 * any other one-attribute change; never two that look alike, never one that looks like the answer.
 */
export function makeDistractors(rng: Rng, answer: Figure, rules: readonly Rule[], n: number): { figure: Figure; breaks: FigureAttr }[] {
  const ruled = rules.map((r) => r.attr);
  const constant = ATTRS.filter((a) => !ruled.includes(a));
  const seen = new Set([visualKey(answer)]);
  const out: { figure: Figure; breaks: FigureAttr }[] = [];
  const tryAdd = (attr: FigureAttr, values: readonly AttrValue[]): boolean => {
    for (const v of shuffle(rng, values)) {
      if (v === answer[attr]) continue;
      const figure = withAttr(answer, attr, v);
      const key = visualKey(figure);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ figure, breaks: attr });
      return true;
    }
    return false;
  };
  const passes: [FigureAttr, readonly AttrValue[]][] = [
    ...shuffle(rng, rules).map((r): [FigureAttr, readonly AttrValue[]] => [r.attr, r.values]),
    ...shuffle(rng, constant).map((a): [FigureAttr, readonly AttrValue[]] => [a, DOMAIN[a]]),
    ...shuffle(rng, ATTRS).map((a): [FigureAttr, readonly AttrValue[]] => [a, DOMAIN[a]]),
    ...shuffle(rng, ATTRS).map((a): [FigureAttr, readonly AttrValue[]] => [a, DOMAIN[a]]),
  ];
  for (const [attr, values] of passes) {
    if (out.length >= n) break;
    tryAdd(attr, values);
  }
  if (out.length < n) throw new Error(`akil-mantik: not enough distractors for ${visualKey(answer)}`);
  return out;
}

interface Template {
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
const L_CELLS: readonly [number, number][] = [
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

const TEMPLATES: readonly Template[] = [
  // Practice (easy, with feedback)
  {
    id: 'p1', format: 'dortlu_yatay', practice: true, optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4],
    make: (rng) => {
      const [a, b] = distinct(rng, COLORS, 2);
      return { base: baseFigure(rng), rules: [{ attr: 'color', by: 'col', values: [a, b] }] };
    },
  },
  {
    id: 'p2', format: 'dortlu_kare', practice: true, optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1],
    make: (rng) => ({
      base: baseFigure(rng),
      rules: [
        { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 2) },
        { attr: 'color', by: 'col', values: distinct(rng, COLORS, 2) },
      ],
    }),
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
    make: (rng) => ({
      base: baseFigure(rng),
      rules: [
        { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 2) },
        { attr: 'color', by: 'col', values: distinct(rng, COLORS, 2) },
      ],
    }),
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
    make: (rng) => ({
      base: baseFigure(rng, { size: 1 }),
      rules: [
        { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 3) },
        { attr: 'count', by: 'col', values: [1, 2, 3] },
      ],
    }),
  },
  // Dokuzlu: 3×3, the bottom-right cell is missing.
  {
    id: 'd1', format: 'dokuzlu', optionCount: 6, layout: 'grid', rows: 3, cols: 3, missing: [2, 2],
    make: (rng) => ({
      base: baseFigure(rng, { size: 1 }),
      rules: [
        { attr: 'shape', by: 'row', values: distinct(rng, PLAIN_SHAPES, 3) },
        { attr: 'count', by: 'col', values: [1, 2, 3] },
      ],
    }),
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

function cellPositions(t: Template): [number, number][] {
  if (t.format === 'l_format') return [...L_CELLS];
  const out: [number, number][] = [];
  for (let r = 0; r < t.rows; r += 1) for (let c = 0; c < t.cols; c += 1) out.push([r, c]);
  return out;
}

function buildItem(rng: Rng, t: Template): LogicItem {
  const { base, rules } = t.make(rng);
  const [mr, mc] = t.missing;
  const cells = cellPositions(t).map(([r, c]): Cell => ({ r, c, figure: r === mr && c === mc ? null : figureAt(base, rules, r, c) }));
  const answer = figureAt(base, rules, mr, mc);
  const distractors = makeDistractors(rng, answer, rules, t.optionCount - 1);
  const options = shuffle(rng, [{ figure: answer, breaks: null as FigureAttr | null }, ...distractors]);
  return {
    id: t.id,
    format: t.format,
    practice: t.practice === true,
    rows: t.rows,
    cols: t.cols,
    cells,
    options: options.map((o) => o.figure),
    correctIndex: options.findIndex((o) => o.breaks === null),
    optionBreaks: options.map((o) => o.breaks),
    rules,
  };
}

/** All items in presentation order, generated from ITEM_SEED. */
export function generateItems(seed = ITEM_SEED): LogicItem[] {
  const rng = mulberry32(seed);
  return TEMPLATES.map((t) => buildItem(rng, t));
}

const ALL_ITEMS = generateItems();
export const PRACTICE_ITEMS: readonly LogicItem[] = ALL_ITEMS.filter((i) => i.practice);
/** Scored items: 3 per format, format by format (easier rules first within a format). */
export const SCORED_ITEMS: readonly LogicItem[] = ALL_ITEMS.filter((i) => !i.practice);

/** 0-based index of the correct option of an item (the e2e driver uses it). */
export function correctOptionFor(itemId: string): number {
  const item = ALL_ITEMS.find((i) => i.id === itemId);
  if (!item) throw new Error(`akil-mantik: unknown item ${itemId}`);
  return item.correctIndex;
}

/** Number of options of an item (the e2e driver uses it to pick a wrong one). */
export function optionCountFor(itemId: string): number {
  const item = ALL_ITEMS.find((i) => i.id === itemId);
  if (!item) throw new Error(`akil-mantik: unknown item ${itemId}`);
  return item.options.length;
}

/** Ids of the practice items, in order (the e2e driver uses them). */
export function practiceItemIds(): string[] {
  return PRACTICE_ITEMS.map((i) => i.id);
}

/** Ids of the scored items, in order (the e2e driver uses them). */
export function scoredItemIds(): string[] {
  return SCORED_ITEMS.map((i) => i.id);
}
