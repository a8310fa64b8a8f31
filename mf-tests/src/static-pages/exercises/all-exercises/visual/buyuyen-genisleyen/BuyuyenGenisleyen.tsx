import { useEffect, useMemo, useRef, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import { createMetronome } from '../../core/metronome';
import type { ExerciseRunProps } from '../../core/types';
import { StatsBar } from '../common/StatsBar';
import { injectVisualStyle } from '../common/style';
import { useGoNoGo } from '../common/use-go-no-go';
import { usePacer, usePlay } from '../common/use-play';
import { edgePoints, intervalAt, makeStep, MAX_LEVEL, ROUND_SIZE, shapePolygon, shapeRadii, TARGET, type GrowStep, type Shape } from './logic';

export function BuyuyenGenisleyen({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectVisualStyle();
  const shape = String(settings.shape) as Shape;
  const duration = Number(settings.duration_seconds);
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const { tally, left, answer, current, over } = usePlay({ level, maxLevel: MAX_LEVEL, durationSeconds: duration, stopRequested, onLevel, onFinish });
  const { nextStep, press, feedback } = useGoNoGo(answer, ROUND_SIZE);
  const [step, setStep] = useState<GrowStep | null>(null);
  const [stepNo, setStepNo] = useState(0);
  const prevTarget = useRef(false);
  const started = useRef(performance.now());
  const metronome = useMemo(() => createMetronome(settings.metronome_enabled === true), [settings.metronome_enabled]);
  useEffect(() => () => metronome.close(), [metronome]);

  const pace = { speed_type: String(settings.speed_type), reaction_interval_ms: Number(settings.reaction_interval_ms), variable_start_ms: Number(settings.variable_start_ms), variable_end_ms: Number(settings.variable_end_ms) };
  usePacer(
    !over,
    () => intervalAt(pace, performance.now() - started.current, duration * 1000),
    (i) => {
      const s = makeStep(current().level, i, prevTarget.current, rng);
      prevTarget.current = s.target >= 0;
      nextStep(s.target >= 0);
      metronome.tick();
      setStep(s);
      setStepNo(i + 1);
    },
  );

  const { rx, ry } = shapeRadii(shape);
  const poly = step ? shapePolygon(shape, step.size) : null;
  const points = step ? edgePoints(shape, step.symbols.length, step.size, step.offset) : [];
  return (
    <section className="vx-play" aria-label="Egzersiz alanı">
      <StatsBar tally={tally} left={left} />
      <div
        className={`vx-stage${feedback ? ` ${feedback}` : ''}`}
        style={{ height: 'min(58vh, 460px)', cursor: 'pointer' }}
        onClick={press}
        data-testid="grow-stage"
        data-step={stepNo}
        data-target={step && step.target >= 0 ? 'true' : 'false'}
      >
        <svg viewBox="-165 -105 330 210" width="100%" height="100%" role="img" aria-label="Büyüyen şekil ve kenarındaki semboller">
          {step &&
            (poly ? (
              <polygon points={poly.map((p) => p.join(',')).join(' ')} fill="#eff6ff" stroke="#2563eb" strokeWidth={2} />
            ) : (
              <ellipse cx={0} cy={0} rx={rx * step.size} ry={ry * step.size} fill="#eff6ff" stroke="#2563eb" strokeWidth={2} />
            ))}
          {step &&
            points.map(([x, y], k) => (
              <text key={k} x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={16} fill="#1e3a8a">
                {step.symbols[k]}
              </text>
            ))}
        </svg>
        {settings.focus_enabled === true && <span className="vx-fix" aria-hidden="true" />}
      </div>
      <p className="vx-hint" aria-live="polite">
        {feedback === 'ok' ? 'Harika, yakaladın!' : feedback === 'bad' ? 'Dikkat!' : `Ortaya bak; kenarda ${TARGET} görünce bas.`}
      </p>
      <div className="vx-controls">
        <button type="button" className="ex-choice vx-big" aria-label="Yıldızı gördüm (boşluk tuşu)" onClick={press}>
          {TARGET} Gördüm!
        </button>
      </div>
    </section>
  );
}
