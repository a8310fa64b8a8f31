// Light, child-friendly styling of the static test pages (no antd): large type, large targets.
export const PAGE_CSS = `
*{box-sizing:border-box}
html,body,#root{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7fb;color:#1f2a37}
.tp-page{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;gap:24px;user-select:none;-webkit-user-select:none}
.tp-card{background:#fff;border-radius:20px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:32px;max-width:760px;width:100%;text-align:center}
.tp-card h1{font-size:2rem;margin:0 0 16px}
.tp-card p{font-size:1.25rem;line-height:1.6;margin:8px 0}
.tp-button{font-size:1.4rem;padding:16px 40px;border-radius:14px;border:0;background:#2563eb;color:#fff;cursor:pointer;min-width:200px;min-height:64px}
.tp-button:focus-visible{outline:4px solid #93c5fd}
.tp-progress{width:100%;max-width:760px;font-size:1.1rem}
.tp-progress-bar{height:14px;border-radius:7px;background:#dbe4f0;overflow:hidden;margin-top:6px}
.tp-progress-fill{height:100%;background:#22c55e;transition:width .2s}
.tp-stage{width:min(80vw,520px);height:min(60vh,420px);display:flex;align-items:center;justify-content:center;background:#fff;border-radius:24px;box-shadow:0 6px 24px rgba(0,0,0,.08);cursor:pointer;touch-action:manipulation}
.tp-feedback{font-size:1.6rem;font-weight:600;min-height:2.2rem}
.tp-feedback.ok{color:#15803d}.tp-feedback.bad{color:#b91c1c}
.tp-error{color:#b91c1c}
`;

export function injectPageStyle(): void {
  if (document.getElementById('tp-style')) return;
  const el = document.createElement('style');
  el.id = 'tp-style';
  el.textContent = PAGE_CSS;
  document.head.appendChild(el);
}
