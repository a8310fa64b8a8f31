import { useEffect, useMemo, useRef, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import { createMetronome } from '../../core/metronome';
import type { ExerciseRunProps } from '../../core/types';
import { StatsBar } from '../common/StatsBar';
import { injectVisualStyle } from '../common/style';
import { useGoNoGo } from '../common/use-go-no-go';
import { usePacer, usePlay } from '../common/use-play';
import { makeJump, MAX_LEVEL, ROUND_SIZE, showMs, zigzagLevel, zigzagPoints, type Jump, type Orientation } from './logic';

const CSS = `
.zz-dot{position:absolute;width:18px;height:18px;border-radius:50%;background:#cbd5e1;transform:translate(-50%,-50%)}
.zz-mark{position:absolute;width:64px;height:64px;border-radius:50%;background:#dbeafe;border:3px solid #2563eb;transform:translate(-50%,-50%);display:flex;align-items:center;justify-content:center;font-size:2.2rem;font-weight:700;color:#1e3a8a;font-family:Georgia,'DejaVu Serif',serif}
.zz-target{font-size:1.6rem;font-weight:700;color:#1e3a8a;font-family:Georgia,'DejaVu Serif',serif}
`;

export function YatayDikeyZikzak({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectVisualStyle();
  const orientation = String(settings.orientation) as Orientation;
  const count = Number(settings.points_count);
  const interval = Number(settings.jump_interval_ms);
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const { tally, left, answer, current, over } = usePlay({ level, maxLevel: MAX_LEVEL, durationSeconds: Number(settings.duration_seconds), stopRequested, onLevel, onFinish });
  const { nextStep, press, feedback } = useGoNoGo(answer, ROUND_SIZE);
  const [jump, setJump] = useState<Jump | null>(null);
  const [jumpNo, setJumpNo] = useState(0);
  const [visible, setVisible] = useState(true);
  const prevTarget = useRef(false);
  const metronome = useMemo(() => createMetronome(settings.metronome_enabled === true), [settings.metronome_enabled]);
  useEffect(() => () => metronome.close(), [metronome]);

  usePacer(
    !over,
    () => interval,
    (i) => {
      const j = makeJump(current().level, i, count, prevTarget.current, rng);
      prevTarget.current = j.target;
      nextStep(j.target);
      metronome.tick();
      setJump(j);
      setVisible(true);
      setJumpNo(i + 1);
    },
  );

  // the symbol hides after the level's share of the interval; the marker stays on the point
  useEffect(() => {
    if (jumpNo === 0) return;
    const ms = showMs(current().level, interval);
    if (ms >= interval) return;
    const t = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(t);
  }, [jumpNo, interval, current]);

  const lv = zigzagLevel(tally.level);
  const points = zigzagPoints(orientation, count, lv.amplitude);
  const at = jump ? points[jump.point] : null;
  return (
    <section className="vx-play" aria-label="Egzersiz alanı">
      <style>{CSS}</style>
      <StatsBar tally={tally} left={left} />
      <p className="vx-hint">
        Hedef: <span className="zz-target">{lv.symbols.target}</span>
      </p>
      <div
        className={`vx-stage${feedback ? ` ${feedback}` : ''}`}
        style={{ height: orientation === 'horizontal' ? 'min(46vh, 360px)' : 'min(62vh, 520px)', cursor: 'pointer' }}
        onClick={press}
        role="img"
        aria-label={`${orientation === 'horizontal' ? 'Yatay' : 'Dikey'} zikzak: ${count} nokta`}
        data-testid="zigzag-stage"
        data-step={jumpNo}
        data-target={jump?.target ? 'true' : 'false'}
      >
        {points.map(([x, y], i) => (
          <span key={i} className="zz-dot" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
        ))}
        {at && (
          <span className="zz-mark" style={{ left: `${at[0]}%`, top: `${at[1]}%` }} aria-hidden="true">
            {visible ? jump?.symbol : ''}
          </span>
        )}
      </div>
      <p className="vx-hint" aria-live="polite">
        {feedback === 'ok' ? 'Harika, yakaladın!' : feedback === 'bad' ? 'Dikkat!' : 'Gözlerinle işareti takip et; hedefi görünce bas.'}
      </p>
      <div className="vx-controls">
        <button type="button" className="ex-choice vx-big" aria-label={`Hedefi gördüm: ${lv.symbols.target} (boşluk tuşu)`} onClick={press}>
          Gördüm!
        </button>
      </div>
    </section>
  );
}
