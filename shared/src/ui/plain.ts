// Plain styles (no antd) for what every page may show before antd is loaded: the generic screens
// and the sign-in form. Colours follow the antd theme (theme.ts).
export const PRIMARY = '#2f54eb';
/** Secondary text that reaches WCAG AA on white and light greys (why: theme.ts). */
export const READABLE_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
/** Error red as text (sign-in field errors): 5.6:1 on white, as the antd theme's colorError. */
export const DANGER = '#cf1322';

/** Text for screen readers only (kept in the accessible name, not drawn). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const PLAIN_CSS = `@keyframes akademi-spin{to{transform:rotate(360deg)}}
.akademi-spinner{width:36px;height:36px;border:4px solid rgba(47,84,235,.2);border-top-color:${PRIMARY};border-radius:50%;animation:akademi-spin .8s linear infinite}
@media (prefers-reduced-motion:reduce){.akademi-spinner{animation-duration:2.4s}}
.akademi-btn{font:inherit;font-size:14px;line-height:1.5;padding:6px 16px;border-radius:8px;border:1px solid #d9d9d9;background:#fff;color:rgba(0,0,0,.88);cursor:pointer}
.akademi-btn:hover{border-color:${PRIMARY};color:${PRIMARY}}
.akademi-btn:focus-visible,.akademi-input:focus-visible{outline:2px solid ${PRIMARY};outline-offset:1px}
.akademi-btn-primary{background:${PRIMARY};border-color:${PRIMARY};color:#fff}
.akademi-btn-primary:hover{background:#597ef7;border-color:#597ef7;color:#fff}
.akademi-btn[disabled]{opacity:.6;cursor:not-allowed}
.akademi-input{font:inherit;font-size:14px;width:100%;box-sizing:border-box;padding:7px 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff}
.akademi-input:hover{border-color:${PRIMARY}}
.akademi-input[aria-invalid=true]{border-color:${DANGER}}`;

/** Injects the plain CSS once (idempotent; no-op outside a browser). */
export function ensurePlainStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('akademi-plain-css')) return;
  const style = document.createElement('style');
  style.id = 'akademi-plain-css';
  style.textContent = PLAIN_CSS;
  document.head.appendChild(style);
}

/** The sign-in screen's message boxes and field errors: index.html's island (DOM style) and the
 * React page (style prop) use the same values. */
export const ALERT_STYLE = {
  error: { background: '#fff2f0', border: '1px solid #ffccc7', borderRadius: '8px', padding: '8px 12px', marginBottom: '16px' },
  success: { background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: '8px', padding: '8px 12px', marginBottom: '16px' },
} as const;
export const FIELD_ERROR_STYLE = { color: DANGER, fontSize: '13px', marginTop: '4px' } as const;
