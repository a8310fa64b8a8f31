// The puzzle pictures, drawn in code (SVG primitives, no images): one scene per puzzle, built on a
// grid of 100 × 100 units per cell. Every cell holds at least one object of its own and objects
// cross cell borders, so each piece looks different and neighbours fit by their edges
// (checked in __tests__/design.test.ts with the bounding boxes below).

export type SceneElement =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; rx?: number; bg?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; bg?: boolean }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill: string; bg?: boolean }
  | { kind: 'poly'; points: readonly (readonly [number, number])[]; fill: string; bg?: boolean };

export interface Scene {
  /** short Turkish name (used in the reference picture's label) */
  name: string;
  rows: number;
  cols: number;
  elements: readonly SceneElement[];
}

/** Scene units per cell. */
export const CELL_UNITS = 100;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx?: number): SceneElement => ({ kind: 'rect', x, y, w, h, fill, rx });
const bgRect = (x: number, y: number, w: number, h: number, fill: string): SceneElement => ({ kind: 'rect', x, y, w, h, fill, bg: true });
const circle = (cx: number, cy: number, r: number, fill: string): SceneElement => ({ kind: 'circle', cx, cy, r, fill });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): SceneElement => ({ kind: 'ellipse', cx, cy, rx, ry, fill });
const poly = (fill: string, ...points: [number, number][]): SceneElement => ({ kind: 'poly', points, fill });

/** The background, as large as the grid: `fill` down to `horizon` (scene units; the bottom when
 * absent), then `below` under it. */
interface Backdrop {
  fill: string;
  horizon?: number;
  below?: string;
}

/** One scene: its name, its grid of cells, its background, and the objects drawn on it. */
function scene(name: string, rows: number, cols: number, backdrop: Backdrop, objects: readonly SceneElement[]): Scene {
  const w = cols * CELL_UNITS;
  const h = rows * CELL_UNITS;
  const horizon = backdrop.horizon ?? h;
  const ground = backdrop.below === undefined ? [] : [bgRect(0, horizon, w, h - horizon, backdrop.below)];
  return { name, rows, cols, elements: [bgRect(0, 0, w, horizon, backdrop.fill), ...ground, ...objects] };
}

/** A five-pointed star around (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string): SceneElement {
  const points = Array.from({ length: 10 }, (_, i): [number, number] => {
    const rr = i % 2 === 0 ? r : r * 0.42;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return [Math.round((cx + rr * Math.cos(a)) * 10) / 10, Math.round((cy + rr * Math.sin(a)) * 10) / 10];
  });
  return { kind: 'poly', points, fill };
}

/** A cluster of stars of one colour, each [cx, cy, r]. */
const starsOf = (fill: string, ...stars: [number, number, number][]): SceneElement[] => stars.map(([cx, cy, r]) => star(cx, cy, r, fill));

/** Practice (1 × 2): a striped ball and a yellow star. */
export const PRACTICE_SCENE = scene('top ve yıldız', 1, 2, { fill: '#e0f2fe' }, [
  circle(50, 50, 34, '#ef4444'),
  ellipse(50, 50, 11, 34, '#ffffff'),
  circle(38, 36, 6, '#fecaca'),
  star(150, 50, 38, '#facc15'),
  ellipse(100, 92, 70, 6, '#94a3b8'),
]);

/** 4 pieces (2 × 2): a house with the sun, a cloud and a tree. */
const HOUSE = scene('ev', 2, 2, { fill: '#bfe3ff', horizon: 120, below: '#86d46b' }, [
  circle(40, 40, 26, '#fbbf24'),
  ellipse(140, 42, 30, 16, '#ffffff'),
  ellipse(165, 32, 22, 14, '#f1f5f9'),
  poly('#b45309', [12, 104], [55, 62], [98, 104]),
  rect(20, 104, 70, 66, '#ef4444'),
  rect(45, 135, 20, 35, '#7c2d12'),
  rect(145, 118, 14, 52, '#92400e'),
  circle(152, 108, 32, '#16a34a'),
  circle(115, 178, 9, '#ec4899'),
  circle(185, 182, 8, '#a855f7'),
]);

/** 6 pieces (2 rows × 3 columns): the sea with a boat, fish and a seagull. */
const SEA = scene('deniz', 2, 3, { fill: '#bae6fd', horizon: 95, below: '#2563eb' }, [
  poly('#334155', [25, 40], [50, 28], [75, 40], [50, 34]),
  ellipse(130, 32, 26, 12, '#ffffff'),
  poly('#f8fafc', [150, 30], [150, 92], [185, 92]),
  rect(147, 30, 4, 64, '#78350f'),
  poly('#b91c1c', [108, 92], [198, 92], [182, 124], [124, 124]),
  circle(255, 42, 26, '#f59e0b'),
  ellipse(52, 150, 24, 12, '#fb923c'),
  poly('#fb923c', [74, 150], [92, 138], [92, 162]),
  rect(10, 160, 6, 40, '#16a34a', 3),
  circle(140, 165, 5, '#e0f2fe'),
  circle(152, 178, 4, '#e0f2fe'),
  ellipse(250, 155, 20, 11, '#fde047'),
  poly('#fde047', [228, 155], [212, 145], [212, 165]),
  star(275, 185, 12, '#f472b6'),
]);

