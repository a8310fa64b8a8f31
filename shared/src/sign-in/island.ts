// The sign-in island (issue 19): behaviour for index.html's static sign-in form
// (tools/build/first-paint.ts) without React, supabase-js, router, store or federation runtime —
// a few KB, so /auth is usable long before the app's ≈ 240 KB would be. It does what mf-auth's
// React sign-in form did: field errors (aria-invalid + aria-describedby), 'Göster'/'Gizle',
// submit → fields disabled + 'Giriş yapılıyor...' → GoTrue's password grant (./password-grant.ts)
// → a Turkish error in an alert box, or the session stored as supabase-js stores it, the pending
// 'Başarıyla giriş yapıldı!' parked, and the app started at /dashboard in this same document.
// It also shows what arrives with the page: the reason for a sign-out (data-notice, set by the
// inline rule from sessionStorage), a one-shot flash (e.g. 'Başarıyla çıkış yapıldı', 5 s) and
// an auth link's error from the URL (the address is cleaned).
// Issue 28: when the account has a verified TOTP factor, the password's aal1 session is kept in
// memory only and a second form asks for the 6-digit code (./mfa-step.ts); only the aal2 session
// is stored, so a reload before the code shows the password form again.
import { AUTH_MESSAGES, authRedirectError } from '../supabase/auth-errors';
import { dropPendingFlashMessage, setPendingFlashMessage, takeFlashMessage } from '../session/flash-message';
import { FIRST_PAINT_FIELDS } from '../federation/first-paint';
import { ALERT_STYLE, FIELD_ERROR_STYLE } from '../ui/plain';
import { passwordGrant, saveSession, type SupabasePublicConfig } from './password-grant';
import { challengeAndVerify, logoutSession, needsMfaCode } from './mfa-step';
import { MFA_STEP, SIGN_IN_BUSY, SIGN_IN_FLASH_MS, SIGN_IN_SUCCESS, validateMfaCode, validateSignIn } from './rules';

/** Where the app opens after a sign-in. */
export const AFTER_SIGN_IN_PATH = '/dashboard';

export interface IslandDeps {
  /** The deployment's /config.json (null when it could not be read). */
  config: () => Promise<SupabasePublicConfig | null>;
  /** index.html's app loader: starts the app in this document. */
  startApp: () => void;
  fetch?: typeof fetch;
  /** Where supabase-js keeps its session (localStorage). */
  storage?: Storage;
}

function alertBox(kind: 'error' | 'success', text: string): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  Object.assign(box.style, ALERT_STYLE[kind]);
  box.textContent = text;
  return box;
}

