import { PENDING_RESULTS_KEY, type KeyValueStore } from '../local-keys';
import { createResultSaver, isRefusalCode, type Inserter, type InsertError } from '../result-saver';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

/** A fake table: stores rows by id, refuses duplicates with 23505 like Postgres. */
function fakeServer() {
  const rows = new Map<string, Record<string, unknown>>();
  let failNext: InsertError | 'throw' | 'lose-answer' | null = null;
  const insert: Inserter = async (_table, row) => {
    const mode = failNext;
    failNext = null;
    if (mode === 'throw') throw new TypeError('Failed to fetch');
    if (mode && mode !== 'lose-answer') return { error: mode };
    if (rows.has(row.id as string)) return { error: { code: '23505', message: 'duplicate key' } };
    rows.set(row.id as string, row);
    // stored, but the answer never reaches the page (connection dropped)
    if (mode === 'lose-answer') return { error: { message: 'network error' } };
    return { error: null };
  };
  return { rows, insert, fail: (m: typeof failNext) => void (failNext = m) };
}

let n = 0;
const newId = (): string => `row-${++n}`;

test('a stored row leaves nothing pending and gets a client id', async () => {
  const server = fakeServer();
  const storage = memoryStore();
  const saver = createResultSaver({ insert: server.insert, storage, newId });
  expect(await saver.save('attention_test_results', { total_correct: 3 })).toBe('stored');
  expect([...server.rows.values()]).toEqual([expect.objectContaining({ id: expect.stringMatching(/^row-/), total_correct: 3 })]);
  expect(saver.pendingRows()).toEqual([]);
});

test('a failed save waits in local storage, survives a reload and is stored on retry', async () => {
  const server = fakeServer();
  const storage = memoryStore();
  server.fail('throw');
  const saver = createResultSaver({ insert: server.insert, storage, newId });
  expect(await saver.save('attention_test_results', { total_correct: 5 })).toBe('pending');
  expect(server.rows.size).toBe(0);
  const stored = JSON.parse(storage.data.get(PENDING_RESULTS_KEY) as string);
  expect(stored).toEqual([expect.objectContaining({ kind: 'row', table: 'attention_test_results', attempts: 1, lastError: 'Failed to fetch' })]);

  // "reload": a new saver over the same storage
  const reloaded = createResultSaver({ insert: server.insert, storage, newId });
  expect(await reloaded.flush()).toBe(0);
  expect(server.rows.size).toBe(1);
  expect(reloaded.pendingRows()).toEqual([]);
});

test('an ambiguous failure (stored but answer lost) does not create a duplicate: 23505 counts as stored', async () => {
  const server = fakeServer();
  const storage = memoryStore();
  const saver = createResultSaver({ insert: server.insert, storage, newId });
  server.fail('lose-answer');
  expect(await saver.save('stroop_test_results', { x: 1 })).toBe('pending');
  expect(server.rows.size).toBe(1);
  expect(await saver.flush()).toBe(0);
  expect(server.rows.size).toBe(1);
});

test('a refused row (e.g. RLS) stays pending with the error and is retried later', async () => {
  const server = fakeServer();
  const storage = memoryStore();
  const saver = createResultSaver({ insert: server.insert, storage, newId });
  server.fail({ code: '42501', message: 'new row violates row-level security policy' });
  expect(await saver.save('attention_test_results', {})).toBe('pending');
  expect(saver.pendingRows()[0].lastError).toBe('42501 new row violates row-level security policy');
  expect(await saver.flush()).toBe(0);
});

test('concurrent flushes send a row once', async () => {
  const storage = memoryStore();
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const insert: Inserter = async (_t, row) => {
    calls.push(row.id as string);
    await gate;
    return { error: null };
  };
  storage.setItem(PENDING_RESULTS_KEY, JSON.stringify([{ kind: 'row', table: 't', row: { id: 'a' }, queuedAt: '', attempts: 0 }]));
  const saver = createResultSaver({ insert, storage, newId });
  const a = saver.flush();
  const b = saver.flush();
  release();
  await Promise.all([a, b]);
  expect(calls).toEqual(['a']);
});

test('start retries on online and on the interval; aggregation failures are kept, not retried', async () => {
  jest.useFakeTimers();
  try {
    const server = fakeServer();
    const storage = memoryStore();
    const saver = createResultSaver({ insert: server.insert, storage, newId });
    server.fail('throw');
    await saver.save('t', {});
    saver.recordAggregationFailure('s-1', 'missing_subtests', { missing: ['memory'] });
    const target = new EventTarget();
    const insertSpy = jest.fn(server.insert);
    const spied = createResultSaver({ insert: insertSpy, storage, newId });
    server.fail('throw'); // the immediate retry in start() fails too
    const stop = spied.start(target as unknown as Window, 1000);
    await Promise.resolve();
    expect(insertSpy).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(server.rows.size).toBe(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(insertSpy).toHaveBeenCalledTimes(2); // nothing pending: the interval sends nothing
    stop();
    const left = JSON.parse(storage.data.get(PENDING_RESULTS_KEY) as string);
    expect(left).toEqual([expect.objectContaining({ kind: 'aggregation', sessionId: 's-1', reason: 'missing_subtests' })]);
  } finally {
    jest.useRealTimers();
  }
});

test('a refusal keeps the row and its code; only real refusals count as refusals', async () => {
  const storage = memoryStore();
  const insert: Inserter = async () => ({ error: { code: '42501', message: 'new row violates row-level security policy' } });
  const saver = createResultSaver({ insert, storage, newId });
  expect(await saver.save('attention_test_results', { student_id: 's' })).toBe('pending');
  expect(saver.pendingRows()).toEqual([expect.objectContaining({ lastCode: '42501', attempts: 1 })]);
  expect(isRefusalCode('42501')).toBe(true);
  expect(isRefusalCode('22P02')).toBe(true);
  expect(isRefusalCode('23502')).toBe(true);
  expect(isRefusalCode('23505')).toBe(false); // the duplicate counts as stored
  expect(isRefusalCode(undefined)).toBe(false); // network failure: wait for the connection
  expect(isRefusalCode('PGRST301')).toBe(false);
});
