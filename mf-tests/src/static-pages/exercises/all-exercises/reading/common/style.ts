// Styling shared by the reading exercises, injected once from their components (core/style.ts
// stays untouched).
const READING_CSS = `
.rx-play{width:100%;max-width:960px;display:flex;flex-direction:column;align-items:center;gap:16px}
.rx-bar{width:100%;display:flex;flex-wrap:wrap;gap:10px;justify-content:center;align-items:center}
.rx-stage{width:100%;min-height:min(36vh,260px);display:flex;align-items:center;justify-content:center;background:#fff;border-radius:24px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:24px;text-align:center;font-weight:600;color:#1f2a37;line-height:1.3}
.rx-text{width:100%;background:#fff;border-radius:20px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:24px 28px;line-height:1.9;text-align:left;color:#1f2a37}
.rx-text h2{margin:0 0 12px;font-size:1.4rem}
.rx-group{border-radius:8px;padding:2px 3px;transition:background .12s,color .12s;color:#94a3b8}
.rx-group.read{color:#475569}
.rx-group.now{background:#fde68a;color:#111827;box-shadow:0 0 0 2px #f59e0b}
.rx-progress{width:100%;height:10px;border-radius:5px;background:#dbe4f0;overflow:hidden}
.rx-progress>div{height:100%;background:#22c55e;transition:width .15s}
.rx-quiz{width:100%;background:#fff;border-radius:20px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:24px;display:flex;flex-direction:column;gap:14px}
.rx-quiz h2{margin:0;font-size:1.35rem}
.rx-options{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@media (max-width:560px){.rx-options{grid-template-columns:1fr}}
.rx-options .ex-choice{text-align:left;display:flex;gap:10px;align-items:center}
.rx-key{display:inline-flex;width:1.8em;height:1.8em;border-radius:50%;background:#e0ecff;color:#1e3a8a;align-items:center;justify-content:center;font-weight:700;flex:none}
.rx-feedback{min-height:1.8rem;font-size:1.3rem;font-weight:600;text-align:center}
.rx-feedback.ok{color:#15803d}.rx-feedback.bad{color:#b91c1c}
.rx-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px;width:100%}
.rx-list .ex-choice{width:100%;text-align:left;display:flex;justify-content:space-between;gap:12px}
.rx-muted{color:#64748b;font-weight:400}
.rx-breakdown{display:grid;grid-template-columns:1fr auto;gap:8px 24px;font-size:1.15rem;margin:8px 0 16px}
.rx-breakdown dt{color:#475569}.rx-breakdown dd{margin:0;font-weight:700;text-align:right;font-variant-numeric:tabular-nums}
.rx-words{line-height:2.1;text-align:left;font-size:1.25rem}
.rx-word{font:inherit;border:0;background:transparent;padding:1px 3px;margin:0 1px;min-width:44px;min-height:44px;text-align:center;border-radius:6px;cursor:pointer;color:inherit}
.rx-word:hover{background:#e0ecff}
.rx-word:focus-visible{outline:3px solid #93c5fd}
.rx-word.found{background:#bbf7d0;color:#14532d}
.rx-word.miss{background:#fecaca;color:#7f1d1d}
.rx-target{font-size:1.3rem}
.rx-target strong{background:#fde68a;border-radius:8px;padding:2px 10px}
`;

export function injectReadingStyle(): void {
  if (typeof document === 'undefined' || document.getElementById('rx-style')) return;
  const el = document.createElement('style');
  el.id = 'rx-style';
  el.textContent = READING_CSS;
  document.head.appendChild(el);
}
