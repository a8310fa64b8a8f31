// Plain SVG bar chart of the six skills (no chart library: the report page stays light).
import { formatFixedTr, skillLevel } from '@akademi/shared/domain';

export interface SkillBar {
  key: string;
  label: string;
  value: number | null;
}

// spec 3 §5 level colours (same meaning as the reports modal's tags)
const COLORS = { Güçlü: '#16a34a', Gelişmiş: '#2563eb', 'Gelişim Öncelikli': '#ea580c' } as const;

export function SkillBarChart({ bars }: { bars: SkillBar[] }) {
  const w = 640;
  const h = 260;
  const top = 20;
  const bottom = 50;
  const left = 36;
  const plotH = h - top - bottom;
  const slot = (w - left) / bars.length;
  const y = (v: number) => top + plotH - (Math.max(0, Math.min(100, v)) / 100) * plotH;
  return (
    <svg className="cr-chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label="Beceri puanları grafiği">
      {[0, 25, 50, 75, 100].map((t) => (
        <g key={t}>
          <line x1={left} x2={w} y1={y(t)} y2={y(t)} stroke="#dbe4f0" />
          <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11">{t}</text>
        </g>
      ))}
      {bars.map((b, i) => {
        const x = left + i * slot + slot * 0.2;
        const bw = slot * 0.6;
        return (
          <g key={b.key}>
            {b.value !== null && (
              <>
                <rect x={x} y={y(b.value)} width={bw} height={top + plotH - y(b.value)} fill={COLORS[skillLevel(b.value)]} rx={3} />
                <text x={x + bw / 2} y={y(b.value) - 4} textAnchor="middle" fontSize="12">{formatFixedTr(b.value, 1)}</text>
              </>
            )}
            <text x={x + bw / 2} y={h - bottom + 18} textAnchor="middle" fontSize="12">{b.label}</text>
          </g>
        );
      })}
    </svg>
  );
}
