import { useMemo, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import type { ExerciseRunProps } from '../../core/types';
import { buildQuiz } from '../common/logic';
import { PauseControls } from '../common/PauseControls';
import { PassageQuiz } from '../common/Quiz';
import { injectReadingStyle } from '../common/style';
import { usePacedSteps } from '../common/use-paced-steps';
import { useQuizTally } from '../common/use-quiz-tally';
import { groupSize, MAX_LEVEL, pickPassage, readingGroups } from './logic';

export function GruplayarakOkuma({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectReadingStyle();
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const passage = useMemo(() => pickPassage(String(settings.category), String(settings.level), rng), [settings.category, settings.level, rng]);
  const groups = useMemo(() => readingGroups(passage.text, level), [passage, level]);
  const quiz = useMemo(() => buildQuiz(passage.questions, passage.questions.length, rng), [passage, rng]);
  const [phase, setPhase] = useState<'read' | 'quiz'>('read');
  const { answer, finish } = useQuizTally({ level, maxLevel: MAX_LEVEL, onLevel, onFinish, stopRequested });
  const { step, paused, togglePause } = usePacedSteps(groups.length, Number(settings.reactionInterval), settings.metronome === true, () => setPhase('quiz'), phase === 'read');

  if (phase === 'quiz') return <PassageQuiz title={passage.title} items={quiz} onAnswer={answer} onDone={() => finish(true)} />;
  return (
    <section className="rx-play" aria-label="Egzersiz alanı">
      <div className="rx-bar">
        <span className="ex-badge">en çok {groupSize(level)} kelimelik gruplar</span>
        <span className="rx-muted" aria-live="off">
          Grup {step + 1} / {groups.length}
        </span>
      </div>
      <article className="rx-text" style={{ fontSize: `${Number(settings.fontSize)}px` }} aria-label="Metin" data-testid="group-text" data-step={step} data-steps={groups.length}>
        <h2>{passage.title}</h2>
        <p style={{ margin: 0 }}>
          {groups.map((g, i) => (
            <span key={i}>
              <span className={`rx-group${i === step ? ' now' : i < step ? ' read' : ''}`} aria-current={i === step ? 'true' : undefined}>
                {g.join(' ')}
              </span>{' '}
            </span>
          ))}
        </p>
      </article>
      <PauseControls paused={paused} onToggle={togglePause} hint="Gözünü sarı gruba odakla; boşluk tuşu ile de duraklatabilirsin." />
    </section>
  );
}
