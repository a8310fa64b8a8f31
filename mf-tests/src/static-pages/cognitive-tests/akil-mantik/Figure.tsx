// The figures of the logic items, drawn in SVG from their attributes (no images).
import type { ColorName, Figure, ShapeName } from '@akademi/shared/domain/battery/akil-mantik/design';
import { entryOf } from '@akademi/shared/domain';

const FILL: Readonly<Record<ColorName, [string, string]>> = {
  red: ['#ef4444', '#b91c1c'],
  blue: ['#3b82f6', '#1d4ed8'],
  green: ['#22c55e', '#15803d'],
  yellow: ['#facc15', '#a16207'],
  purple: ['#a855f7', '#7e22ce'],
};

const polygon = (pts: [number, number][]): string => pts.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' ');
const ring = (n: number, radius: (i: number) => number, offset: number): string =>
  polygon(Array.from({ length: n }, (_, i) => {
    const a = offset + (2 * Math.PI * i) / n;
    return [radius(i) * Math.cos(a), radius(i) * Math.sin(a)];
  }));

// Unit shapes (radius ≈ 1 around the origin), pointing up at rotation 0.
const STAR = ring(10, (i) => (i % 2 === 0 ? 1 : 0.45), -Math.PI / 2);
const HEXAGON = ring(6, () => 1, 0);
const TRIANGLE = ring(3, () => 1, -Math.PI / 2);
const ARROW = polygon([[0, -1], [0.75, -0.15], [0.3, -0.15], [0.3, 1], [-0.3, 1], [-0.3, -0.15], [-0.75, -0.15]]);

function UnitShape({ shape, fill, stroke }: { shape: ShapeName; fill: string; stroke: string }) {
  const common = { fill, stroke, strokeWidth: 2, vectorEffect: 'non-scaling-stroke' as const, strokeLinejoin: 'round' as const };
  switch (shape) {
    case 'circle':
      return <circle r={0.9} {...common} />;
    case 'square':
      return <rect x={-0.78} y={-0.78} width={1.56} height={1.56} {...common} />;
    case 'triangle':
      return <polygon points={TRIANGLE} transform="translate(0 0.15)" {...common} />;
    case 'star':
      return <polygon points={STAR} {...common} />;
    case 'hexagon':
      return <polygon points={HEXAGON} {...common} />;
    case 'arrow':
      return <polygon points={ARROW} {...common} />;
  }
}

/** Centres of the copies in a 100×100 cell, and the radius each copy may take. */
const LAYOUT: Readonly<Partial<Record<number, { at: [number, number][]; r: number }>>> = {
  1: { at: [[50, 50]], r: 42 },
  2: { at: [[28, 50], [72, 50]], r: 20 },
  3: { at: [[50, 27], [27, 71], [73, 71]], r: 19 },
  4: { at: [[29, 29], [71, 29], [29, 71], [71, 71]], r: 18 },
  5: { at: [[25, 25], [75, 25], [50, 50], [25, 75], [75, 75]], r: 15 },
  6: { at: [[20, 32], [50, 32], [80, 32], [20, 68], [50, 68], [80, 68]], r: 13 },
};
const SIZE_FACTOR = [0.5, 0.72, 1];

export function FigureSvg({ figure, px }: { figure: Figure; px: number }) {
  const layout = LAYOUT[figure.count] ?? entryOf(LAYOUT, 1);
  const radius = layout.r * (SIZE_FACTOR[figure.size] ?? 1);
  const [fill, stroke] = FILL[figure.color];
  return (
    <svg viewBox="0 0 100 100" width={px} height={px} aria-hidden="true" focusable="false">
      {layout.at.map(([x, y], i) => (
        <g key={i} transform={`translate(${x} ${y}) rotate(${figure.rotation}) scale(${radius})`}>
          <UnitShape shape={figure.shape} fill={fill} stroke={stroke} />
        </g>
      ))}
    </svg>
  );
}
