// The sign-in page as static HTML + CSS for the shell's index.html (issue 19): painted before any
// script, the same markup, inline styles and Turkish text as mf-auth's SignInPage in its sign-in
// mode (mf-auth/src/features/sign-in/__tests__/first-paint.test.tsx compares the two), plus a few
// inline lines (no library) that keep it working until the app attaches:
// - kept only on / and /auth for a visitor without a stored session, recovery flag, flash message or
//   auth result in the URL (those need the app: redirect, new-password form, toast, link error);
// - 'Göster' toggles the password field; 'Giriş Yap' and 'Şifrenizi mi unuttunuz?' are stored in
//   data-pending, which the app carries out when it attaches (shared/src/federation/first-paint.ts).
// The form never posts anywhere itself (method post, submit prevented): no password in a URL.
import { FIRST_PAINT_ID } from '../src/federation/first-paint';
import { PLAIN_CSS, PRIMARY } from '../src/ui/plain';

/** Keep in step with mf-auth/src/features/sign-in/lib/contact.ts (the first-paint test compares). */
const COMPANY_PHONE = '0850 000 00 00';
const COMPANY_EMAIL = 'info@akademi.test';

const field = (name: string, label: string, type: string, autoComplete: string, trailing = '') =>
  `<div style="margin-bottom:16px"><label for="fp-${name}" style="display:block;margin-bottom:6px">${label}</label>` +
  `<div style="display:flex;gap:8px"><input id="fp-${name}" name="${name}" class="akademi-input" type="${type}" autocomplete="${autoComplete}" value="">${trailing}</div></div>`;

const LINK_BUTTON = `background:none;border:none;padding:0;color:${PRIMARY};cursor:pointer;font:inherit;text-decoration:underline`;

function markup(): string {
  return (
    `<main><div style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:16px;gap:24px">` +
    `<section aria-label="Akademi giriş" style="width:100%;max-width:400px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,0.08)">` +
    `<p style="text-align:center;font-weight:700;font-size:20px;color:${PRIMARY};margin:0 0 16px">Akademi</p>` +
    `<h1 style="font-size:26px;text-align:center;margin:0 0 24px">Giriş Yap</h1>` +
    `<form method="post" novalidate>` +
    field('email', 'E-posta', 'email', 'email') +
    field(
      'password',
      'Şifre',
      'password',
      'current-password',
      `<button type="button" class="akademi-btn" data-fp="toggle" aria-pressed="false" aria-label="Şifreyi göster" style="white-space:nowrap">Göster</button>`,
    ) +
    `<div style="text-align:right;margin:-8px 0 16px"><button type="button" data-fp="forgot" style="${LINK_BUTTON}">Şifrenizi mi unuttunuz?</button></div>` +
    `<button type="submit" class="akademi-btn akademi-btn-primary" style="width:100%">Giriş Yap</button>` +
    `</form></section>` +
    `<footer style="text-align:center;font-size:13px;color:rgba(0,0,0,0.6)">` +
    `<div>Telefon: <a href="tel:${COMPANY_PHONE.replace(/\s/g, '')}">${COMPANY_PHONE}</a></div>` +
    `<div>E-posta: <a href="mailto:${COMPANY_EMAIL}">${COMPANY_EMAIL}</a></div>` +
    `</footer></div></main>`
  );
}

/** Decides whether the static copy stays, and keeps it working until the app attaches (ES5, no library). */
const SCRIPT = `(function(){
var fp=document.getElementById('${FIRST_PAINT_ID}');if(!fp)return;
var p=location.pathname,keep=(p==='/'||p==='/auth')&&!location.hash&&!/[?&](code|error)=/.test(location.search);
try{if(localStorage.getItem('isPasswordRecovery')==='true'||sessionStorage.getItem('akademi.flash'))keep=false;
for(var i=0;i<localStorage.length;i++)if(/^sb-.*-auth-token$/.test(localStorage.key(i)||''))keep=false;}catch(e){}
if(!keep){fp.parentNode.removeChild(fp);return;}
var f=fp.querySelector('form'),pw=f.elements.password;
f.addEventListener('submit',function(e){e.preventDefault();f.setAttribute('data-pending','submit');});
fp.querySelector('[data-fp=forgot]').addEventListener('click',function(){f.setAttribute('data-pending','forgot');});
var t=fp.querySelector('[data-fp=toggle]');
t.addEventListener('click',function(){var s=pw.type==='password';pw.type=s?'text':'password';t.textContent=s?'Gizle':'Göster';
t.setAttribute('aria-pressed',String(s));t.setAttribute('aria-label',s?'Şifreyi gizle':'Şifreyi göster');});
})();`;

/**
 * The first paint for the shell's index.html: CSS (the plain styles and the rule that hides #root
 * while the static copy is there), the markup, and the inline script. It must sit right before
 * #root in <body>.
 */
export function signInFirstPaint(): { css: string; html: string } {
  return {
    css: `${PLAIN_CSS}\n#${FIRST_PAINT_ID}~#root{display:none}`,
    html: `<div id="${FIRST_PAINT_ID}">${markup()}</div>\n<script>${SCRIPT}</script>`,
  };
}
