// d2 attention test scoring, bands, norms and display helpers (spec 3 §2.4, §3 "D2 result", §5, §9).
//
// Processed items (TN) of a line: the d2 convention — everything up to and including the last
// item the student marked in that line (0 when nothing was marked). Within that range:
// D (correct) = marked targets, E1 (omissions) = unmarked targets, E2 (commissions) = marked
// non-targets. Totals: E = E1 + E2, TN-E = TN − E, CP = D − E2, %Hata = E / TN × 100,
// FR = highest line TN − lowest line TN over the 14 lines.

import type { D2AgeGroup, D2ScoreKind, Gender } from '../../../db/column-values.ts';
import type { D2NormRow, D2TestResultRow } from '../../../db/database.ts';
import { ageInYears } from '../../age.ts';
import { formatFixedTr, roundTo, toNumberOrNull } from '../../numbers.ts';
import { isRecord } from '../../../guards.ts';

/** Spec 3 §5: 14 lines of 47 items. */
export const D2_LINE_COUNT = 14;
export const D2_ITEMS_PER_LINE = 47;

// a type alias (not an interface) so that item lists are assignable to the Json column type
export type D2LineItem = {
  lineIndex: number;
  globalIndex: number;
  isTarget: boolean;
  isClicked: boolean;
};

export interface D2LineScore {
  /** 1-based line position (1–14) */
  position: number;
  processed: number;
  correct: number;
  omissions: number;
  commissions: number;
  errors: number;
}

export interface D2Scores {
  lines: D2LineScore[];
  TN: number;
  /** correct target selections */
  D: number;
  E1: number;
  E2: number;
  E: number;
  'TN-E': number;
  CP: number;
  /** (E1 + E2) / TN × 100; 0 when TN is 0 */
  errorPercentage: number;
  FR: number;
}

function isLineItem(value: unknown): value is D2LineItem {
  if (!isRecord(value)) return false;
  const v = value;
  return typeof v.lineIndex === 'number' && typeof v.globalIndex === 'number';
}

/** Scores of one result's line_results (non-items are ignored; lines outside 0–13 too). */
export function scoreD2(lineResults: unknown): D2Scores {
  const items = Array.isArray(lineResults) ? lineResults.filter(isLineItem) : [];
  const byLine: D2LineItem[][] = Array.from({ length: D2_LINE_COUNT }, () => []);
  for (const item of items) {
    if (Number.isInteger(item.lineIndex) && item.lineIndex >= 0 && item.lineIndex < D2_LINE_COUNT) byLine[item.lineIndex]?.push(item);
  }
  const lines = byLine.map((lineItems, lineIndex): D2LineScore => {
    const sorted = [...lineItems].sort((a, b) => a.globalIndex - b.globalIndex);
    let lastClicked = -1;
    sorted.forEach((item, i) => {
      if (item.isClicked === true) lastClicked = i;
    });
    const range = sorted.slice(0, lastClicked + 1);
    const correct = range.filter((i) => i.isTarget === true && i.isClicked === true).length;
    const omissions = range.filter((i) => i.isTarget === true && i.isClicked !== true).length;
    const commissions = range.filter((i) => i.isTarget !== true && i.isClicked === true).length;
    return { position: lineIndex + 1, processed: range.length, correct, omissions, commissions, errors: omissions + commissions };
  });
  const sum = (f: (l: D2LineScore) => number) => lines.reduce((s, l) => s + f(l), 0);
  const TN = sum((l) => l.processed);
  const D = sum((l) => l.correct);
  const E1 = sum((l) => l.omissions);
  const E2 = sum((l) => l.commissions);
  const E = E1 + E2;
  const processed = lines.map((l) => l.processed);
  return {
    lines,
    TN,
    D,
    E1,
    E2,
    E,
    'TN-E': TN - E,
    CP: D - E2,
    errorPercentage: d2ErrorPercentage(E1, E2, TN),
    FR: Math.max(...processed) - Math.min(...processed),
  };
}

/** The stored score columns of a d2_test_results row. */
export type D2StoredColumns = Partial<
  Pick<
    D2TestResultRow,
    'total_items_processed' | 'correct_selections' | 'omission_errors' | 'commission_errors' | 'total_errors' | 'concentration_performance' | 'fluctuation_rate'
  >
> & {
  /** read by scoreD2, which takes any shape and ignores what is not a line item */
  line_results?: unknown;
};

/**
 * The scores of a saved result for tables and reports: the stored columns where present (they
 * are what the test computed when it ran), each missing one filled from line_results. The
 * per-line breakdown always comes from line_results.
 */
