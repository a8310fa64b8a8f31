// A small SVG line chart over time (Öğrenci Profili): lines per series, optional horizontal
// bands drawn behind them (the skill levels). SVG scales with its box, so it never makes the
// page wider than the screen; 200 sessions are one polyline per series.
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatNumber } from '@akademi/shared';

export interface ChartSeries {
  name: string;
  color: string;
  points: readonly { x: number; y: number | null }[];
}

export interface ChartBand {
  from: number;
  to: number;
  color: string;
  label: string;
}

const DEFAULT_W = 640;
const H = 220;

/** The box's width in CSS pixels (the SVG is drawn 1:1, so its text stays legible on a phone). */
function useWidth(): [React.RefObject<HTMLElement | null>, number] {
  const ref = useRef<HTMLElement | null>(null);
  const [width, setWidth] = useState(DEFAULT_W);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]?.contentRect.width ?? 0);
      if (w > 0) setWidth(Math.max(240, w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

export function TrendChart({ series, yMax = 100, yMin = 0, bands = [], label, yTicks }: { series: readonly ChartSeries[]; yMax?: number; yMin?: number; bands?: readonly ChartBand[]; label: string; yTicks?: number[] }) {
  const [ref, W] = useWidth();
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const x0 = xs.length ? Math.min(...xs) : 0;
  const x1 = xs.length ? Math.max(...xs) : 1;
  const span = x1 - x0 || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const sx = (x: number) => (xs.length <= 1 ? PAD.left + plotW / 2 : PAD.left + ((x - x0) / span) * plotW);
  const sy = (y: number) => PAD.top + plotH - ((Math.min(yMax, Math.max(yMin, y)) - yMin) / (yMax - yMin || 1)) * plotH;
  const ticks = yTicks ?? [0, 25, 50, 75, 100].map((t) => yMin + ((yMax - yMin) * t) / 100);
  const showDots = xs.length <= Math.floor(W / 10);
  // One moment in time (a single session): a line chart would stack every series' dot on one
  // vertical line in the middle. Each series gets its own column instead — a bar up to its value,
  // a dot and the value written above it (issue 25: a single-session chart is readable).
  const single = xs.length > 0 && x1 === x0;
  const slot = plotW / Math.max(1, series.length);
  const slotX = (i: number) => PAD.left + slot * (i + 0.5);
  const barW = Math.min(28, slot * 0.5);
  return (
    <figure ref={ref} style={{ margin: 0, width: '100%' }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} style={{ display: 'block', height: 'auto', maxWidth: '100%' }}>
        {bands.map((b) => (
          <g key={b.label}>
            <rect x={PAD.left} width={plotW} y={sy(b.to)} height={Math.max(0, sy(b.from) - sy(b.to))} fill={b.color} />
          </g>
        ))}
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={sy(t)} y2={sy(t)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={sy(t) + 3} textAnchor="end" fontSize={11} fill="#6b7280">
              {Math.round(t)}
            </text>
          </g>
        ))}
        {xs.length > 0 && (
          <>
            <text x={single ? PAD.left + plotW / 2 : PAD.left} y={H - 8} textAnchor={single ? 'middle' : undefined} fontSize={11} fill="#6b7280">
              {formatDate(x0)}
            </text>
            {x1 !== x0 && (
              <text x={W - PAD.right} y={H - 8} textAnchor="end" fontSize={11} fill="#6b7280">
                {formatDate(x1)}
              </text>
            )}
          </>
        )}
        {single &&
          series.map((s, i) => {
            const p = s.points.find((q): q is { x: number; y: number } => q.y !== null);
            if (!p) return null;
            const cx = slotX(i);
            return (
              <g key={s.name} data-series={s.name}>
                <rect x={cx - barW / 2} width={barW} y={sy(p.y)} height={Math.max(0, sy(yMin) - sy(p.y))} fill={s.color} opacity={0.35} />
                <circle cx={cx} cy={sy(p.y)} r={4} fill={s.color} />
                <text x={cx} y={Math.max(PAD.top + 10, sy(p.y) - 8)} textAnchor="middle" fontSize={11} fontWeight={600} fill="#111827" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
                  {formatNumber(p.y, 1)}
                </text>
              </g>
            );
          })}
        {!single && series.map((s) => {
          const pts = s.points.filter((p): p is { x: number; y: number } => p.y !== null);
          return (
            <g key={s.name} data-series={s.name}>
              {pts.length > 1 && <polyline fill="none" stroke={s.color} strokeWidth={2} points={pts.map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ')} />}
              {(showDots || pts.length === 1) &&
                pts.map((p, i) => <circle key={i} cx={sx(p.x)} cy={sy(p.y)} r={3} fill={s.color} />)}
            </g>
          );
        })}
        {/* band names on top of the lines, with a white halo */}
        {bands.map((b) => (
          <text key={b.label} x={W - PAD.right - 4} y={sy(b.to) + 12} textAnchor="end" fontSize={11} fill="#6b7280" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
            {b.label}
          </text>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', fontSize: 12, marginTop: 4 }}>
        {series.map((s) => (
          <span key={s.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span aria-hidden style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }} />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Colours of the six skills (lines in the chart and bars in the PDF). */
export const SKILL_COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2'] as const;
