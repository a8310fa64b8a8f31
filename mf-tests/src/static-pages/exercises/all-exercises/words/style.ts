// Styling of the word exercises (on top of core/style.ts), injected once by the first of them shown.
const WORDS_CSS = `
.wx-play{width:100%;max-width:960px;display:flex;flex-direction:column;align-items:center;gap:16px}
.wx-info{display:flex;gap:12px;flex-wrap:wrap;justify-content:center;align-items:center;font-size:1.1rem}
.wx-status{font-size:1.3rem;font-weight:600;min-height:1.9rem;text-align:center}
.wx-status.ok{color:#15803d}.wx-status.bad{color:#b91c1c}
.wx-board{display:grid;gap:12px;width:100%;max-width:720px}
.wx-card{aspect-ratio:1/1;border-radius:16px;border:3px solid #94a3b8;background:#2563eb;color:#1f2a37;font-size:clamp(1rem,3.2vw,1.8rem);font-weight:700;cursor:pointer;display:flex;align-items:center;justify-content:center;padding:4px;touch-action:manipulation;overflow-wrap:anywhere}
.wx-card.up{background:#fff}
.wx-card.matched{background:#dcfce7;border-color:#16a34a}
.wx-card.wrong{background:#fee2e2;border-color:#dc2626}
.wx-card:focus-visible{outline:4px solid #f59e0b;outline-offset:2px}
.wx-card .wx-back{width:40%;height:40%;border-radius:50%;background:rgba(255,255,255,.35)}
.wx-swatch{width:70%;height:70%;border-radius:50%;border:2px solid rgba(0,0,0,.15)}
.wx-stage{width:100%;max-width:720px;min-height:200px;background:#fff;border-radius:24px;box-shadow:0 6px 24px rgba(0,0,0,.08);display:flex;align-items:center;justify-content:center;font-size:clamp(1.6rem,6vw,3rem);font-weight:700;letter-spacing:.02em;padding:16px;text-align:center}
.wx-stage .wx-fix{color:#64748b}
.wx-choices{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;width:100%;max-width:720px}
.wx-choices .ex-choice{font-size:1.4rem}
.wx-hunt{display:flex;gap:20px;flex-wrap:wrap;justify-content:center;align-items:flex-start;width:100%}
.wx-grid{display:grid;gap:2px;background:#cbd5e1;border-radius:12px;padding:2px;touch-action:none;user-select:none;-webkit-user-select:none}
.wx-cell{width:clamp(26px,6vw,44px);height:clamp(26px,6vw,44px);display:flex;align-items:center;justify-content:center;background:#fff;font-size:clamp(.95rem,2.6vw,1.35rem);font-weight:700;cursor:pointer;border-radius:6px}
.wx-cell:focus-visible{outline:3px solid #f59e0b;outline-offset:-3px}
.wx-cell.sel{background:#bfdbfe}
.wx-cell.start{background:#93c5fd}
.wx-cell.found{background:#bbf7d0}
.wx-cell.wrong{background:#fecaca}
.wx-words{list-style:none;margin:0;padding:16px;background:#fff;border-radius:16px;box-shadow:0 6px 24px rgba(0,0,0,.06);min-width:180px}
.wx-words li{font-size:1.25rem;padding:4px 0}
.wx-words li.found{text-decoration:line-through;color:#15803d}
.wx-pair{display:flex;gap:24px;align-items:center;justify-content:center;flex-wrap:wrap}
.wx-pair span{background:#f1f5f9;border-radius:14px;padding:12px 24px;min-width:8ch}
.wx-bar{width:100%;max-width:720px;height:10px;border-radius:5px;background:#e2e8f0;overflow:hidden}
.wx-bar div{height:100%;background:#f59e0b}
@keyframes wx-shrink{from{width:100%}to{width:0}}
.wx-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wx-keys{font-size:.95rem;color:#475569;text-align:center}
`;

export function injectWordsStyle(): void {
  if (typeof document === 'undefined' || document.getElementById('wx-style')) return;
  const el = document.createElement('style');
  el.id = 'wx-style';
  el.textContent = WORDS_CSS;
  document.head.appendChild(el);
}
