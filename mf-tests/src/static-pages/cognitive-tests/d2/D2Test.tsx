// The d2 test page (spec 3 §3, §5): 14 lines of 47 items (d or p with one to four marks); the
// student crosses out every d with exactly two marks. Each line has a fixed time and moves on by
// itself; after the 14th the row (with line_results for every item) is saved for the session.
import { useEffect, useMemo, useRef, useState } from 'react';
import { D2_ITEMS_PER_LINE, D2_LINE_COUNT } from '@akademi/shared/domain/battery/d2/scoring';
import type { TestSessionParams } from '../../lib/session-params';
import type { SaveOutcome } from '../../lib/result-saver';
import { PhaseCard, SaveEndPage } from '../../lib/PhaseScreens';
import { d2Row, generateD2Sheet, type D2Item } from '@akademi/shared/domain/battery/d2/sheet';
import { entryAt } from '@akademi/shared/domain';

export interface D2TestProps {
  params: TestSessionParams;
  lineSeconds: number;
  save: (table: string, row: Record<string, unknown>) => Promise<SaveOutcome>;
  seed?: number;
  now?: () => Date;
}

type Phase = { kind: 'intro' } | { kind: 'line'; index: number } | { kind: 'saving' } | { kind: 'done'; outcome: SaveOutcome };

function Marks({ n }: { n: number }) {
  return <span className="d2-marks" aria-hidden="true">{'ǀ'.repeat(n) || '\u00a0'}</span>;
}

function ItemFace({ item }: { item: Pick<D2Item, 'letter' | 'top' | 'bottom'> }) {
  return (
    <>
      <Marks n={item.top} />
      <span className="d2-letter">{item.letter}</span>
      <Marks n={item.bottom} />
    </>
  );
}

const itemLabel = (item: D2Item) => `${item.letter}, üstte ${item.top}, altta ${item.bottom} çizgi`;

export function D2Test({ params, lineSeconds, save, seed: seedProp, now = () => new Date() }: D2TestProps) {
  const seed = useMemo(() => seedProp ?? Math.floor(Math.random() * 2 ** 31), [seedProp]);
  const sheet = useMemo(() => generateD2Sheet(seed), [seed]);
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [clicked, setClicked] = useState<Set<number>>(new Set());
  const [left, setLeft] = useState(lineSeconds);
  const startedAt = useRef<Date | null>(null);
  const lineStart = useRef(0);
  const clickedRef = useRef(clicked);
  clickedRef.current = clicked;

  useEffect(() => {
    if (phase.kind !== 'line') return;
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil(lineSeconds - (Date.now() - lineStart.current) / 1000))), 200);
    return () => clearInterval(timer);
  }, [phase, lineSeconds]);

  useEffect(() => {
    if (phase.kind !== 'line' || left > 0) return;
    if (phase.index + 1 < D2_LINE_COUNT) {
      lineStart.current = Date.now();
      setLeft(lineSeconds);
      setPhase({ kind: 'line', index: phase.index + 1 });
      return;
    }
    setPhase({ kind: 'saving' });
    const row = d2Row({ ...params, sheet, clicked: clickedRef.current, lineSeconds, start: startedAt.current ?? now(), end: now() });
    void save('d2_test_results', row).then((outcome) => setPhase({ kind: 'done', outcome }));
  }, [left, phase, lineSeconds, params, sheet, save, now]);

  const begin = () => {
    startedAt.current = now();
    lineStart.current = Date.now();
    setLeft(lineSeconds);
    setPhase({ kind: 'line', index: 0 });
  };

  const toggle = (g: number) =>
    setClicked((cur) => {
      const next = new Set(cur);
      if (next.has(g)) next.delete(g);
      else next.add(g);
      return next;
    });

  if (phase.kind === 'intro') {
    return (
      <main className="tp-page">
        <PhaseCard title="d2 Dikkat Testi" action={{ label: 'Başla', onClick: begin, autoFocus: true }}>
          <p>Her satırda yalnızca <b>iki çizgili d</b> harflerini işaretle. Çizgiler harfin üstünde, altında ya da ikisinde olabilir:</p>
          <div className="d2-examples" aria-label="Örnek hedefler">
            {[{ top: 2, bottom: 0 }, { top: 1, bottom: 1 }, { top: 0, bottom: 2 }].map((m, i) => (
              <span key={i} className="d2-item d2-example">
                <ItemFace item={{ letter: 'd', ...m }} />
              </span>
            ))}
          </div>
          <p>
            Test {D2_LINE_COUNT} satırdan oluşur. Her satır için {lineSeconds} saniyen var; süre bitince sonraki satır kendiliğinden gelir.
          </p>
        </PhaseCard>
      </main>
    );
  }
  if (phase.kind === 'saving' || phase.kind === 'done') return <SaveEndPage outcome={phase.kind === 'saving' ? 'saving' : phase.outcome} />;

  const line = entryAt(sheet, phase.index);
  const base = phase.index * D2_ITEMS_PER_LINE;
  return (
    <main className="tp-page d2-page">
      <header className="d2-header">
        <strong>
          Satır {phase.index + 1} / {D2_LINE_COUNT}
        </strong>
        <span role="timer" aria-live="off" className={left <= 5 ? 'd2-time d2-time-low' : 'd2-time'}>
          Kalan süre: {left} sn
        </span>
      </header>
      <div className="tp-progress" aria-hidden="true">
        <div className="tp-progress-bar">
          <div className="tp-progress-fill" style={{ width: `${(phase.index / D2_LINE_COUNT) * 100}%` }} />
        </div>
      </div>
      <div className="d2-line" role="group" aria-label={`Satır ${phase.index + 1}`}>
        {line.map((item, i) => {
          const g = base + i;
          const on = clicked.has(g);
          return (
            <button key={g} type="button" className={on ? 'd2-item d2-on' : 'd2-item'} aria-pressed={on} aria-label={`${i + 1}. öğe: ${itemLabel(item)}`} onClick={() => toggle(g)}>
              <ItemFace item={item} />
            </button>
          );
        })}
      </div>
    </main>
  );
}

export const D2_CSS = `
.d2-page{justify-content:flex-start}
.d2-header{display:flex;gap:24px;align-items:center;font-size:1.3rem;background:#fff;border-radius:16px;padding:12px 24px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
.d2-time{font-variant-numeric:tabular-nums}.d2-time-low{color:#b91c1c;font-weight:700}
.d2-line{display:flex;flex-wrap:wrap;gap:6px;justify-content:center;max-width:1100px;background:#fff;border-radius:20px;padding:16px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
.d2-examples{display:flex;gap:16px;justify-content:center;margin:12px 0}
.d2-item{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;width:56px;height:88px;border:2px solid transparent;border-radius:12px;background:#f8fafc;cursor:pointer;font-family:inherit;touch-action:manipulation;line-height:1}
.d2-example{cursor:default;background:#dbeafe}
.d2-item:focus-visible{outline:3px solid #2563eb}
.d2-item.d2-on{background:#fde68a;border-color:#d97706}
.d2-item.d2-on .d2-letter{text-decoration:line-through}
.d2-letter{font-size:2rem;font-weight:600}
.d2-marks{font-size:1rem;letter-spacing:2px;min-height:1rem;font-weight:700}
`;
