// Plain CSS of the signed-in layout and the dashboard (no antd on that path, issue 19): the look of
// antd's default tokens with the Akademi theme (shared/src/ui/theme.ts) — Layout, inline Menu,
// text buttons, Typography titles, the overlay Drawer and message toasts. Injected once, like the
// shared plain styles (ensurePlainStyles), which it extends.
import { ensurePlainStyles, PRIMARY, READABLE_SECONDARY_TEXT } from '@akademi/shared/ui';

const TEXT = 'rgba(0,0,0,.88)';
const HOVER_BG = 'rgba(0,0,0,.06)';
const SPLIT = '#f0f0f0';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";

export const CHROME_CSS = `.ak-shell *,.ak-shell *::before,.ak-shell *::after{box-sizing:border-box}
.ak-shell{min-height:100vh;display:flex;flex-direction:column;background:#f5f5f5;color:${TEXT};font-family:${FONT};font-size:14px;line-height:1.5714}
.ak-shell a{color:${PRIMARY};text-decoration:none}
.ak-shell a:hover{color:#597ef7}
.ak-header{display:flex;align-items:center;justify-content:space-between;gap:16px;background:#fff;padding:8px 16px;min-height:64px;box-sizing:border-box;line-height:1.3;border-bottom:1px solid ${SPLIT}}
.ak-header-side{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.ak-header-side+.ak-header-side{gap:16px}
.ak-logo{font-weight:700;font-size:20px}
.ak-body{display:flex;flex:1 1 auto;min-height:0}
.ak-sider{flex:0 0 auto;box-sizing:border-box;background:#fff;border-inline-end:1px solid ${SPLIT};overflow:hidden;transition:width .2s}
.ak-sider[data-state=collapsed]{width:0!important;border-inline-end:0}
.ak-sider-inner{display:flex;flex-direction:column;min-height:100%}
.ak-content{flex:1 1 auto;min-width:0;padding:24px}
.ak-content-phone{padding:12px}
.ak-menu,.ak-menu ul{list-style:none;margin:0;padding:0}
.ak-menu-title{padding:8px 16px;color:${READABLE_SECONDARY_TEXT}}
.ak-menu-item{display:flex;align-items:center;gap:10px;height:40px;margin:4px;padding:0 16px 0 24px;border-radius:8px;color:${TEXT}!important;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;transition:background .2s,color .2s}
.ak-menu-item:hover{background:${HOVER_BG}}
.ak-menu-item[aria-current=page]{background:#f0f5ff;color:${PRIMARY}!important}
.ak-menu-item:focus-visible,.ak-icon-btn:focus-visible{outline:2px solid ${PRIMARY};outline-offset:-2px}
.ak-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;padding:0;border:0;border-radius:8px;background:transparent;color:${TEXT};font-size:16px;cursor:pointer}
.ak-icon-btn:hover{background:${HOVER_BG}}
.ak-shell .akademi-btn{padding:4px 15px;display:inline-flex;align-items:center;justify-content:center;gap:8px;box-shadow:0 2px 0 rgba(0,0,0,.02)}
.ak-shell a.akademi-btn{color:${TEXT}}
.ak-shell a.akademi-btn:hover{color:${PRIMARY}}
.ak-btn-block{width:100%}
.ak-drawer-mask{position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.45);animation:ak-fade .2s}
.ak-drawer{position:fixed;top:0;bottom:0;left:0;z-index:1001;display:flex;flex-direction:column;overflow:auto;background:#fff;box-shadow:6px 0 16px rgba(0,0,0,.08),3px 0 6px -4px rgba(0,0,0,.12);animation:ak-slide .3s}
.ak-drawer:focus{outline:none}
@keyframes ak-fade{from{opacity:0}}
@keyframes ak-slide{from{transform:translateX(-100%)}}
.ak-title{margin:0 0 .5em;font-weight:600;color:${TEXT}}
h3.ak-title{font-size:24px;line-height:1.3333}
h4.ak-title{font-size:20px;line-height:1.4}
.ak-secondary{color:rgba(0,0,0,.65)}
p.ak-secondary{margin:0 0 1em}
.ak-card{background:#fff;border:1px solid ${SPLIT};border-radius:12px;padding:20px}
.ak-toasts{position:fixed;top:8px;left:0;right:0;z-index:2010;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none}
.ak-toast{pointer-events:auto;display:flex;align-items:flex-start;gap:8px;max-width:min(480px,calc(100vw - 24px));padding:9px 12px;background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05);animation:ak-fade .2s}
.ak-toast-icon{font-size:16px;line-height:22px}
.ak-toast-success .ak-toast-icon{color:#52c41a}
.ak-toast-error .ak-toast-icon{color:#ff4d4f}
.ak-toast-info .ak-toast-icon{color:${PRIMARY}}
.ak-toast-warning .ak-toast-icon{color:#faad14}
@media (prefers-reduced-motion:reduce){.ak-drawer,.ak-drawer-mask,.ak-toast{animation:none}.ak-sider{transition:none}}`;

/** Injects the layout's CSS once (idempotent; no-op outside a browser). */
export function ensureChromeStyles(): void {
  ensurePlainStyles();
  if (typeof document === 'undefined' || document.getElementById('akademi-chrome-css')) return;
  const style = document.createElement('style');
  style.id = 'akademi-chrome-css';
  style.textContent = CHROME_CSS;
  document.head.appendChild(style);
}
