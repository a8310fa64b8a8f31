// Battery window of the launcher (spec 3 §2.6, §4): opened at the full available screen size.
export const POPUP_BLOCKED_MESSAGE = 'Test penceresi açılamadı. Lütfen popup engelleyiciyi kapatın.';
/** Spec 3 §8 launcher alerts: the session could not be registered / there is no signed-in profile. */
export const SESSION_SETUP_FAILED_MESSAGE = 'Session kurulumu başarısız oldu. Lütfen tekrar deneyin.';
export const NO_USER_MESSAGE = 'Kullanıcı bilgisi alınamadı';
/** Spec 3 §4: the launcher checks every 1 s whether the test window was closed. */
export const WINDOW_CHECK_INTERVAL_MS = 1000;

export function fullScreenFeatures(s: Pick<Screen, 'availWidth' | 'availHeight'>): string {
  return `width=${s.availWidth},height=${s.availHeight},left=0,top=0`;
}
