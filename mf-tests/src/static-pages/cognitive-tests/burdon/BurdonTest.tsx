// The Burdon test page (spec 3 §3, §5): three timed sections of letter rows; the student marks
// the target letters (a, b, d, g by default). A section ends with its button or when its time
// runs out (auto-complete); after the third the result row is saved for the registered session.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BURDON_DEFAULT_TARGET_CHARS } from '@akademi/shared/domain/battery/burdon/scoring';
import type { TestSessionParams } from '../../lib/session-params';
import type { SaveOutcome } from '../../lib/result-saver';
import { PhaseCard, SaveEndPage } from '../../lib/PhaseScreens';
import { burdonRow, generateSheet, SECTION_COUNT, type SectionRun } from '@akademi/shared/domain/battery/burdon/sheet';
import { entryAt } from '@akademi/shared/domain';

export interface BurdonTestProps {
  params: TestSessionParams;
  sectionSeconds: number;
  /** stores one row; the page passes the shared result saver (pending queue) */
  save: (table: string, row: Record<string, unknown>) => Promise<SaveOutcome>;
  seed?: number;
  now?: () => Date;
}

type Phase = { kind: 'intro' } | { kind: 'section'; index: number } | { kind: 'saving' } | { kind: 'done'; outcome: SaveOutcome };

const SECTION_NAMES = ['1. Bölüm', '2. Bölüm', '3. Bölüm'];

export function BurdonTest({ params, sectionSeconds, save, seed: seedProp, now = () => new Date() }: BurdonTestProps) {
  const seed = useMemo(() => seedProp ?? Math.floor(Math.random() * 2 ** 31), [seedProp]);
  const targets = BURDON_DEFAULT_TARGET_CHARS;
  const sheet = useMemo(() => generateSheet(seed, targets), [seed, targets]);
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const [left, setLeft] = useState(sectionSeconds);
  const runs = useRef<SectionRun[]>([]);
  const startedAt = useRef<Date | null>(null);
  const sectionStart = useRef(0);

  const finishSection = useCallback(
    (autoCompleted: boolean) => {
      if (phase.kind !== 'section') return;
      const elapsed = Math.min(sectionSeconds, (Date.now() - sectionStart.current) / 1000);
      runs.current[phase.index] = { marked: new Set(marked), elapsedSeconds: elapsed, autoCompleted };
      setMarked(new Set());
      if (phase.index + 1 < SECTION_COUNT) {
        sectionStart.current = Date.now();
        setLeft(sectionSeconds);
        setPhase({ kind: 'section', index: phase.index + 1 });
        return;
      }
      setPhase({ kind: 'saving' });
      const row = burdonRow({ ...params, sheet, seed, targets, sectionSeconds, sections: runs.current, start: startedAt.current ?? now(), end: now() });
      void save('burdon_test_results', row).then((outcome) => setPhase({ kind: 'done', outcome }));
    },
    [phase, marked, sectionSeconds, params, sheet, seed, targets, save, now],
  );

  // the countdown: a deadline, so a slow or throttled timer never lengthens the section
  useEffect(() => {
    if (phase.kind !== 'section') return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil(sectionSeconds - (Date.now() - sectionStart.current) / 1000));
      setLeft(remaining);
    }, 250);
    return () => clearInterval(timer);
  }, [phase, sectionSeconds]);

  useEffect(() => {
    if (phase.kind === 'section' && left <= 0) finishSection(true);
  }, [left, phase, finishSection]);

  const begin = () => {
    startedAt.current = now();
    sectionStart.current = Date.now();
    setLeft(sectionSeconds);
    setPhase({ kind: 'section', index: 0 });
  };

  const toggle = (key: string) =>
    setMarked((cur) => {
      const next = new Set(cur);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (phase.kind === 'intro') {
    return (
      <main className="tp-page">
        <PhaseCard title="Burdon Dikkat Testi" action={{ label: 'Başla', onClick: begin, autoFocus: true }}>
          <p>Satırlardaki harflerden yalnızca şu harfleri işaretle:</p>
          <p className="bd-targets" aria-label="Hedef harfler">
            {targets.map((t) => (
              <span key={t} className="bd-target">
                {t}
              </span>
            ))}
          </p>
          <p>
            Test {SECTION_COUNT} bölümden oluşur. Her bölüm için {sectionSeconds} saniyen var; süre bitince sonraki bölüme geçilir.
          </p>
        </PhaseCard>
      </main>
    );
  }
  if (phase.kind === 'saving' || phase.kind === 'done') return <SaveEndPage outcome={phase.kind === 'saving' ? 'saving' : phase.outcome} />;

  const rows = entryAt(sheet, phase.index);
  return (
    <main className="tp-page bd-page">
      <header className="bd-header">
        <strong>{SECTION_NAMES[phase.index]}</strong>
        <span>
          Hedef harfler: <b>{targets.join(', ')}</b>
        </span>
        <span role="timer" aria-live="off" className={left <= 10 ? 'bd-time bd-time-low' : 'bd-time'}>
          Kalan süre: {left} sn
        </span>
      </header>
      <div className="bd-sheet" role="group" aria-label={`${SECTION_NAMES[phase.index]} harfleri`}>
        {rows.map((row, r) => (
          <div key={r} className="bd-row">
            {row.map((cell, c) => {
              const key = `${r}:${c}`;
              const on = marked.has(key);
              return (
                <button key={key} type="button" className={on ? 'bd-cell bd-on' : 'bd-cell'} aria-pressed={on} aria-label={`${r + 1}. satır ${c + 1}. harf ${cell.char}`} onClick={() => toggle(key)}>
                  {cell.char}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <button type="button" className="tp-button" onClick={() => finishSection(false)}>
        {phase.index + 1 < SECTION_COUNT ? 'Sonraki Bölüm' : 'Testi Bitir'}
      </button>
    </main>
  );
}

/** Page-specific CSS (the common tp-* styles come from lib/page-style). */
export const BURDON_CSS = `
.bd-page{justify-content:flex-start}
.bd-header{display:flex;gap:24px;align-items:center;flex-wrap:wrap;font-size:1.3rem;background:#fff;border-radius:16px;padding:12px 24px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
.bd-time{font-variant-numeric:tabular-nums}.bd-time-low{color:#b91c1c;font-weight:700}
.bd-targets{display:flex;gap:16px;justify-content:center}
.bd-target{font-size:2.4rem;font-weight:700;background:#dbeafe;border-radius:12px;padding:4px 18px}
.bd-sheet{display:flex;flex-direction:column;gap:8px;background:#fff;border-radius:20px;padding:16px;box-shadow:0 6px 24px rgba(0,0,0,.08);max-width:100%;overflow-x:auto}
.bd-row{display:flex;gap:4px}
.bd-cell{width:44px;height:48px;font-size:1.7rem;font-family:inherit;border:2px solid transparent;border-radius:10px;background:#f8fafc;cursor:pointer;touch-action:manipulation}
.bd-cell:focus-visible{outline:3px solid #2563eb}
.bd-cell.bd-on{background:#fde68a;border-color:#d97706;text-decoration:line-through}
`;
