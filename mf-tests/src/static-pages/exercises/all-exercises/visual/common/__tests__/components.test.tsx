import { act, fireEvent, render, screen } from '@testing-library/react';
import { DikkatOklari } from '../../dikkat-oklari/DikkatOklari';
import { KareGormeAlani } from '../../kare-gorme-alani/KareGormeAlani';
import { FEEDBACK_MS } from '../../dikkat-oklari/logic';
import { FIXATE_MS } from '../../kare-gorme-alani/logic';
import { YatayDikeyZikzak } from '../../yatay-dikey-zikzak/YatayDikeyZikzak';

const KEYS: Record<string, string> = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Dikkat Okları in play', () => {
  it('arrow keys answer; 10 right answers pass the level (LEVEL_PROGRESS); Egzersizi Bitir finishes once with the counts', () => {
    const onLevel = jest.fn();
    const onFinish = jest.fn();
    const props = { settings: { level: 1, duration: 60 }, level: 1, onLevel, onFinish, stopRequested: false };
    const { rerender } = render(<DikkatOklari {...props} />);
    const stage = screen.getByTestId('arrow-stage');
    for (let i = 0; i < 10; i++) {
      fireEvent.keyDown(window, { key: KEYS[stage.dataset.answer as string] });
      act(() => jest.advanceTimersByTime(FEEDBACK_MS));
    }
    expect(onLevel).toHaveBeenCalledWith(2, 100);
    // a wrong answer with the on-screen button
    const wrong = stage.dataset.answer === 'left' ? 'Sağ →' : 'Sol ←';
    fireEvent.click(screen.getByRole('button', { name: wrong }));
    expect(screen.getByText('Yanlış')).toBeTruthy();
    rerender(<DikkatOklari {...props} stopRequested />);
    rerender(<DikkatOklari {...props} stopRequested />);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({ score: 100, correct: 10, wrong: 1, level: 2 });
  });

  it('a row left unanswered counts as wrong; time up finishes', () => {
    const onFinish = jest.fn();
    render(<DikkatOklari settings={{ level: 1, duration: 15 }} level={1} onLevel={jest.fn()} onFinish={onFinish} stopRequested={false} />);
    act(() => jest.advanceTimersByTime(3100));
    expect(screen.getByText('Yanlış 1')).toBeTruthy();
    act(() => jest.advanceTimersByTime(15_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0][0]).toMatchObject({ correct: 0, level: 1 });
  });
});

describe('Kare Görme Alanı in play', () => {
  it('after the flash the squares are picked and scored; arrow keys move between squares', () => {
    const onFinish = jest.fn();
    render(<KareGormeAlani settings={{ grid_size: 3, starting_level: 1, duration_seconds: 60 }} level={1} onLevel={jest.fn()} onFinish={onFinish} stopRequested={false} />);
    const grid = screen.getByTestId('square-grid');
    expect(screen.getAllByRole('button')).toHaveLength(9);
    act(() => jest.advanceTimersByTime(FIXATE_MS));
    expect(grid.dataset.phase).toBe('flash');
    expect(grid.querySelector('[data-target]')).toBeNull(); // nothing to read while the symbols show
    act(() => jest.advanceTimersByTime(1200));
    expect(grid.dataset.phase).toBe('recall');
    const target = grid.querySelector('[data-target="true"]') as HTMLButtonElement;
    fireEvent.click(target);
    expect(grid.dataset.phase).toBe('reveal');
    expect(screen.getByText('Doğru 1')).toBeTruthy();
    expect(screen.getByText('Skor 10')).toBeTruthy();
    // keyboard: from the centre, arrow keys move the focus between squares
    const centre = screen.getByRole('button', { name: '2. satır 2. sütun (merkez)' });
    act(() => centre.focus());
    fireEvent.keyDown(centre, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1. satır 2. sütun' }));
  });
});

describe('Yatay Dikey Zikzak in play', () => {
  it('Space on a target jump is a hit, on another jump wrong; a missed target is wrong', () => {
    render(<YatayDikeyZikzak settings={{ orientation: 'horizontal', points_count: 5, jump_interval_ms: 500, metronome_enabled: false, duration_seconds: 60 }} level={1} onLevel={jest.fn()} onFinish={jest.fn()} stopRequested={false} />);
    const stage = screen.getByTestId('zigzag-stage');
    let hits = 0;
    let wrong = 0;
    for (let i = 0; i < 30; i++) {
      const target = stage.dataset.target === 'true';
      if (i % 3 !== 0) {
        fireEvent.keyDown(window, { key: ' ', code: 'Space' });
        if (target) hits += 1;
        else wrong += 1;
      } else if (target) wrong += 1; // not pressed: missed when the jump ends
      act(() => jest.advanceTimersByTime(500));
    }
    expect(screen.getByText(`Doğru ${hits}`)).toBeTruthy();
    expect(screen.getByText(`Yanlış ${wrong}`)).toBeTruthy();
    expect(hits + wrong).toBeGreaterThan(10);
  });
});
