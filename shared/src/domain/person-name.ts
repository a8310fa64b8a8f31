// People's names as rows carry them (first_name, last_name): one display join, one full-name
// search and one Turkish sort for every list, picker and export (issue 16, issue 17 §4).

export interface NamedRow {
  first_name?: string | null;
  last_name?: string | null;
}

const lower = (s: string): string => s.toLocaleLowerCase('tr-TR');

/** 'Ali Yıldız' — the non-empty parts joined by a space, or `fallback` when there are none. */
export function personName(person: NamedRow | null | undefined, fallback = ''): string {
  const name = [person?.first_name, person?.last_name]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(' ');
  return name || fallback;
}

/** The words of a search box (Turkish lower case); empty when the box is blank. */
export function searchWords(term: string): string[] {
  return lower(term).split(/\s+/).filter((w) => w !== '');
}

/**
 * Full-name search (issue 17 §4): every word of `term` occurs (case-insensitive, Turkish) in the
 * first name, the last name or one of `extra` (e-mail, student number, school…) — so 'Ali Yıldız'
 * finds first_name Ali + last_name Yıldız, and 'yıldız ali' does too. A blank term matches all.
 */
export function matchesPersonSearch(person: NamedRow, term: string, extra: readonly (string | null | undefined)[] = []): boolean {
  const words = searchWords(term);
  if (words.length === 0) return true;
  const fields = [person.first_name, person.last_name, ...extra].map((f) => lower(f ?? ''));
  return words.every((w) => fields.some((f) => f.includes(w)));
}

/** Turkish collation ('Çağla' after 'Cem', 'İpek' after 'Irmak'): a comparator for sort(). */
export function compareTr(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '', 'tr', { sensitivity: 'base', numeric: true });
}

/** Sorts people by their displayed name ('first last') in Turkish order. */
export function comparePersonNames(a: NamedRow, b: NamedRow): number {
  return compareTr(personName(a), personName(b));
}