/** Attaches the behaviour to the static form inside `root` (index.html's #akademi-first-paint). */
export function attachSignIn(root: HTMLElement, deps: IslandDeps): void {
  const form = root.querySelector('form');
  const heading = root.querySelector('h1');
  if (!form || !heading || form.getAttribute('data-pending') === 'forgot') return; // the app takes over
  const email = form.querySelector<HTMLInputElement>(`#${FIRST_PAINT_FIELDS.email}`);
  const password = form.querySelector<HTMLInputElement>(`#${FIRST_PAINT_FIELDS.password}`);
  const toggle = form.querySelector<HTMLButtonElement>('[data-fp="toggle"]');
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!email || !password || !toggle || !submitButton) return;
  const fetchImpl = deps.fetch ?? window.fetch.bind(window);
  const storage = deps.storage ?? window.localStorage;

  // What arrives with the page, above the heading (as the React page drew it).
  const note = root.getAttribute('data-notice');
  const flash = takeFlashMessage();
  const link = authRedirectError(window.location.href);
  if (link) window.history.replaceState(window.history.state, '', link.cleanUrl);
  if (note) heading.before(alertBox('error', note));
  else {
    if (flash) {
      const box = alertBox('success', flash);
      heading.before(box);
      setTimeout(() => box.remove(), SIGN_IN_FLASH_MS);
    }
    if (link) heading.before(alertBox('error', link.message));
  }

  toggle.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    toggle.textContent = show ? 'Gizle' : 'Göster';
    toggle.setAttribute('aria-pressed', String(show));
    toggle.setAttribute('aria-label', show ? 'Şifreyi gizle' : 'Şifreyi göster');
  });

  // Field errors: shown from the first submit on, and kept current while typing (as React re-rendered).
  let touched = false;
  const showFieldError = (input: HTMLInputElement, text: string | undefined) => {
    const id = `${input.id}-error`;
    let el = document.getElementById(id);
    if (!text) {
      el?.remove();
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      return;
    }
    if (!el) {
      el = document.createElement('div');
      el.id = id;
      Object.assign(el.style, FIELD_ERROR_STYLE);
      input.parentElement?.after(el);
    }
    el.textContent = text;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', id);
  };
  const validate = () => {
    const errors = touched ? validateSignIn(email.value, password.value) : {};
    showFieldError(email, errors.email);
    showFieldError(password, errors.password);
    return !errors.email && !errors.password;
  };
  email.addEventListener('input', validate);
  password.addEventListener('input', validate);

  let errorBox: HTMLElement | null = null;
  const setBusy = (busy: boolean) => {
    email.disabled = busy;
    password.disabled = busy;
    submitButton.disabled = busy;
    submitButton.textContent = busy ? SIGN_IN_BUSY : 'Giriş Yap';
  };
  const config = deps.config();
  let submitting = false;
  const submit = async () => {
    touched = true;
    if (!validate() || submitting) return;
    submitting = true;
    setBusy(true);
    errorBox?.remove();
    errorBox = null;
    // The success toast waits for the profile: the app's session shows it once the profile
    // loaded, and drops it for a deactivated or removed account (issue 14 item 8).
    setPendingFlashMessage(SIGN_IN_SUCCESS);
    const cfg = await config;
    const result = cfg ? await passwordGrant(cfg, email.value, password.value, fetchImpl) : null;
    if (!cfg || !result?.ok) {
      dropPendingFlashMessage();
      submitting = false;
      setBusy(false);
      errorBox = alertBox('error', result && !result.ok ? result.error : AUTH_MESSAGES.network);
      heading.after(errorBox);
      return;
    }
    const factorId = needsMfaCode(result.session);
    if (factorId) {
      askForCode(cfg, result.session, factorId);
      return;
    }
    enterApp(cfg, result.session);
  };
  const enterApp = (cfg: SupabasePublicConfig, session: Record<string, unknown>) => {
    saveSession(storage, cfg.supabaseUrl, session);
    // The app starts in this document at /dashboard; the form stays (busy) until it has drawn.
    window.history.replaceState(null, '', AFTER_SIGN_IN_PATH);
    deps.startApp();
  };

  // The second step: a form of its own in place of the password form (which is kept, hidden, for 'back').
  const askForCode = (cfg: SupabasePublicConfig, aal1: Record<string, unknown>, factorId: string) => {
    const accessToken = String(aal1.access_token);
    const headingText = heading.textContent;
    heading.textContent = MFA_STEP.heading;
    form.hidden = true;
    const step = document.createElement('form');
    step.noValidate = true;
    step.setAttribute('data-fp', 'mfa');
    step.innerHTML =
      `<p style="margin:0 0 16px;text-align:center;color:rgba(0,0,0,0.6)"></p>` +
      `<div style="margin-bottom:16px"><label for="fp-mfa-code" style="display:block;margin-bottom:6px"></label>` +
      `<div style="display:flex;gap:8px"><input id="fp-mfa-code" class="akademi-input" type="text" inputmode="numeric" pattern="[0-9]*" maxlength="7" autocomplete="one-time-code" value=""></div></div>` +
      `<button type="submit" class="akademi-btn akademi-btn-primary" style="width:100%;margin-bottom:8px"></button>` +
      `<button type="button" class="akademi-btn" data-fp="mfa-back" style="width:100%"></button>`;
    const intro = step.querySelector('p') as HTMLParagraphElement;
    const label = step.querySelector('label') as HTMLLabelElement;
    const input = step.querySelector('input') as HTMLInputElement;
    const verifyButton = step.querySelector('button[type="submit"]') as HTMLButtonElement;
    const backButton = step.querySelector('[data-fp="mfa-back"]') as HTMLButtonElement;
    intro.textContent = MFA_STEP.intro;
    label.textContent = MFA_STEP.label;
    verifyButton.textContent = MFA_STEP.submit;
    backButton.textContent = MFA_STEP.back;
    form.after(step);
    input.focus();
    let codeTouched = false;
    const validateCode = () => {
      const text = codeTouched ? validateMfaCode(input.value) : undefined;
      showFieldError(input, text);
      return !text;
    };
    input.addEventListener('input', validateCode);
    let verifying = false;
    const setCodeBusy = (busy: boolean) => {
      input.disabled = busy;
      verifyButton.disabled = busy;
      backButton.disabled = busy;
      verifyButton.textContent = busy ? MFA_STEP.busy : MFA_STEP.submit;
    };
    step.addEventListener('submit', (event) => {
      event.preventDefault();
      codeTouched = true;
      if (!validateCode() || verifying) return;
      verifying = true;
      setCodeBusy(true);
      errorBox?.remove();
      errorBox = null;
      void challengeAndVerify(cfg, accessToken, factorId, input.value, fetchImpl).then((verified) => {
        if (verified.ok) {
          enterApp(cfg, verified.session);
          return;
        }
        verifying = false;
        setCodeBusy(false);
        input.value = '';
        errorBox = alertBox('error', verified.error);
        heading.after(errorBox);
        input.focus();
      });
    });
    backButton.addEventListener('click', () => {
      void logoutSession(cfg, accessToken, fetchImpl);
      dropPendingFlashMessage();
      step.remove();
      errorBox?.remove();
      errorBox = null;
      heading.textContent = headingText;
      form.hidden = false;
      password.value = '';
      submitting = false;
      setBusy(false);
      password.focus();
    });
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.removeAttribute('data-pending');
    void submit();
  });
  // A submit made before this script arrived (index.html's inline rule stored it).
  if (form.getAttribute('data-pending') === 'submit') {
    form.removeAttribute('data-pending');
    void submit();
  }
  void config.then(() => form.setAttribute('data-ready', 'true'));
}
