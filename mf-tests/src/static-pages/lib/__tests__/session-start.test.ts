// The one start of a page's result saver (issue 30): battery and stand-alone pages both get a saver
// over localStorage that inserts through supabase-js and retries what is pending from a last run.
import { ACTIVE_TEST_KEY, PENDING_RESULTS_KEY } from '../local-keys';
import { startBatteryPage, startResultSaver } from '../session-start';

const insert = jest.fn();
jest.mock('../backend', () => ({ supabaseInserter: (...args: unknown[]) => insert(...args) }));

beforeEach(() => {
  localStorage.clear();
  insert.mockReset().mockResolvedValue({ error: null });
});

test('startResultSaver retries a row an earlier page left pending, and saves new ones through supabase-js', async () => {
  const left = { kind: 'row', table: 'burdon_test_results', row: { id: 'r-old', score: 1 }, attempts: 1, queuedAt: '2026-11-26T10:00:00.000Z' };
  localStorage.setItem(PENDING_RESULTS_KEY, JSON.stringify([left]));
  const { saver, stop } = startResultSaver();
  await expect(saver.save('d2_test_results', { id: 'r-new' })).resolves.toBe('stored');
  await saver.flush();
  stop();
  expect(insert).toHaveBeenCalledWith('burdon_test_results', expect.objectContaining({ id: 'r-old' }));
  expect(insert).toHaveBeenCalledWith('d2_test_results', expect.objectContaining({ id: 'r-new' }));
  expect(saver.pendingRows()).toEqual([]);
});

test('startBatteryPage marks the active test, then starts the same saver', async () => {
  const { saver, stop } = startBatteryPage('dikkat');
  expect(localStorage.getItem(ACTIVE_TEST_KEY)).toBe('dikkat');
  insert.mockResolvedValue({ error: { message: 'offline' } });
  await expect(saver.save('attention_test_results', { id: 'r1' })).resolves.toBe('pending');
  stop();
  expect(JSON.parse(localStorage.getItem(PENDING_RESULTS_KEY) ?? '[]')).toEqual([expect.objectContaining({ table: 'attention_test_results' })]);
});
