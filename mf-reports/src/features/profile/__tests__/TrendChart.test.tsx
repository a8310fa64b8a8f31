// A single-session chart is readable (issue 25): with one session the six skill scores are six
// separate columns with their values written, not six dots stacked on one vertical line.
import { render, screen } from '@testing-library/react';
import { SKILL_COLORS, TrendChart } from '../components/TrendChart';

const at = Date.UTC(2026, 10, 20);
const names = ['Dikkat', 'Hafıza', 'İşlem Hızı', 'Görsel Algı', 'Akıl Yürütme', 'Bilişsel Esneklik'];

function chart(points: (i: number) => { x: number; y: number | null }[]) {
  const series = names.map((name, i) => ({ name, color: SKILL_COLORS[i] ?? '#000', points: points(i) }));
  const { container } = render(<TrendChart label="Bilişsel beceri puanları" series={series} />);
  return container;
}

test('one session: six columns side by side, each value written above its dot', () => {
  const scores = [72.5, 72.5, 40, 88, 55, 61];
  const container = chart((i) => [{ x: at, y: scores[i] ?? null }]);
  const img = screen.getByRole('img', { name: 'Bilişsel beceri puanları' });
  const dots = [...container.querySelectorAll('circle')];
  expect(dots).toHaveLength(6);
  const xs = dots.map((d) => Number(d.getAttribute('cx')));
  expect(new Set(xs).size).toBe(6); // no two skills share a vertical line, even with equal scores
  expect([...xs].sort((a, b) => a - b)).toEqual(xs); // in legend order
  // every dot sits above the axis (y = 0 is the bottom of the plot), at its own height
  const axisY = Math.max(...[...container.querySelectorAll('line')].map((l) => Number(l.getAttribute('y1'))));
  for (const d of dots) expect(Number(d.getAttribute('cy'))).toBeLessThan(axisY);
  const texts = [...img.querySelectorAll('text')].map((t) => t.textContent);
  for (const v of ['72,5', '40', '88', '55', '61']) expect(texts).toContain(v);
  expect(texts.filter((t) => t === '72,5')).toHaveLength(2);
  expect(container.querySelectorAll('polyline')).toHaveLength(0);
});

test('two sessions: lines over time as before, no value labels', () => {
  const container = chart((i) => [
    { x: at, y: 51.5 + i },
    { x: at + 7 * 86_400_000, y: 60 + i },
  ]);
  expect(container.querySelectorAll('polyline')).toHaveLength(6);
  const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
  expect(texts).not.toContain('51,5');
});
