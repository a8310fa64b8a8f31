// CSS of the visual exercises (on top of core/style.ts), injected once by the first one shown.
const CSS = `
.vx-play{width:100%;max-width:960px;display:flex;flex-direction:column;align-items:center;gap:14px}
.vx-stats{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;align-items:center}
.vx-count{border-radius:999px;padding:6px 14px;font-weight:600}
.vx-count.ok{background:#dcfce7;color:#166534}.vx-count.bad{background:#fee2e2;color:#991b1b}
.vx-stage{position:relative;width:100%;background:#fff;border-radius:24px;box-shadow:0 6px 24px rgba(0,0,0,.08);display:flex;align-items:center;justify-content:center;overflow:hidden;touch-action:manipulation}
.vx-stage.ok{box-shadow:0 0 0 6px #86efac}.vx-stage.bad{box-shadow:0 0 0 6px #fca5a5}
.vx-hint{font-size:1.1rem;color:#475569;margin:0;text-align:center;min-height:1.6rem}
.vx-controls{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.vx-big{font-size:1.3rem;min-width:120px;min-height:64px}
.vx-fix{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:14px;height:14px;border-radius:50%;background:#dc2626;box-shadow:0 0 0 4px #fecaca;pointer-events:none;z-index:2}
`;

export function injectVisualStyle(): void {
  if (typeof document === 'undefined' || document.getElementById('vx-style')) return;
  const el = document.createElement('style');
  el.id = 'vx-style';
  el.textContent = CSS;
  document.head.appendChild(el);
}
