// The play loop every visual exercise shares: the tally, the countdown, and finishing exactly once
// (time up or 'Egzersizi Bitir').
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { record, startTally, type Recorded, type Tally } from './tally';

interface Options extends Pick<ExerciseRunProps, 'level' | 'onLevel' | 'onFinish' | 'stopRequested'> {
  maxLevel: number;
  durationSeconds: number;
}

export function usePlay({ level, maxLevel, durationSeconds, stopRequested, onLevel, onFinish }: Options) {
  const [tally, setTally] = useState<Tally>(() => startTally(level));
  const ref = useRef(tally);
  const done = useRef(false);
  const [over, setOver] = useState(false);

  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    setOver(true);
    const t = ref.current;
    onFinish({ score: t.score, correct: t.correct, wrong: t.wrong, level: t.level });
  }, [onFinish]);

  const left = useCountdown(durationSeconds, finish);

  useEffect(() => {
    if (stopRequested) finish();
  }, [stopRequested, finish]);

  /** Records answers; null once the play is over. */
  const answer = useCallback(
    (correct: number, wrong: number, roundSize: number): Recorded | null => {
      if (done.current) return null;
      const r = record(ref.current, correct, wrong, roundSize, maxLevel);
      ref.current = r.tally;
      setTally(r.tally);
      if (r.passed) onLevel(r.tally.level, r.tally.score);
      return r;
    },
    [maxLevel, onLevel],
  );

  /** the tally right now (for timers that must not wait for a render) */
  const current = useCallback(() => ref.current, []);

  return { tally, left, answer, over, current, finish };
}

/** Calls `onStep` after `delay(step)` ms, again and again, while `running` (a paced metronome loop). */
export function usePacer(running: boolean, delay: (step: number) => number, onStep: (step: number) => void): void {
  const delayRef = useRef(delay);
  const stepRef = useRef(onStep);
  delayRef.current = delay;
  stepRef.current = onStep;
  useEffect(() => {
    if (!running) return;
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        step += 1;
        stepRef.current(step);
        schedule();
      }, Math.max(50, delayRef.current(step)));
    };
    stepRef.current(0);
    schedule();
    return () => clearTimeout(timer);
  }, [running]);
}
