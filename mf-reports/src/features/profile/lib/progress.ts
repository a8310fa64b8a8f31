// Öğrenci Profili (issue 18): the shapes the profile RPCs return and the pure rules drawn from
// them — trend series, the reliable-change rule, levels, the assessment timeline.
import { COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, ageParts, d2ErrorPercentage, skillLevel, toNumberOrNull, type CognitiveScoreKey, type SkillLevel } from '@akademi/shared/domain';
import type { DemographicInfo } from '@akademi/shared';

export interface ProfilePerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export interface ProfileHeader extends ProfilePerson {
  demographic_info: DemographicInfo | null;
  supervisor_id: string | null;
  created_at: string;
  trainer: ProfilePerson | null;
}

/** A result row as the RPC returns it: the table's columns (scores), detail columns left out. */
export type ResultRow = { id: string; created_at: string } & Record<string, unknown>;

export interface ProfileResults {
  cognitive: ResultRow[];
  burdon: ResultRow[];
  d2: ResultRow[];
  survey: ResultRow[];
}

export interface ExerciseDay {
  day: string;
  level: number | null;
  attempts: number;
  seconds: number;
}

export interface ProfileExercise {
  exercise_slug: string;
  exercise_title: string | null;
  total_sessions: number;
  total_time_seconds: number;
  max_level_reached: number;
  accuracy_percentage: number | null;
  last_played_at: string | null;
  attempt_count: number;
  days: ExerciseDay[];
}

export const EMPTY_RESULTS: ProfileResults = { cognitive: [], burdon: [], d2: [], survey: [] };

// ------------------------------------------------------------------ reliable change
/**
 * Reliable change (Jacobson & Truax 1991): a difference between two sessions counts only when
 * |Δ| ≥ 1.96 × SEdiff, SEdiff = SD × √(2 × (1 − r)). The six skill scores are percentages of a
 * fixed test battery with no published norms yet, so we take SD = 15 points (the spread of the
 * scores across students we design for) and a test–retest reliability r = 0.85 (typical of
 * computerised attention/memory batteries). That gives 1.96 × 15 × √0.30 ≈ 16.1 points: a
 * smaller change is within the measurement's noise and is not marked. docs/decisions.md.
 */
export const RELIABLE_CHANGE_SD = 15;
export const RELIABLE_CHANGE_RETEST_R = 0.85;
export const RELIABLE_CHANGE_Z = 1.96;
export const RELIABLE_CHANGE_THRESHOLD = RELIABLE_CHANGE_Z * RELIABLE_CHANGE_SD * Math.sqrt(2 * (1 - RELIABLE_CHANGE_RETEST_R));

export type ChangeDirection = 'up' | 'down' | 'none';

export interface SkillChange {
  key: CognitiveScoreKey;
  label: string;
  previous: number | null;
  current: number | null;
  /** current − previous, null when either is missing */
  delta: number | null;
  /** |delta| reaches the reliable-change threshold */
  reliable: boolean;
  /** direction of a reliable change; 'none' otherwise */
  direction: ChangeDirection;
}

export function reliableChange(previous: number | null, current: number | null, threshold = RELIABLE_CHANGE_THRESHOLD): Pick<SkillChange, 'delta' | 'reliable' | 'direction'> {
  if (previous === null || current === null) return { delta: null, reliable: false, direction: 'none' };
  const delta = current - previous;
  const reliable = Math.abs(delta) >= threshold;
  return { delta, reliable, direction: reliable ? (delta > 0 ? 'up' : 'down') : 'none' };
}

// ------------------------------------------------------------------ cognitive series
export interface CognitivePoint {
  id: string;
  /** epoch ms of the session (test end, else saved) */
  at: number;
  scores: Record<CognitiveScoreKey, number | null>;
}

