// The twelve embedded exercises (spec 3 §2.7) with their Turkish titles — one list for the launcher
// (attempt titles), the exercises app (its headings) and the seed's demo attempts.

export const EMBEDDED_EXERCISES = [
  { type: 'dikkat-oklari', title: 'Dikkat Okları' },
  { type: 'akan-yazilar', title: 'Akan Yazılar' },
  { type: 'hafiza-kartlari', title: 'Hafıza Kartları' },
  { type: 'buyuyen-genisleyen', title: 'Büyüyen Genişleyen' },
  { type: 'kare-gorme-alani', title: 'Kare Görme Alanı' },
  { type: 'yatay-dikey-zikzak', title: 'Yatay Dikey Zikzak' },
  { type: 'takistoskop', title: 'Takistoskop' },
  { type: 'sozcuk-avi', title: 'Sözcük Avı' },
  { type: 'metinde-kelime-arama', title: 'Metinde Kelime Arama' },
  { type: 'benzer-kelimeler', title: 'Benzer Kelimeler' },
  { type: 'okuma-ve-anlama', title: 'Okuma ve Anlama' },
  { type: 'gruplayarak-okuma', title: 'Gruplayarak Okuma' },
] as const;

export type EmbeddedExerciseType = (typeof EMBEDDED_EXERCISES)[number]['type'];

export function isEmbeddedExerciseType(type: string): type is EmbeddedExerciseType {
  return EMBEDDED_EXERCISES.some((e) => e.type === type);
}

/** The Turkish title of an exercise type; an unknown type is shown as it came. */
export function exerciseTitle(type: string): string {
  return EMBEDDED_EXERCISES.find((e) => e.type === type)?.title ?? type;
}
