// A countdown for exercises whose settings have a duration: seconds left, and a callback when it
// reaches 0 (once). Ticks on the wall clock so a busy frame does not stretch the exercise.
import { useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number, onEnd: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * 1000;
    let fired = false;
    const t = setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0 && !fired) {
        fired = true;
        clearInterval(t);
        endRef.current();
      }
    }, 200);
    return () => clearInterval(t);
  }, [seconds, running]);
  return left;
}

/** 'd:ss' for the timer badge. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.trunc(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
