// The end of a play, shared by the word exercises: onFinish exactly once — when time is up, when the
// child presses 'Egzersizi Bitir' (stopRequested), or when the exercise itself is done.
import { useCallback, useEffect, useRef } from 'react';
import type { ExerciseOutcome } from '../core/types';

export function useFinishOnce(onFinish: (o: ExerciseOutcome) => void, stopRequested: boolean, current: () => ExerciseOutcome): () => void {
  const done = useRef(false);
  const currentRef = useRef(current);
  currentRef.current = current;
  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    onFinish(currentRef.current());
  }, [onFinish]);
  useEffect(() => {
    if (stopRequested) finish();
  }, [stopRequested, finish]);
  return finish;
}
