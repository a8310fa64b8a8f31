// Styling of the exercises app on top of the static pages' base style (lib/page-style.ts).
export const EXERCISE_CSS = `
.ex-app{min-height:100%;display:flex;flex-direction:column;align-items:center;padding:16px;gap:16px}
.ex-bar{width:100%;max-width:960px;display:flex;align-items:center;gap:16px;justify-content:space-between;font-size:1.1rem}
.ex-bar h1{font-size:1.5rem;margin:0}
.ex-badge{background:#e0ecff;color:#1e3a8a;border-radius:999px;padding:6px 14px;font-weight:600}
.ex-timer{background:#fef3c7;color:#92400e;border-radius:999px;padding:6px 14px;font-weight:700;font-variant-numeric:tabular-nums}
.ex-card{background:#fff;border-radius:20px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:24px;max-width:960px;width:100%}
.ex-card h2{margin:0 0 12px}
.ex-form{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:14px;margin:16px 0;text-align:left}
.ex-field{display:flex;flex-direction:column;gap:6px;font-size:1rem}
.ex-field input[type=number],.ex-field input[type=text],.ex-field select{font-size:1.05rem;padding:8px 10px;min-height:44px;box-sizing:border-box;border:1px solid #b6c2d2;border-radius:10px}
.ex-check{display:flex;flex-direction:row;align-items:center;gap:10px;min-height:44px;cursor:pointer}
.ex-check input{width:24px;height:24px;margin:0}
.ex-error{color:#b91c1c;font-size:.9rem}
.ex-stats{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;margin:16px 0}
.ex-stat{background:#f4f7fb;border-radius:14px;padding:12px;text-align:center}
.ex-stat dt{font-size:.95rem;color:#475569}.ex-stat dd{margin:4px 0 0;font-size:1.6rem;font-weight:700}
.ex-actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.ex-choice{font-size:1.2rem;padding:12px 20px;border-radius:12px;border:2px solid #b6c2d2;background:#fff;cursor:pointer;min-width:64px;min-height:56px}
.ex-choice:focus-visible{outline:4px solid #93c5fd}
.ex-choice.ok{border-color:#16a34a;background:#dcfce7}.ex-choice.bad{border-color:#dc2626;background:#fee2e2}
`;
