// The Akıl-Mantık item templates (a data table: one row per item, in presentation order) and the
// seeded helpers they draw with. design.ts turns each template into an item.
import { entryAt, swapAt } from '../../../guards.ts';
import { COLORS, PLAIN_SHAPES, type AttrValue, type Figure, type LogicFormat, type Rule } from './figure.ts';

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

/** One rule of an item, drawn (or not) from the item's random stream. */
type RuleMaker = (rng: Rng) => Rule;
type By = Rule['by'];

/** The item's maker: the base figure (with `over`), then each rule in order, all from one stream. */
const ruled =
  (over: Partial<Figure>, ...rules: RuleMaker[]): Template['make'] =>
  (rng) => ({ base: baseFigure(rng, over), rules: rules.map((rule) => rule(rng)) });

const fixed = (attr: Rule['attr'], by: By, values: readonly AttrValue[]): RuleMaker => () => ({ attr, by, values: [...values] });
const oneOf = (attr: Rule['attr'], by: By, choices: readonly (readonly AttrValue[])[]): RuleMaker => (rng) => ({ attr, by, values: pick(rng, choices) });
const shapes = (by: By, n: number): RuleMaker => (rng) => ({ attr: 'shape', by, values: distinct(rng, PLAIN_SHAPES, n) });
const colours = (by: By, n: number): RuleMaker => (rng) => ({ attr: 'color', by, values: distinct(rng, COLORS, n) });
/** The arrow turns by `step` degrees a cell, from one of `starts`. */
const turns = (by: By, starts: readonly number[], step: number, n: number): RuleMaker => (rng) => ({ attr: 'rotation', by, values: turn(pick(rng, starts), step, n) });

const ARROW: Partial<Figure> = { shape: 'arrow' };
const SMALL: Partial<Figure> = { size: 1 };
const QUARTERS = [0, 90, 180, 270];

/** Shape by row, colour by column (2×2): a practice item and a scored one share it. */
const shapeByRowColourByCol = ruled({}, shapes('row', 2), colours('col', 2));
/** Shape by row, count by column (3×3): an L item and a Dokuzlu item share it. */
const shapeByRowCountByCol = ruled(SMALL, shapes('row', 3), fixed('count', 'col', [1, 2, 3]));

/** What a format fixes: the number of options, the cells shown, and the missing one. */
const FORMAT_GRID: Readonly<Record<LogicFormat, Pick<Template, 'optionCount' | 'layout' | 'rows' | 'cols' | 'missing'>>> = {
  dortlu_yatay: { optionCount: 4, layout: 'row5', rows: 1, cols: 5, missing: [0, 4] },
  dortlu_kare: { optionCount: 4, layout: 'grid', rows: 2, cols: 2, missing: [1, 1] },
  altili_kare: { optionCount: 5, layout: 'grid', rows: 2, cols: 3, missing: [1, 2] },
  l_format: { optionCount: 5, layout: 'grid', rows: 3, cols: 3, missing: [2, 2] },
  dokuzlu: { optionCount: 6, layout: 'grid', rows: 3, cols: 3, missing: [2, 2] },
};

/** A row of the table: the id, the format (its grid from FORMAT_GRID) and the maker. */
function item(id: string, format: LogicFormat, make: Template['make'], extra: { practice?: true; missing?: [number, number] } = {}): Template {
  const grid = FORMAT_GRID[format];
  const practice = extra.practice ? { practice: true } : {};
  return { id, format, ...practice, ...grid, missing: [...(extra.missing ?? grid.missing)], make };
}

export const TEMPLATES: readonly Template[] = [
  // Practice (easy, with feedback). p1 draws its colours before the base figure.
  item('p1', 'dortlu_yatay', (rng) => {
    const values = distinct(rng, COLORS, 2);
    return { base: baseFigure(rng), rules: [{ attr: 'color', by: 'col', values }] };
  }, { practice: true }),
  item('p2', 'dortlu_kare', shapeByRowColourByCol, { practice: true }),
  // Dörtlü yatay: four figures in a row, the fifth continues the rule.
  item('dy1', 'dortlu_yatay', ruled(SMALL, fixed('count', 'col', [1, 2, 3, 4, 5]))),
  item('dy2', 'dortlu_yatay', ruled(ARROW, turns('col', QUARTERS, 45, 5))),
  item('dy3', 'dortlu_yatay', ruled(ARROW, colours('col', 3), turns('col', [0, 90], 90, 4))),
  // Dörtlü kare: 2×2, the bottom-right cell is missing.
  item('dk1', 'dortlu_kare', shapeByRowColourByCol),
  item('dk2', 'dortlu_kare', ruled({}, oneOf('count', 'row', [[1, 2], [2, 3]]), oneOf('size', 'col', [[0, 2], [2, 0]]))),
  item('dk3', 'dortlu_kare', ruled(ARROW, colours('row', 2), turns('col', QUARTERS, 90, 2))),
  // Altılı kare: 2 rows × 3 columns, the bottom-right cell is missing.
  item('ak1', 'altili_kare', ruled(SMALL, shapes('row', 2), fixed('count', 'col', [1, 2, 3]))),
  item('ak2', 'altili_kare', ruled(ARROW, colours('row', 2), turns('col', QUARTERS, 90, 3))),
  item('ak3', 'altili_kare', ruled({}, fixed('size', 'row', [0, 2]), shapes('col', 3))),
  // L: left column (one rule down) and bottom row (one rule across); one end is missing.
  item('l1', 'l_format', ruled(SMALL, fixed('count', 'row', [1, 2, 3]), colours('col', 3))),
  item('l2', 'l_format', ruled(ARROW, turns('row', QUARTERS, 90, 3), fixed('size', 'col', [2, 1, 0])), { missing: [0, 0] }),
  item('l3', 'l_format', shapeByRowCountByCol),
  // Dokuzlu: 3×3, the bottom-right cell is missing.
  item('d1', 'dokuzlu', shapeByRowCountByCol),
  item('d2', 'dokuzlu', ruled(ARROW, colours('row', 3), turns('col', QUARTERS, 45, 3))),
  // every shape once per row and per column (a Latin square along the diagonals)
  item('d3', 'dokuzlu', ruled(SMALL, shapes('diag', 3), colours('row', 3), fixed('count', 'col', [1, 2, 3]))),
];
