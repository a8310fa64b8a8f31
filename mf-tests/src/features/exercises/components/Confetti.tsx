// A short burst of confetti for a correct answer (spec 3 §4). CSS only: no library for 30 dots.
const COLORS = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#ec4899'];
const PIECES = Array.from({ length: 30 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 6) * 60,
  color: COLORS[i % COLORS.length],
  rotate: (i * 47) % 360,
}));

export function Confetti() {
  return (
    <div aria-hidden="true" data-testid="confetti" style={{ position: 'fixed', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 1000 }}>
      <style>{'@keyframes akademi-confetti{from{transform:translateY(-10vh) rotate(0)}to{transform:translateY(100vh) rotate(540deg)}}'}</style>
      {PIECES.map((p, i) => (
        <span
          key={i}
          style={{
            position: 'absolute',
            top: 0,
            left: `${p.left}%`,
            width: 8,
            height: 14,
            background: p.color,
            transform: `rotate(${p.rotate}deg)`,
            animation: `akademi-confetti 1400ms ease-in ${p.delay}ms forwards`,
          }}
        />
      ))}
    </div>
  );
}
