// The sign-in page as static HTML + CSS for the shell's index.html (issue 19): painted before any
// script, with the sign-in island (shared/src/sign-in/island.ts, its own small script) attaching
// the behaviour; the app (React, supabase-js, federation) is loaded only after a sign-in or for
// 'Şifrenizi mi unuttunuz?'. The inline lines here (ES5, no library) decide whether the static form
// stays — index.html then loads the island instead of the app:
// - kept on / and /auth unless a password-recovery flag is stored, an auth result (tokens, a PKCE
//   code) is in the URL, or a session is stored — a stored session is ignored when the app itself
//   sent the visitor here (goToSignIn's note in sessionStorage; its text, the reason for a
//   sign-out, goes to data-notice for the island). A flash message or a link error in the URL no
//   longer needs the app: the island shows them.
// - a submit before the island arrived is stored in data-pending (the island carries it out);
//   'Şifrenizi mi unuttunuz?' stores data-pending='forgot' and starts the app (its reset form).
// The form never posts anywhere itself (method post, submit prevented): no password in a URL.
import { FIRST_PAINT_FIELDS, FIRST_PAINT_ID } from '../../shared/src/federation/first-paint';
import { join } from 'node:path';
import { PLAIN_CSS, PRIMARY } from '../../shared/src/ui/plain';
import { BOOT_GLOBAL } from '../../shared/src/sign-in/boot';
import { SIGN_IN_NOTE_KEY } from '../../shared/src/sign-in/go-to-sign-in';
import { COMPANY_EMAIL, COMPANY_PHONE } from '../../shared/src/sign-in/rules';

// No name attribute on the fields: should the inline rule not run (JavaScript off), a submit posts
// nothing (the browser sends only named fields), so a password never reaches the static server.
const field = (name: keyof typeof FIRST_PAINT_FIELDS, label: string, type: string, autoComplete: string, trailing = '') =>
  `<div style="margin-bottom:16px"><label for="${FIRST_PAINT_FIELDS[name]}" style="display:block;margin-bottom:6px">${label}</label>` +
  `<div style="display:flex;gap:8px"><input id="${FIRST_PAINT_FIELDS[name]}" class="akademi-input" type="${type}" autocomplete="${autoComplete}" value="">${trailing}</div></div>`;

const LINK_BUTTON = `background:none;border:none;padding:0;color:${PRIMARY};cursor:pointer;font:inherit;text-decoration:underline`;

function markup(): string {
  return (
    `<main><div style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:16px;gap:24px">` +
    `<section aria-label="Akademi giriş" style="width:100%;max-width:400px;box-sizing:border-box;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,0.08)">` +
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

/** Decides whether the static copy stays and records what the user did before the island attached (ES5, no library). */
const SCRIPT = `(function(){
var fp=document.getElementById('${FIRST_PAINT_ID}');if(!fp)return;
var p=location.pathname,h=location.hash,sent=null,
keep=(p==='/'||p==='/auth')&&!/[?&]code=/.test(location.search)&&(!h||/[#&]error(_code|_description)?=/.test(h)&&!/access_token=/.test(h));
try{sent=sessionStorage.getItem('${SIGN_IN_NOTE_KEY}');sessionStorage.removeItem('${SIGN_IN_NOTE_KEY}');
if(localStorage.getItem('isPasswordRecovery')==='true')keep=false;
else if(sent===null)for(var i=0;i<localStorage.length;i++)if(/^sb-.*-auth-token$/.test(localStorage.key(i)||''))keep=false;}catch(e){}
if(!keep){fp.parentNode.removeChild(fp);return;}
if(sent)fp.setAttribute('data-notice',sent);
var f=fp.querySelector('form');
f.addEventListener('submit',function(e){e.preventDefault();f.setAttribute('data-pending','submit');});
fp.querySelector('[data-fp=forgot]').addEventListener('click',function(){f.setAttribute('data-pending','forgot');var b=window.${BOOT_GLOBAL};if(b)b.start();});
})();`;

export interface FirstPaint {
  css: string;
  html: string;
  /** The island's entry (bundled on its own by tools/build/sign-in-island.ts). */
  island: string;
}

/**
 * The first paint for the shell's index.html: CSS (the plain styles and the rule that hides #root
 * while the static copy is there), the markup, and the inline script. It must sit right before
 * #root in <body>.
 */
export function signInFirstPaint(): FirstPaint {
  return {
    css: `${PLAIN_CSS}\n#${FIRST_PAINT_ID}~#root{display:none}`,
    html: `<div id="${FIRST_PAINT_ID}">${markup()}</div>\n<script>${SCRIPT}</script>`,
    island: join(__dirname, '../../shared/src/sign-in/entry.ts'),
  };
}
