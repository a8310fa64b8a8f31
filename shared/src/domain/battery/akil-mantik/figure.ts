// The figures of the Akıl-Mantık items: five attributes (shape, colour, count, size, rotation),
// their domains, the rules that govern them and the item shape. Pure data (no DOM): the e2e driver
// imports design.ts, which re-exports these.
import { LOGIC_FORMATS, type LogicFormat } from './scoring.ts';

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
export type AttrValue = Figure[FigureAttr];

export type { LogicFormat };
/** The five formats in presentation order: the scoring's list (scoring.ts), the one home of the formats. */
export const FORMATS: readonly LogicFormat[] = LOGIC_FORMATS;
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
export const PLAIN_SHAPES: readonly ShapeName[] = ['circle', 'square', 'triangle', 'star', 'hexagon'];
export const COLORS: readonly ColorName[] = ['red', 'blue', 'green', 'yellow', 'purple'];
const COUNTS = [1, 2, 3, 4, 5, 6];
const SIZES = [0, 1, 2];
const ROTATIONS = [0, 45, 90, 135, 180, 225, 270, 315];
export const DOMAIN: Readonly<Record<FigureAttr, readonly AttrValue[]>> = {
  shape: SHAPES,
  color: COLORS,
  count: COUNTS,
  size: SIZES,
  rotation: ROTATIONS,
};
export const ATTRS: readonly FigureAttr[] = ['shape', 'color', 'count', 'size', 'rotation'];
