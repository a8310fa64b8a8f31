// Veli Anketi (parent survey; spec 3 §2.6 "40 questions, 10-15 minutes", §3 parent_survey_results).
// The spec prints neither the questions nor the scoring: these are ours (docs/tests/veli-anketi.md).
// Every item describes a desirable behaviour, so a higher answer is always better and there are
// no reverse-scored items: total_score is the plain sum of the 40 answers (1–4), as in the seed.

import { clamp, toNumberOrNull } from '../numbers.ts';
import { entryAt } from '../../guards.ts';

export interface SurveyQuestion {
  /** 1–40, stored as answers[].questionId */
  id: number;
  text: string;
}

export interface SurveySection {
  id: 'dikkat' | 'duzen' | 'davranis' | 'sorumluluk';
  title: string;
  questions: readonly SurveyQuestion[];
}

const section = (id: SurveySection['id'], title: string, first: number, texts: readonly string[]): SurveySection => ({
  id,
  title,
  questions: texts.map((text, i) => ({ id: first + i, text })),
});

export const PARENT_SURVEY_SECTIONS: readonly SurveySection[] = [
  section('dikkat', 'Dikkat ve Odaklanma', 1, [
    'Ödevine başladığında dikkati dağılmadan bir süre çalışabilir.',
    'Kendisiyle konuşulurken söylenenleri dikkatle dinler.',
    'Başladığı bir işi yarım bırakmadan bitirir.',
    'Okurken ya da yazarken yaptığı dikkatsizlik hatalarını fark edip düzeltir.',
    'Çevrede ses olduğunda (televizyon, konuşmalar) da yaptığı işe odaklanabilir.',
    'Birkaç adımdan oluşan bir yönergeyi (ör. "Odana git, çantanı al, ayakkabını giy") eksiksiz yerine getirir.',
    'Sevmediği ama gerekli bir işe (ör. tekrar yapmak, temize çekmek) de dikkatini verebilir.',
    'Okuduğu ya da dinlediği bir şeyi sonra doğru biçimde anlatabilir.',
    'Ekranlı bir araç olmadan da (kitap, yapboz, oyuncak) uzunca vakit geçirebilir.',
    'Dikkati dağıldığında kendiliğinden ya da kısa bir hatırlatmayla işine geri döner.',
  ]),
  section('duzen', 'Düzen ve Planlama', 11, [
    'Okul çantasını ertesi günün derslerine göre kendisi hazırlar.',
    'Eşyalarını (kalem, defter, mont) kaybetmeden takip eder.',
    'Odasını ya da çalışma masasını düzenli tutar.',
    'Ödevlerini ve teslim tarihlerini hatırlar.',
    'Bir işe başlamadan önce nasıl yapacağını planlar.',
    'Zamanını ayarlayarak işlerini vaktinde bitirir.',
    'Çalışmak için gereken malzemeleri önceden hazırlar.',
    'Uzun bir ödevi küçük parçalara bölerek yürütür.',
    'Sabah hazırlanma ve akşam yatma rutinini hatırlatma gerekmeden sürdürür.',
    'Kullandığı eşyaları işi bitince yerine koyar.',
  ]),
  section('davranis', 'Davranış ve Öz Denetim', 21, [
    'Bir şey istediğinde sırasını ya da uygun zamanı bekleyebilir.',
    'Başkaları konuşurken sözünü kesmeden dinler.',
    'Öfkelendiğinde ya da hayal kırıklığına uğradığında kısa sürede sakinleşir.',
    'Gerektiğinde yerinde sakin oturabilir (ör. yemek masasında).',
    'Evin kurallarına uyar.',
    'Bir şey yapmadan önce düşünür, aceleyle davranmaz.',
    'Kardeşleri ya da arkadaşlarıyla oynarken oyunun kurallarına uyar.',
    'Yapması gereken bir iş için oyununu ya da ekranı bırakabilir.',
    'Bir hata yaptığında sorumluluğunu kabul eder.',
    'Planlar değiştiğinde yeni duruma uyum sağlar.',
  ]),
  section('sorumluluk', 'Evde Sorumluluk ve Alışkanlıklar', 31, [
    'Kendisine verilen ev görevlerini (sofra kurmak, odasını toplamak) yerine getirir.',
    'Ödevlerini hatırlatma gerekmeden yapar.',
    'Zorlandığı bir işten hemen vazgeçmez, yeniden dener.',
    'Gerektiğinde yardım istemeyi bilir.',
    'Ekran süresiyle ilgili kurallara uyar.',
    'Uyku saatine düzenli olarak uyar.',
    'Kişisel bakımını (diş fırçalamak, giyinmek) kendi başına yapar.',
    'Okulda yaşadıklarını ve ödevlerini ailesiyle paylaşır.',
    'Yeni bir şey öğrenmeye istekli görünür.',
    'Üstlendiği bir sorumluluğu (ör. bitkiyi sulamak, evcil hayvanı beslemek) düzenli olarak sürdürür.',
  ]),
];

export const PARENT_SURVEY_QUESTIONS: readonly SurveyQuestion[] = PARENT_SURVEY_SECTIONS.flatMap((s) => s.questions);

