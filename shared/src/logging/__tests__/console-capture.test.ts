import { buildLogRow, installConsoleCapture, setLogContext, type SystemLogInsert } from '../console-capture';
import { TEXT_LIMITS, clampText } from '../../db/text-limits';
import { ACTIVE_TEST_KEY } from '../test-type';
import { restSender, fitKeepaliveBody } from '../transport';
import type { SendMode } from '../log-buffer';

type Sent = { rows: SystemLogInsert[]; mode: SendMode };

function install(ok = true) {
  const sent: Sent[] = [];
  const capture = installConsoleCapture({
    send: (rows, mode) => {
      sent.push({ rows, mode });
      return Promise.resolve(ok);
    },
  });
  return { capture, sent };
}

// The real console must still print: keep jest's output quiet but observable.
const printed: unknown[][] = [];
beforeEach(() => {
  printed.length = 0;
  for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    jest.spyOn(console, m).mockImplementation((...args: unknown[]) => void printed.push(args));
  }
  window.history.replaceState(null, '', '/cognitive-tests/stroop/stroop.html?sessionId=s-123&studentId=stu-9');
  window.localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('installConsoleCapture', () => {
  it('records each console method with its level, source and page context, and still prints', async () => {
    const { capture, sent } = install();
    console.log('plain', 1);
    console.info('info');
    console.warn('careful', { code: 7 });
    console.error(new Error('broken'));
    console.debug('dbg');
    await capture.flush();
    capture.uninstall();
    expect(printed).toHaveLength(5);
    const rows = sent[0].rows;
    expect(rows.map((r) => [r.log_level, r.log_source])).toEqual([
      ['info', 'console.log'],
      ['info', 'console.info'],
      ['warn', 'console.warn'],
      ['error', 'console.error'],
      ['debug', 'console.debug'],
    ]);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        message: 'plain 1',
        details: { args: [1] },
        test_type: 'stroop',
        session_id: 's-123',
        student_id: 'stu-9',
        conducted_by: null,
        current_url: 'http://localhost/cognitive-tests/stroop/stroop.html?sessionId=s-123&studentId=stu-9',
      }),
    );
    expect(rows[3].message).toBe('Error: broken');
    expect(typeof rows[0].created_at).toBe('string');
  });

  it('is idempotent: a second install returns the first and does not wrap twice', async () => {
    const { capture, sent } = install();
    const again = installConsoleCapture({ send: () => Promise.resolve(true) });
    expect(again).toBe(capture);
    console.warn('once');
    await capture.flush();
    capture.uninstall();
    expect(sent[0].rows).toHaveLength(1);
  });

  it('uses the active-test key off the test paths, and setLogContext over query parameters', async () => {
    window.history.replaceState(null, '', '/dashboard?sessionId=from-url');
    window.localStorage.setItem(ACTIVE_TEST_KEY, 'memory');
    setLogContext({ sessionId: 'from-context', conductedBy: 'trainer-1' });
    const { capture, sent } = install();
    console.info('x');
    await capture.flush();
    capture.uninstall();
    setLogContext({ sessionId: null, conductedBy: null });
    expect(sent[0].rows[0]).toEqual(expect.objectContaining({ test_type: 'memory', session_id: 'from-context', conducted_by: 'trainer-1' }));
  });

  it('flushes 5 s after the last entry and on pagehide with an unload send', async () => {
    jest.useFakeTimers();
    const { capture, sent } = install();
    console.info('a');
    jest.advanceTimersByTime(5000);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    console.info('b');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[1]).toEqual(expect.objectContaining({ mode: 'unload' }));
    expect(sent[1].rows[0].message).toBe('b');
    capture.uninstall();
  });

  it('captures uncaught errors reaching the window', async () => {
    const { capture, sent } = install();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('uncaught'), message: 'uncaught' }));
    await capture.flush();
    capture.uninstall();
    expect(sent[0].rows[0]).toEqual(expect.objectContaining({ log_level: 'error', log_source: 'window.error', message: 'TypeError: uncaught' }));
  });

  it('does not recurse when logging happens inside capture (hostile getter)', async () => {
    const { capture, sent } = install();
    const hostile = {
      get x() {
        console.error('from inside a getter');
        return 1;
      },
    };
    console.info(hostile);
    await capture.flush();
    capture.uninstall();
    expect(sent[0].rows).toHaveLength(1);
  });

  it('never throws into the page when sending fails, and keeps the entries', async () => {
    const { capture } = install(false);
    console.error('kept');
    await expect(capture.flush()).resolves.toBeUndefined();
    expect(capture.buffer.size).toBe(1);
    capture.uninstall();
  });
});

