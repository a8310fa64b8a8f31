// Stimuli drawn in SVG (no images): the yellow star is the target.
import type { ShapeKind } from '@akademi/shared/domain/battery/dikkat/design';
import { FixationCross } from '../../lib/FixationCross';

const STAR_POINTS = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 90 : 38;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${100 + r * Math.cos(a)},${100 + r * Math.sin(a)}`;
}).join(' ');

const LABEL: Record<ShapeKind, string> = { star: 'yıldız', circle: 'daire', square: 'kare', triangle: 'üçgen' };

export function Shape({ kind }: { kind: ShapeKind }) {
  return (
    <svg viewBox="0 0 200 200" width="220" height="220" role="img" aria-label={LABEL[kind]} data-shape={kind}>
      {kind === 'star' && <polygon points={STAR_POINTS} fill="#facc15" stroke="#ca8a04" strokeWidth="6" />}
      {kind === 'circle' && <circle cx="100" cy="100" r="80" fill="#3b82f6" stroke="#1d4ed8" strokeWidth="6" />}
      {kind === 'square' && <rect x="25" y="25" width="150" height="150" rx="10" fill="#22c55e" stroke="#15803d" strokeWidth="6" />}
      {kind === 'triangle' && <polygon points="100,15 188,180 12,180" fill="#f97316" stroke="#c2410c" strokeWidth="6" />}
    </svg>
  );
}

export const Fixation = () => <FixationCross size={80} color="#64748b" />;
