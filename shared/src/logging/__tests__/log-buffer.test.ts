import {
  LOG_BUFFER_MAX_ENTRIES,
  LOG_FLUSH_BATCH_SIZE,
  LOG_FLUSH_IDLE_MS,
  LOG_FLUSH_INTERVAL_MS,
  LOG_MAX_BATCH_ROWS,
  LogBuffer,
  type SendMode,
} from '../log-buffer';

type Call = { rows: number[]; mode: SendMode };

function setup(result: boolean | (() => Promise<boolean>) = true, maxEntries?: number) {
  const calls: Call[] = [];
  const buffer = new LogBuffer<number>({
    maxEntries,
    droppedRow: (n) => -n,
    send: (rows, mode) => {
      calls.push({ rows: [...rows], mode });
      return typeof result === 'function' ? result() : Promise.resolve(result);
    },
  });
  buffer.start();
  return { buffer, calls };
}

/** Lets the awaited send settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LogBuffer flush triggers (spec 2 §4, §9)', () => {
  it('has the spec constants', () => {
    expect([LOG_FLUSH_BATCH_SIZE, LOG_FLUSH_IDLE_MS, LOG_FLUSH_INTERVAL_MS]).toEqual([50, 5000, 10000]);
  });

  it('flushes at once when 50 entries are buffered', async () => {
    const { buffer, calls } = setup();
    for (let i = 0; i < 49; i++) buffer.add(i);
    expect(calls).toHaveLength(0);
    buffer.add(49);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0].rows).toHaveLength(50);
    expect(buffer.size).toBe(0);
    buffer.stop();
  });

  it('flushes 5 s after the last entry, the timer restarting with each entry', async () => {
    const { buffer, calls } = setup();
    buffer.add(1);
    jest.advanceTimersByTime(4000);
    buffer.add(2);
    jest.advanceTimersByTime(4999);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await settle();
    expect(calls).toEqual([{ rows: [1, 2], mode: 'normal' }]);
    buffer.stop();
  });

  it('flushes every 10 s even while entries keep coming', async () => {
    const { buffer, calls } = setup();
    // one entry every 3 s: the 5-s idle timer never fires, the 10-s interval does
    for (let t = 0; t < 10; t++) {
      buffer.add(t);
      jest.advanceTimersByTime(3000);
      await settle();
      if (t === 2) expect(calls).toHaveLength(0); // 9 s
    }
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0].rows).toEqual([0, 1, 2, 3]); // at 10 s
    buffer.stop();
  });

  it('does not send an empty batch', async () => {
    const { buffer, calls } = setup();
    jest.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS * 3);
    await settle();
    expect(calls).toHaveLength(0);
    buffer.stop();
  });

  it('hands everything to an unload send', () => {
    const { buffer, calls } = setup();
    buffer.add(1);
    buffer.add(2);
    buffer.flushOnUnload();
    expect(calls).toEqual([{ rows: [1, 2], mode: 'unload' }]);
    expect(buffer.size).toBe(0);
    buffer.stop();
  });

  it('keeps the entries of a failed flush for the next one, in order', async () => {
    let ok = false;
    const { buffer, calls } = setup(() => Promise.resolve(ok));
    buffer.add(1);
    jest.advanceTimersByTime(LOG_FLUSH_IDLE_MS);
    await settle();
    expect(calls).toHaveLength(1);
    expect(buffer.size).toBe(1);
    buffer.add(2);
    ok = true;
    jest.advanceTimersByTime(LOG_FLUSH_IDLE_MS);
    await settle();
    expect(calls[1].rows).toEqual([1, 2]);
    expect(buffer.size).toBe(0);
    buffer.stop();
  });

  it('a rejected send counts as failed and keeps the entries', async () => {
    const { buffer } = setup(() => Promise.reject(new Error('offline')));
    buffer.add(1);
    await buffer.flush();
    expect(buffer.size).toBe(1);
    buffer.stop();
  });

  it('stays bounded while sends fail: oldest dropped, counted, reported once it works again', async () => {
    let ok = false;
    const { buffer, calls } = setup(() => Promise.resolve(ok), 120);
    for (let i = 0; i < 1000; i++) {
      buffer.add(i);
      await settle();
    }
    expect(buffer.size).toBeLessThanOrEqual(120);
    expect(buffer.droppedCount).toBeGreaterThan(0);
    ok = true;
    const before = calls.length;
    for (let i = 0; i < 5 && buffer.size > 0; i++) await buffer.flush();
    const sent = calls.slice(before);
    expect(sent[0].rows[sent[0].rows.length - 1]).toBeLessThan(0); // the dropped-count row
    expect(sent.flatMap((c) => c.rows)).toContain(999);
    expect(buffer.size).toBe(0);
    buffer.stop();
  });

  it('never sends more than LOG_MAX_BATCH_ROWS rows in one request (the server refuses more)', async () => {
    let ok = false;
    const { buffer, calls } = setup(() => Promise.resolve(ok), 500);
    for (let i = 0; i < 400; i++) buffer.add(i);
    await settle();
    ok = true;
    const before = calls.length;
    for (let i = 0; i < 10 && buffer.size > 0; i++) await buffer.flush();
    const sent = calls.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const c of sent) expect(c.rows.length).toBeLessThanOrEqual(LOG_MAX_BATCH_ROWS);
    expect(new Set(sent.flatMap((c) => c.rows)).size).toBe(400);
    buffer.stop();
  });

  it('default bound is 500 entries', () => {
    expect(LOG_BUFFER_MAX_ENTRIES).toBe(500);
  });

  it('sends one batch at a time', async () => {
    let resolve: (v: boolean) => void = () => undefined;
    const { buffer, calls } = setup(() => new Promise<boolean>((r) => (resolve = r)));
    buffer.add(1);
    const first = buffer.flush();
    buffer.add(2);
    await buffer.flush(); // no-op while the first is in flight
    expect(calls).toHaveLength(1);
    resolve(true);
    await first;
    expect(buffer.size).toBe(1);
    buffer.stop();
  });
});
