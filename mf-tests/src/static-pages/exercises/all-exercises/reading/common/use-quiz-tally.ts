// The tally of a passage's comprehension quiz and finishing exactly once: when the quiz is done
// (with the level rule and LEVEL_PROGRESS) or at once on 'Egzersizi Bitir' (level unchanged).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExerciseRunProps } from '../../core/types';
import { levelAfterQuiz, POINTS_PER_ANSWER } from './logic';

interface Options extends Pick<ExerciseRunProps, 'level' | 'onLevel' | 'onFinish' | 'stopRequested'> {
  maxLevel: number;
}

export function useQuizTally({ level, maxLevel, onLevel, onFinish, stopRequested }: Options) {
  const tally = useRef({ correct: 0, wrong: 0 });
  const [shown, setShown] = useState({ correct: 0, wrong: 0 });
  const done = useRef(false);

  const answer = useCallback((ok: boolean) => {
    const t = tally.current;
    tally.current = ok ? { ...t, correct: t.correct + 1 } : { ...t, wrong: t.wrong + 1 };
    setShown(tally.current);
  }, []);

  /** Ends the play; `quizDone` applies the level rule; `bonus` adds points beyond the answers. */
  const finish = useCallback(
    (quizDone: boolean, bonus = 0) => {
      if (done.current) return;
      done.current = true;
      const { correct, wrong } = tally.current;
      const score = correct * POINTS_PER_ANSWER + bonus;
      let reached = level;
      if (quizDone) {
        const r = levelAfterQuiz(level, correct, correct + wrong, maxLevel);
        reached = r.level;
        if (r.passed) onLevel(r.level, score);
      }
      onFinish({ score, correct, wrong, level: reached });
    },
    [level, maxLevel, onLevel, onFinish],
  );

  /** what 'Egzersizi Bitir' finishes with: set once the quiz is over (e.g. a summary screen shows) */
  const onStop = useRef({ quizDone: false, bonus: 0 });
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (stopRequested) finishRef.current(onStop.current.quizDone, onStop.current.bonus);
  }, [stopRequested]);

  return { tally: shown, current: () => tally.current, answer, finish, onStop };
}
