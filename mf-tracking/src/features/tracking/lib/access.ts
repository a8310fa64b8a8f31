// Link parameters, default key and the trainer identity kept in local storage (spec 3 §2.8,
// §3 "Local storage keys", §5 "Tracking: email required; key falls back to a built-in default").
import { CONFIG_GLOBAL, isRecord, pageGlobals, readLocal, writeLocal } from '@akademi/shared';

export const TRACKING_STORAGE = {
  email: 'tracking-email',
  userId: 'tracking-user-id',
  userName: 'tracking-user-name',
} as const;

/**
 * The default access key comes from the deployment's runtime config (config.json
 * `lmsDefaultKey`), never from the bundle; absent by default, so a link without a key is denied.
 */
export function defaultAccessKey(): string {
  if (typeof window === 'undefined') return '';
  const config = pageGlobals()[CONFIG_GLOBAL];
  return isRecord(config) && typeof config.lmsDefaultKey === 'string' ? config.lmsDefaultKey : '';
}

export function linkAccess(params: URLSearchParams): { email: string; accessKey: string } {
  const email = (params.get('email') ?? '').trim();
  const key = (params.get('key') ?? '').trim();
  return { email, accessKey: key !== '' ? key : defaultAccessKey() };
}

export function storeTrainer(email: string, id: string, name: string): void {
  writeLocal(TRACKING_STORAGE.email, email);
  writeLocal(TRACKING_STORAGE.userId, id);
  writeLocal(TRACKING_STORAGE.userName, name);
}

export function storedTrainerId(): string | null {
  return readLocal(TRACKING_STORAGE.userId);
}

export function fullName(p: { first_name?: string | null; last_name?: string | null }): string {
  return [p.first_name, p.last_name].filter((x) => x && x.trim() !== '').join(' ');
}

/** Spec 3 §5: case-insensitive substring on 'first last email'. */
export function matchesStudentSearch(s: { first_name?: string | null; last_name?: string | null; email?: string | null }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('tr-TR');
  if (q === '') return true;
  return `${s.first_name ?? ''} ${s.last_name ?? ''} ${s.email ?? ''}`.toLocaleLowerCase('tr-TR').includes(q);
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
    .sort((a, b) => a.name.localeCompare(b.name, 'tr-TR', { numeric: true }));
}

/** Notes on an exercise row carry the session as a number when it is one (session_index). */
export function sessionIndexOf(sessionId: string): number | null {
  return /^\d+$/.test(sessionId) ? Number(sessionId) : null;
}
