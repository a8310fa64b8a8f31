// Local storage of spec 1 §3: current role, cached user, password-recovery flag.
export const LOCAL_KEYS = {
  currentRole: 'currentRole',
  cachedUser: 'cachedUser',
  passwordRecovery: 'isPasswordRecovery',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (_e) {
    return null;
  }
}

export function readLocal(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function isPasswordRecoveryFlagSet(): boolean {
  return readLocal(LOCAL_KEYS.passwordRecovery) === 'true';
}
