// Akıl-Mantık (logic) test items — documented in docs/tests/akil-mantik.md.
// Every item is generated in code from rules with a fixed seed, so every child gets the same
// items in the same order with the same option order. A figure has five attributes (shape,
// colour, count, size, rotation); each attribute of an item is governed by exactly one rule:
// it is either constant over the cells, or follows the cell's row, column or diagonal. The
// missing cell is the figure those rules give; each distractor changes exactly one attribute of
// it, so it breaks exactly one rule.
// The figures and rules are in figure.ts, the item templates (a data table) in templates.ts.
// NOTE: this file and its imports touch no DOM: the e2e driver imports `correctOptionFor`.
import { mulberry32 } from '../../random.ts';
import { entryAt } from '../../../guards.ts';
import { ATTRS, DOMAIN, type AttrValue, type Cell, type Figure, type FigureAttr, type LogicItem, type Rule, type ShapeName } from './figure.ts';
import { L_CELLS, shuffle, TEMPLATES, type Rng, type Template } from './templates.ts';

export { COLORS, FORMAT_LABELS, FORMATS, SHAPES } from './figure.ts';
export type { Cell, ColorName, Figure, FigureAttr, LogicFormat, LogicItem, Rule, ShapeName } from './figure.ts';

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

function ruleIndex(rule: Rule, r: number, c: number): number {
  const i = rule.by === 'row' ? r : rule.by === 'col' ? c : r + c;
  return i % rule.values.length;
}

/** The figure the rules give at (r, c). */
export function figureAt(base: Figure, rules: readonly Rule[], r: number, c: number): Figure {
  const f: Figure = { ...base };
  for (const rule of rules) (f as unknown as Record<FigureAttr, AttrValue>)[rule.attr] = entryAt(rule.values, ruleIndex(rule, r, c));
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
