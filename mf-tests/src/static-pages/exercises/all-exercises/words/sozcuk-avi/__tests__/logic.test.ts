import { defaultSettings, validateSettings } from '../../../core/settings';
import { createRng } from '../../random';
import { sozcukAvi } from '..';
import {
  checkSelection, DOWN, DOWN_RIGHT, levelDirections, levelWords, lineCells, makePuzzle, maxWordLength, moveCell, pointsFor, RIGHT, roundAccuracy,
  type Puzzle,
} from '../logic';

/** 4×4 by hand: KEDİ on row 0 (→), TOP down column 3 from row 1 (↓) */
const hand: Puzzle = {
  size: 4,
  grid: [
    ['k', 'e', 'd', 'i'],
    ['a', 'b', 'c', 't'],
    ['m', 'n', 'r', 'o'],
    ['s', 'ş', 'u', 'p'],
  ],
  words: [
    { word: 'kedi', cells: [[0, 0], [0, 1], [0, 2], [0, 3]] },
    { word: 'top', cells: [[1, 3], [2, 3], [3, 3]] },
  ],
};

describe('sozcuk-avi logic', () => {
  it('levels add directions and longer words', () => {
    expect(levelDirections(1)).toEqual([RIGHT]);
    expect(levelDirections(3)).toEqual([RIGHT, DOWN]);
    expect(levelDirections(5)).toContain(DOWN_RIGHT);
    expect(levelDirections(7)).toHaveLength(5);
    expect(levelDirections(10)).toHaveLength(8);
    expect(maxWordLength(1, 10)).toBe(5);
    expect(maxWordLength(10, 10)).toBe(10);
    expect(maxWordLength(10, 8)).toBe(8);
    expect(levelWords(1, 10).every((w) => w.length >= 3 && w.length <= 5)).toBe(true);
    expect(levelWords(1, 10)).not.toContain('demokrasi');
    expect(levelWords(10, 14)).toContain('demokrasi');
  });

  it('lineCells: rows, columns and diagonals only', () => {
    expect(lineCells([0, 0], [0, 3])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3]]);
    expect(lineCells([3, 3], [1, 1])).toEqual([[3, 3], [2, 2], [1, 1]]);
    expect(lineCells([0, 0], [1, 2])).toBeNull();
  });

  it('a selection finds a word read either way, once; anything else on a line is a miss', () => {
    expect(checkSelection(hand, new Set(), [0, 0], [0, 3])).toEqual({ kind: 'found', word: 'kedi', cells: [[0, 0], [0, 1], [0, 2], [0, 3]] });
    expect(checkSelection(hand, new Set(), [3, 3], [1, 3])).toMatchObject({ kind: 'found', word: 'top' });
    expect(checkSelection(hand, new Set(['kedi']), [0, 0], [0, 3])).toEqual({ kind: 'already', word: 'kedi' });
    expect(checkSelection(hand, new Set(), [0, 0], [0, 2])).toEqual({ kind: 'wrong', cells: [[0, 0], [0, 1], [0, 2]] });
    expect(checkSelection(hand, new Set(), [0, 0], [1, 2])).toEqual({ kind: 'not-line' });
    expect(checkSelection(hand, new Set(), [0, 0], [0, 0])).toEqual({ kind: 'not-line' });
    expect(checkSelection(hand, new Set(), [0, 2], [0, 5])).toEqual({ kind: 'not-line' }); // runs off the grid: no miss counted
    expect(checkSelection(hand, new Set(), [-1, 0], [2, 0])).toEqual({ kind: 'not-line' });
  });

  it('makePuzzle hides the words along their cells in the level directions, reproducibly', () => {
    for (const level of [1, 4, 6, 8, 10]) {
      const p = makePuzzle(createRng(level), 10, 6, level);
      expect(p.grid).toHaveLength(10);
      expect(p.grid.every((row) => row.length === 10)).toBe(true);
      expect(p.words).toHaveLength(6);
      const dirs = levelDirections(level).map((d) => d.join());
      for (const w of p.words) {
        expect(w.cells.map(([r, c]) => p.grid[r][c]).join('')).toBe(w.word);
        const [a, b] = w.cells;
        expect(dirs).toContain([b[0] - a[0], b[1] - a[1]].join());
        expect(checkSelection(p, new Set(), w.cells[0], w.cells[w.cells.length - 1])).toMatchObject({ kind: 'found', word: w.word });
      }
      expect(makePuzzle(createRng(level), 10, 6, level)).toEqual(p);
    }
  });

  it('a small grid gets as many words as fit', () => {
    const p = makePuzzle(createRng(5), 6, 10, 1);
    expect(p.words.length).toBeGreaterThanOrEqual(4);
    expect(p.words.length).toBeLessThanOrEqual(10);
  });

  it('scoring, accuracy and keyboard moves', () => {
    expect(pointsFor(3)).toBe(30);
    expect(roundAccuracy(5, 1)).toBe(83);
    expect(roundAccuracy(2, 3)).toBe(40);
    expect(moveCell([0, 0], 'ArrowLeft', 5)).toEqual([0, 0]);
    expect(moveCell([0, 0], 'ArrowDown', 5)).toEqual([1, 0]);
    expect(moveCell([4, 4], 'ArrowRight', 5)).toEqual([4, 4]);
  });

  it('settings: grid 6–14, 2–10 words, 15–600 s', () => {
    const f = sozcukAvi.settings;
    expect(validateSettings('sozcuk-avi', f, defaultSettings(f))).toEqual({ ok: true, values: { grid_size: 10, word_count_per_round: 5, duration_seconds: 120 } });
    const r = validateSettings('sozcuk-avi', f, { grid_size: '5', word_count_per_round: '11', duration_seconds: '601' });
    expect(r.ok ? {} : r.errors).toEqual({
      grid_size: 'Izgara Boyutu 6 ile 14 arasında olmalıdır.',
      word_count_per_round: 'Tur Başına Kelime Sayısı 2 ile 10 arasında olmalıdır.',
      duration_seconds: 'Süre (sn) 15 ile 600 arasında olmalıdır.',
    });
  });
});
