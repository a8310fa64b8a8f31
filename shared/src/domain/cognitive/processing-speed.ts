// Processing speed ("İşleme Hızı", spec 2 §9 "Processing speed", §5 validation).
//
// Per test:
//   responses   – the test's detailed items; response times in ms (attention reactionTime, Stroop
//                 responseTime) or seconds (memory, puzzle, logic responseTime → × 1000).
//   valid       – correct answers only (puzzle: and not timed out) whose time is plausible:
//                 ≥ 150 ms, Stroop ≥ 250 ms (spec 2 §5).
//   speed       – 100 − 100 × (meanValidMs − lo) / (hi − lo), clamped 0–100, with the test's
//                 response-time bounds (attention 400–4000, memory 1000–6000, puzzle and logic
//                 1000–8000, Stroop 300–2000 ms).
//   efficiency  – the spec leaves the exact mapping open ("not shown"); chosen here, monotone in
//                 both speed of work and accuracy:
//                   raw   = (validCorrect / durationSeconds) × accuracy × 2.5
//                   score = 100 × (raw − lo) / (hi − lo), clamped 0–100
//                 durationSeconds = test_duration_seconds when > 0, otherwise the sum of the test's
//                 plausible response times; accuracy is a 0–1 fraction (accuracy_percentage / 100,
//                 logic success_rate / 100, puzzle (four+six+nine+sixteen piece scores) / 400);
//                 bounds lo–hi: attention 0.05–0.5, memory 0.05–0.3, puzzle 0.05–0.3,
//                 logic 0.02–0.2, Stroop 0.05–0.5.
//   value       – 0.4 × speed + 0.6 × efficiency.
// Overall isleme_hizi = mean of the five values. A test without a valid correct answer (Stroop:
// also without both stage2 and stage3 responses) makes the whole calculation fail with
// 'İşleme Hızı hesaplanamadı. Eksik testler: ' + the Turkish test names.

import { clamp, toNumber } from '../numbers.ts';
import {
  COGNITIVE_TEST_KEYS,
  COGNITIVE_TEST_NAMES,
  type AttentionResultRow,
  type CognitiveTestKey,
  type LogicResultRow,
  type MemoryResultRow,
  type PuzzleResultRow,
  type SessionSubTestRows,
  type StroopResultRow,
} from './types.ts';

/** Spec 2 §9: response-time bounds of the speed score, in ms. */
export const SPEED_BOUNDS_MS: Readonly<Record<CognitiveTestKey, readonly [number, number]>> = {
  attention: [400, 4000],
  memory: [1000, 6000],
  puzzle: [1000, 8000],
  logic: [1000, 8000],
  stroop: [300, 2000],
};

/** Spec 2 §9: bounds of the (2.5 × scaled) efficiency value. */
export const EFFICIENCY_BOUNDS: Readonly<Record<CognitiveTestKey, readonly [number, number]>> = {
  attention: [0.05, 0.5],
  memory: [0.05, 0.3],
  puzzle: [0.05, 0.3],
  logic: [0.02, 0.2],
  stroop: [0.05, 0.5],
};

export const EFFICIENCY_SCALE = 2.5;
export const SPEED_WEIGHT = 0.4;
export const EFFICIENCY_WEIGHT = 0.6;
/** Spec 2 §5: shorter response times are implausible and discarded. */
export const MIN_PLAUSIBLE_RESPONSE_MS = 150;
export const MIN_PLAUSIBLE_STROOP_RESPONSE_MS = 250;

export const PROCESSING_SPEED_ERROR_PREFIX = 'İşleme Hızı hesaplanamadı. Eksik testler: ';

export interface TimedResponse {
  /** response time in milliseconds (NaN when absent) */
  rtMs: number;
  correct: boolean;
  timedOut: boolean;
}

export type ProcessingSpeedInput = SessionSubTestRows;

export interface TestProcessingSpeed {
  validCorrectCount: number;
  meanResponseTimeMs: number;
  durationSeconds: number;
  /** 0–1 */
  accuracy: number;
  speedScore: number;
  efficiencyRaw: number;
  efficiencyScore: number;
  /** 0.4 × speed + 0.6 × efficiency */
  value: number;
}

