import {
  correctOptionFor,
  figureAt,
  FORMATS,
  generateItems,
  ITEM_SEED,
  makeDistractors,
  mulberry32,
  optionCountFor,
  PRACTICE_ITEMS,
  SCORED_ITEMS,
  visualKey,
  type Figure,
  type FigureAttr,
} from '../design.ts';

const ATTRS: FigureAttr[] = ['shape', 'color', 'count', 'size', 'rotation'];
const differing = (a: Figure, b: Figure): FigureAttr[] => ATTRS.filter((k) => a[k] !== b[k]);

test('fixed seed: the same items every time; another seed gives other items', () => {
  expect(JSON.stringify(generateItems())).toBe(JSON.stringify(generateItems(ITEM_SEED)));
  expect(JSON.stringify(generateItems(1))).not.toBe(JSON.stringify(generateItems()));
});

test('2 practice items, 15 scored items: 3 per format in format order, unique ids', () => {
  expect(PRACTICE_ITEMS.map((i) => i.format)).toEqual(['dortlu_yatay', 'dortlu_kare']);
  expect(SCORED_ITEMS).toHaveLength(15);
  expect(SCORED_ITEMS.map((i) => i.format)).toEqual(FORMATS.flatMap((f) => [f, f, f]));
  const ids = [...PRACTICE_ITEMS, ...SCORED_ITEMS].map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test('layouts: 4 in a row + ?, 2×2, 2×3, L of 5, 3×3; exactly one missing cell', () => {
  const shape = (id: string) => {
    const it = SCORED_ITEMS.find((i) => i.id === id)!;
    return { rows: it.rows, cols: it.cols, cells: it.cells.length, missing: it.cells.filter((c) => c.figure === null).map((c) => [c.r, c.c]) };
  };
  expect(shape('dy1')).toEqual({ rows: 1, cols: 5, cells: 5, missing: [[0, 4]] });
  expect(shape('dk1')).toEqual({ rows: 2, cols: 2, cells: 4, missing: [[1, 1]] });
  expect(shape('ak1')).toEqual({ rows: 2, cols: 3, cells: 6, missing: [[1, 2]] });
  expect(shape('l1')).toEqual({ rows: 3, cols: 3, cells: 5, missing: [[2, 2]] });
  expect(shape('l2').missing).toEqual([[0, 0]]);
  expect(shape('d1')).toEqual({ rows: 3, cols: 3, cells: 9, missing: [[2, 2]] });
  const l = SCORED_ITEMS.find((i) => i.id === 'l1')!;
  expect(l.cells.map((c) => [c.r, c.c])).toEqual([[0, 0], [1, 0], [2, 0], [2, 1], [2, 2]]);
});

test('option counts 4–6: 4 (dörtlü), 5 (altılı, L), 6 (dokuzlu)', () => {
  for (const it of [...PRACTICE_ITEMS, ...SCORED_ITEMS]) {
    const expected = { dortlu_yatay: 4, dortlu_kare: 4, altili_kare: 5, l_format: 5, dokuzlu: 6 }[it.format];
    expect(it.options).toHaveLength(expected);
    expect(optionCountFor(it.id)).toBe(expected);
  }
});

test('every item: the correct option is the figure the rules give; each distractor breaks exactly one rule; all options look different', () => {
  for (const it of [...PRACTICE_ITEMS, ...SCORED_ITEMS]) {
    const missing = it.cells.find((c) => c.figure === null)!;
    // the shown cells follow the rules too: rebuild them from any shown cell as base
    const base = it.cells.find((c) => c.figure !== null)!.figure!;
    for (const c of it.cells) if (c.figure) expect(figureAt(base, it.rules, c.r, c.c)).toEqual(c.figure);
    const answer = figureAt(base, it.rules, missing.r, missing.c);
    expect(it.options[it.correctIndex]).toEqual(answer);
    expect(correctOptionFor(it.id)).toBe(it.correctIndex);
    expect(it.optionBreaks[it.correctIndex]).toBeNull();
    it.options.forEach((o, i) => {
      if (i === it.correctIndex) return;
      expect(differing(o, answer)).toEqual([it.optionBreaks[i]]);
    });
    expect(new Set(it.options.map(visualKey)).size).toBe(it.options.length);
    // every rule is broken by at least one distractor (each rule is tested)
    for (const r of it.rules) expect(it.optionBreaks).toContain(r.attr);
  }
});

test('the missing cell is not a copy of a shown cell in the matrices with two rules (it must be worked out)', () => {
  for (const it of SCORED_ITEMS.filter((i) => i.rules.length >= 2)) {
    const shown = new Set(it.cells.filter((c) => c.figure).map((c) => visualKey(c.figure!)));
    expect(shown.has(visualKey(it.options[it.correctIndex]))).toBe(false);
  }
});

test('the correct answer is not always in the same place', () => {
  expect(new Set(SCORED_ITEMS.map((i) => i.correctIndex)).size).toBeGreaterThanOrEqual(3);
});

test('visual key: rotations a shape cannot show are the same figure', () => {
  const f: Figure = { shape: 'circle', color: 'red', count: 1, size: 2, rotation: 0 };
  expect(visualKey({ ...f, rotation: 90 })).toBe(visualKey(f));
  expect(visualKey({ ...f, shape: 'square', rotation: 90 })).toBe(visualKey({ ...f, shape: 'square' }));
  expect(visualKey({ ...f, shape: 'square', rotation: 45 })).not.toBe(visualKey({ ...f, shape: 'square' }));
  expect(visualKey({ ...f, shape: 'arrow', rotation: 180 })).not.toBe(visualKey({ ...f, shape: 'arrow' }));
});

test('distractors never include an invisible change (a turned circle)', () => {
  const answer: Figure = { shape: 'circle', color: 'red', count: 1, size: 2, rotation: 0 };
  const ds = makeDistractors(mulberry32(3), answer, [{ attr: 'color', by: 'col', values: ['red', 'blue'] }], 5);
  expect(ds.map((d) => d.breaks)).not.toContain('rotation');
  expect(ds[0]).toEqual({ figure: { ...answer, color: 'blue' }, breaks: 'color' }); // the tempting one first
});

test('correctOptionFor refuses an unknown item', () => {
  expect(() => correctOptionFor('nope')).toThrow();
});
