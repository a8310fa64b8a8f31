// A one-shot success message for the next screen (e.g. 'Başarıyla giriş yapıldı!' after sign-in,
// shown by the signed-in layout). sessionStorage, because the guard's redirect may replace the
// sign-in page before its own navigation runs.
const FLASH_KEY = 'akademi.flash';

export function setFlashMessage(text: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, text);
  } catch (_e) {
    // storage disabled: the message is a nicety only
  }
}

export function takeFlashMessage(): string | null {
  try {
    const text = window.sessionStorage.getItem(FLASH_KEY);
    if (text !== null) window.sessionStorage.removeItem(FLASH_KEY);
    return text;
  } catch (_e) {
    return null;
  }
}

// A success message that must wait for a condition: the sign-in form parks 'Başarıyla giriş
// yapıldı!' here, and the session promotes it to the flash message only once the profile has
// loaded (an inactive or removed account never sees it; issue 14 item 8).
const PENDING_KEY = 'akademi.flash.pending';

export function setPendingFlashMessage(text: string): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, text);
  } catch (_e) {
    // storage disabled: the message is a nicety only
  }
}

export function promotePendingFlashMessage(): void {
  try {
    const text = window.sessionStorage.getItem(PENDING_KEY);
    if (text === null) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    window.sessionStorage.setItem(FLASH_KEY, text);
  } catch (_e) {
    // storage disabled
  }
}

export function dropPendingFlashMessage(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch (_e) {
    // storage disabled
  }
}
