// The puzzle page's own styles (the shared tp-* classes come from lib/page-style).
export const PUZZLE_CSS = `
.pz-head{width:100%;max-width:760px;display:flex;flex-direction:column;gap:6px}
.pz-timebar{height:10px;border-radius:5px;background:#e2e8f0;overflow:hidden}
.pz-timefill{height:100%;background:#f59e0b;width:100%;animation-name:pz-shrink;animation-timing-function:linear;animation-fill-mode:forwards}
@keyframes pz-shrink{from{width:100%}to{width:0}}
.pz-layout{display:flex;gap:28px;align-items:center;justify-content:center;flex-wrap:wrap}
.pz-ref{margin:0;text-align:center;font-size:1rem;color:#475569}
.pz-ref svg{display:block;border-radius:10px;box-shadow:0 4px 14px rgba(0,0,0,.12);margin-bottom:6px}
.pz-board{display:grid;gap:3px;background:#94a3b8;padding:3px;border-radius:10px}
.pz-cell{touch-action:manipulation;padding:0;border:0;margin:0;background:#f8fafc;background-image:repeating-linear-gradient(45deg,#eef2f7 0 8px,#f8fafc 8px 16px);cursor:pointer;display:block;line-height:0;position:relative}
.pz-cell svg{display:block}
.pz-cell:focus-visible{outline:4px solid #2563eb;outline-offset:-4px;z-index:1}
.pz-cell.wrong{box-shadow:inset 0 0 0 5px #dc2626}
.pz-cell[aria-disabled="true"]{cursor:default}
.pz-tray{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;align-content:flex-start;padding:12px;background:#e2e8f0;border-radius:14px}
.pz-piece{touch-action:manipulation;padding:0;margin:0;border:4px solid #fff;border-radius:10px;background:#fff;box-shadow:0 3px 10px rgba(0,0,0,.15);cursor:pointer;line-height:0;transition:transform .12s}
.pz-piece svg{display:block;border-radius:6px}
.pz-piece[aria-pressed="true"]{border-color:#2563eb;transform:translateY(-6px) scale(1.05)}
.pz-piece:focus-visible{outline:4px solid #93c5fd;outline-offset:2px}
.pz-hint{font-size:1.25rem;min-height:1.9rem;text-align:center;margin:0}
`;
