import {
  PARENT_SURVEY_MAX_SCORE,
  PARENT_SURVEY_MIN_SCORE,
  PARENT_SURVEY_QUESTIONS,
  PARENT_SURVEY_SCALE,
  PARENT_SURVEY_SECTIONS,
  answeredCount,
  firstUnanswered,
  scoreSurvey,
  surveyBand,
  surveyPercentage,
  surveyValidationMessage,
  type SurveyAnswers,
} from '../parent-survey.ts';

const all = (value: number): Record<number, number> => Object.fromEntries(PARENT_SURVEY_QUESTIONS.map((q) => [q.id, value]));

describe('parent survey content', () => {
  it('has 40 distinct questions numbered 1–40 in four sections of ten', () => {
    expect(PARENT_SURVEY_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(PARENT_SURVEY_QUESTIONS.map((q) => q.text)).size).toBe(40);
    expect(PARENT_SURVEY_SECTIONS.map((s) => s.questions.length)).toEqual([10, 10, 10, 10]);
  });
  it('one scale 1–4 from Hiçbir zaman to Her zaman; totals 40–160', () => {
    expect(PARENT_SURVEY_SCALE.map((s) => `${s.value} ${s.label}`)).toEqual(['1 Hiçbir zaman', '2 Bazen', '3 Sık sık', '4 Her zaman']);
    expect([PARENT_SURVEY_MIN_SCORE, PARENT_SURVEY_MAX_SCORE]).toEqual([40, 160]);
  });
});

describe('validation', () => {
  it('points at the first unanswered question', () => {
    const answers: SurveyAnswers = { ...all(3), 12: undefined, 30: undefined };
    expect(firstUnanswered(answers)?.id).toBe(12);
    expect(answeredCount(answers)).toBe(38);
    expect(surveyValidationMessage(answers)).toBe('Lütfen tüm soruları yanıtlayın: 2 soru yanıtlanmadı. İlk yanıtlanmamış soru: 12.');
  });
  it('values outside the scale count as unanswered', () => {
    expect(firstUnanswered({ ...all(2), 7: 0 })?.id).toBe(7);
    expect(firstUnanswered({ ...all(2), 40: 5 })?.id).toBe(40);
  });
  it('null when all 40 are answered', () => {
    expect(surveyValidationMessage(all(1))).toBeNull();
    expect(firstUnanswered({})?.id).toBe(1);
  });
});

describe('scoring', () => {
  it('total is the plain sum (no reverse items); answers in question order; section sums', () => {
    const answers = all(2);
    answers[1] = 4;
    answers[40] = 1;
    const s = scoreSurvey(answers);
    expect(s.total_score).toBe(80 + 2 - 1);
    expect(s.answers).toHaveLength(40);
    expect(s.answers[0]).toEqual({ questionId: 1, value: 4 });
    expect(s.sections.map((x) => [x.id, x.score, x.max])).toEqual([
      ['dikkat', 22, 40],
      ['duzen', 20, 40],
      ['davranis', 20, 40],
      ['sorumluluk', 19, 40],
    ]);
  });
  it('refuses an incomplete set', () => {
    expect(() => scoreSurvey({ ...all(2), 5: undefined })).toThrow('Soru 5 yanıtlanmadı');
  });
  it('percentage and bands', () => {
    expect(surveyPercentage(40)).toBe(0);
    expect(surveyPercentage(160)).toBe(100);
    expect(surveyPercentage(130)).toBe(75);
    expect(surveyPercentage(undefined)).toBeNull();
    expect(surveyBand(75).title).toBe('Güçlü');
    expect(surveyBand(74.9).title).toBe('Yeterli');
    expect(surveyBand(50).title).toBe('Yeterli');
    expect(surveyBand(25).title).toBe('Gelişime Açık');
    expect(surveyBand(24.9).title).toBe('Destek Önerilir');
  });
});
