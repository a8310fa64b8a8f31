// Needle gauge (spec 3 §2.3): -90° at 0 %, +90° at 100 %; the needle starts at -90° and moves to
// its angle about 500 ms after the modal opens.
import { useEffect, useState } from 'react';
import { burdonNeedleAngle, formatFixedTr } from '@akademi/shared/domain';

export const GAUGE_ANIMATION_DELAY_MS = 500;

const BANDS = [
  { from: 0, to: 20, color: '#ef4444' },
  { from: 20, to: 35, color: '#f97316' },
  { from: 35, to: 50, color: '#f59e0b' },
  { from: 50, to: 70, color: '#eab308' },
  { from: 70, to: 85, color: '#84cc16' },
  { from: 85, to: 100, color: '#22c55e' },
];

function arcPoint(percent: number, r: number): [number, number] {
  const a = Math.PI - (percent / 100) * Math.PI; // 0 % at the left, 100 % at the right
  return [100 + r * Math.cos(a), 100 - r * Math.sin(a)];
}

export function BurdonGauge({ percentage }: { percentage: number }) {
  const [angle, setAngle] = useState(-90);
  useEffect(() => {
    const t = setTimeout(() => setAngle(burdonNeedleAngle(percentage)), GAUGE_ANIMATION_DELAY_MS);
    return () => clearTimeout(t);
  }, [percentage]);
  return (
    <div style={{ textAlign: 'center' }}>
      <svg viewBox="0 0 200 115" width="260" role="img" aria-label={`Performans göstergesi %${formatFixedTr(percentage, 1)}`}>
        {BANDS.map((b) => {
          const [x1, y1] = arcPoint(b.from, 80);
          const [x2, y2] = arcPoint(b.to, 80);
          return <path key={b.from} d={`M ${x1} ${y1} A 80 80 0 0 1 ${x2} ${y2}`} stroke={b.color} strokeWidth="18" fill="none" />;
        })}
        <g data-testid="burdon-needle" data-angle={angle} style={{ transform: `rotate(${angle}deg)`, transformOrigin: '100px 100px', transition: 'transform 1s ease-out' }}>
          <line x1="100" y1="100" x2="100" y2="30" stroke="#111827" strokeWidth="3" strokeLinecap="round" />
        </g>
        <circle cx="100" cy="100" r="6" fill="#111827" />
      </svg>
      <div style={{ fontSize: 28, fontWeight: 700 }} data-testid="burdon-performance">%{formatFixedTr(percentage, 1)}</div>
      <div style={{ color: '#6b7280' }}>Performans Yüzdesi</div>
    </div>
  );
}