function sessionTime(row: ResultRow): number {
  const end = typeof row.test_end_time === 'string' ? Date.parse(row.test_end_time) : NaN;
  return Number.isFinite(end) ? end : Date.parse(row.created_at);
}

function clampScore(value: unknown): number | null {
  const n = toNumberOrNull(value);
  return n === null ? null : Math.min(100, Math.max(0, n));
}

/** Cognitive sessions oldest first with their six scores (0–100, missing → null). */
export function cognitiveSeries(rows: readonly ResultRow[]): CognitivePoint[] {
  return rows
    .map((row) => ({
      id: row.id,
      at: sessionTime(row),
      // cast: Object.fromEntries types its keys as string; COGNITIVE_SCORE_KEYS gives each key one entry
      scores: Object.fromEntries(COGNITIVE_SCORE_KEYS.map((k) => [k, clampScore(row[k])])) as Record<CognitiveScoreKey, number | null>,
    }))
    .filter((p) => Number.isFinite(p.at))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

/** Change per skill from one session to another (previous → current). */
export function skillChanges(previous: CognitivePoint | undefined, current: CognitivePoint | undefined): SkillChange[] {
  return COGNITIVE_SCORE_KEYS.map((key) => {
    const p = previous?.scores[key] ?? null;
    const c = current?.scores[key] ?? null;
    return { key, label: COGNITIVE_SCORE_LABELS[key], previous: p, current: c, ...reliableChange(p, c) };
  });
}

/** Latest session against the one before it (the "since previous session" marks). */
export function changesSincePrevious(series: readonly CognitivePoint[]): SkillChange[] | null {
  if (series.length < 2) return null;
  return skillChanges(series[series.length - 2], series[series.length - 1]);
}

/** Latest session against the first one (the trend since the first assessment). */
export function changesSinceFirst(series: readonly CognitivePoint[]): SkillChange[] | null {
  if (series.length < 2) return null;
  return skillChanges(series[0], series[series.length - 1]);
}

export interface LevelBand {
  level: SkillLevel;
  from: number;
  to: number;
  color: string;
}

/** The three levels as bands on a 0–100 axis (spec 3 §5: ≥75 Güçlü, 50–75 Gelişmiş, <50 Gelişim Öncelikli). */
export const LEVEL_BANDS: readonly LevelBand[] = [
  { level: 'Güçlü', from: 75, to: 100, color: '#e6f4ea' },
  { level: 'Gelişmiş', from: 50, to: 75, color: '#fff8e1' },
  { level: 'Gelişim Öncelikli', from: 0, to: 50, color: '#fdecea' },
];

export function levelOf(score: number | null): SkillLevel | null {
  return score === null ? null : skillLevel(score);
}

// ------------------------------------------------------------------ Burdon / d2 rows
export interface BurdonPoint {
  id: string;
  at: number;
  performance: number | null;
  correct: number | null;
  wrong: number | null;
  missed: number | null;
}

export function burdonSeries(rows: readonly ResultRow[]): BurdonPoint[] {
  return rows
    .map((r) => ({
      id: r.id,
      at: Date.parse(r.created_at),
      performance: toNumberOrNull(r.performance_percentage),
      correct: toNumberOrNull(r.total_correct),
      wrong: toNumberOrNull(r.total_wrong),
      missed: toNumberOrNull(r.total_missed),
    }))
    .sort((a, b) => a.at - b.at);
}

export interface D2Point {
  id: string;
  at: number;
  /** TN: items processed */
  tn: number | null;
  /** E%: errors / TN × 100 */
  errorPercentage: number | null;
  /** CP: concentration performance */
  cp: number | null;
}

export function d2Series(rows: readonly ResultRow[]): D2Point[] {
  return rows
    .map((r) => {
      const tn = toNumberOrNull(r.total_items_processed);
      const e1 = toNumberOrNull(r.omission_errors);
      const e2 = toNumberOrNull(r.commission_errors);
      const e = toNumberOrNull(r.total_errors);
      const errorPercentage = tn === null || tn <= 0 ? null : e !== null ? (e / tn) * 100 : e1 !== null && e2 !== null ? d2ErrorPercentage(e1, e2, tn) : null;
      return { id: r.id, at: Date.parse(r.created_at), tn, errorPercentage, cp: toNumberOrNull(r.concentration_performance) };
    })
    .sort((a, b) => a.at - b.at);
}

// ------------------------------------------------------------------ header
/** '10 yıl 3 ay' (the profile header shows years and months); '-' when unknown. */
export function ageYearsMonths(birthDate: unknown, at: Date = new Date()): string {
  const parts = ageParts(birthDate, at);
  return parts ? `${parts.years} yıl ${parts.months} ay` : '-';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** '5' → '5. Sınıf' (as the user details show it); other text as it is. */
function gradeLabel(grade: string | null): string {
  if (!grade) return '-';
  return /^\d+$/.test(grade) ? `${grade}. Sınıf` : grade;
}

export interface HeaderFacts {
  name: string;
  studentNumber: string;
  age: string;
  grade: string;
  school: string;
  trainer: string;
  parent: string;
}

export function headerFacts(h: ProfileHeader, at: Date = new Date()): HeaderFacts {
  const d = h.demographic_info ?? {};
  const parentName = text(d.parent_name) ?? text(d.guardian_name);
  const parentPhone = text(d.parent_phone) ?? text(d.guardian_phone);
  const parentEmail = text(d.parent_email) ?? text(d.guardian_email);
  const trainer = h.trainer ? `${h.trainer.first_name} ${h.trainer.last_name}`.trim() : '';
  return {
    name: `${h.first_name} ${h.last_name}`.trim() || 'Bilinmeyen Öğrenci',
    studentNumber: text(d.student_number) ?? '-',
    age: ageYearsMonths(d.birth_date ?? d.date_of_birth, at),
    grade: gradeLabel(text(d.grade_level) ?? text(d.grade)),
    school: text(d.school_name) ?? text(d.school) ?? '-',
    trainer: trainer || '-',
    parent: [parentName, parentPhone, parentEmail].filter(Boolean).join(' · ') || '-',
  };
}

// ------------------------------------------------------------------ timeline
export type AssessmentType = 'cognitive' | 'burdon' | 'd2' | 'survey';

export const ASSESSMENT_LABELS: Readonly<Record<AssessmentType, string>> = {
  cognitive: 'Bilişsel Değerlendirme',
  burdon: 'Burdon Dikkat Testi',
  d2: 'D2 Dikkat Testi',
  survey: 'Veli Anketi',
};

export interface TimelineItem {
  id: string;
  type: AssessmentType;
  at: number;
  label: string;
  /** where its existing report opens; null when it has none (the survey is shown on this page) */
  href: string | null;
}

/** Every assessment newest first, each with the link to its existing report (/reports views). */
export function assessmentTimeline(studentId: string, results: ProfileResults): TimelineItem[] {
  const q = (test: string, extra = '') => `/reports?student=${encodeURIComponent(studentId)}&test=${test}${extra}`;
  const items: TimelineItem[] = [
    ...results.cognitive.map((r) => ({ id: r.id, type: 'cognitive' as const, at: sessionTime(r), href: q('cognitive') })),
    ...results.burdon.map((r) => ({ id: r.id, type: 'burdon' as const, at: Date.parse(r.created_at), href: q('burdon', `&result=${encodeURIComponent(r.id)}`) })),
    ...results.d2.map((r) => ({ id: r.id, type: 'd2' as const, at: Date.parse(r.created_at), href: q('d2') })),
    ...results.survey.map((r) => ({ id: r.id, type: 'survey' as const, at: Date.parse(r.created_at), href: null })),
  ].map((i) => ({ ...i, label: ASSESSMENT_LABELS[i.type] }));
  return items.sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
}
