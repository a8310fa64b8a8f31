import { TimerBadge } from '../../core/TimerBadge';
import type { Tally } from './tally';

const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

/** Remaining time, score and counts above a visual exercise's stage. */
export function StatsBar({ tally, left }: { tally: Tally; left: number }) {
  return (
    <div className="vx-stats" aria-label="Durum">
      <TimerBadge seconds={left} />
      <span className="ex-badge">Skor {fmt(tally.score)}</span>
      <span className="vx-count ok">Doğru {fmt(tally.correct)}</span>
      <span className="vx-count bad">Yanlış {fmt(tally.wrong)}</span>
    </div>
  );
}
