// The Hafıza page's own styles (the shared tp-* classes come from lib/page-style).
/** Page-specific CSS on top of lib/page-style (large targets, visible focus). */
export const HAFIZA_CSS = `
.hz-stage{cursor:default}
.hz-word{font-size:clamp(3rem,10vw,5.5rem);font-weight:700;letter-spacing:.02em;color:#1e3a8a}
.hz-speaker{display:flex;flex-direction:column;align-items:center;gap:8px;font-size:2rem;color:#1e3a8a}
.hz-speaker span:first-child{font-size:5rem}
.hz-question{width:100%;max-width:900px;text-align:center}
.hz-question h1{font-size:1.8rem;margin:0 0 20px}
.hz-options{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}
@media (max-width:640px){.hz-options{grid-template-columns:repeat(2,minmax(0,1fr))}}
.hz-option{position:relative;display:flex;align-items:center;justify-content:center;min-height:150px;padding:12px;border-radius:18px;border:3px solid #cbd5e1;background:#fff;cursor:pointer;touch-action:manipulation;font:inherit;color:inherit}
.hz-option:hover{border-color:#2563eb}
.hz-option:focus-visible{outline:5px solid #93c5fd;outline-offset:2px;border-color:#2563eb}
.hz-option-word{min-height:110px}
.hz-option-text{font-size:2rem;font-weight:600}
.hz-key{position:absolute;top:6px;left:10px;font-size:1rem;font-weight:700;color:#64748b}
.hz-hint{font-size:1.05rem;color:#475569;margin-top:16px}
.hz-balls{display:flex;justify-content:center;margin:0 0 20px}
.hz-notice{background:#fef3c7;border:2px solid #f59e0b;border-radius:12px;padding:10px 14px;font-size:1.1rem}
`;