export function d2ResultScores(row: D2StoredColumns): D2Scores {
  const computed = scoreD2(row.line_results);
  const pick = (stored: number | null | undefined, fallback: number) => toNumberOrNull(stored) ?? fallback;
  const TN = pick(row.total_items_processed, computed.TN);
  const D = pick(row.correct_selections, computed.D);
  const E1 = pick(row.omission_errors, computed.E1);
  const E2 = pick(row.commission_errors, computed.E2);
  const E = pick(row.total_errors, E1 + E2);
  return {
    lines: computed.lines,
    TN,
    D,
    E1,
    E2,
    E,
    'TN-E': TN - E,
    CP: pick(row.concentration_performance, D - E2),
    errorPercentage: TN > 0 ? (E / TN) * 100 : 0,
    FR: pick(row.fluctuation_rate, computed.FR),
  };
}

/** %Hata = (E1 + E2) / TN × 100 (spec 3 §5); 0 when nothing was processed. */
export function d2ErrorPercentage(omissions: number, commissions: number, processed: number): number {
  return processed > 0 ? ((omissions + commissions) / processed) * 100 : 0;
}

export const D2_NO_RULE_TEXT = 'Değerlendirme yapılamadı';

export type D2ErrorBand = 'E_1' | 'E_2' | 'E_3' | 'E_4' | 'E_5';
export type D2FluctuationBand = 'FR_1' | 'FR_2' | 'FR_3' | 'FR_4';

/**
 * Spec 3 §5: up to 2.5 E_1, 2.6–5 E_2, 5.1–10 E_3, 10.1–20 E_4, above 20 E_5. The bands are
 * printed with one decimal, so the percentage is compared after rounding to one decimal
 * (2.54 → E_1, 2.55 → 2.6 → E_2). null for a negative or non-numeric value.
 */
export function d2ErrorBand(errorPercentage: number): D2ErrorBand | null {
  if (!Number.isFinite(errorPercentage) || errorPercentage < 0) return null;
  const p = roundTo(errorPercentage, 1);
  if (p <= 2.5) return 'E_1';
  if (p <= 5) return 'E_2';
  if (p <= 10) return 'E_3';
  if (p <= 20) return 'E_4';
  return 'E_5';
}

/** Spec 3 §5: 0–6 FR_1, 7–10 FR_2, 11–15 FR_3, 16 and above FR_4 (a fraction falls in the upper band). */
export function d2FluctuationBand(fluctuation: number): D2FluctuationBand | null {
  if (!Number.isFinite(fluctuation) || fluctuation < 0) return null;
  if (fluctuation <= 6) return 'FR_1';
  if (fluctuation <= 10) return 'FR_2';
  if (fluctuation <= 15) return 'FR_3';
  return 'FR_4';
}

/** Error-tendency commentary per band (our wording; the spec names only the bands). */
export const D2_ERROR_COMMENTS: Readonly<Record<D2ErrorBand, string>> = {
  E_1: 'Hata oranı çok düşüktür. Öğrenci işaretlemelerinde son derece dikkatli ve titiz davranmıştır.',
  E_2: 'Hata oranı düşüktür. Öğrenci çalışırken doğruluğa önem vermiş, yalnızca az sayıda hata yapmıştır.',
  E_3: 'Hata oranı orta düzeydedir. Hız ile doğruluk arasındaki dengeyi gözeten çalışmalar, dikkatli çalışma alışkanlığını güçlendirecektir.',
  E_4: 'Hata oranı yüksektir. Öğrencinin hızlı çalışırken ayrıntıları gözden kaçırdığı düşünülmektedir; işaretlemeden önce kontrol etme alışkanlığı kazandıran çalışmalar önerilir.',
  E_5: 'Hata oranı çok yüksektir. Yönerge tam anlaşılmamış ya da dikkat görev boyunca korunamamış olabilir; testin uygun bir zamanda tekrarlanması ve dikkat becerilerinin desteklenmesi önerilir.',
};

/** Attention-fluctuation commentary per band (our wording). */
export const D2_FLUCTUATION_COMMENTS: Readonly<Record<D2FluctuationBand, string>> = {
  FR_1: 'Satırlar arasındaki performans çok dengelidir. Öğrenci dikkatini test boyunca istikrarlı biçimde sürdürmüştür.',
  FR_2: 'Satırlar arasında hafif dalgalanmalar görülmektedir. Dikkat genel olarak dengelidir ve bu düzey olağan kabul edilir.',
  FR_3: 'Satırlar arasında belirgin dalgalanmalar gözlenmiştir. Dikkatin zaman zaman dağıldığı düşünülmektedir; dikkat süresini uzatmaya yönelik çalışmalar yararlı olacaktır.',
  FR_4: 'Satırlar arasındaki performans oldukça dalgalıdır. Öğrencinin dikkatini sürdürmekte zorlandığı görülmektedir; kısa ve düzenli dikkat egzersizleriyle desteklenmesi önerilir.',
};

