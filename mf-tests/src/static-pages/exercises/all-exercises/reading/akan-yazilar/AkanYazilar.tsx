import { useMemo, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import type { ExerciseRunProps } from '../../core/types';
import { buildQuiz } from '../common/logic';
import { PauseControls } from '../common/PauseControls';
import { PassageQuiz } from '../common/Quiz';
import { injectReadingStyle } from '../common/style';
import { usePacedSteps } from '../common/use-paced-steps';
import { useQuizTally } from '../common/use-quiz-tally';
import { flowLevel, flowSteps, MAX_LEVEL, pacedWpm, pickPassage } from './logic';

const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

export function AkanYazilar({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectReadingStyle();
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const passage = useMemo(() => pickPassage(String(settings.category), level, rng), [settings.category, level, rng]);
  const steps = useMemo(() => flowSteps(passage.text, level), [passage, level]);
  const quiz = useMemo(() => buildQuiz(passage.questions, passage.questions.length, rng), [passage, rng]);
  const interval = Number(settings.reaction_interval_ms);
  const [phase, setPhase] = useState<'flow' | 'quiz'>('flow');
  const { answer, finish } = useQuizTally({ level, maxLevel: MAX_LEVEL, onLevel, onFinish, stopRequested });
  const { step, paused, togglePause } = usePacedSteps(steps.length, interval, settings.metronome_enabled === true, () => setPhase('quiz'), phase === 'flow');
  const mode = flowLevel(level).mode === 'line' ? 'satır satır' : `${flowLevel(level).size} kelime`;

  if (phase === 'quiz') return <PassageQuiz title={passage.title} items={quiz} onAnswer={answer} onDone={() => finish(true)} />;
  return (
    <section className="rx-play" aria-label="Egzersiz alanı">
      <div className="rx-bar">
        <span className="ex-badge">{passage.title}</span>
        <span className="rx-muted">
          {mode} · yaklaşık {fmt(pacedWpm(passage.text, level, interval))} kelime/dk
        </span>
      </div>
      <div className="rx-stage" style={{ fontSize: `${Number(settings.font_size)}px` }} aria-live="off" data-testid="flow-stage" data-step={step} data-steps={steps.length}>
        {steps[step]}
      </div>
      <div className="rx-progress" role="progressbar" aria-label="Metnin ilerleyişi" aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={step + 1}>
        <div style={{ width: `${((step + 1) / steps.length) * 100}%` }} />
      </div>
      <PauseControls paused={paused} onToggle={togglePause} hint="Boşluk tuşu ile de duraklatabilirsin." />
    </section>
  );
}
