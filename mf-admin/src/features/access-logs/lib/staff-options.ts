// The 'Personel' picker of Erişim Kayıtları: staff members in Turkish order (surname, then first
// name) and a search that ignores case and Turkish letters both ways (issue 25 §4), with the
// shared person-name helpers every other picker uses.
import { matchesPersonSearch, personName, sortByPersonName, type NamedRow } from '@akademi/shared/domain';
import { isStaffRole, isRole } from '@akademi/shared';

export interface StaffPerson extends NamedRow {
  id: string;
  email?: string | null;
  roles: readonly string[];
}

export interface StaffOption {
  value: string;
  label: string;
  person: StaffPerson;
}

/** The staff among `users`, as options in Turkish name order; a nameless one is labelled by e-mail. */
export function staffOptions(users: readonly StaffPerson[] | undefined): StaffOption[] {
  const staff = (users ?? []).filter((u) => u.roles.some((r) => isRole(r) && isStaffRole(r)));
  return sortByPersonName(staff, (u) => (personName(u) ? u : { last_name: u.email ?? '' })).map((u) => ({ value: u.id, label: personName(u, u.email ?? ''), person: u }));
}

/** Select's filterOption: every typed word in the first name, last name or e-mail, folded ('isil' finds 'Işıl'). */
export function staffOptionMatches(input: string, option: StaffOption | undefined): boolean {
  return option ? matchesPersonSearch(option.person, input, [option.person.email]) : false;
}
