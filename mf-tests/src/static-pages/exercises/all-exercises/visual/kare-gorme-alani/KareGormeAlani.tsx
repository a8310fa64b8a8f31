import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createRng, entryAt } from '@akademi/shared/domain';
import type { ExerciseRunProps } from '../../core/types';
import { StatsBar } from '../common/StatsBar';
import { injectVisualStyle } from '../common/style';
import { usePlay } from '../common/use-play';
import { FIXATE_MS, makeTrial, MAX_LEVEL, moveFocus, REVEAL_MS, ringOf, ROUND_TRIALS, scoreRecall, type SquareTrial } from './logic';

const CSS = `
.kg-grid{position:relative;display:grid;gap:6px;width:min(92vw,62vh,560px);aspect-ratio:1;padding:10px;background:#e2e8f0;border-radius:18px}
.kg-cell{border:0;border-radius:10px;background:#fff;font-size:clamp(1.2rem,4vw,2.4rem);color:#1d4ed8;cursor:pointer;display:flex;align-items:center;justify-content:center;padding:0;min-width:0;min-height:0}
.kg-cell:focus-visible{outline:4px solid #93c5fd;outline-offset:-4px}
.kg-cell.picked{background:#bfdbfe}
.kg-cell.hit{background:#bbf7d0;color:#166534}.kg-cell.missed{background:#fef9c3;color:#854d0e}.kg-cell.wrong{background:#fecaca}
.kg-cell.centre{cursor:default;background:#f8fafc}
`;

type Phase = 'fixate' | 'flash' | 'recall' | 'reveal';

export function KareGormeAlani({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectVisualStyle();
  const n = Number(settings.grid_size);
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const { tally, left, answer, current } = usePlay({ level, maxLevel: MAX_LEVEL, durationSeconds: Number(settings.duration_seconds), stopRequested, onLevel, onFinish });
  const [trial, setTrial] = useState<SquareTrial>(() => makeTrial(n, level, rng));
  const [trialNo, setTrialNo] = useState(1);
  const [phase, setPhase] = useState<Phase>('fixate');
  const [picks, setPicks] = useState<number[]>([]);
  const [focus, setFocus] = useState(() => Math.floor((n * n) / 2));
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const centre = n % 2 === 1 ? Math.floor((n * n) / 2) : -1;

  useEffect(() => {
    let t: ReturnType<typeof setTimeout> | undefined;
    if (phase === 'fixate') t = setTimeout(() => setPhase('flash'), FIXATE_MS);
    else if (phase === 'flash') t = setTimeout(() => setPhase('recall'), trial.flashMs);
    else if (phase === 'reveal')
      t = setTimeout(() => {
        setTrial(makeTrial(n, current().level, rng));
        setPicks([]);
        setTrialNo((x) => x + 1);
        setPhase('fixate');
      }, REVEAL_MS);
    return () => clearTimeout(t);
  }, [phase, trial, n, rng, current]);

  const pick = useCallback(
    (i: number) => {
      if (phase !== 'recall' || i === centre) return;
      const next = picks.includes(i) ? picks.filter((p) => p !== i) : [...picks, i];
      setPicks(next);
      if (next.length < trial.squares.length) return;
      const s = scoreRecall(trial, next);
      if (answer(s.correct, s.wrong, ROUND_TRIALS * trial.squares.length)) setPhase('reveal');
    },
    [phase, centre, picks, trial, answer],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const to = moveFocus(focus, e.key, n);
    if (to === focus && !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    setFocus(to);
    cells.current[to]?.focus();
  };

  const k = trial.squares.length;
  const hint =
    phase === 'fixate'
      ? 'Gözünü ortadaki kırmızı noktaya dik.'
      : phase === 'flash'
        ? 'Ortaya bakmaya devam et!'
        : phase === 'recall'
          ? `Sembollerin göründüğü ${k} kareyi seç (${picks.length}/${k}).`
          : `Doğru: ${scoreRecall(trial, picks).correct} / ${k}`;

  return (
    <section className="vx-play" aria-label="Egzersiz alanı">
      <style>{CSS}</style>
      <StatsBar tally={tally} left={left} />
      <p className="vx-hint" aria-live="polite">
        {hint}
      </p>
      <div className="kg-grid" role="group" aria-label={`Kare görme alanı ${n} × ${n}`} style={{ gridTemplateColumns: `repeat(${n}, 1fr)`, gridTemplateRows: `repeat(${n}, 1fr)` }} onKeyDown={onKeyDown} data-testid="square-grid" data-phase={phase} data-trial={trialNo}>
        {Array.from({ length: n * n }, (_, i) => {
          const slot = trial.squares.indexOf(i);
          const picked = picks.includes(i);
          let cls = 'kg-cell';
          let content = '';
          if (i === centre) cls += ' centre';
          if (phase === 'flash' && slot >= 0) content = entryAt(trial.symbols, slot);
          if (phase === 'recall' && picked) cls += ' picked';
          if (phase === 'reveal') {
            if (slot >= 0) {
              content = entryAt(trial.symbols, slot);
              cls += picked ? ' hit' : ' missed';
            } else if (picked) cls += ' wrong';
          }
          return (
            <button
              key={i}
              ref={(el) => {
                cells.current[i] = el;
              }}
              type="button"
              className={cls}
              tabIndex={i === focus ? 0 : -1}
              aria-label={`${Math.floor(i / n) + 1}. satır ${(i % n) + 1}. sütun${ringOf(i, n) === 0 ? ' (merkez)' : ''}`}
              aria-pressed={phase === 'recall' ? picked : undefined}
              aria-disabled={phase !== 'recall' || i === centre}
              data-target={phase === 'recall' && slot >= 0 ? 'true' : undefined}
              onFocus={() => setFocus(i)}
              onClick={() => pick(i)}
            >
              {content}
            </button>
          );
        })}
        <span className="vx-fix" aria-hidden="true" />
      </div>
    </section>
  );
}
