// Link parameters and the trainer identity kept in local storage (spec 3 §2.8, §3 "Local storage
// keys"). The link's key is the trainer's LMS link token (issue 14): the server derives the trainer
// from it. Spec 3 §5's "key falls back to a built-in default" is dropped on purpose — a default
// key would be one shared key again, readable by anyone — so a link without a key is denied.
import { readLocal, writeLocal } from '@akademi/shared';
import { compareTr, matchesPersonSearch, personName, type NamedRow } from '@akademi/shared/domain';

export const TRACKING_STORAGE = {
  email: 'tracking-email',
  userId: 'tracking-user-id',
  userName: 'tracking-user-name',
} as const;

export function linkAccess(params: URLSearchParams): { email: string; accessKey: string } {
  const email = (params.get('email') ?? '').trim();
  const key = (params.get('key') ?? '').trim();
  return { email, accessKey: key };
}

export function storeTrainer(email: string, id: string, name: string): void {
  writeLocal(TRACKING_STORAGE.email, email);
  writeLocal(TRACKING_STORAGE.userId, id);
  writeLocal(TRACKING_STORAGE.userName, name);
}

export function storedTrainerId(): string | null {
  return readLocal(TRACKING_STORAGE.userId);
}

/** 'Ali Yıldız' (the shared join). */
export const fullName = (p: NamedRow): string => personName(p);

/** Spec 3 §5 with issue 17 §4: every word of the query in the first name, last name or e-mail. */
export function matchesStudentSearch(s: NamedRow & { email?: string | null }, query: string): boolean {
  return matchesPersonSearch(s, query, [s.email]);
}

/** Students grouped by a field, groups sorted by name (Okullar, Sınıflar). */
export function groupStudentsBy<T>(students: readonly T[], key: (s: T) => string | null | undefined): { name: string; students: T[] }[] {
  const map = new Map<string, T[]>();
  for (const s of students) {
    const k = key(s);
    if (k === null || k === undefined || String(k).trim() === '') continue;
    const name = String(k).trim();
    map.set(name, [...(map.get(name) ?? []), s]);
  }
  return [...map.entries()]
    .map(([name, list]) => ({ name, students: list }))
    .sort((a, b) => compareTr(a.name, b.name));
}

/** Notes on an exercise row carry the session as a number when it is one (session_index). */
export function sessionIndexOf(sessionId: string): number | null {
  return /^\d+$/.test(sessionId) ? Number(sessionId) : null;
}
