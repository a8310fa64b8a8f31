import { act, fireEvent, render, screen } from '@testing-library/react';
import { AkilMantikTest, type AkilMantikDeps } from '../AkilMantikTest';
import { correctOptionFor, optionCountFor } from '@akademi/shared/domain/battery/akil-mantik/design';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: null };

const currentItem = (): string => screen.getByTestId('puzzle').getAttribute('data-item-id') as string;
/** Advances the fake clock in small steps, so timers and frames scheduled on the way also run. */
const next = async (ms = 400): Promise<void> => {
  for (let t = 0; t < ms; t += 20) await act(async () => void jest.advanceTimersByTime(20));
  await act(async () => undefined);
};

describe('AkilMantikTest page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('practice with feedback, 15 scored items by key and click, one row saved, then the battery ends', async () => {
    let finished!: () => void;
    const deps: AkilMantikDeps = {
      save: jest.fn().mockResolvedValue('stored'),
      waitStored: jest.fn().mockResolvedValue(undefined),
      finish: jest.fn(() => new Promise<void>((r) => (finished = r))),
    };
    render(<AkilMantikTest params={params} deps={deps} />);
    expect(screen.getByRole('heading', { name: 'Akıl-Mantık Testi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    await next();
    expect(screen.getByText('Alıştırma 1 / 2')).toBeInTheDocument();
    // practice 1: right answer by number key
    await next(500);
    fireEvent.keyDown(window, { key: String(correctOptionFor(currentItem()) + 1) });
    await next(0);
    expect(screen.getByText('Doğru!')).toBeInTheDocument();
    await next(1600);
    await next();
    // practice 2: wrong answer by click → the right one is named
    const id = currentItem();
    const wrong = (correctOptionFor(id) + 1) % optionCountFor(id);
    fireEvent.click(screen.getByRole('button', { name: `Seçenek ${wrong + 1}` }));
    await next(0);
    expect(screen.getByText(`Yanlış. Doğru cevap: ${correctOptionFor(id) + 1}`)).toBeInTheDocument();
    await next(1600);
    await next();
    expect(screen.getByRole('heading', { name: 'Alıştırma bitti' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Teste Başla' }));
    for (let i = 1; i <= 15; i += 1) {
      await next();
      expect(screen.getByText(`Soru ${i} / 15`)).toBeInTheDocument();
      const item = currentItem();
      // keys beyond the options are ignored
      fireEvent.keyDown(window, { key: '9' });
      const choice = i === 4 ? (correctOptionFor(item) + 1) % optionCountFor(item) : correctOptionFor(item);
      if (i % 2 === 0) fireEvent.click(screen.getByRole('button', { name: `Seçenek ${choice + 1}` }));
      else fireEvent.keyDown(window, { key: String(choice + 1) });
      await next(0);
      expect(screen.queryByText('Doğru!')).toBeNull(); // no feedback in the scored part
    }
    await next(0);
    expect(deps.save).toHaveBeenCalledTimes(1);
    const [table, row] = (deps.save as jest.Mock).mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('akil_mantik_test_results');
    expect(row).toMatchObject({
      session_id: params.sessionId,
      student_id: params.studentId,
      conducted_by: null,
      correct_answers: 14,
      total_questions: 15,
      success_rate: 93.33,
      dortlu_yatay_accuracy_percentage: 100,
      dortlu_kare_accuracy_percentage: 66.67,
      altili_kare_accuracy_percentage: 100,
      l_format_accuracy_percentage: 100,
      dokuzlu_format_accuracy_percentage: 100,
    });
    expect(typeof row.test_start_time).toBe('string');
    expect(typeof row.test_end_time).toBe('string');
    expect((row.detailed_answers as { itemId: string }[]).map((a) => a.itemId)).toEqual(['dy1', 'dy2', 'dy3', 'dk1', 'dk2', 'dk3', 'ak1', 'ak2', 'ak3', 'l1', 'l2', 'l3', 'd1', 'd2', 'd3']);
    // the page waits for the battery end (aggregator) before saying it is over
    expect(deps.finish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Testler tamamlanıyor, lütfen bekleyin...' })).toBeInTheDocument();
    await act(async () => finished());
    expect(screen.getByRole('heading', { name: 'Tüm testler tamamlandı' })).toBeInTheDocument();
  });

  it('shows the waiting message while the row is pending', async () => {
    let stored!: () => void;
    const deps: AkilMantikDeps = {
      save: jest.fn().mockResolvedValue('pending'),
      waitStored: jest.fn(() => new Promise<void>((r) => (stored = r))),
      finish: jest.fn().mockResolvedValue(undefined),
    };
    render(<AkilMantikTest params={params} deps={deps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    for (let i = 0; i < 2; i += 1) {
      await next();
      fireEvent.keyDown(window, { key: '1' });
      await next(1600);
    }
    await next();
    fireEvent.click(screen.getByRole('button', { name: 'Teste Başla' }));
    for (let i = 0; i < 15; i += 1) {
      await next();
      fireEvent.keyDown(window, { key: '1' });
    }
    await next(0);
    expect(screen.getByText(/Bağlantı bekleniyor\./)).toBeInTheDocument();
    expect(deps.finish).not.toHaveBeenCalled();
    await act(async () => stored());
    expect(deps.finish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Tüm testler tamamlandı' })).toBeInTheDocument();
  });
});
