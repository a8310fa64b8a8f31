import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ExerciseOutcome } from '../../../core/types';
import { MetindeKelimeArama } from '../../metinde-kelime-arama/MetindeKelimeArama';
import { Quiz, QUIZ_FEEDBACK_MS } from '../Quiz';
import type { QuizItem } from '../logic';

const ITEMS: QuizItem[] = [
  { text: 'Birinci soru?', options: ['a1', 'b1', 'c1', 'd1'], answer: 2 },
  { text: 'İkinci soru?', options: ['a2', 'b2', 'c2', 'd2'], answer: 0 },
];

describe('Quiz', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers by key (1–4 / A–D) and by click, one question at a time', () => {
    const answers: boolean[] = [];
    const done = jest.fn();
    render(<Quiz items={ITEMS} onAnswer={(ok) => answers.push(ok)} onDone={done} />);
    expect(screen.getByText('Soru 1 / 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    expect(screen.getByRole('status')).toHaveTextContent('Doğru!');
    fireEvent.keyDown(window, { key: '1' }); // ignored during the feedback flash
    act(() => jest.advanceTimersByTime(QUIZ_FEEDBACK_MS));
    expect(screen.getByRole('heading', { name: 'İkinci soru?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'b2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Yanlış');
    act(() => jest.advanceTimersByTime(QUIZ_FEEDBACK_MS));
    expect(answers).toEqual([true, false]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('accepts letter keys too', () => {
    const answers: boolean[] = [];
    render(<Quiz items={ITEMS} onAnswer={(ok) => answers.push(ok)} onDone={() => undefined} />);
    fireEvent.keyDown(window, { key: 'c' });
    expect(answers).toEqual([true]);
  });
});

describe('MetindeKelimeArama', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts right and wrong clicks and finishes once when time is up', () => {
    const outcomes: ExerciseOutcome[] = [];
    const { container } = render(
      <MetindeKelimeArama settings={{ target_word: 'Çiçek', duration_seconds: 15, metronome_enabled: false }} level={1} onLevel={() => undefined} onFinish={(o) => outcomes.push(o)} stopRequested={false} />,
    );
    expect(screen.getByTestId('target-word')).toHaveTextContent('çiçek');
    const targets = container.querySelectorAll('[data-word="çiçek"]');
    expect(targets.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(targets[0]);
    fireEvent.click(targets[0]); // a found word does not count twice
    fireEvent.click(container.querySelector('[data-word]:not([data-word="çiçek"])') as Element);
    expect(screen.getByText('Doğru 1 · Yanlış 1')).toBeInTheDocument();
    // the arrow keys move between words
    const words = container.querySelectorAll<HTMLElement>('[data-word]');
    words[0].focus();
    fireEvent.keyDown(words[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(words[1]);
    fireEvent.keyDown(words[1], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(words[0]);
    act(() => jest.advanceTimersByTime(16_000));
    expect(outcomes).toEqual([{ score: 5, correct: 1, wrong: 1, level: 1 }]);
  });
});
