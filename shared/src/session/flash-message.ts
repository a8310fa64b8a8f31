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
