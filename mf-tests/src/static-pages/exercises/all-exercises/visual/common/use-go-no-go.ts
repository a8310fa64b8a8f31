// The press-when-you-see-it loop of the paced exercises: one decision per paced step, a press at most
// once per step (Space, or the button), misses judged when the step ends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { judgeStep, outcomeCounts } from './go-no-go';
import type { Recorded } from './tally';

type Answer = (correct: number, wrong: number, roundSize: number) => Recorded | null;

/** Ours: how long the stage glows green/red after a press or a miss. */
export const GO_FEEDBACK_MS = 300;

export function useGoNoGo(answer: Answer, roundSize: number) {
  const step = useRef({ target: false, pressed: false });
  const [feedback, setFeedback] = useState<'ok' | 'bad' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flash = useCallback((ok: boolean) => {
    setFeedback(ok ? 'ok' : 'bad');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), GO_FEEDBACK_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Ends the current step (an unanswered target is a miss) and starts one with or without the target. */
  const nextStep = useCallback(
    (target: boolean) => {
      const s = step.current;
      if (judgeStep(s.target, s.pressed) === 'miss' && answer(0, 1, roundSize)) flash(false);
      step.current = { target, pressed: false };
    },
    [answer, roundSize, flash],
  );

  const press = useCallback(() => {
    const s = step.current;
    if (s.pressed) return;
    s.pressed = true;
    const o = judgeStep(s.target, true);
    const c = outcomeCounts(o);
    if (answer(c.correct, c.wrong, roundSize)) flash(o === 'hit');
  }, [answer, roundSize, flash]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' && e.code !== 'Space') return;
      if (e.target instanceof HTMLButtonElement) return; // the focused button handles its own Space
      e.preventDefault();
      if (!e.repeat) press();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  return { nextStep, press, feedback };
}
