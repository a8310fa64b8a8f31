// The maths exercise ends a level with an in-page dialog carrying spec 3 §4's texts (issue 17:
// no native alert boxes); 'Devam Et' starts the next level. The API is stubbed (unit test).
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../../shared/testing/render';
import { MathExercise } from '../components/MathExercise';

jest.mock('../api/exercises-api', () => ({
  loadProgress: jest.fn(async () => ({ data: { progress: null } })),
  saveProgress: jest.fn(async () => ({ data: {} })),
  recordAttempt: jest.fn(async () => ({ data: {} })),
}));

function solve(text: string): number {
  const m = /^(-?\d+)\s*([+\-×x*÷/])\s*(-?\d+)/.exec(text.replace(/\s*=.*$/, ''));
  if (!m) throw new Error(`unparsed question: ${text}`);
  const [a, op, b] = [Number(m[1]), m[2], Number(m[3])];
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '÷' || op === '/') return a / b;
  return a * b;
}

async function answerLevel(pick: 'right' | 'wrong') {
  for (let i = 1; i <= 5; i++) {
    const question = screen.getByTestId('math-question').textContent ?? '';
    const answer = solve(question);
    const options = screen.getAllByRole('button').filter((b) => /^-?\d+$/.test(b.textContent ?? ''));
    const choice = options.find((b) => (pick === 'right' ? Number(b.textContent) === answer : Number(b.textContent) !== answer));
    fireEvent.click(choice!);
    await act(async () => {
      jest.advanceTimersByTime(1600);
    });
  }
}

describe('MathExercise level end', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the pass text in a dialog, never window.alert, and continues to level 2', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithApp(<MathExercise exerciseType="math" owner={{ email: 's@x.test', educatorEmail: null }} accessKey="k" session={null} />);
    await act(async () => undefined);
    expect(screen.getByTestId('math-level').textContent).toBe('Level 1 / 10');
    await answerLevel('right');
    const dialog = await screen.findByRole('dialog', { name: 'Seviye tamamlandı' });
    expect(dialog.textContent).toContain("Tebrikler! Level 1 tamamlandı! 5/5 doğru. Level 2'e geçiyorsunuz.");
    expect(alert).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await act(async () => undefined);
    expect(screen.getByTestId('math-level').textContent).toBe('Level 2 / 10');
    expect(screen.getByText('Soru 1 / 5 · Doğru: 0')).toBeTruthy();
  });

  it('shows the failure text and stays on the level', async () => {
    renderWithApp(<MathExercise exerciseType="math" owner={{ email: 's@x.test', educatorEmail: null }} accessKey="k" session={null} />);
    await act(async () => undefined);
    await answerLevel('wrong');
    const dialog = await screen.findByRole('dialog', { name: 'Seviye tamamlanamadı' });
    expect(dialog.textContent).toContain('Level 1 başarısız. 0/5 doğru. Minimum 3 gerekli.');
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await act(async () => undefined);
    expect(screen.getByTestId('math-level').textContent).toBe('Level 1 / 10');
  });
});
