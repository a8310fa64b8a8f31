// Hafıza Kartları (memory cards) — pure logic: the deck per card type, the level's card count,
// the mode's rules, the board state machine and the scoring. See docs/exercises/hafiza-kartlari.md.
import { TURKISH_ALPHABET, upperTr, WORDS_ILKOGRETIM } from '../content';
import { pickDistinct, randomIndex, shuffle, type Rng } from '../random';
import { entryAt } from '@akademi/shared/domain';

export const CARD_TYPES = ['colors', 'numbers', 'letters', 'syllables', 'emojis', 'arrows', 'shapes', 'animals', 'words', 'fruits', 'mixed'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const MODES = ['easy', 'medium', 'hard'] as const;
export type Mode = (typeof MODES)[number];

export const MAX_LEVEL = 10;
/** Ours: the board never has more than 24 cards (12 pairs) so it fits a tablet screen. */
export const MAX_CARDS = 24;
export const MIN_CARDS = 4;
export const POINTS_PER_PAIR = 10;
/** Ours: Zor costs points for each wrong pair (never below 0 overall). */
export const HARD_WRONG_PENALTY = 5;

export interface ModeRules {
  /** how long a wrong pair stays face up before it turns back */
  mismatchMs: number;
  /** after this many wrong pairs in a round all hidden cards are shown again for hintMs (0 = never) */
  hintEvery: number;
  hintMs: number;
  wrongPenalty: number;
}

export const MODE_RULES: Readonly<Record<Mode, ModeRules>> = {
  easy: { mismatchMs: 1500, hintEvery: 3, hintMs: 1000, wrongPenalty: 0 },
  medium: { mismatchMs: 1000, hintEvery: 0, hintMs: 0, wrongPenalty: 0 },
  hard: { mismatchMs: 700, hintEvery: 0, hintMs: 0, wrongPenalty: HARD_WRONG_PENALTY },
};

/** A face of a card: what is drawn, and what a screen reader says. */
export interface Face {
  id: string;
  text: string;
  label: string;
  /** colors card type: the swatch colour (text is empty) */
  color?: string;
}

const COLORS: readonly [string, string][] = [
  ['Kırmızı', '#dc2626'], ['Mavi', '#2563eb'], ['Sarı', '#facc15'], ['Yeşil', '#16a34a'], ['Mor', '#7c3aed'], ['Turuncu', '#f97316'],
  ['Pembe', '#ec4899'], ['Kahverengi', '#92400e'], ['Siyah', '#111827'], ['Gri', '#9ca3af'], ['Lacivert', '#1e3a8a'], ['Turkuaz', '#14b8a6'],
];
const SYLLABLES = ['ba', 'be', 'bi', 'bo', 'bu', 'ka', 'ke', 'ki', 'ko', 'ku', 'la', 'le', 'li', 'lo', 'lu', 'ma', 'me', 'mi', 'mo', 'mu', 'na', 'ne', 'ni', 'sa', 'se', 'si', 'ta', 'te', 'ti', 'ar', 'el', 'in', 'ör', 'üz'];
const EMOJIS: readonly [string, string][] = [
  ['😀', 'gülen yüz'], ['🐱', 'kedi'], ['🚗', 'araba'], ['⚽', 'top'], ['🌞', 'güneş'], ['🌈', 'gökkuşağı'], ['🍎', 'elma'], ['🎈', 'balon'],
  ['⭐', 'yıldız'], ['🎵', 'nota'], ['📚', 'kitaplar'], ['🚀', 'roket'], ['🌻', 'ayçiçeği'], ['🐟', 'balık'], ['🎁', 'hediye'], ['⏰', 'saat'],
];
const ARROWS: readonly [string, string][] = [
  ['←', 'sola ok'], ['↑', 'yukarı ok'], ['→', 'sağa ok'], ['↓', 'aşağı ok'], ['↖', 'sol üst ok'], ['↗', 'sağ üst ok'], ['↘', 'sağ alt ok'], ['↙', 'sol alt ok'],
  ['⇐', 'sola çift ok'], ['⇑', 'yukarı çift ok'], ['⇒', 'sağa çift ok'], ['⇓', 'aşağı çift ok'], ['↔', 'yatay ok'], ['↕', 'dikey ok'],
];
const SHAPES: readonly [string, string][] = [
  ['●', 'dolu daire'], ['■', 'dolu kare'], ['▲', 'dolu üçgen'], ['◆', 'dolu karo'], ['★', 'dolu yıldız'], ['♥', 'kalp'], ['○', 'boş daire'], ['□', 'boş kare'],
  ['△', 'boş üçgen'], ['◇', 'boş karo'], ['☆', 'boş yıldız'], ['▼', 'ters üçgen'], ['♣', 'sinek'], ['♠', 'maça'],
];
const ANIMALS = ['kedi', 'köpek', 'at', 'inek', 'koyun', 'keçi', 'tavşan', 'aslan', 'kaplan', 'fil', 'zürafa', 'maymun', 'ayı', 'kurt', 'tilki', 'sincap', 'kartal', 'baykuş', 'penguen', 'yunus'];
const FRUITS = ['elma', 'armut', 'kiraz', 'çilek', 'muz', 'üzüm', 'karpuz', 'kavun', 'portakal', 'mandalina', 'limon', 'şeftali', 'kayısı', 'erik', 'incir', 'nar', 'ayva', 'vişne'];

/** Every face a card type can show (at least MAX_CARDS / 2 per type). */
export function facePool(type: Exclude<CardType, 'mixed'>): Face[] {
  switch (type) {
    case 'colors':
      return COLORS.map(([name, color]) => ({ id: `c-${name}`, text: '', label: name, color }));
    case 'numbers':
      return Array.from({ length: 99 }, (_, i) => ({ id: `n-${i + 1}`, text: String(i + 1), label: String(i + 1) }));
    case 'letters':
      return TURKISH_ALPHABET.map((l) => ({ id: `l-${l}`, text: upperTr(l), label: `${upperTr(l)} harfi` }));
    case 'syllables':
      return SYLLABLES.map((s) => ({ id: `s-${s}`, text: s, label: `${s} hecesi` }));
    case 'emojis':
      return EMOJIS.map(([e, name]) => ({ id: `e-${name}`, text: e, label: name }));
    case 'arrows':
      return ARROWS.map(([a, name]) => ({ id: `a-${name}`, text: a, label: name }));
    case 'shapes':
      return SHAPES.map(([s, name]) => ({ id: `h-${name}`, text: s, label: name }));
    case 'animals':
      return ANIMALS.map((w) => ({ id: `an-${w}`, text: w, label: w }));
    case 'words':
      return WORDS_ILKOGRETIM.filter((w) => w.length <= 7).map((w) => ({ id: `w-${w}`, text: w, label: w }));
    case 'fruits':
      return FRUITS.map((w) => ({ id: `f-${w}`, text: w, label: w }));
  }
}

/** Cards on the board at a level: the setting rounded down to an even number, one pair more per level above 1. */
export function cardCount(unitCount: number, level: number): number {
  const base = Math.max(MIN_CARDS, Math.floor(unitCount / 2) * 2);
  return Math.min(MAX_CARDS, base + 2 * (Math.max(1, level) - 1));
}

export interface Card {
  /** position on the board */
  index: number;
  face: Face;
}

/** The shuffled deck of one round: cardCount / 2 distinct faces, each twice. */
export function dealCards(rng: Rng, type: CardType, count: number): Card[] {
  const pairs = Math.floor(count / 2);
  let faces: Face[];
  if (type === 'mixed') {
    const seen = new Set<string>();
    faces = [];
    const kinds = CARD_TYPES.filter((t): t is Exclude<CardType, 'mixed'> => t !== 'mixed');
    while (faces.length < pairs) {
      const pool = facePool(entryAt(kinds, randomIndex(rng, kinds.length)));
      const f = entryAt(pool, randomIndex(rng, pool.length));
      // 'kedi' is both an animal and a word: one face per text so two pairs never look the same
      const key = f.color ?? f.text;
      if (!seen.has(key)) {
        seen.add(key);
        faces.push(f);
      }
    }
  } else {
    faces = pickDistinct(rng, facePool(type), pairs);
  }
  return shuffle(rng, [...faces, ...faces]).map((face, index) => ({ index, face }));
}

export type Phase = 'preview' | 'play' | 'mismatch' | 'hint' | 'done';

export interface Board {
  cards: Card[];
  matched: boolean[];
  /** face-up cards that are not matched (0, 1 or 2) */
  open: number[];
  phase: Phase;
  pairsFound: number;
  wrong: number;
  /** wrong pairs since the last hint */
  wrongSinceHint: number;
}

export function newBoard(cards: Card[]): Board {
  return { cards, matched: cards.map(() => false), open: [], phase: 'preview', pairsFound: 0, wrong: 0, wrongSinceHint: 0 };
}

export type FlipResult = { board: Board; event: 'none' | 'open' | 'match' | 'mismatch' | 'round-done' };

/** The child turns card `i` (only while playing, on a hidden card). */
export function flip(b: Board, i: number): FlipResult {
  const card = b.cards[i];
  if (b.phase !== 'play' || !card || b.matched[i] || b.open.includes(i)) return { board: b, event: 'none' };
  const j = b.open[0];
  if (j === undefined) return { board: { ...b, open: [i] }, event: 'open' };
  if (entryAt(b.cards, j).face.id === card.face.id) {
    const matched = b.matched.slice();
    matched[i] = true;
    matched[j] = true;
    const pairsFound = b.pairsFound + 1;
    const done = matched.every(Boolean);
    return { board: { ...b, matched, open: [], pairsFound, phase: done ? 'done' : 'play' }, event: done ? 'round-done' : 'match' };
  }
  return { board: { ...b, open: [j, i], phase: 'mismatch', wrong: b.wrong + 1, wrongSinceHint: b.wrongSinceHint + 1 }, event: 'mismatch' };
}

/** After a wrong pair was shown: turn it back; in Kolay every hintEvery-th wrong pair starts a hint. */
export function afterMismatch(b: Board, rules: ModeRules): Board {
  if (b.phase !== 'mismatch') return b;
  if (rules.hintEvery > 0 && b.wrongSinceHint >= rules.hintEvery) return { ...b, open: [], phase: 'hint', wrongSinceHint: 0 };
  return { ...b, open: [], phase: 'play' };
}

/** Preview over or hint over: the child plays. */
export const startPlay = (b: Board): Board => (b.phase === 'preview' || b.phase === 'hint' ? { ...b, phase: 'play' } : b);

/** Whether card i shows its face. */
export const faceUp = (b: Board, i: number): boolean => b.phase === 'preview' || b.phase === 'hint' || b.matched[i] || b.open.includes(i);

/** Points of a round's play: 10 × level per pair, minus the mode's penalty per wrong pair. */
export const pairPoints = (level: number): number => POINTS_PER_PAIR * level;

/** Round accuracy (level rule): pairs found out of all pair attempts. */
export function roundAccuracy(pairs: number, wrong: number): number {
  return pairs + wrong > 0 ? Math.round((pairs / (pairs + wrong)) * 100) : 0;
}

/** The score after a flip event (never below 0). */
export function scoreAfter(score: number, event: FlipResult['event'], level: number, rules: ModeRules): number {
  if (event === 'match' || event === 'round-done') return score + pairPoints(level);
  if (event === 'mismatch') return Math.max(0, score - rules.wrongPenalty);
  return score;
}

/** Columns of the board: a near-square grid, at most 6 wide. */
export const boardColumns = (count: number): number => (count <= 16 ? 4 : count <= 20 ? 5 : 6);
