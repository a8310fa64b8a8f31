import { SESSION_END_KEY } from '../local-keys';
import { finishTest, nextTestUrl } from '../battery';
import { readSessionParams } from '../session-params';

const SESSION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const STUDENT = '00000000-0000-4000-a000-000000000101';
const p = { sessionId: SESSION, studentId: STUDENT, conductedBy: null };

test('session params: session_id / testSessionId, student_id, conducted_by; bad ids refused', () => {
  expect(readSessionParams(`?session_id=${SESSION}&student_id=${STUDENT}&conducted_by=${STUDENT}`)).toEqual({ sessionId: SESSION, studentId: STUDENT, conductedBy: STUDENT });
  expect(readSessionParams(`?testSessionId=${SESSION}&student_id=${STUDENT}`)).toEqual(p);
  expect(readSessionParams(`?session_id=abc&student_id=${STUDENT}`)).toBeNull();
  expect(readSessionParams(`?session_id=${SESSION}`)).toBeNull();
  expect(readSessionParams(`?session_id=${SESSION}&student_id=${STUDENT}&conducted_by=x`)).toBeNull();
});

test('the last page ends the battery: end stamp once, run-aggregator and all-tests-complete to the opener', async () => {
  expect(nextTestUrl('akil-mantik', p)).toBeNull();
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  const posted: [unknown, string][] = [];
  const out = await finishTest('akil-mantik', p, {
    storage,
    opener: { postMessage: (m: unknown, o: string) => void posted.push([m, o]) } as Pick<Window, 'postMessage'>,
    origin: 'http://127.0.0.1:3000',
    navigate: () => undefined,
    runAggregator: async () => undefined,
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  expect(out).toEqual({ kind: 'battery-complete', via: 'opener' });
  expect(posted).toEqual([
    [{ type: 'run-aggregator', sessionId: SESSION }, 'http://127.0.0.1:3000'],
    [{ type: 'all-tests-complete', sessionId: SESSION }, 'http://127.0.0.1:3000'],
  ]);
  expect(data.get(SESSION_END_KEY)).toBe('2026-11-22T10:00:00.000Z');
});

test('without an opener the page runs the aggregator itself', async () => {
  const run = jest.fn(async () => undefined);
  const out = await finishTest('akil-mantik', p, { storage: null, opener: null, origin: '', navigate: () => undefined, runAggregator: run });
  expect(out).toEqual({ kind: 'battery-complete', via: 'direct' });
  expect(run).toHaveBeenCalledWith(SESSION);
});
