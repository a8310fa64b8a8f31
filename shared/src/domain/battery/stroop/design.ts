// Stroop test design and scoring — documented in docs/tests/stroop.md.
// Three stages after the classic three-card Stroop (Golden 1978), answered with four colour
// buttons (or keys 1–4 / K M Y S):
//   stage 1 – word reading: a colour word in white; answer the WORD (familiarisation with the
//             buttons, practice only, with feedback, not stored);
//   stage 2 – colour naming: 'XXXXX' in a colour ink; answer the INK (neutral baseline: the same
//             response rule as stage 3 with no word to read);
//   stage 3 – colour-word interference: a colour word in a DIFFERENT ink; answer the INK.
// interference = mean correct RT stage 3 − mean correct RT stage 2, so it isolates the cost of
// suppressing the word (a congruent baseline would add word facilitation to it).
// Fixed sequences, identical for every child.
import type { InputKind, StroopColor, StroopResponse } from './scoring.ts';
import { entryAt } from '../../../guards.ts';

// the summary fields are computed by the shared function the database mirrors (issue 15)
export {
  flexibilityScore, INTERFERENCE_CEILING_MS, INTERFERENCE_WEIGHT, meanCorrectRt, stroopFields,
  type InputKind, type StroopColor, type StroopResponse, type StroopRowFields,
} from './scoring.ts';

export type StroopStage = 1 | 2 | 3;

export interface ColorInfo {
  /** button label (Turkish) */
  label: string;
  /** the word shown as a stimulus (Turkish capitals, dotted İ) */
  word: string;
  /** ink on the dark stage and the button background */
  hex: string;
  /** button text colour (contrast on hex) */
  text: string;
  /** digit key */
  digit: string;
  /** letter key: initial of the Turkish name */
  letter: string;
}

/** Button order (left to right) = digit keys 1–4. */
export const COLORS: readonly StroopColor[] = ['red', 'blue', 'green', 'yellow'];

export const COLOR_INFO: Readonly<Record<StroopColor, ColorInfo>> = {
  red: { label: 'Kırmızı', word: 'KIRMIZI', hex: '#ef4444', text: '#ffffff', digit: '1', letter: 'k' },
  blue: { label: 'Mavi', word: 'MAVİ', hex: '#3b82f6', text: '#ffffff', digit: '2', letter: 'm' },
  green: { label: 'Yeşil', word: 'YEŞİL', hex: '#22c55e', text: '#052e16', digit: '3', letter: 'y' },
  yellow: { label: 'Sarı', word: 'SARI', hex: '#facc15', text: '#422006', digit: '4', letter: 's' },
};

/** Ink of stage-1 words (white on the dark stage: no colour to name). */
export const NEUTRAL_INK = '#f8fafc';
/** Stage-2 letter string: as long as the colour words, carries no meaning. */
export const NEUTRAL_TEXT = 'XXXXX';

/** Spec 2 §5: Stroop responses faster than 250 ms are implausible (stored, flagged, scored wrong). */
export const MIN_PLAUSIBLE_RT_MS = 250;
/** Max time an item waits for an answer; then it counts as unanswered (timedOut). */
export const RESPONSE_WINDOW_MS = 4000;
/** Fixation cross before each item, cycled (a varying wait discourages anticipation). */
export const FOREPERIODS_MS: readonly number[] = [500, 650, 400, 550];
export const PRACTICE_FEEDBACK_MS = 800;
export const INTER_TRIAL_MS = 300;

export interface StroopItem {
  stage: StroopStage;
  /** 1-based number within its block */
  n: number;
  /** colour named by the word; null for 'XXXXX' */
  word: StroopColor | null;
  /** colour the text is printed in; null in stage 1 (white) */
  ink: StroopColor | null;
  practice: boolean;
  foreperiodMs: number;
}

