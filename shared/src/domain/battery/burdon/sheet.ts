// Burdon test run logic (spec 3 §3 "Burdon result", §5): the letter sheet, per-section scoring
// and the stored row. Pure (unit-tested); the page only renders and times it.
//
// Scoring (the seed's and the reports' convention):
//   correct = marked targets, wrong = marked non-targets, missed = unmarked targets of the
//   whole section (the section is timed; what the student did not reach counts as missed);
//   section score = correct − wrong − missed; totals are the sums;
//   attention_ratio = (total_correct − total_wrong) / (total_correct + total_missed), 6 decimals.
// performance_percentage is a generated column (correct / (correct + wrong + missed)).
import { BURDON_DEFAULT_TARGET_CHARS } from './scoring.ts';
import { mulberry32 } from '../../random.ts';
import { entryAt, swapAt } from '../../../guards.ts';

export const SECTION_COUNT = 3;
/** Spec silent: 6 rows of 20 letters per section keeps the targets large on a tablet. */
export const ROWS_PER_SECTION = 6;
export const LETTERS_PER_ROW = 20;
/** Spec silent on the time: 120 s per section (decision); the link may shorten it (5–600 s). */
export const DEFAULT_SECTION_SECONDS = 120;
/** Share of target letters in a row (classic sheets: about a quarter). */
export const TARGET_SHARE = 0.25;
/** Non-target letters: lowercase Turkish alphabet without the targets' look-alikes' duplicates. */
export const FILLER_LETTERS = ['c', 'e', 'f', 'h', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's', 't', 'u', 'v', 'y', 'z'];

// The sheet is reproducible from its seed (shared mulberry32; re-exported for d2 and the tests).
export { mulberry32 };

export interface BurdonCell {
  char: string;
  isTarget: boolean;
}
/** sections → rows → cells */
export type BurdonSheet = BurdonCell[][][];

export function generateSheet(seed: number, targets: readonly string[] = BURDON_DEFAULT_TARGET_CHARS): BurdonSheet {
  const rnd = mulberry32(seed);
  const fillers = FILLER_LETTERS.filter((c) => !targets.includes(c));
  const pick = <T,>(list: readonly T[]): T => entryAt(list, Math.floor(rnd() * list.length));
  return Array.from({ length: SECTION_COUNT }, () =>
    Array.from({ length: ROWS_PER_SECTION }, () => {
      // exactly TARGET_SHARE targets per row, at shuffled positions: every row is comparable
      const nTargets = Math.round(LETTERS_PER_ROW * TARGET_SHARE);
      const flags = Array.from({ length: LETTERS_PER_ROW }, (_, i) => i < nTargets);
      for (let i = flags.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        swapAt(flags, i, j);
      }
      return flags.map((isTarget) => ({ char: isTarget ? pick(targets) : pick(fillers), isTarget }));
    }),
  );
}

export interface SectionScore {
  correct: number;
  wrong: number;
  missed: number;
  score: number;
}

/** `marked` holds "row:col" keys of the section's marked cells. */
export function scoreSection(rows: readonly (readonly BurdonCell[])[], marked: ReadonlySet<string>): SectionScore {
  let correct = 0;
  let wrong = 0;
  let missed = 0;
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const m = marked.has(`${r}:${c}`);
      if (cell.isTarget && m) correct++;
      else if (cell.isTarget) missed++;
      else if (m) wrong++;
    }),
  );
  return { correct, wrong, missed, score: correct - wrong - missed };
}

export function attentionRatio(correct: number, wrong: number, missed: number): number | null {
  const d = correct + missed;
  return d > 0 ? Math.round(((correct - wrong) / d) * 1e6) / 1e6 : null;
}

export interface SectionRun {
  marked: ReadonlySet<string>;
  elapsedSeconds: number;
  autoCompleted: boolean;
}

export interface BurdonRunInput {
  sessionId: string;
  studentId: string;
  conductedBy: string | null;
  sheet: BurdonSheet;
  seed: number;
  targets: readonly string[];
  sectionSeconds: number;
  sections: readonly SectionRun[];
  start: Date;
  end: Date;
}

/** The burdon_test_results row (every column but id/created_at/performance_percentage). */
export function burdonRow(input: BurdonRunInput): Record<string, unknown> {
  const scores = input.sheet.map((rows, i) => scoreSection(rows, input.sections[i]?.marked ?? new Set()));
  const sum = (f: (s: SectionScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const total_correct = sum((s) => s.correct);
  const total_wrong = sum((s) => s.wrong);
  const total_missed = sum((s) => s.missed);
  const row: Record<string, unknown> = {
    student_id: input.studentId,
    conducted_by: input.conductedBy,
    session_id: input.sessionId,
    total_correct,
    total_wrong,
    total_missed,
    total_score: total_correct - total_wrong - total_missed,
    attention_ratio: attentionRatio(total_correct, total_wrong, total_missed),
    test_start_time: input.start.toISOString(),
    test_end_time: input.end.toISOString(),
    test_elapsed_time_seconds: Math.max(0, Math.round((input.end.getTime() - input.start.getTime()) / 1000)),
    test_auto_completed: input.sections.some((s) => s.autoCompleted),
    detailed_results: {
      target_chars: [...input.targets],
      seed: input.seed,
      section_seconds: input.sectionSeconds,
      rows_per_section: ROWS_PER_SECTION,
      letters_per_row: LETTERS_PER_ROW,
      sections: scores.map((s, i) => ({
        section: i + 1,
        ...s,
        elapsed_seconds: Math.round(input.sections[i]?.elapsedSeconds ?? 0),
        auto_completed: input.sections[i]?.autoCompleted ?? false,
      })),
    },
  };
  scores.forEach((s, i) => {
    row[`section${i + 1}_correct`] = s.correct;
    row[`section${i + 1}_wrong`] = s.wrong;
    row[`section${i + 1}_missed`] = s.missed;
    row[`section${i + 1}_score`] = s.score;
  });
  return row;
}

/** section_seconds from the link, clamped to 5–600; default otherwise. */
export function sectionSecondsFrom(search: string): number {
  const v = Number(new URLSearchParams(search).get('section_seconds'));
  return Number.isFinite(v) && v >= 5 && v <= 600 ? Math.round(v) : DEFAULT_SECTION_SECONDS;
}
