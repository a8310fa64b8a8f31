// The trainer's 'Antrenör Değerlendirmesi' of the parent report (issue 25): written before
// downloading, stored per student and report date (parent_report_evaluations, migration
// 20261126120100, which holds the same limits), offered again the next time.

/** What the section said before trainers could write it; the starting text when none is stored. */
export const DEFAULT_PARENT_EVALUATION =
  'Sorularınız için çocuğunuzun beyin antrenörüyle görüşebilirsiniz. Evde düzenli uyku, kısa ve sık tekrarlar ve ekran süresinin sınırlanması gelişimi destekler.';

/** parent_report_evaluations_text_length: 1..2000 characters after trimming. */
export const MAX_EVALUATION_LENGTH = 2000;

export const EVALUATION_MESSAGES = {
  required: 'Antrenör değerlendirmesi boş olamaz',
  tooLong: `Antrenör değerlendirmesi en fazla ${MAX_EVALUATION_LENGTH.toLocaleString('tr-TR')} karakter olabilir`,
} as const;

/** The report's date as the academy counts days (Istanbul), 'YYYY-MM-DD'. */
export function reportDateOf(at: Date): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** First failing rule's message, or null. Counts characters as the database does (code points). */
export function validateEvaluation(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return EVALUATION_MESSAGES.required;
  if ([...trimmed].length > MAX_EVALUATION_LENGTH) return EVALUATION_MESSAGES.tooLong;
  return null;
}
