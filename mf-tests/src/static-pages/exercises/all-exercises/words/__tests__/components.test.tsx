// The four word exercises honour the core contract: playable controls are labelled, and
// 'Egzersizi Bitir' (stopRequested) or the end of the time calls onFinish exactly once.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { defaultSettings } from '../../core/settings';
import type { ExerciseDefinition, ExerciseRunProps } from '../../core/types';
import { WORD_EXERCISES } from '..';

const props = (def: ExerciseDefinition, over: Partial<ExerciseRunProps> = {}): ExerciseRunProps => ({
  settings: defaultSettings(def.settings),
  level: 3,
  onLevel: jest.fn(),
  onFinish: jest.fn(),
  stopRequested: false,
  ...over,
});

describe('word exercises (components)', () => {
  afterEach(() => jest.useRealTimers());

  it.each(WORD_EXERCISES.map((d) => [d.type, d] as const))('%s: stopRequested finishes once with what was done, at the start level', (_type, def) => {
    const p = props(def);
    const { rerender } = render(<def.Component {...p} />);
    expect(screen.getByRole('timer', { name: 'Kalan süre' })).toBeInTheDocument();
    rerender(<def.Component {...p} stopRequested />);
    rerender(<def.Component {...p} stopRequested />);
    expect(p.onFinish).toHaveBeenCalledTimes(1);
    expect(p.onFinish).toHaveBeenCalledWith({ score: 0, correct: 0, wrong: 0, level: 3 });
    expect(p.onLevel).not.toHaveBeenCalled();
  });

  it.each(WORD_EXERCISES.map((d) => [d.type, d] as const))('%s: the end of the time finishes once', (_type, def) => {
    jest.useFakeTimers();
    const p = props(def);
    const settings = { ...p.settings };
    for (const k of ['duration', 'duration_seconds', 'exercise_duration']) if (k in settings) settings[k] = 15;
    render(<def.Component {...p} settings={settings} />);
    act(() => {
      jest.advanceTimersByTime(16_000);
    });
    expect(p.onFinish).toHaveBeenCalledTimes(1);
  });

  it('Benzer Kelimeler: a missed pair counts as wrong', () => {
    jest.useFakeTimers();
    const def = WORD_EXERCISES.find((d) => d.type === 'benzer-kelimeler') as ExerciseDefinition;
    const p = props(def, { level: 1 });
    const { rerender } = render(<def.Component {...p} />);
    expect(screen.getByRole('button', { name: 'Aynı' })).toBeEnabled();
    act(() => {
      jest.advanceTimersByTime(6000); // level 1: 6 s per pair
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Süre doldu/);
    rerender(<def.Component {...p} stopRequested />);
    expect(p.onFinish).toHaveBeenCalledWith({ score: 0, correct: 0, wrong: 1, level: 1 });
  });

  it('Hafıza Kartları: after the preview, all pairs found without a mistake pass the level (LEVEL_PROGRESS)', () => {
    jest.useFakeTimers();
    const def = WORD_EXERCISES.find((d) => d.type === 'hafiza-kartlari') as ExerciseDefinition;
    const p = props(def, { level: 1, settings: { mode: 'medium', card_type: 'letters', unit_count: 4, display_time: 2, exercise_duration: 60 } });
    render(<def.Component {...p} />);
    const cards = () => screen.getByRole('group', { name: 'Kartlar' }).querySelectorAll<HTMLButtonElement>('button');
    expect(cards()).toHaveLength(4);
    expect(cards()[0]).not.toHaveAccessibleName(/kapalı/); // face up during the preview
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(cards()[0]).toHaveAccessibleName('Kart 1: kapalı');
    const faces = [...cards()].map((b) => b.dataset.face);
    const twin = faces.findIndex((f, i) => i > 0 && f === faces[0]);
    const rest = [1, 2, 3].filter((i) => i !== twin);
    fireEvent.click(cards()[0]);
    fireEvent.click(cards()[twin]);
    fireEvent.click(cards()[rest[0]]);
    fireEvent.click(cards()[rest[1]]);
    expect(screen.getByRole('status')).toHaveTextContent('Harika! Yeni kartlar geliyor.');
    expect(p.onLevel).toHaveBeenCalledWith(2, 20);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(cards()).toHaveLength(6); // level 2: one pair more
  });

  it('Sözcük Avı: a word is found by its first and last letter; a straight non-word is wrong', () => {
    const def = WORD_EXERCISES.find((d) => d.type === 'sozcuk-avi') as ExerciseDefinition;
    const p = props(def, { level: 1, settings: { grid_size: 8, word_count_per_round: 3, duration_seconds: 60 } });
    const { container, rerender } = render(<def.Component {...p} />);
    const cell = (k: string | undefined) => container.querySelector(`[data-cell="${k}"]`) as HTMLElement;
    const first = container.querySelector<HTMLElement>('.wx-words li') as HTMLElement;
    fireEvent.pointerDown(cell(first.dataset.start));
    fireEvent.pointerUp(cell(first.dataset.start));
    fireEvent.pointerDown(cell(first.dataset.end));
    expect(screen.getByRole('status')).toHaveTextContent(/^Buldun: /);
    expect(first).toHaveClass('found');
    // two letters are never a whole word (hidden words have at least 3)
    fireEvent.pointerDown(cell('7-0'));
    fireEvent.pointerDown(cell('7-1'));
    expect(screen.getByRole('status')).toHaveTextContent('Bu bir kelime değil, tekrar dene.');
    rerender(<def.Component {...p} stopRequested />);
    expect(p.onFinish).toHaveBeenCalledWith({ score: 10, correct: 1, wrong: 1, level: 1 });
  });
});
