// d2 test run logic (spec 3 §3 "D2 result", §5): the 14 × 47 sheet, line_results and the stored
// columns. Every score comes from the shared scoreD2 (never re-derived here). The columns the
// shared module does not define follow the seed's convention (supabase/seed/generate-seed.ts):
//   total_score = total_net_performance = TN − E; attention_stability = clamp(100 − 4·FR, 0, 100);
//   processing_speed = TN / test_duration_seconds (items per second, 2 decimals).
import { D2_ITEMS_PER_LINE, D2_LINE_COUNT, scoreD2, type D2LineItem } from './scoring.ts';
import { mulberry32 } from '../burdon/sheet.ts';
import { roundTo } from '../../numbers.ts';
import { entryAt } from '../../../guards.ts';

/** The classic d2 pace (and the seed's 280 s = 14 × 20 s); the link may change it (5–60 s). */
export const DEFAULT_LINE_SECONDS = 20;
/** Share of targets (d with exactly two marks) per line; classic sheets have a bit under half. */
export const TARGET_SHARE = 0.45;

export interface D2Item {
  letter: 'd' | 'p';
  /** marks above (0–2) and below (0–2); 1–4 in total */
  top: number;
  bottom: number;
  isTarget: boolean;
}

const split = (total: number, rnd: () => number): [number, number] => {
  const options: [number, number][] = [];
  for (let t = 0; t <= 2; t++) if (total - t >= 0 && total - t <= 2) options.push([t, total - t]);
  return entryAt(options, Math.floor(rnd() * options.length));
};

export function generateD2Sheet(seed: number): D2Item[][] {
  const rnd = mulberry32(seed);
  return Array.from({ length: D2_LINE_COUNT }, () =>
    Array.from({ length: D2_ITEMS_PER_LINE }, (): D2Item => {
      if (rnd() < TARGET_SHARE) {
        const [top, bottom] = split(2, rnd);
        return { letter: 'd', top, bottom, isTarget: true };
      }
      // distractors: d with 1, 3 or 4 marks, or p with 1–4 marks
      const letter = rnd() < 0.5 ? 'd' : 'p';
      const totals = letter === 'd' ? [1, 3, 4] : [1, 2, 3, 4];
      const [top, bottom] = split(entryAt(totals, Math.floor(rnd() * totals.length)), rnd);
      return { letter, top, bottom, isTarget: false };
    }),
  );
}

export const isD2Target = (item: Pick<D2Item, 'letter' | 'top' | 'bottom'>): boolean => item.letter === 'd' && item.top + item.bottom === 2;

/** One entry per item of the sheet (spec 3 §3): lineIndex, globalIndex, isTarget, isClicked. */
export function buildLineResults(sheet: readonly (readonly D2Item[])[], clicked: ReadonlySet<number>): D2LineItem[] {
  return sheet.flatMap((line, lineIndex) =>
    line.map((item, i) => {
      const globalIndex = lineIndex * D2_ITEMS_PER_LINE + i;
      return { lineIndex, globalIndex, isTarget: item.isTarget, isClicked: clicked.has(globalIndex) };
    }),
  );
}

export interface D2RunInput {
  sessionId: string;
  studentId: string;
  conductedBy: string | null;
  sheet: readonly (readonly D2Item[])[];
  clicked: ReadonlySet<number>;
  lineSeconds: number;
  start: Date;
  end: Date;
}

// decimal rounding (ties away from zero on the written value), as the database rounds numerics
const r2 = (n: number) => roundTo(n, 2);

/** The d2_test_results row (every column but id/created_at). */
export function d2Row(input: D2RunInput): Record<string, unknown> {
  const line_results = buildLineResults(input.sheet, input.clicked);
  const s = scoreD2(line_results);
  const duration = D2_LINE_COUNT * input.lineSeconds;
  return {
    student_id: input.studentId,
    conducted_by: input.conductedBy,
    session_id: input.sessionId,
    total_items_processed: s.TN,
    correct_selections: s.D,
    omission_errors: s.E1,
    commission_errors: s.E2,
    total_errors: s.E,
    total_net_performance: s['TN-E'],
    total_score: s['TN-E'],
    concentration_performance: s.CP,
    fluctuation_rate: s.FR,
    attention_stability: r2(Math.min(100, Math.max(0, 100 - 4 * s.FR))),
    test_duration_seconds: duration,
    processing_speed: r2(s.TN / duration),
    line_results,
    test_start_time: input.start.toISOString(),
    test_end_time: input.end.toISOString(),
  };
}

export function lineSecondsFrom(search: string): number {
  const v = Number(new URLSearchParams(search).get('line_seconds'));
  return Number.isFinite(v) && v >= 5 && v <= 60 ? Math.round(v) : DEFAULT_LINE_SECONDS;
}
