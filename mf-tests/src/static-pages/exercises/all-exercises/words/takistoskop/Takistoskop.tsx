// Takistoskop: a word or word group flashes for a moment; the child picks what was seen.
import { useEffect, useRef, useState } from 'react';
import { nextLevel } from '../../core/levels';
import { InfoBar } from '../InfoBar';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { clockSeed, createRng } from '../random';
import { injectWordsStyle } from '../style';
import { useFinishOnce } from '../use-run';
import { blockAccuracy, FEEDBACK_MS, FIXATION_MS, makeTrial, MAX_LEVEL, pointsFor, TRIALS_PER_BLOCK, type Trial } from './logic';
import { StatusLine } from '../../core/StatusLine';

injectWordsStyle();

type Phase = 'fix' | 'show' | 'ask' | 'feedback';

export function Takistoskop({ settings, level: startLevel, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  const rng = useRef(createRng(clockSeed())).current;
  const recent = useRef<string[]>([]);
  const [level, setLevel] = useState(startLevel);
  const [trial, setTrial] = useState<Trial>(() => makeTrial(rng, startLevel));
  const [phase, setPhase] = useState<Phase>('fix');
  const [picked, setPicked] = useState<string | null>(null);
  const [score, setScore] = useState(0);
  const [count, setCount] = useState(1);
  const totals = useRef({ correct: 0, wrong: 0 });
  const block = useRef<boolean[]>([]);
  const choicesRef = useRef<HTMLDivElement>(null);

  const finish = useFinishOnce(onFinish, stopRequested, () => ({ score, correct: totals.current.correct, wrong: totals.current.wrong, level }));
  const left = useCountdown(Number(settings.duration), finish);

  useEffect(() => {
    const t =
      phase === 'fix' ? setTimeout(() => setPhase('show'), FIXATION_MS)
      : phase === 'show' ? setTimeout(() => setPhase('ask'), trial.exposureMs)
      : phase === 'feedback' ? setTimeout(() => {
          recent.current = [trial.target, ...recent.current].slice(0, 8);
          setTrial(makeTrial(rng, level, recent.current));
          setPicked(null);
          setCount((c) => c + 1);
          setPhase('fix');
        }, FEEDBACK_MS)
      : undefined;
    return () => clearTimeout(t);
  }, [phase, trial, rng, level]);

  useEffect(() => {
    if (phase === 'ask') choicesRef.current?.querySelector('button')?.focus();
  }, [phase]);

  const answer = (choice: string) => {
    if (phase !== 'ask') return;
    const ok = choice === trial.target;
    setPicked(choice);
    setPhase('feedback');
    const s = ok ? score + pointsFor(level) : score;
    setScore(s);
    if (ok) totals.current.correct += 1;
    else totals.current.wrong += 1;
    block.current.push(ok);
    if (block.current.length >= TRIALS_PER_BLOCK) {
      const next = nextLevel(level, blockAccuracy(block.current), MAX_LEVEL);
      block.current = [];
      if (next !== level) {
        setLevel(next);
        onLevel(next, s);
      }
    }
  };

  // keys 1–4 pick a choice
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const n = Number(e.key);
      const choice = Number.isInteger(n) && n >= 1 ? trial.choices[n - 1] : undefined; // undefined past the last choice
      if (phase === 'ask' && choice !== undefined) answer(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const ok = picked !== null && picked === trial.target;
  return (
    <section className="wx-play" aria-label="Takistoskop">
      <InfoBar left={left} score={score}>
        <span className="ex-badge">Gösterim {trial.exposureMs} ms</span>
        <span className="ex-badge">Soru {count}</span>
      </InfoBar>
      <div className="wx-stage" aria-live="off" data-phase={phase}>
        {phase === 'fix' && <span className="wx-fix" aria-hidden="true">+</span>}
        {phase === 'show' && <span>{trial.target}</span>}
        {(phase === 'ask' || phase === 'feedback') && <span className="wx-fix" aria-hidden="true">? ? ?</span>}
      </div>
      <StatusLine base="wx-status" tone={phase === 'feedback' ? (ok ? 'ok' : 'bad') : null}>
        {phase === 'ask' ? 'Ne gördün? Seç.' : phase === 'feedback' ? (ok ? 'Doğru!' : `Yanlış. Doğrusu: ${trial.target}`) : 'Ortadaki işarete bak.'}
      </StatusLine>
      <div className="wx-choices" role="group" aria-label="Seçenekler" ref={choicesRef}>
        {trial.choices.map((c, i) => (
          <button
            key={c}
            type="button"
            className={`ex-choice${phase === 'feedback' && c === trial.target ? ' ok' : ''}${phase === 'feedback' && c === picked && !ok ? ' bad' : ''}`}
            disabled={phase !== 'ask'}
            data-answer={c === trial.target ? 'true' : undefined}
            onClick={() => answer(c)}
          >
            <span aria-hidden="true">{i + 1}. </span>
            {phase === 'ask' || phase === 'feedback' ? c : '…'}
          </button>
        ))}
      </div>
      <p className="wx-keys">Seçmek için tıkla ya da 1–4 tuşlarına bas.</p>
    </section>
  );
}