/** 9 pieces (3 × 3): space with planets, a rocket and stars. */
const SPACE = scene('uzay', 3, 3, { fill: '#1e1b4b' }, [
  circle(50, 50, 30, '#fef3c7'),
  circle(62, 42, 26, '#1e1b4b'),
  star(150, 42, 22, '#facc15'),
  circle(248, 62, 26, '#f97316'),
  ellipse(248, 62, 44, 9, '#fdba74'),
  rect(42, 120, 28, 70, '#e5e7eb', 10),
  poly('#ef4444', [42, 122], [56, 96], [70, 122]),
  poly('#f59e0b', [46, 190], [56, 214], [66, 190]),
  circle(150, 150, 36, '#3b82f6'),
  ellipse(140, 140, 14, 10, '#22c55e'),
  circle(262, 138, 12, '#a5f3fc'),
  poly('#67e8f9', [252, 132], [205, 118], [250, 146]),
  circle(45, 255, 20, '#dc2626'),
  ellipse(150, 258, 34, 12, '#a3a3a3'),
  ellipse(150, 248, 14, 10, '#86efac'),
  ...starsOf('#fde68a', [230, 235, 9], [262, 262, 12], [282, 228, 7]),
]);

/** 16 pieces (4 × 4): a garden with a house, a tree, a pond and animals. */
const GARDEN = scene('bahçe', 4, 4, { fill: '#bfdbfe', horizon: 200, below: '#4ade80' }, [
  // row 1: sun, a cloud across two cells, a bird, a kite
  circle(48, 48, 28, '#facc15'),
  ellipse(170, 45, 45, 16, '#ffffff'),
  ellipse(200, 35, 28, 14, '#f8fafc'),
  poly('#1f2937', [245, 62], [268, 42], [291, 62], [268, 53]),
  poly('#ec4899', [345, 15], [370, 45], [345, 80], [320, 45]),
  rect(343, 80, 4, 30, '#6b7280'),
  // row 2: a mountain, a balloon, the roof, the tree's crown
  poly('#8b5cf6', [0, 200], [75, 115], [160, 200]),
  poly('#f5f3ff', [62, 130], [75, 115], [88, 130]),
  circle(150, 125, 16, '#ef4444'),
  rect(149, 141, 2, 30, '#374151'),
  poly('#b45309', [212, 205], [265, 140], [318, 205]),
  circle(350, 165, 38, '#15803d'),
  circle(338, 160, 6, '#dc2626'),
  circle(365, 178, 6, '#dc2626'),
  // row 3: a pond, a flower, the house, the trunk
  ellipse(60, 265, 45, 22, '#0ea5e9'),
  rect(148, 240, 4, 45, '#166534'),
  circle(150, 235, 14, '#f43f5e'),
  circle(150, 235, 6, '#fde047'),
  rect(225, 205, 82, 80, '#fca5a5'),
  rect(240, 220, 22, 22, '#e0f2fe'),
  rect(275, 240, 20, 45, '#7c2d12'),
  rect(343, 200, 14, 85, '#92400e'),
  // row 4: a duck, a mushroom, stones, a butterfly
  ellipse(55, 345, 26, 16, '#fde047'),
  circle(75, 330, 10, '#fde047'),
  poly('#f97316', [83, 328], [95, 332], [83, 336]),
  ellipse(150, 340, 26, 14, '#dc2626'),
  rect(143, 340, 14, 30, '#fef3c7'),
  ellipse(235, 360, 18, 11, '#9ca3af'),
  ellipse(265, 370, 14, 9, '#6b7280'),
  ellipse(338, 345, 14, 20, '#a855f7'),
  ellipse(362, 345, 14, 20, '#c084fc'),
  rect(348, 330, 4, 32, '#1f2937'),
]);

/** The four scored pictures, in order of piece count (4, 6, 9, 16). */
export const SCORED_SCENES: readonly Scene[] = [HOUSE, SEA, SPACE, GARDEN];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Axis-aligned bounding box of an element, in scene units. */
export function elementBox(el: SceneElement): Box {
  switch (el.kind) {
    case 'rect':
      return { x0: el.x, y0: el.y, x1: el.x + el.w, y1: el.y + el.h };
    case 'circle':
      return { x0: el.cx - el.r, y0: el.cy - el.r, x1: el.cx + el.r, y1: el.cy + el.r };
    case 'ellipse':
      return { x0: el.cx - el.rx, y0: el.cy - el.ry, x1: el.cx + el.rx, y1: el.cy + el.ry };
    case 'poly': {
      const xs = el.points.map((p) => p[0]);
      const ys = el.points.map((p) => p[1]);
      return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    }
  }
}

/** The cell (row-major index) as a box in scene units. */
export function cellBox(scene: Pick<Scene, 'cols'>, cell: number): Box {
  const r = Math.floor(cell / scene.cols);
  const c = cell % scene.cols;
  return { x0: c * CELL_UNITS, y0: r * CELL_UNITS, x1: (c + 1) * CELL_UNITS, y1: (r + 1) * CELL_UNITS };
}

export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}
