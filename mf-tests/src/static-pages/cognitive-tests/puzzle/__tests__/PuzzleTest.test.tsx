import { act, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PuzzleTest } from '../PuzzleTest';
import { PRACTICE_PUZZLE, SCORED_PUZZLES, type PuzzleDef } from '@akademi/shared/domain/battery/puzzle/design';

const save = jest.fn();
jest.mock('../../../lib/session-start', () => ({
  startBatteryPage: () => ({
    saver: { save: (...args: unknown[]) => save(...args), flush: () => Promise.resolve(0), pendingRows: () => [], recordAggregationFailure: jest.fn(), start: jest.fn() },
    stop: jest.fn(),
  }),
}));
const finishTest = jest.fn();
jest.mock('../../../lib/battery', () => ({ finishTest: (...args: unknown[]) => finishTest(...args) }));
jest.mock('../../../lib/backend', () => ({ supabaseInserter: jest.fn() }));

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: '33333333-3333-4333-8333-333333333333' };

const pieceBtn = (n: number) => document.querySelector<HTMLButtonElement>(`.pz-tray button[data-piece="${n}"]`) as HTMLButtonElement;
const cellBtn = (n: number) => document.querySelector<HTMLButtonElement>(`.pz-board button[data-cell="${n}"]`) as HTMLButtonElement;

beforeEach(() => {
  save.mockReset().mockResolvedValue('stored');
  finishTest.mockReset().mockResolvedValue({ kind: 'next', url: '/next' });
});

test('keyboard practice, a solved puzzle with one wrong placement, a timed-out puzzle; one row saved, then finishTest', async () => {
  const user = userEvent.setup();
  // two scored puzzles keep the test short: the 4-piece one, and the 6-piece one with a 0.6 s limit
  const puzzles: PuzzleDef[] = [SCORED_PUZZLES[0], { ...SCORED_PUZZLES[1], timeLimitSeconds: 0.6 }];
  render(<PuzzleTest params={params} puzzles={puzzles} practice={PRACTICE_PUZZLE} />);
  expect(screen.getByRole('heading', { name: 'Yapboz Testi' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
  await screen.findByText(/Alıştırma · Yerleşen parça 0 \/ 2/);

  // practice by keyboard: piece 1 (Enter) → focus lands on the board → Enter on cell 0 = wrong
  pieceBtn(1).focus();
  await user.keyboard('{Enter}');
  expect(pieceBtn(1)).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(cellBtn(0)).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Bu parça oraya ait değil, tepsiye geri döndü. Tekrar dene.')).toBeInTheDocument();
  expect(pieceBtn(1)).toBeInTheDocument();
  await waitFor(() => expect(pieceBtn(1)).toHaveFocus());
  // again: Enter, ArrowRight, Enter = right
  await user.keyboard('{Enter}');
  await waitFor(() => expect(cellBtn(0)).toHaveFocus());
  await user.keyboard('{ArrowRight}');
  expect(cellBtn(1)).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Doğru!')).toBeInTheDocument();
  expect(cellBtn(1)).toHaveAttribute('data-placed', 'true');
  expect(cellBtn(1)).toHaveAccessibleName('1. satır 2. sütun, dolu');
  // the last piece by mouse
  await user.click(pieceBtn(0));
  await user.click(cellBtn(0));
  await user.click(await screen.findByRole('button', { name: 'Teste Başla' }));

  // puzzle 1 (4 pieces): a cell before a piece only hints; one wrong placement, then all right
  await screen.findByText(/Yapboz 1 \/ 2/);
  await user.click(cellBtn(0));
  expect(screen.getByText('Önce tepsiden bir parça seç.')).toBeInTheDocument();
  await user.click(pieceBtn(2));
  await user.click(cellBtn(3));
  expect(cellBtn(3)).toHaveAttribute('data-placed', 'false');
  // no verbal feedback in the scored part
  expect(screen.queryByText(/Tekrar dene/)).toBeNull();
  for (const k of [0, 1, 2, 3]) {
    await user.click(pieceBtn(k));
    await user.click(cellBtn(k));
  }
  expect(await screen.findByText('Tamamlandı!')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Sonraki Yapboz' }));

  // puzzle 2 (6 pieces) runs out of time after one correct placement
  await screen.findByText(/Yapboz 2 \/ 2/);
  await user.click(pieceBtn(5));
  await user.click(cellBtn(5));
  expect(await screen.findByText('Süre doldu!')).toBeInTheDocument();

  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const [table, row] = save.mock.calls[0] as [string, Record<string, unknown>];
  expect(table).toBe('puzzle_test_results');
  expect(row).toMatchObject({
    session_id: params.sessionId,
    student_id: params.studentId,
    conducted_by: params.conductedBy,
    total_correct: 5,
    nine_piece_score: 0,
    sixteen_piece_score: 0,
  });
  expect(row).not.toHaveProperty('success_rate'); // the table has no such column
  expect(typeof row.test_start_time).toBe('string');
  expect(typeof row.test_end_time).toBe('string');
  const items = row.detailed_responses as { pieceCount: number; isTimeout: boolean; correctCount: number; wrongCount: number; pieces: { isTimeout: boolean; isCorrect: boolean; responseTime: number }[] }[];
  expect(items.map((i) => [i.pieceCount, i.isTimeout, i.correctCount, i.wrongCount, i.pieces.length])).toEqual([
    [4, false, 4, 1, 5],
    [6, true, 1, 0, 2],
  ]);
  expect(items[1].pieces[1]).toMatchObject({ isTimeout: true, isCorrect: false });
  // 4 + 1 correct of (10 pieces + 1 wrong)
  expect(row.accuracy_percentage).toBe(45.45);
  expect(await screen.findByRole('heading', { name: 'Yapboz testi tamamlandı' })).toBeInTheDocument();
  await waitFor(() => expect(finishTest).toHaveBeenCalledWith('puzzle', params, expect.anything()));
  await act(async () => undefined);
});
