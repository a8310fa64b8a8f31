// Hafıza (memory) test design and scoring — documented in docs/tests/hafiza.md.
// Four parts, each a 4-choice recognition test ("which of these did you see / hear?"):
//   short_visual   – 5 pictures shown one by one, then 5 questions;
//   short_auditory – 5 Turkish words spoken (speechSynthesis tr-TR; without a Turkish voice the
//                    words are shown one by one as large text), then 5 questions;
//   (filler)       – 2 unscored counting questions, so the items cannot simply be rehearsed;
//   long_visual    – the same 5 pictures asked again (new lures, not shown again);
//   long_auditory  – the same 5 words asked again (new lures, not spoken again).
// Fixed, identical content and order for every child; everything is generated in code.
import { memoryFields, type AnswerInput, type AuditoryPresentation, type MemoryAnswer, type MemoryPart } from './scoring.ts';
import { entryAt } from '../../../guards.ts';

// the summary fields are computed by the shared function the database mirrors (issue 15)
export {
  auditoryPresentation, memoryFields,
  type AnswerInput, type AuditoryPresentation, type DetailedAnswers, type MemoryAnswer, type MemoryPart, type MemoryRowFields,
} from './scoring.ts';

export const MEMORY_PARTS: readonly MemoryPart[] = ['short_visual', 'short_auditory', 'long_visual', 'long_auditory'];
export type Modality = 'visual' | 'auditory';
export const partModality = (part: MemoryPart): Modality => (part.endsWith('visual') ? 'visual' : 'auditory');

/** Pictures drawn in SVG (Picture.tsx). Practice uses plain geometric shapes, kept apart. */
export type PictureId =
  | 'sun' | 'tree' | 'fish' | 'balloon' | 'house' | 'flower' | 'cloud' | 'apple' | 'heart' | 'moon' | 'star' | 'umbrella'
  | 'circle' | 'triangle' | 'square' | 'plus';

export const PICTURE_LABEL: Readonly<Record<PictureId, string>> = {
  sun: 'güneş', tree: 'ağaç', fish: 'balık', balloon: 'balon', house: 'ev', flower: 'çiçek', cloud: 'bulut',
  apple: 'elma', heart: 'kalp', moon: 'ay', star: 'yıldız', umbrella: 'şemsiye',
  circle: 'daire', triangle: 'üçgen', square: 'kare', plus: 'artı',
};

/** Spec 2 §5: answers faster than this are implausible: stored, flagged, scored incorrect. */
export const MIN_PLAUSIBLE_RT_MS = 150;
/** A picture / a fallback word stays on screen this long, then a blank gap. */
export const STUDY_ITEM_MS = 1250;
export const STUDY_GAP_MS = 250;
/** After a spoken word ends (or the utterance gives no end event within the cap), a short gap. */
export const SPEECH_GAP_MS = 400;
export const SPEECH_MAX_MS = 3000;
/** Blank between two questions / practice feedback time. */
export const INTER_QUESTION_MS = 350;
export const PRACTICE_FEEDBACK_MS = 1000;
/** How long the page waits for the browser's voice list before choosing the text fallback. */
export const VOICE_WAIT_MS = 1000;

export interface StudyList<T extends string> {
  items: readonly T[];
}

export interface MemoryQuestion {
  part: MemoryPart;
  /** 1-based number within its part */
  n: number;
  target: string;
  /** 4 options: the target once, 3 never-studied lures */
  options: readonly string[];
  correctIndex: number;
}

// ---- scored content -------------------------------------------------------------------------
export const VISUAL_STUDY: readonly PictureId[] = ['sun', 'tree', 'fish', 'balloon', 'house'];
const VISUAL_LURES: readonly PictureId[] = ['flower', 'cloud', 'apple', 'heart', 'moon', 'star', 'umbrella'];
/** Common, concrete two-syllable Turkish nouns; none names a picture of the visual part. */
export const AUDITORY_STUDY: readonly string[] = ['kalem', 'kapı', 'masa', 'kuzu', 'saat'];
/** Lures have two syllables too, so word length gives nothing away. */
const AUDITORY_LURES: readonly string[] = ['kitap', 'bardak', 'çanta', 'köpek', 'tabak', 'tavuk', 'yastık'];

/** Question order differs from study order; the correct position is balanced over 1–4. */
const SHORT_ORDER = [1, 4, 0, 3, 2];
const LONG_ORDER = [3, 0, 2, 4, 1];
const POSITIONS: Readonly<Record<MemoryPart, readonly number[]>> = {
  short_visual: [2, 0, 3, 1, 0],
  short_auditory: [0, 2, 1, 3, 2],
  long_visual: [1, 3, 0, 2, 3],
  long_auditory: [3, 1, 2, 0, 1],
};
/** First lure of question i is lures[(3i + offset) mod 7]; long parts use other lure triples. */
const LURE_OFFSET: Readonly<Record<MemoryPart, number>> = { short_visual: 0, short_auditory: 0, long_visual: 5, long_auditory: 5 };

