import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { DikkatTest } from '../DikkatTest';
import { SCORED_ITEMS } from '@akademi/shared/domain/battery/dikkat/design';
import type { BatteryPageDeps } from '../../../lib/battery-page';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: null };

/** Advances the fake clock in small steps, so timers and frames scheduled on the way also run. */
const next = async (ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 50) await act(async () => void jest.advanceTimersByTime(50));
};
const shape = (): string | null => document.querySelector('[data-shape]')?.getAttribute('data-shape') ?? null;
/** Space, stamped 300 ms after now on the (fake) performance clock: a plausible reaction. */
const pressSpace = (): void => {
  const e = createEvent.keyDown(window, { key: ' ', code: 'Space' });
  Object.defineProperty(e, 'timeStamp', { value: performance.now() + 300 });
  fireEvent(window, e);
};

/** Plays `count` trials: Space for every star, nothing for the other shapes (plus one miss). */
async function play(count: number, missStar?: number): Promise<void> {
  let seen = 0;
  let stars = 0;
  while (seen < count) {
    await next(50);
    const s = shape();
    if (!s) continue;
    seen += 1;
    if (s === 'star') {
      stars += 1;
      if (stars !== missStar) pressSpace();
    }
    while (shape()) await next(50); // until the shape leaves
  }
}

describe('DikkatTest page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('intro, practice with feedback, the scored block; one attention row saved, then finish', async () => {
    const deps: BatteryPageDeps = { save: jest.fn().mockResolvedValue('pending'), waitStored: jest.fn().mockResolvedValue(undefined), finish: jest.fn().mockResolvedValue(undefined) };
    render(<DikkatTest params={params} deps={deps} />);
    expect(screen.getByRole('heading', { name: 'Dikkat Testi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    expect(screen.getByRole('progressbar', { name: 'İlerleme' })).toBeInTheDocument();
    await play(1);
    await next(100);
    expect(screen.getByText('Doğru!')).toBeInTheDocument(); // practice feedback
    await play(3);
    await next(1500);
    expect(screen.getByRole('heading', { name: 'Alıştırma bitti' })).toBeInTheDocument();
    expect(deps.save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Teste Başla' }));
    await play(SCORED_ITEMS.length, 2);
    await next(1000);
    expect(deps.save).toHaveBeenCalledTimes(1);
    const [table, row] = (deps.save as jest.Mock).mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('attention_test_results');
    expect(row).toMatchObject({ session_id: params.sessionId, student_id: params.studentId, conducted_by: null });
    expect(typeof row.test_start_time).toBe('string');
    // every star pressed but the 2nd, no press on another shape: one item wrong
    expect(row.total_correct).toBe(SCORED_ITEMS.length - 1);
    expect(row.avg_response_time_ms).toBeGreaterThanOrEqual(300);
    const missed = Object.values(row.detailed_responses as Record<string, { isTarget: boolean; responded: boolean }>).filter((r) => r.isTarget && !r.responded);
    expect(missed).toHaveLength(1);
    expect(deps.waitStored).toHaveBeenCalledTimes(1);
    expect(deps.finish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Dikkat testi tamamlandı' })).toBeInTheDocument();
  });
});
