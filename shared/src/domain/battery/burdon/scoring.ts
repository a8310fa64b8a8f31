// Burdon attention test scoring and interpretation (spec 3 §2.3, §3 "Burdon result", §5).

import { clamp, toNumber } from '../../numbers.ts';
import { entryAt, isRecord } from '../../../guards.ts';
import type { NumericValue } from '../../cognitive/types.ts';

/** Spec 3 §3: default target characters. */
export const BURDON_DEFAULT_TARGET_CHARS: readonly string[] = ['a', 'b', 'd', 'g'];

/** correct / (correct + wrong + missed) × 100; 0 when nothing was counted (spec 3 §5). */
export function burdonSectionPercentage(correct: NumericValue, wrong: NumericValue, missed: NumericValue): number {
  const c = toNumber(correct);
  const denominator = c + toNumber(wrong) + toNumber(missed);
  return denominator > 0 ? (c / denominator) * 100 : 0;
}

export interface BurdonTotals {
  total_correct?: NumericValue;
  total_wrong?: NumericValue;
  total_missed?: NumericValue;
}

/** Performance percentage = correct / (correct + missed + wrong) × 100 (spec 3 §3); 0 when empty. */
export function burdonPerformancePercentage(row: BurdonTotals): number {
  return burdonSectionPercentage(row.total_correct, row.total_wrong, row.total_missed);
}

export interface BurdonSectionRow {
  section1_correct?: NumericValue;
  section1_wrong?: NumericValue;
  section1_missed?: NumericValue;
  section1_score?: NumericValue;
  section2_correct?: NumericValue;
  section2_wrong?: NumericValue;
  section2_missed?: NumericValue;
  section2_score?: NumericValue;
  section3_correct?: NumericValue;
  section3_wrong?: NumericValue;
  section3_missed?: NumericValue;
  section3_score?: NumericValue;
}

export interface BurdonSection {
  section: 1 | 2 | 3;
  label: string;
  correct: number;
  wrong: number;
  missed: number;
  score: number;
  percentage: number;
}

/** Spec 3 §2.3: sections 1 start, 2 middle, 3 end. */
export const BURDON_SECTION_LABELS: Readonly<Record<1 | 2 | 3, string>> = { 1: 'Başlangıç', 2: 'Orta', 3: 'Son' };

export function burdonSections(row: BurdonSectionRow): BurdonSection[] {
  return ([1, 2, 3] as const).map((section) => {
    const get = (field: 'correct' | 'wrong' | 'missed' | 'score') => toNumber(row[`section${section}_${field}` as const]);
    const correct = get('correct');
    const wrong = get('wrong');
    const missed = get('missed');
    return { section, label: BURDON_SECTION_LABELS[section], correct, wrong, missed, score: get('score'), percentage: burdonSectionPercentage(correct, wrong, missed) };
  });
}

export type BurdonBandId = 'ustun' | 'iyi' | 'orta' | 'gelisime_acik' | 'destek' | 'yogun_destek';

export interface BurdonInterpretation {
  id: BurdonBandId;
  /** lowest percentage of the band (inclusive) */
  min: number;
  title: string;
  comment: string;
}

/**
 * Spec 3 §5: six bands by performance percentage — 85+, 70–84, 50–69, 35–49, 20–34, below 20.
 * The spec does not print the texts; these are ours (for parents and trainers).
 */
export const BURDON_INTERPRETATIONS: readonly BurdonInterpretation[] = [
  {
    id: 'ustun',
    min: 85,
    title: 'Üstün Performans',
    comment:
      'Öğrenci, dikkat gerektiren bu görevde üstün bir performans sergilemiştir. Hedef harfleri hızlı ve isabetli biçimde ayırt edebilmiş, dikkatini test boyunca istikrarlı şekilde sürdürmüştür. Bu güçlü yönün, yeni ve zorlayıcı etkinliklerle desteklenerek korunması önerilir.',
  },
  {
    id: 'iyi',
    min: 70,
    title: 'İyi Performans',
    comment:
      'Öğrenci, seçici dikkat ve odaklanma becerilerinde iyi bir düzeydedir. Hataları ve atlamaları sınırlı sayıda kalmış, görevi büyük ölçüde doğru tamamlamıştır. Düzenli dikkat çalışmalarıyla bu performansın daha da ileriye taşınması mümkündür.',
  },
  {
    id: 'orta',
    min: 50,
    title: 'Orta Düzey',
    comment:
      'Öğrenci, dikkat gerektiren görevde orta düzeyde bir performans göstermiştir. Doğru işaretlemelerinin yanında bazı hedefleri atladığı ya da hatalı işaretlediği görülmektedir. Kısa süreli ve düzenli dikkat egzersizleri, odaklanma süresini ve isabetini artırmaya yardımcı olacaktır.',
  },
  {
    id: 'gelisime_acik',
    min: 35,
    title: 'Gelişime Açık',
    comment:
      'Öğrencinin dikkatini görev boyunca sürdürmekte zaman zaman zorlandığı görülmektedir. Atlanan ya da hatalı işaretlenen harflerin sayısı, seçici dikkatin desteklenmesinin yararlı olacağını göstermektedir. Kısa ve keyifli çalışmalarla başlayan düzenli bir dikkat programı önerilir.',
  },
  {
    id: 'destek',
    min: 20,
    title: 'Desteğe İhtiyaç Var',
    comment:
      'Öğrenci bu testte dikkatini hedef harflere yöneltmekte belirgin güçlük yaşamıştır. Sonuç, dikkat ve odaklanma becerilerinin planlı bir destekle güçlendirilmesi gerektiğine işaret etmektedir. Antrenör eşliğinde kısa oturumlarla ilerleyen bir çalışma planı ve ailenin cesaretlendirici desteği önerilir.',
  },
  {
    id: 'yogun_destek',
    min: -Infinity,
    title: 'Yoğun Destek Önerilir',
    comment:
      'Öğrencinin bu testteki performansı beklenen düzeyin oldukça altında kalmıştır. Bu sonuç yorgunluk, kaygı ya da yönergenin tam anlaşılamaması gibi etkenlerden de etkilenmiş olabileceğinden testin uygun bir zamanda tekrarlanması faydalı olacaktır. Sonuç doğrulanırsa dikkat becerilerine yönelik yoğun ve bireysel bir destek programı önerilir.',
  },
];

/** The interpretation band of a performance percentage (0–100). */
export function burdonInterpretation(performancePercentage: number): BurdonInterpretation {
  const p = Number.isFinite(performancePercentage) ? performancePercentage : 0;
  return BURDON_INTERPRETATIONS.find((band) => p >= band.min) ?? entryAt(BURDON_INTERPRETATIONS, BURDON_INTERPRETATIONS.length - 1, 'BURDON_INTERPRETATIONS');
}

/** Gauge needle: -90° at 0 %, 0° at 50 %, +90° at 100 % (clamped; spec 3 §2.3). */
export function burdonNeedleAngle(performancePercentage: number): number {
  const p = Number.isFinite(performancePercentage) ? clamp(performancePercentage, 0, 100) : 0;
  return -90 + (p / 100) * 180;
}

/** Target characters of a result (detailed_results.target_chars), else the default a, b, d, g. */
export function burdonTargetChars(detailedResults: unknown): string[] {
  if (isRecord(detailedResults)) {
    const chars = detailedResults.target_chars;
    if (Array.isArray(chars) && chars.length > 0 && chars.every((c) => typeof c === 'string')) return [...chars];
  }
  return [...BURDON_DEFAULT_TARGET_CHARS];
}