/** The text shown. */
export const itemText = (item: Pick<StroopItem, 'word'>): string => (item.word ? COLOR_INFO[item.word].word : NEUTRAL_TEXT);
/** The CSS colour of the text. */
export const itemInkHex = (item: Pick<StroopItem, 'ink'>): string => (item.ink ? COLOR_INFO[item.ink].hex : NEUTRAL_INK);
/** Stage 1 asks for the word, stages 2 and 3 for the ink. */
export function expectedAnswer(item: Pick<StroopItem, 'stage' | 'word' | 'ink'>): StroopColor {
  const answer = item.stage === 1 ? item.word : item.ink;
  if (!answer) throw new Error(`item without an answer in stage ${item.stage}`);
  return answer;
}

function build(stage: StroopStage, practice: boolean, pairs: readonly (readonly [StroopColor | null, StroopColor | null])[], offset = 0): StroopItem[] {
  return pairs.map(([word, ink], i) => ({ stage, n: i + 1, word, ink, practice, foreperiodMs: entryAt(FOREPERIODS_MS, (i + offset) % FOREPERIODS_MS.length) }));
}

// Stage 1 (practice): each word once, white ink.
export const STAGE1_ITEMS: readonly StroopItem[] = build(1, true, [
  ['blue', null],
  ['red', null],
  ['yellow', null],
  ['green', null],
]);

// Stage 2: 2 practice + 12 scored, every ink 3 times, never the same ink twice in a row.
export const STAGE2_PRACTICE: readonly StroopItem[] = build(2, true, [
  [null, 'green'],
  [null, 'red'],
], 1);
export const STAGE2_ITEMS: readonly StroopItem[] = build(
  2,
  false,
  (['red', 'green', 'blue', 'yellow', 'green', 'red', 'yellow', 'blue', 'red', 'yellow', 'green', 'blue'] as const).map((ink) => [null, ink] as const),
);

// Stage 3: 3 practice + 12 scored. The 12 scored items are the 12 incongruent word/ink pairs,
// each once (every ink and every word 3 times); no ink or word twice in a row, and the ink never
// repeats the word just before it (the colour the child just suppressed is never the next answer).
export const STAGE3_PRACTICE: readonly StroopItem[] = build(3, true, [
  ['blue', 'red'],
  ['yellow', 'green'],
  ['red', 'yellow'],
], 2);
export const STAGE3_ITEMS: readonly StroopItem[] = build(3, false, [
  ['red', 'blue'],
  ['blue', 'green'],
  ['red', 'yellow'],
  ['green', 'blue'],
  ['blue', 'red'],
  ['green', 'yellow'],
  ['yellow', 'red'],
  ['red', 'green'],
  ['blue', 'yellow'],
  ['yellow', 'green'],
  ['green', 'red'],
  ['yellow', 'blue'],
], 1);


export function scoreResponse(
  item: StroopItem,
  answer: StroopColor | null,
  responseTime: number | null,
  input: InputKind | null = null,
  flags: { focusLost: boolean; droppedFrames: boolean } = { focusLost: false, droppedFrames: false },
): StroopResponse {
  const answered = answer !== null && responseTime !== null && Number.isFinite(responseTime);
  const implausible = answered && (responseTime as number) < MIN_PLAUSIBLE_RT_MS;
  return {
    n: item.n,
    text: itemText(item),
    word: item.word,
    ink: item.ink,
    answer: answered ? answer : null,
    correct: answered && !implausible && answer === expectedAnswer(item),
    responseTime: answered ? responseTime : null,
    implausible,
    timedOut: !answered,
    input: answered ? input : null,
    ...flags,
  };
}

/** Colour chosen by a key: digits 1–4 (top row or keypad) or the Turkish initials K M Y S. */
export function colorForKey(key: string, code = ''): StroopColor | null {
  const digit = /^(?:Digit|Numpad)([1-4])$/.exec(code)?.[1] ?? (/^[1-4]$/.test(key) ? key : null);
  if (digit) return entryAt(COLORS, Number(digit) - 1);
  const k = key.toLocaleLowerCase('tr');
  return COLORS.find((c) => COLOR_INFO[c].letter === k) ?? null;
}
