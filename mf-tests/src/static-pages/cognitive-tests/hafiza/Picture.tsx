// The memory pictures, drawn in SVG (no images, no copyrighted material). Each is a simple,
// familiar object with its own colour so a child can name it.
import type { ReactElement } from 'react';
import { PICTURE_LABEL, type PictureId } from '@akademi/shared/domain/battery/hafiza/design';

const starPoints = (cx: number, cy: number, outer: number, inner: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`;
  }).join(' ');

const rays = Array.from({ length: 8 }, (_, i) => {
  const a = (Math.PI / 4) * i;
  return { x1: 100 + 55 * Math.cos(a), y1: 100 + 55 * Math.sin(a), x2: 100 + 85 * Math.cos(a), y2: 100 + 85 * Math.sin(a) };
});

const petals = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return { cx: 100 + 34 * Math.cos(a), cy: 85 + 34 * Math.sin(a) };
});

const DRAW: Record<PictureId, ReactElement> = {
  sun: (
    <g>
      {rays.map((r, i) => (
        <line key={i} {...r} stroke="#f59e0b" strokeWidth="10" strokeLinecap="round" />
      ))}
      <circle cx="100" cy="100" r="45" fill="#facc15" stroke="#f59e0b" strokeWidth="6" />
    </g>
  ),
  tree: (
    <g>
      <rect x="86" y="110" width="28" height="70" rx="4" fill="#92400e" />
      <circle cx="100" cy="80" r="58" fill="#22c55e" stroke="#15803d" strokeWidth="6" />
    </g>
  ),
  fish: (
    <g>
      <polygon points="140,100 185,65 185,135" fill="#fb923c" stroke="#c2410c" strokeWidth="6" strokeLinejoin="round" />
      <ellipse cx="90" cy="100" rx="65" ry="42" fill="#fb923c" stroke="#c2410c" strokeWidth="6" />
      <circle cx="55" cy="90" r="8" fill="#1f2937" />
    </g>
  ),
  balloon: (
    <g>
      <path d="M100 140 C 95 160, 110 170, 100 192" stroke="#475569" strokeWidth="4" fill="none" />
      <ellipse cx="100" cy="80" rx="50" ry="62" fill="#ef4444" stroke="#b91c1c" strokeWidth="6" />
      <polygon points="92,146 108,146 100,136" fill="#b91c1c" />
    </g>
  ),
  house: (
    <g>
      <rect x="45" y="95" width="110" height="85" fill="#fde68a" stroke="#b45309" strokeWidth="6" />
      <polygon points="30,100 100,30 170,100" fill="#dc2626" stroke="#991b1b" strokeWidth="6" strokeLinejoin="round" />
      <rect x="88" y="130" width="26" height="50" fill="#92400e" />
    </g>
  ),
  flower: (
    <g>
      <rect x="96" y="110" width="8" height="80" fill="#16a34a" />
      {petals.map((p, i) => (
        <circle key={i} cx={p.cx} cy={p.cy} r="24" fill="#f472b6" stroke="#db2777" strokeWidth="4" />
      ))}
      <circle cx="100" cy="85" r="20" fill="#facc15" />
    </g>
  ),
  cloud: (
    <g fill="#e0f2fe" stroke="#0284c7" strokeWidth="6">
      <path d="M50 140 A 30 30 0 0 1 55 85 A 40 40 0 0 1 130 70 A 35 35 0 0 1 160 140 Z" strokeLinejoin="round" />
    </g>
  ),
  apple: (
    <g>
      <path d="M100 45 C 100 30, 105 20, 112 14" stroke="#78350f" strokeWidth="7" fill="none" strokeLinecap="round" />
      <ellipse cx="125" cy="35" rx="20" ry="10" fill="#22c55e" transform="rotate(-25 125 35)" />
      <circle cx="100" cy="110" r="68" fill="#dc2626" stroke="#991b1b" strokeWidth="6" />
    </g>
  ),
  heart: <path d="M100 175 L 30 100 A 38 38 0 0 1 100 55 A 38 38 0 0 1 170 100 Z" fill="#e11d48" stroke="#9f1239" strokeWidth="6" strokeLinejoin="round" />,
  moon: <path d="M125 25 A 80 80 0 1 0 125 175 A 62 62 0 1 1 125 25 Z" fill="#fde047" stroke="#ca8a04" strokeWidth="6" strokeLinejoin="round" />,
  star: <polygon points={starPoints(100, 104, 85, 36)} fill="#a855f7" stroke="#7e22ce" strokeWidth="6" strokeLinejoin="round" />,
  umbrella: (
    <g>
      <path d="M100 100 V 165 A 14 14 0 0 1 72 165" stroke="#334155" strokeWidth="8" fill="none" strokeLinecap="round" />
      <path d="M20 100 A 80 75 0 0 1 180 100 Z" fill="#3b82f6" stroke="#1d4ed8" strokeWidth="6" strokeLinejoin="round" />
    </g>
  ),
  circle: <circle cx="100" cy="100" r="75" fill="#3b82f6" stroke="#1d4ed8" strokeWidth="6" />,
  triangle: <polygon points="100,20 185,175 15,175" fill="#f97316" stroke="#c2410c" strokeWidth="6" strokeLinejoin="round" />,
  square: <rect x="30" y="30" width="140" height="140" rx="8" fill="#22c55e" stroke="#15803d" strokeWidth="6" />,
  plus: <path d="M75 25 H125 V75 H175 V125 H125 V175 H75 V125 H25 V75 H75 Z" fill="#64748b" stroke="#334155" strokeWidth="6" strokeLinejoin="round" />,
};

export function Picture({ id, size = 200 }: { id: PictureId; size?: number }) {
  return (
    <svg viewBox="0 0 200 200" width={size} height={size} role="img" aria-label={PICTURE_LABEL[id]} data-picture={id}>
      {DRAW[id]}
    </svg>
  );
}
