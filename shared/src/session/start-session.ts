// Connects supabase auth to the session slice: auth session → profile from users by auth_user_id
// → held roles → current role (spec 1 §4, ARCHITECTURE.md "Sign-in").
import type { Dispatch } from '@reduxjs/toolkit';
import { getSupabase, type AppSupabaseClient } from '../supabase/client';
import { AUTH_MESSAGES } from '../supabase/auth-errors';
import { LOCAL_KEYS, readLocal, writeLocal } from './local-keys';
import { dropPendingFlashMessage, promotePendingFlashMessage } from './flash-message';
import { noteSignInReason } from '../sign-in/go-to-sign-in';
import { PROFILE_COLUMNS, toUserProfile, type UserProfile } from './profile';
import type { Role } from '../db/column-values';
import { loadMfaStatus } from '../supabase/mfa';
import {
  currentRoleChanged,
  mfaStatusLoaded,
  passwordRecoveryChanged,
  profileFailed,
  profileLoaded,
  signedIn,
  signedOut,
} from './session-slice';

/** Profile fetch: 3 attempts, base delay 1000 ms doubling (spec 1 §9). */
export const PROFILE_FETCH_ATTEMPTS = 3;
export const PROFILE_FETCH_BASE_DELAY_MS = 1000;

/** Profile-load messages (spec 1 §8). */
export const PROFILE_ERRORS = {
  network: 'Bağlantı sorunu. Çevrimdışı modda çalışıyorsunuz.',
  notFound: 'Kullanıcı hesabınız sistemden kaldırılmış. Lütfen yöneticinizle iletişime geçin.',
  database: 'Veritabanı hatası. Lütfen daha sonra tekrar deneyin.',
  permission: 'Yetki hatası. Lütfen yöneticinizle iletişime geçin.',
  unknown: 'Profil yüklenirken beklenmeyen bir hata oluştu.',
  /** The profile exists but is deactivated (users.is_active = false; issue 14 item 8). */
  inactive: 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.',
  /** The stored token is refused by the API (PGRST301 bad signature or malformed, PGRST303 expired or
   * bad claims — e.g. a token of another deployment): the user signs in again. */
  sessionInvalid: AUTH_MESSAGES.sessionExpired,
} as const;

/** Failures that another attempt cannot change: answered at once, no retry. */
const FINAL_KINDS: ReadonlySet<ProfileErrorKind> = new Set(['notFound', 'permission', 'inactive', 'sessionInvalid']);

/** PostgREST's JWT codes: the token itself is refused (a retry with it cannot succeed). */
const JWT_REFUSED_CODES: ReadonlySet<string> = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

export type ProfileErrorKind = keyof typeof PROFILE_ERRORS;

export function classifyProfileError(error: { code?: string; message?: string } | null | undefined): ProfileErrorKind {
  if (!error) return 'unknown';
  if (error.code === 'PGRST116') return 'notFound';
  if (error.code && JWT_REFUSED_CODES.has(error.code)) return 'sessionInvalid';
  if (error.code === '42501' || /permission denied/i.test(error.message ?? '')) return 'permission';
  if (/fetch|network|Failed to fetch/i.test(error.message ?? '') && !error.code) return 'network';
  if (error.code) return 'database';
  return 'unknown';
}

export type ProfileResult = { ok: true; profile: UserProfile } | { ok: false; kind: ProfileErrorKind };

export interface LoadProfileOptions {
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the users row of an auth user, retrying transient failures with doubling delay. A
 * missing row (spec 1 §8 "not found") and a deactivated one are final: no retry, and no 406
 * (maybeSingle). The database lets an inactive caller read its own row and nothing else
 * (migration 20261123000300), which is how "deactivated" is told from "removed".
 */
export async function loadProfile(
  supabase: AppSupabaseClient,
  authUserId: string,
  { attempts = PROFILE_FETCH_ATTEMPTS, baseDelayMs = PROFILE_FETCH_BASE_DELAY_MS, sleep = realSleep }: LoadProfileOptions = {},
): Promise<ProfileResult> {
  let kind: ProfileErrorKind = 'unknown';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1));
    try {
      const { data, error } = await supabase.from('users').select(PROFILE_COLUMNS).eq('auth_user_id', authUserId).maybeSingle();
      if (!error && data) {
        const profile = toUserProfile(data);
        return profile.isActive ? { ok: true, profile } : { ok: false, kind: 'inactive' };
      }
      kind = error ? classifyProfileError(error) : 'notFound';
    } catch (e) {
      kind = classifyProfileError({ message: e instanceof Error ? e.message : String(e) });
    }
    if (FINAL_KINDS.has(kind)) break;
  }
  return { ok: false, kind };
}

