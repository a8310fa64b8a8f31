import type { ReactNode } from 'react';
import { TimerBadge } from '../core/TimerBadge';

/** Remaining time, the exercise's own badges, then the score, above a word exercise's stage. */
export function InfoBar({ left, score, children }: { left: number; score: number; children: ReactNode }) {
  return (
    <div className="wx-info">
      <TimerBadge seconds={left} />
      {children}
      <span className="ex-badge">Skor {score}</span>
    </div>
  );
}
