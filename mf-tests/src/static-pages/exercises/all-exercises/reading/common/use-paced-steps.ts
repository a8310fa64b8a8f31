// Steps through a paced text display (a word, a group or a line per step) at a fixed interval, with
// a metronome click per step and pause/resume (button or the space bar).
import { useCallback, useEffect, useRef, useState } from 'react';
import { createMetronome, type Metronome } from '../../core/metronome';

export function usePacedSteps(total: number, intervalMs: number, metronomeOn: boolean, onEnd: () => void, active = true) {
  const [step, setStep] = useState(0);
  const [paused, setPaused] = useState(false);
  const metronome = useRef<Metronome | null>(null);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    const m = createMetronome(metronomeOn);
    metronome.current = m;
    return () => m.close();
  }, [metronomeOn]);

  useEffect(() => {
    if (!active || paused || total === 0) return;
    metronome.current?.tick();
    const t = setTimeout(() => {
      if (step + 1 >= total) endRef.current();
      else setStep(step + 1);
    }, intervalMs);
    return () => clearTimeout(t);
  }, [active, paused, step, total, intervalMs]);

  const togglePause = useCallback(() => setPaused((p) => !p), []);

  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || (e.target instanceof HTMLElement && e.target.tagName === 'BUTTON')) return;
      e.preventDefault();
      togglePause();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, togglePause]);

  return { step, paused, togglePause };
}