describe('restSender', () => {
  it('posts the batch to /rest/v1/system_logs with the anon key, keepalive on unload', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const send = restSender<{ message: string; details: unknown }>(
      () => ({ supabaseUrl: 'http://api', anonKey: 'ANON' }),
      (url, init) => {
        calls.push({ url, init });
        return Promise.resolve({ ok: true, status: 201 });
      },
    );
    await expect(send([{ message: 'm', details: null }], 'normal')).resolves.toBe(true);
    await send([{ message: 'u', details: null }], 'unload');
    expect(calls[0].url).toBe('http://api/rest/v1/system_logs');
    expect(calls[0].init.headers).toEqual(expect.objectContaining({ apikey: 'ANON', Authorization: 'Bearer ANON', Prefer: 'return=minimal' }));
    expect(calls[0].init.keepalive).toBe(false);
    expect(calls[1].init.keepalive).toBe(true);
    expect(JSON.parse(String(calls[1].init.body))).toEqual([{ message: 'u', details: null }]);
  });

  it('reports failure for network errors and 5xx (kept), success for other 4xx (dropped, never retried)', async () => {
    const mk = (impl: () => Promise<{ ok: boolean; status: number }>) => restSender(() => ({ supabaseUrl: 'http://api', anonKey: 'k' }), impl);
    await expect(mk(() => Promise.reject(new Error('offline')))([], 'normal')).resolves.toBe(false);
    await expect(mk(() => Promise.resolve({ ok: false, status: 503 }))([], 'normal')).resolves.toBe(false);
    await expect(mk(() => Promise.resolve({ ok: false, status: 429 }))([], 'normal')).resolves.toBe(false);
    await expect(mk(() => Promise.resolve({ ok: false, status: 400 }))([], 'normal')).resolves.toBe(true);
    await expect(restSender(() => null, () => Promise.resolve({ ok: true, status: 201 }))([], 'normal')).resolves.toBe(false);
  });

  it('fits an unload batch under the keepalive limit', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ message: `${i}-${'x'.repeat(1000)}`, details: null }));
    const fitted = fitKeepaliveBody(rows, 10_000);
    expect(fitted.length).toBeGreaterThan(0);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(10_000);
    const huge = fitKeepaliveBody([{ message: 'y'.repeat(9_000), details: { big: 'z'.repeat(9_000) } }], 5_000);
    expect(huge[0].message).toHaveLength(2000);
  });
});

describe('rows fit the database limits (migration 20261123000320), so a batch is never refused', () => {
  it('cuts an over-long message, URL, ids and source to the column limits', () => {
    const longId = 'x'.repeat(500);
    window.history.replaceState(null, '', `/cognitive-tests/stroop/stroop.html?sessionId=${longId}&studentId=${longId}&q=${'u'.repeat(5000)}`);
    const row = buildLogRow('error', 's'.repeat(1000), ['m'.repeat(25_000)]);
    expect(row.message).toHaveLength(TEXT_LIMITS.logMessage);
    expect(row.current_url!.length).toBeLessThanOrEqual(TEXT_LIMITS.url);
    expect(row.session_id).toHaveLength(TEXT_LIMITS.logId);
    expect(row.student_id).toHaveLength(TEXT_LIMITS.logId);
    expect(row.log_source).toHaveLength(TEXT_LIMITS.logSource);
  });
  it('a message of emoji stays within the limit and ends on a whole character', () => {
    const row = buildLogRow('info', 'console', ['😀'.repeat(10_001)]);
    expect(Array.from(row.message).length).toBeLessThanOrEqual(TEXT_LIMITS.logMessage);
    expect(row.message.endsWith('😀')).toBe(true);
  });
  it('clampText cuts by characters, not UTF-16 units', () => {
    expect(clampText('😀😀😀', 2)).toBe('😀😀');
    expect(clampText('şğü', 5)).toBe('şğü');
    expect(clampText(null, 5)).toBeNull();
  });
});
