import { formatClock } from './use-countdown';

/** The remaining time of a timed exercise. */
export function TimerBadge({ seconds }: { seconds: number }) {
  return (
    <span className="ex-timer" role="timer" aria-label="Kalan süre" aria-live="off">
      {formatClock(seconds)}
    </span>
  );
}