export function d2ErrorComment(errorPercentage: number): string {
  const band = d2ErrorBand(errorPercentage);
  return band ? D2_ERROR_COMMENTS[band] : D2_NO_RULE_TEXT;
}

export function d2FluctuationComment(fluctuation: number): string {
  const band = d2FluctuationBand(fluctuation);
  return band ? D2_FLUCTUATION_COMMENTS[band] : D2_NO_RULE_TEXT;
}

export interface PercentileBand {
  /** lowest percentile of the band (inclusive) */
  min: number;
  comment: string;
}

/** The bands of a percentile scale: its cut points (highest first) and one comment per band, the
 * highest band's first; the last comment is for the band under the lowest cut (from 0). */
function percentileBands(cuts: readonly number[], comments: readonly string[]): PercentileBand[] {
  if (comments.length !== cuts.length + 1) throw new Error(`d2: ${cuts.length} cut points need ${cuts.length + 1} comments`);
  return comments.map((comment, i) => ({ min: cuts[i] ?? 0, comment }));
}

/** Psychomotor (processing) speed by TN percentile; cut points 20, 40, 60, 80, 90 (spec 3 §5). */
export const D2_SPEED_PERCENTILE_BANDS: readonly PercentileBand[] = percentileBands([90, 80, 60, 40, 20], [
  'Psikomotor hız çok yüksektir. Öğrenci uyaranları yaş grubunun büyük çoğunluğundan daha hızlı işlemektedir.',
  'Psikomotor hız yüksektir. Öğrenci görsel uyaranları yaş grubunun çoğundan daha hızlı tarayıp işaretlemektedir.',
  'Psikomotor hız ortalamanın üzerindedir. Öğrenci çalışma temposunu iyi bir düzeyde tutabilmektedir.',
  'Psikomotor hız ortalama düzeydedir. Öğrencinin çalışma temposu yaş grubuyla uyumludur.',
  'Psikomotor hız ortalamanın altındadır. Görsel tarama ve tepki hızını artırmaya yönelik düzenli çalışmalar önerilir.',
  'Psikomotor hız düşüktür. Öğrencinin görsel uyaranları işleme temposunun, kısa ve düzenli hız çalışmalarıyla desteklenmesi önerilir.',
]);

/** Concentration / selective attention by percentile; cut points 30, 50, 60, 75, 90 (spec 3 §5). */
export const D2_CONCENTRATION_PERCENTILE_BANDS: readonly PercentileBand[] = percentileBands([90, 75, 60, 50, 30], [
  'Seçici dikkat ve konsantrasyon çok güçlüdür. Öğrenci hedef uyaranları hızlı ve isabetli biçimde ayırt edebilmektedir.',
  'Seçici dikkat ve konsantrasyon güçlüdür. Öğrenci hız ile doğruluğu başarılı biçimde dengelemektedir.',
  'Seçici dikkat ortalamanın üzerindedir. Öğrenci dikkat gerektiren görevlerde verimli çalışabilmektedir.',
  'Seçici dikkat ortalama düzeydedir. Düzenli dikkat çalışmalarıyla konsantrasyonun daha da güçlenmesi mümkündür.',
  'Seçici dikkat ortalamanın biraz altındadır. Hedefleri ayırt etmeye ve odaklanmayı sürdürmeye yönelik çalışmalar yararlı olacaktır.',
  'Seçici dikkat ve konsantrasyon desteğe ihtiyaç duymaktadır. Kısa süreli, düzenli ve kademeli olarak zorlaşan dikkat çalışmaları önerilir.',
]);

function percentileComment(bands: readonly PercentileBand[], percentile: number): string {
  if (!Number.isFinite(percentile) || percentile < 0 || percentile > 100) return D2_NO_RULE_TEXT;
  return bands.find((b) => percentile >= b.min)?.comment ?? D2_NO_RULE_TEXT;
}

export function d2SpeedComment(percentile: number): string {
  return percentileComment(D2_SPEED_PERCENTILE_BANDS, percentile);
}

export function d2ConcentrationComment(percentile: number): string {
  return percentileComment(D2_CONCENTRATION_PERCENTILE_BANDS, percentile);
}