export type ProcessingSpeedResult =
  | { ok: true; overall: number; perTest: Record<CognitiveTestKey, TestProcessingSpeed> }
  | { ok: false; missing: CognitiveTestKey[]; message: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collects the answer items of a detailed_* column: a list, a map of items, or grouped lists
 * (lists of lists or an object of lists). An item is an object carrying one of `timeKeys`.
 */
function collectItems(value: unknown, timeKeys: readonly string[], depth = 0): Json[] {
  if (depth > 4 || value === null || value === undefined) return [];
  const isItem = (v: unknown): v is Json => isObject(v) && timeKeys.some((k) => k in v);
  if (isItem(value)) return [value];
  const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  return children.flatMap((child) => collectItems(child, timeKeys, depth + 1));
}

function readTime(item: Json, timeKeys: readonly string[], factor: number): number {
  for (const key of timeKeys) {
    if (key in item) {
      const raw = item[key];
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? n * factor : NaN;
    }
  }
  return NaN;
}

function toResponses(items: Json[], timeKeys: readonly string[], factor: number, correctKeys: readonly string[]): TimedResponse[] {
  return items.map((item) => ({
    rtMs: readTime(item, timeKeys, factor),
    correct: correctKeys.some((k) => item[k] === true),
    timedOut: item.isTimeout === true,
  }));
}

/** The response items of one test's row, with times normalised to ms (spec 2 §3 units). */
export function extractResponses(test: CognitiveTestKey, row: ProcessingSpeedInput[CognitiveTestKey]): TimedResponse[] {
  if (!row) return [];
  switch (test) {
    case 'attention': {
      const keys = ['reactionTime'];
      return toResponses(collectItems((row as AttentionResultRow).detailed_responses, keys), keys, 1, ['isCorrect']);
    }
    case 'memory': {
      const keys = ['responseTime'];
      return toResponses(collectItems((row as MemoryResultRow).detailed_answers, keys), keys, 1000, ['isCorrect']);
    }
    case 'logic': {
      const keys = ['responseTime'];
      return toResponses(collectItems((row as LogicResultRow).detailed_answers, keys), keys, 1000, ['isCorrect']);
    }
    case 'puzzle': {
      const keys = ['responseTime'];
      // An item may hold its piece attempts as a list under `pieces`; otherwise it is the attempt.
      const expanded = flattenPuzzle((row as PuzzleResultRow).detailed_responses);
      return toResponses(collectItems(expanded, keys), keys, 1000, ['isCorrect']);
    }
    case 'stroop': {
      const { stage2, stage3 } = stroopStages(row as StroopResultRow);
      const keys = ['responseTime'];
      return toResponses([...stage2, ...stage3].filter(isObject), keys, 1, ['correct', 'isCorrect']);
    }
  }
}

function flattenPuzzle(value: unknown, depth = 0): unknown {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.map((v) => flattenPuzzle(v, depth + 1));
  if (isObject(value)) {
    if (Array.isArray(value.pieces)) return flattenPuzzle(value.pieces, depth + 1);
    if ('responseTime' in value) return value;
    return Object.values(value).map((v) => flattenPuzzle(v, depth + 1));
  }
  return [];
}

function stroopStages(row: StroopResultRow): { stage2: unknown[]; stage3: unknown[] } {
  const details = isObject(row.detailed_responses) ? row.detailed_responses : {};
  const stage = (s: unknown): unknown[] => (isObject(s) && Array.isArray(s.responses) ? s.responses : []);
  return { stage2: stage(details.stage2), stage3: stage(details.stage3) };
}

export function isValidCorrect(test: CognitiveTestKey, r: TimedResponse): boolean {
  const min = test === 'stroop' ? MIN_PLAUSIBLE_STROOP_RESPONSE_MS : MIN_PLAUSIBLE_RESPONSE_MS;
  return r.correct && !r.timedOut && Number.isFinite(r.rtMs) && r.rtMs >= min;
}

/** 100 − scaled position of the mean response time between the test's bounds, clamped 0–100. */
export function speedScore(test: CognitiveTestKey, meanResponseTimeMs: number): number {
  const [lo, hi] = SPEED_BOUNDS_MS[test];
  return clamp(100 - (100 * (meanResponseTimeMs - lo)) / (hi - lo), 0, 100);
}

/** The raw (2.5 × scaled) efficiency value: correct answers per second × accuracy × 2.5. */
export function efficiencyRaw(validCorrectCount: number, durationSeconds: number, accuracy: number): number {
  if (!(durationSeconds > 0)) return 0;
  return (validCorrectCount / durationSeconds) * clamp(accuracy, 0, 1) * EFFICIENCY_SCALE;
}

/** Linear position of the raw efficiency between the test's bounds, as 0–100. */
export function efficiencyScore(test: CognitiveTestKey, raw: number): number {
  const [lo, hi] = EFFICIENCY_BOUNDS[test];
  return clamp((100 * (raw - lo)) / (hi - lo), 0, 100);
}

/** Accuracy as a 0–1 fraction, per test (spec 2 §9: puzzle = four piece scores / 400). */
export function accuracyFraction(test: CognitiveTestKey, row: NonNullable<ProcessingSpeedInput[CognitiveTestKey]>): number {
  let fraction: number;
  if (test === 'puzzle') {
    const p = row as PuzzleResultRow;
    fraction =
      (toNumber(p.four_piece_score) + toNumber(p.six_piece_score) + toNumber(p.nine_piece_score) + toNumber(p.sixteen_piece_score)) / 400;
  } else if (test === 'logic') {
    fraction = toNumber((row as LogicResultRow).success_rate) / 100;
  } else {
    const r = row as AttentionResultRow | MemoryResultRow | StroopResultRow;
    fraction = toNumber(r.accuracy_percentage ?? r.success_rate) / 100;
  }
  return clamp(fraction, 0, 1);
}

function hasEnoughData(test: CognitiveTestKey, row: ProcessingSpeedInput[CognitiveTestKey]): boolean {
  if (!row) return false;
  if (test === 'stroop') {
    const { stage2, stage3 } = stroopStages(row as StroopResultRow);
    if (stage2.length === 0 || stage3.length === 0) return false;
  }
  return extractResponses(test, row).some((r) => isValidCorrect(test, r));
}

/** Processing speed of one test; null when it has no valid correct answer. */
export function testProcessingSpeed(test: CognitiveTestKey, row: ProcessingSpeedInput[CognitiveTestKey]): TestProcessingSpeed | null {
  if (!row || !hasEnoughData(test, row)) return null;
  const responses = extractResponses(test, row);
  const valid = responses.filter((r) => isValidCorrect(test, r));
  const meanResponseTimeMs = valid.reduce((s, r) => s + r.rtMs, 0) / valid.length;
  const min = test === 'stroop' ? MIN_PLAUSIBLE_STROOP_RESPONSE_MS : MIN_PLAUSIBLE_RESPONSE_MS;
  const storedDuration = toNumber(row.test_duration_seconds);
  const durationSeconds =
    storedDuration > 0
      ? storedDuration
      : responses.filter((r) => Number.isFinite(r.rtMs) && r.rtMs >= min).reduce((s, r) => s + r.rtMs, 0) / 1000;
  const accuracy = accuracyFraction(test, row);
  const speed = speedScore(test, meanResponseTimeMs);
  const raw = efficiencyRaw(valid.length, durationSeconds, accuracy);
  const efficiency = efficiencyScore(test, raw);
  return {
    validCorrectCount: valid.length,
    meanResponseTimeMs,
    durationSeconds,
    accuracy,
    speedScore: speed,
    efficiencyRaw: raw,
    efficiencyScore: efficiency,
    value: SPEED_WEIGHT * speed + EFFICIENCY_WEIGHT * efficiency,
  };
}

export function processingSpeedErrorMessage(missing: readonly CognitiveTestKey[]): string {
  return PROCESSING_SPEED_ERROR_PREFIX + missing.map((t) => COGNITIVE_TEST_NAMES[t]).join(', ');
}

/** Overall processing speed (isleme_hizi, unrounded) = mean of the five per-test values. */
export function computeProcessingSpeed(input: ProcessingSpeedInput): ProcessingSpeedResult {
  const perTest: Partial<Record<CognitiveTestKey, TestProcessingSpeed>> = {};
  const missing: CognitiveTestKey[] = [];
  for (const test of COGNITIVE_TEST_KEYS) {
    const result = testProcessingSpeed(test, input[test]);
    if (result) perTest[test] = result;
    else missing.push(test);
  }
  if (missing.length > 0) return { ok: false, missing, message: processingSpeedErrorMessage(missing) };
  const complete = perTest as Record<CognitiveTestKey, TestProcessingSpeed>;
  const overall = COGNITIVE_TEST_KEYS.reduce((s, t) => s + complete[t].value, 0) / COGNITIVE_TEST_KEYS.length;
  return { ok: true, overall, perTest: complete };
}
