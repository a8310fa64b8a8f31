// People's names as rows carry them (first_name, last_name): one display join, one full-name
// search and one Turkish sort for every list, picker and export (issue 16, issue 17 §4, issue 25 §4).
import { compareTr, foldTr } from '../format/turkish.ts';

export { compareTr, foldTr };

export interface NamedRow {
  first_name?: string | null;
  last_name?: string | null;
}

/** 'Ali Yıldız' — the non-empty parts joined by a space, or `fallback` when there are none. */
export function personName(person: NamedRow | null | undefined, fallback = ''): string {
  const name = [person?.first_name, person?.last_name]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(' ');
  return name || fallback;
}

/** The words of a search box, folded (foldTr: case and Turkish diacritics ignored); empty when the box is blank. */
export function searchWords(term: string): string[] {
  return foldTr(term).split(/\s+/).filter((w) => w !== '');
}

/**
 * Full-name search (issue 17 §4, issue 25 §4): every word of `term` occurs in the first name, the
 * last name or one of `extra` (e-mail, student number, school…), ignoring case and Turkish
 * diacritics both ways (foldTr: 'isil' finds 'Işıl', 'SAHINOGLU' finds 'Şahinoğlu') — so 'Ali
 * Yıldız' finds first_name Ali + last_name Yıldız, and 'yildiz ali' does too. A blank term matches
 * all. The server does the same with public.tr_fold (public.list_students).
 */
export function matchesPersonSearch(person: NamedRow, term: string, extra: readonly (string | null | undefined)[] = []): boolean {
  const words = searchWords(term);
  if (words.length === 0) return true;
  const fields = [person.first_name, person.last_name, ...extra].map((f) => foldTr(f));
  return words.every((w) => fields.some((f) => f.includes(w)));
}

/**
 * Sorts people in Turkish order by surname, then first name (issue 25 §4: 'Onur Bulut' before
 * 'Onur Yılmaz', 'Çağrı Öztürk' not last). A person without a surname sorts by the first name in
 * the surname's place. Ties (same name) keep their order (Array.prototype.sort is stable).
 */
export function comparePersonNames(a: NamedRow, b: NamedRow): number {
  const surname = (p: NamedRow) => (p.last_name ?? '').trim() || (p.first_name ?? '').trim();
  return compareTr(surname(a), surname(b)) || compareTr((a.first_name ?? '').trim(), (b.first_name ?? '').trim());
}

/** Sorts rows by a person-named field in Turkish order: `sortByPersonName(rows, (r) => r.student)`. */
export function sortByPersonName<T>(rows: readonly T[], person: (row: T) => NamedRow | null | undefined): T[] {
  return [...rows].sort((a, b) => comparePersonNames(person(a) ?? {}, person(b) ?? {}));
}
