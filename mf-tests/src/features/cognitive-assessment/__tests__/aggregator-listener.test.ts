import { installAggregatorListener, allowedOriginsFromConfig, LAST_AGGREGATOR_REQUEST_KEY } from '../lib/aggregator-listener';
import type { AggregatorAnswer } from '@akademi/shared';

jest.mock('../api/cognitive-assessment-api', () => ({}));

const OWN = 'http://127.0.0.1:3000';
const SESSION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

function store() {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

function setup(answers: AggregatorAnswer[]) {
  const target = new EventTarget() as unknown as Window;
  const session = store();
  const local = store();
  const calls: string[] = [];
  const sleeps: number[] = [];
  const events: unknown[] = [];
  let clock = 100_000;
  const log = { warn: jest.fn(), error: jest.fn() };
  target.addEventListener('aggregator-complete', (e) => events.push((e as CustomEvent).detail));
  const l = installAggregatorListener({
    target,
    allowedOrigins: [OWN, 'https://akademi.example'],
    runAggregator: async (id) => {
      calls.push(id);
      return answers.shift() ?? { ok: false, reason: 'insert_error' };
    },
    session,
    local,
    now: () => clock,
    sleep: async (ms) => void sleeps.push(ms),
    log,
  });
  const post = (data: unknown, origin = OWN) => target.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { l, post, calls, sleeps, events, session, local, log, advance: (ms: number) => (clock += ms) };
}

test('accepted message runs the aggregator once; success stores the id and fires aggregator-complete', async () => {
  const t = setup([{ ok: true, id: 'res-1' }]);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  expect(t.calls).toEqual([SESSION]);
  expect(t.events).toEqual([{ success: true, sessionId: SESSION, resultId: 'res-1', attempts: 1 }]);
  expect(t.local.m.get('lastCognitiveResultId')).toBe('res-1');
  expect(t.session.m.get(LAST_AGGREGATOR_REQUEST_KEY)).toBe('100000');
});

test('bad origin (warn), wrong type (silent), bad UUID (error) are ignored', async () => {
  const t = setup([]);
  t.post({ type: 'run-aggregator', sessionId: SESSION }, 'https://evil.example');
  t.post({ type: 'other', sessionId: SESSION });
  t.post({ type: 'run-aggregator', sessionId: 'not-a-uuid' });
  await t.l.idle();
  expect(t.calls).toEqual([]);
  expect(t.log.warn).toHaveBeenCalledTimes(1);
  expect(t.log.error).toHaveBeenCalledTimes(1);
});

test('a second request within 5 s is rate limited; after 5 s it is accepted', async () => {
  const t = setup([{ ok: true, id: 'a' }, { ok: true, id: 'b' }]);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  t.advance(4999);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  expect(t.calls).toHaveLength(1);
  expect(t.log.warn).toHaveBeenCalledWith(expect.stringContaining('rate_limited'));
  t.advance(1);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  expect(t.calls).toHaveLength(2);
});

test('3 attempts with 500 ms × attempt back-off, then failure event and a pending entry', async () => {
  const t = setup([{ ok: false, reason: 'missing_subtests' }, { ok: false, reason: 'missing_subtests' }, { ok: false, reason: 'missing_subtests', details: { missing: ['memory'] } }]);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  expect(t.calls).toHaveLength(3);
  expect(t.sleeps).toEqual([500, 1000]);
  expect(t.events).toEqual([{ success: false, sessionId: SESSION, error: 'missing_subtests', attempts: 3 }]);
  expect(JSON.parse(t.local.m.get('pendingResults') as string)).toEqual([
    expect.objectContaining({ kind: 'aggregation', sessionId: SESSION, reason: 'missing_subtests', details: { missing: ['memory'] } }),
  ]);
});

test('success on the second attempt reports attempts 2', async () => {
  const t = setup([{ ok: false, reason: 'insert_error' }, { ok: true, id: 'x' }]);
  t.post({ type: 'run-aggregator', sessionId: SESSION });
  await t.l.idle();
  expect(t.sleeps).toEqual([500]);
  expect(t.events).toEqual([{ success: true, sessionId: SESSION, resultId: 'x', attempts: 2 }]);
});

test('allowed origins: own origin plus valid production origins from config', () => {
  expect(allowedOriginsFromConfig(OWN, { productionOrigins: ['https://a.example', 'javascript:x', 3] })).toEqual([OWN, 'https://a.example']);
  expect(allowedOriginsFromConfig(OWN, undefined)).toEqual([OWN]);
});