function makeQuestions(part: MemoryPart, study: readonly string[], lures: readonly string[], order: readonly number[]): MemoryQuestion[] {
  return order.map((studyIndex, i) => {
    const target = entryAt(study, studyIndex);
    const picked = [0, 1, 2].map((k) => entryAt(lures, (3 * i + LURE_OFFSET[part] + k) % lures.length));
    const correctIndex = entryAt(POSITIONS[part], i);
    const options = [...picked];
    options.splice(correctIndex, 0, target);
    return { part, n: i + 1, target, options, correctIndex };
  });
}

export const QUESTIONS: Readonly<Record<MemoryPart, readonly MemoryQuestion[]>> = {
  short_visual: makeQuestions('short_visual', VISUAL_STUDY, VISUAL_LURES, SHORT_ORDER),
  short_auditory: makeQuestions('short_auditory', AUDITORY_STUDY, AUDITORY_LURES, SHORT_ORDER),
  long_visual: makeQuestions('long_visual', VISUAL_STUDY, VISUAL_LURES, LONG_ORDER),
  long_auditory: makeQuestions('long_auditory', AUDITORY_STUDY, AUDITORY_LURES, LONG_ORDER),
};

export const TOTAL_QUESTIONS = MEMORY_PARTS.reduce((s, p) => s + QUESTIONS[p].length, 0);

// ---- practice (not stored) ------------------------------------------------------------------
export const PRACTICE_VISUAL_STUDY: readonly PictureId[] = ['circle', 'triangle'];
export const PRACTICE_VISUAL_QUESTION: MemoryQuestion = { part: 'short_visual', n: 1, target: 'triangle', options: ['square', 'triangle', 'plus', 'heart'], correctIndex: 1 };
export const PRACTICE_AUDITORY_STUDY: readonly string[] = ['su', 'ekmek'];
export const PRACTICE_AUDITORY_QUESTION: MemoryQuestion = { part: 'short_auditory', n: 1, target: 'su', options: ['çay', 'bal', 'su', 'peynir'], correctIndex: 2 };

// ---- filler (not stored) --------------------------------------------------------------------
export interface FillerQuestion {
  n: number;
  count: number;
  options: readonly number[];
}
/** "Kaç tane top var?" — a short, unscored task between the short and the delayed parts. */
export const FILLER_QUESTIONS: readonly FillerQuestion[] = [
  { n: 1, count: 4, options: [3, 4, 5, 6] },
  { n: 2, count: 6, options: [4, 5, 6, 7] },
];

// ---- scoring --------------------------------------------------------------------------------
export function scoreAnswer(
  q: MemoryQuestion,
  chosenIndex: number,
  rtMs: number,
  flags: { focusLost: boolean; droppedFrames: boolean } = { focusLost: false, droppedFrames: false },
  input: AnswerInput = 'pointer',
): MemoryAnswer {
  const ms = Math.round(rtMs);
  const implausible = !(ms >= MIN_PLAUSIBLE_RT_MS);
  return {
    part: q.part,
    n: q.n,
    target: q.target,
    options: q.options,
    correctIndex: q.correctIndex,
    chosenIndex,
    chosen: q.options[chosenIndex] ?? '',
    responseTime: ms / 1000,
    isCorrect: chosenIndex === q.correctIndex && !implausible,
    implausible,
    ...flags,
    input,
  };
}

export interface MemoryRowContext {
  sessionId: string;
  studentId: string;
  conductedBy: string | null;
  testStartTime: string;
  testEndTime: string;
}

/** The exact memory_test_results row the page saves (id is added by the result saver). */
export function memoryRow(ctx: MemoryRowContext, answers: readonly MemoryAnswer[], scoredDurationMs: number, presentation: AuditoryPresentation) {
  return {
    session_id: ctx.sessionId,
    student_id: ctx.studentId,
    conducted_by: ctx.conductedBy,
    test_start_time: ctx.testStartTime,
    test_end_time: ctx.testEndTime,
    ...memoryFields(answers, scoredDurationMs, presentation),
  };
}

/** Keys 1–4 (top row or numpad) → option index 0–3; null for any other key. */
export function optionIndexFromKey(e: { key: string; code?: string }): number | null {
  const m = /^(?:Digit|Numpad)([1-4])$/.exec(e.code ?? '');
  if (m) return Number(m[1]) - 1;
  return /^[1-4]$/.test(e.key) ? Number(e.key) - 1 : null;
}