// ---- norms ----------------------------------------------------------------------------------

/** Spec 3 §5: norms are split by gender only below 19 years. */
export const D2_GENDERED_AGE_GROUPS: readonly D2AgeGroup[] = ['9-10', '11-12', '13-14', '15-16', '17-18'];
/** Spec 3 §9: default SP percentile. */
export const D2_DEFAULT_PERCENTILE = 50;

/** The columns of a d2_norms row the lookup reads. */
export type D2NormInput = Pick<D2NormRow, 'score_kind' | 'age_group' | 'gender' | 'raw_score' | 'percentile'>;

/** The d2 age group of someone born on `birthDate`, at `at`; null below 9 or for bad dates. */
export function ageGroup(birthDate: unknown, at: unknown = new Date()): D2AgeGroup | null {
  const age = ageInYears(birthDate, at);
  if (age === null || age < 9) return null;
  if (age <= 10) return '9-10';
  if (age <= 12) return '11-12';
  if (age <= 14) return '13-14';
  if (age <= 16) return '15-16';
  if (age <= 18) return '17-18';
  if (age <= 39) return '19-39';
  if (age <= 49) return '40-49';
  if (age <= 59) return '50-59';
  return '60+';
}

/**
 * Percentile of a raw TN or TN-E score: norms of the kind and age group (and, below 19, the
 * gender — unknown gender reads as male, the report's default), linear interpolation between the
 * neighbouring raw scores, clamped to the first/last row, rounded to one decimal. 50 when there
 * are no matching norms or the inputs are unusable (spec 3 §5, §9).
 */
export function d2Percentile(
  norms: readonly D2NormInput[] | null | undefined,
  kind: D2ScoreKind,
  raw: number,
  group: D2AgeGroup | null,
  gender: Gender | string | null | undefined,
): number {
  if (!norms || !group || !Number.isFinite(raw)) return D2_DEFAULT_PERCENTILE;
  const gendered = D2_GENDERED_AGE_GROUPS.includes(group);
  const wantGender: Gender = gender === 'female' ? 'female' : 'male';
  const points = norms
    .filter((n) => n.score_kind === kind && n.age_group === group && (!gendered || n.gender === wantGender))
    .map((n) => ({ raw: toNumberOrNull(n.raw_score), percentile: toNumberOrNull(n.percentile) }))
    .filter((p): p is { raw: number; percentile: number } => p.raw !== null && p.percentile !== null)
    .sort((a, b) => a.raw - b.raw);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return D2_DEFAULT_PERCENTILE;
  if (raw <= first.raw) return roundTo(first.percentile, 1);
  if (raw >= last.raw) return roundTo(last.percentile, 1);
  let lo = first;
  for (const hi of points.slice(1)) {
    if (raw <= hi.raw) {
      const value = hi.raw === lo.raw ? hi.percentile : lo.percentile + ((raw - lo.raw) / (hi.raw - lo.raw)) * (hi.percentile - lo.percentile);
      return roundTo(value, 1);
    }
    lo = hi;
  }
  return D2_DEFAULT_PERCENTILE;
}

// ---- display --------------------------------------------------------------------------------

/** Spec 3 §9: %Hata, CP and FR are shown with one decimal (tr-TR: '12,3'). */
export function formatD2OneDecimal(value: number | null | undefined): string {
  return formatFixedTr(value, 1);
}

/** Spec 3 §9: the attention ratio is shown with six decimals (tr-TR: '0,123457'). */
export function formatAttentionRatio(value: number | null | undefined): string {
  return formatFixedTr(value, 6);
}

/** Spec 3 §2.4: gender shown as Erkek/Kadın; missing reads as male (the report default). */
export function d2GenderLabel(gender: string | null | undefined): 'Erkek' | 'Kadın' {
  return gender === 'female' ? 'Kadın' : 'Erkek';
}

export interface D2ChartPoint {
  position: number;
  processed: number;
  correct: number;
  errors: number;
}

/** Spec 3 §9: 14 positions, y axis from 0 to the highest plotted value + 5. */
export function d2ChartData(lines: readonly D2LineScore[]): { points: D2ChartPoint[]; yMax: number } {
  const points = Array.from({ length: D2_LINE_COUNT }, (_, i): D2ChartPoint => {
    const line = lines.find((l) => l.position === i + 1);
    return { position: i + 1, processed: line?.processed ?? 0, correct: line?.correct ?? 0, errors: line?.errors ?? 0 };
  });
  const highest = Math.max(0, ...points.flatMap((p) => [p.processed, p.correct, p.errors]));
  return { points, yMax: highest + 5 };
}