/** One answer scale for every item (ours): 1 'Hiçbir zaman' … 4 'Her zaman'. */
export const PARENT_SURVEY_SCALE: readonly { value: 1 | 2 | 3 | 4; label: string }[] = [
  { value: 1, label: 'Hiçbir zaman' },
  { value: 2, label: 'Bazen' },
  { value: 3, label: 'Sık sık' },
  { value: 4, label: 'Her zaman' },
];

export const PARENT_SURVEY_QUESTION_COUNT = 40;
export const PARENT_SURVEY_MIN_SCORE = PARENT_SURVEY_QUESTION_COUNT * 1;
export const PARENT_SURVEY_MAX_SCORE = PARENT_SURVEY_QUESTION_COUNT * 4;

/** Answers by question id (1–40); a missing key is an unanswered question. */
export type SurveyAnswers = Readonly<Partial<Record<number, number>>>;

function isScaleValue(v: unknown): v is 1 | 2 | 3 | 4 {
  return v === 1 || v === 2 || v === 3 || v === 4;
}

/** The first question (in order) without a valid answer, or null when all 40 are answered. */
export function firstUnanswered(answers: SurveyAnswers): SurveyQuestion | null {
  return PARENT_SURVEY_QUESTIONS.find((q) => !isScaleValue(answers[q.id])) ?? null;
}

export function answeredCount(answers: SurveyAnswers): number {
  return PARENT_SURVEY_QUESTIONS.filter((q) => isScaleValue(answers[q.id])).length;
}

/** Turkish validation message pointing at the first unanswered question, or null when complete. */
export function surveyValidationMessage(answers: SurveyAnswers): string | null {
  const q = firstUnanswered(answers);
  if (!q) return null;
  const missing = PARENT_SURVEY_QUESTION_COUNT - answeredCount(answers);
  return `Lütfen tüm soruları yanıtlayın: ${missing} soru yanıtlanmadı. İlk yanıtlanmamış soru: ${q.id}.`;
}

export interface SurveyScore {
  total_score: number;
  /** stored in parent_survey_results.answers, in question order */
  answers: { questionId: number; value: number }[];
  sections: { id: SurveySection['id']; title: string; score: number; max: number }[];
}

/** Scores a complete answer set; throws when an answer is missing (validate first). */
export function scoreSurvey(answers: SurveyAnswers): SurveyScore {
  const missing = firstUnanswered(answers);
  if (missing) throw new Error(`Soru ${missing.id} yanıtlanmadı`);
  const value = (id: number): number => {
    const v = answers[id];
    if (!isScaleValue(v)) throw new Error(`Soru ${id} yanıtlanmadı`);
    return v;
  };
  return {
    total_score: PARENT_SURVEY_QUESTIONS.reduce((s, q) => s + value(q.id), 0),
    answers: PARENT_SURVEY_QUESTIONS.map((q) => ({ questionId: q.id, value: value(q.id) })),
    sections: PARENT_SURVEY_SECTIONS.map((s) => ({
      id: s.id,
      title: s.title,
      score: s.questions.reduce((sum, q) => sum + value(q.id), 0),
      max: s.questions.length * 4,
    })),
  };
}

/**
 * Total score (40–160) on a 0–100 scale: (total − 40) / 120 × 100, clamped; null without a total.
 * 40 (every answer 'Hiçbir zaman') is 0 %, 160 (every answer 'Her zaman') is 100 %.
 */
export function surveyPercentage(totalScore: unknown): number | null {
  const total = toNumberOrNull(totalScore);
  if (total === null) return null;
  return clamp(((total - PARENT_SURVEY_MIN_SCORE) / (PARENT_SURVEY_MAX_SCORE - PARENT_SURVEY_MIN_SCORE)) * 100, 0, 100);
}

export interface SurveyBand {
  /** lowest percentage of the band (inclusive) */
  min: number;
  title: string;
  comment: string;
}

/** Interpretation bands by survey percentage (ours; docs/tests/veli-anketi.md). */
export const PARENT_SURVEY_BANDS: readonly SurveyBand[] = [
  { min: 75, title: 'Güçlü', comment: 'Evde dikkat, düzen ve öz denetim davranışları çoğu zaman gözleniyor.' },
  { min: 50, title: 'Yeterli', comment: 'Davranışlar sık gözleniyor; bazı alanlarda düzenli destekle gelişme beklenir.' },
  { min: 25, title: 'Gelişime Açık', comment: 'Davranışlar ara sıra gözleniyor; en düşük bölümlerden başlayan bir ev planı önerilir.' },
  { min: -Infinity, title: 'Destek Önerilir', comment: 'Davranışlar nadiren gözleniyor; antrenörle birlikte ayrıntılı bir değerlendirme önerilir.' },
];

export function surveyBand(percentage: number): SurveyBand {
  const p = Number.isFinite(percentage) ? percentage : 0;
  return PARENT_SURVEY_BANDS.find((b) => p >= b.min) ?? entryAt(PARENT_SURVEY_BANDS, PARENT_SURVEY_BANDS.length - 1, 'PARENT_SURVEY_BANDS');
}
