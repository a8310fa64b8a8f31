import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import type { ExerciseRunProps } from '../../core/types';
import { StatsBar } from '../common/StatsBar';
import { injectVisualStyle } from '../common/style';
import { usePlay } from '../common/use-play';
import { ARROW_CHAR, arrowLevel, DIR_LABEL, DIRS, FEEDBACK_MS, isCorrect, KEY_DIR, makeRow, MAX_LEVEL, ROUND_SIZE, type ArrowRow, type Dir } from './logic';

const CSS = `
.da-row{display:flex;gap:clamp(4px,1.5vw,14px);font-size:clamp(2.4rem,7vw,4.5rem);line-height:1;font-weight:700;color:#1f2a37}
.da-arrow{display:inline-flex;width:1.1em;justify-content:center}
.da-arrow.marked{color:#ea580c;text-shadow:0 0 0 #ea580c}
`;

export function DikkatOklari({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectVisualStyle();
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const { tally, left, answer, current } = usePlay({ level, maxLevel: MAX_LEVEL, durationSeconds: Number(settings.duration), stopRequested, onLevel, onFinish });
  const [row, setRow] = useState<ArrowRow>(() => makeRow(level, rng));
  const rowRef = useRef(row);
  rowRef.current = row;
  const [trial, setTrial] = useState(1);
  const [feedback, setFeedback] = useState<'ok' | 'bad' | null>(null);
  const busy = useRef(false);

  const respond = useCallback(
    (given: Dir | null) => {
      if (busy.current) return;
      const ok = isCorrect(rowRef.current, given);
      const r = answer(ok ? 1 : 0, ok ? 0 : 1, ROUND_SIZE);
      if (!r) return; // the play is over
      busy.current = true;
      setFeedback(ok ? 'ok' : 'bad');
      setTimeout(() => {
        setFeedback(null);
        setRow(makeRow(r.tally.level, rng));
        setTrial((t) => t + 1);
        busy.current = false;
      }, FEEDBACK_MS);
    },
    [answer, rng],
  );

  // a row not answered in time counts as wrong
  useEffect(() => {
    const t = setTimeout(() => respond(null), arrowLevel(current().level).timeLimitMs);
    return () => clearTimeout(t);
  }, [trial, respond, current]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const d = KEY_DIR[e.key];
      if (!d) return;
      e.preventDefault();
      respond(d);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [respond]);

  const dirs = DIRS.slice(0, arrowLevel(tally.level).dirCount);
  return (
    <section className="vx-play" aria-label="Egzersiz alanı">
      <style>{CSS}</style>
      <StatsBar tally={tally} left={left} />
      <div
        className={`vx-stage${feedback ? ` ${feedback}` : ''}`}
        style={{ height: 'min(36vh, 260px)' }}
        role="img"
        aria-label={row.marked ? 'Ok sırası: turuncu okun yönünü seçin' : 'Ok sırası: ortadaki okun yönünü seçin'}
        data-testid="arrow-stage"
        data-answer={row.answer}
        data-trial={trial}
      >
        <div className="da-row" aria-hidden="true">
          {row.arrows.map((d, i) => (
            <span key={i} className={`da-arrow${row.marked && i === row.target ? ' marked' : ''}`}>
              {ARROW_CHAR[d]}
            </span>
          ))}
        </div>
      </div>
      <p className="vx-hint" aria-live="polite">
        {feedback === 'ok' ? 'Doğru!' : feedback === 'bad' ? 'Yanlış' : row.marked ? 'Turuncu ok hangi yöne bakıyor?' : 'Ortadaki ok hangi yöne bakıyor?'}
      </p>
      <div className="vx-controls">
        {dirs.map((d) => (
          <button key={d} type="button" className="ex-choice vx-big" aria-label={`${DIR_LABEL[d]} ${ARROW_CHAR[d]}`} onClick={() => respond(d)}>
            {ARROW_CHAR[d]} {DIR_LABEL[d]}
          </button>
        ))}
      </div>
    </section>
  );
}