function readCachedUser(): UserProfile | null {
  try {
    const raw = readLocal(LOCAL_KEYS.cachedUser);
    // cast: JSON.parse is typed any; this key holds the profile this module cached (a bad value is caught)
    return raw ? (JSON.parse(raw) as UserProfile) : null;
  } catch (_e) {
    return null;
  }
}

/**
 * Subscribes to auth changes and keeps the store's session slice current. Returns unsubscribe.
 * Called once by the shell (or by a remote's standalone harness).
 */
export function startSession(dispatch: Dispatch, supabase: AppSupabaseClient = getSupabase(), options: LoadProfileOptions = {}): () => void {
  dispatch(passwordRecoveryChanged(readLocal(LOCAL_KEYS.passwordRecovery) === 'true'));
  let loadingFor: string | null = null;

  const onSession = async (user: { id: string; email?: string } | null) => {
    if (!user) {
      loadingFor = null;
      dispatch(signedOut());
      return;
    }
    const email = user.email ?? '';
    dispatch(signedIn({ id: user.id, email }));
    if (loadingFor === user.id) return;
    loadingFor = user.id;
    // the second-factor state (issue 28) alongside the profile: the guard waits for both
    const [result, mfa] = await Promise.all([loadProfile(supabase, user.id, options), loadMfaStatus(supabase)]);
    if (loadingFor !== user.id) return; // signed out or switched meanwhile
    if (result.ok) {
      dispatch(mfaStatusLoaded(mfa));
      // The sign-in form's 'Başarıyla giriş yapıldı!' is shown only now that the profile is usable.
      promotePendingFlashMessage();
      writeLocal(LOCAL_KEYS.cachedUser, JSON.stringify(result.profile));
      dispatch(profileLoaded({ profile: result.profile, storedRole: readLocal(LOCAL_KEYS.currentRole) }));
      return;
    }
    const cached = readCachedUser();
    if (result.kind === 'network' && cached && cached.email === email) {
      // Network failure: work from the cached user of the same e-mail (spec 1 §4 offline mode).
      promotePendingFlashMessage();
      dispatch(mfaStatusLoaded(mfa));
      dispatch(profileLoaded({ profile: cached, storedRole: readLocal(LOCAL_KEYS.currentRole) }));
      dispatch(profileFailed(PROFILE_ERRORS.network));
      return;
    }
    dropPendingFlashMessage();
    // No profile (or a deactivated one) and no usable cached user: sign out and clear role +
    // cached user (spec 1 §4).
    // The message survives the sign-out so the sign-in screen can show why (spec 1 §8): in the
    // store for an in-app page, and noted for the sign-in document the guard then loads (goToSignIn).
    noteSignInReason(PROFILE_ERRORS[result.kind]);
    writeLocal(LOCAL_KEYS.currentRole, null);
    writeLocal(LOCAL_KEYS.cachedUser, null);
    loadingFor = null;
    await supabase.auth.signOut();
    dispatch(signedOut());
    dispatch(profileFailed(PROFILE_ERRORS[result.kind]));
  };

  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY') {
      writeLocal(LOCAL_KEYS.passwordRecovery, 'true');
      dispatch(passwordRecoveryChanged(true));
    }
    // Deferred: supabase-js must not be called from inside its own auth callback.
    setTimeout(() => void onSession(session?.user ?? null), 0);
    // the code was entered (sign-in step or a new factor confirmed): the assurance level changed
    if (event === 'MFA_CHALLENGE_VERIFIED') setTimeout(() => void refreshMfaStatus(dispatch, supabase), 0);
  });
  return () => data.subscription.unsubscribe();
}

/** Reads the second-factor state again (after the code, an enrolment, a removal or a setting change). */
export async function refreshMfaStatus(dispatch: Dispatch, supabase: AppSupabaseClient = getSupabase()): Promise<void> {
  dispatch(mfaStatusLoaded(await loadMfaStatus(supabase)));
}

/** Switches the current role when held and remembers it (spec 1 §4). Returns whether it switched. */
export function switchRole(dispatch: Dispatch, held: readonly Role[], role: Role): boolean {
  if (!held.includes(role)) return false;
  writeLocal(LOCAL_KEYS.currentRole, role);
  dispatch(currentRoleChanged(role));
  return true;
}

/** Clears the password-recovery flag (after a successful password update). */
export function clearPasswordRecovery(dispatch: Dispatch): void {
  writeLocal(LOCAL_KEYS.passwordRecovery, null);
  dispatch(passwordRecoveryChanged(false));
}

export async function signOut(supabase: AppSupabaseClient = getSupabase()): Promise<{ error: string | null }> {
  const { error } = await supabase.auth.signOut();
  return { error: error ? 'Çıkış yapılırken bir hata oluştu' : null };
}
