import { aggregatorBackoffMs, decideAggregatorMessage, isUuidV4, nextAggregatorStep } from '../message-listener.ts';

const OWN = 'http://127.0.0.1:3000';
const allowedOrigins = [OWN, 'https://akademi.example', 'https://www.akademi.example'];
const sessionId = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const base = { origin: OWN, data: { type: 'run-aggregator', sessionId }, allowedOrigins, now: 100_000, previousRequestAt: null };

describe('isUuidV4', () => {
  it('accepts version-4 UUIDs only', () => {
    expect(isUuidV4(sessionId)).toBe(true);
    expect(isUuidV4(sessionId.toUpperCase())).toBe(true);
    expect(isUuidV4('3f2b8c1e-4d5a-1b6c-8d7e-9f0a1b2c3d4e')).toBe(false); // version 1
    expect(isUuidV4('3f2b8c1e-4d5a-4b6c-cd7e-9f0a1b2c3d4e')).toBe(false); // bad variant
    expect(isUuidV4('not-a-uuid')).toBe(false);
    expect(isUuidV4(42)).toBe(false);
  });
});

describe('decideAggregatorMessage', () => {
  it('accepts a run-aggregator message from an allowed origin', () => {
    expect(decideAggregatorMessage(base)).toEqual({ accept: true, sessionId });
  });
  it('warns on and ignores an unauthorized origin', () => {
    expect(decideAggregatorMessage({ ...base, origin: 'https://evil.example' })).toEqual({ accept: false, reason: 'unauthorized_origin', logLevel: 'warn' });
  });
  it('silently ignores other message types', () => {
    expect(decideAggregatorMessage({ ...base, data: { type: 'all-tests-complete' } })).toMatchObject({ accept: false, reason: 'wrong_type', logLevel: 'none' });
    expect(decideAggregatorMessage({ ...base, data: 'run-aggregator' })).toMatchObject({ reason: 'wrong_type' });
  });
  it('logs an error for an invalid session id', () => {
    expect(decideAggregatorMessage({ ...base, data: { type: 'run-aggregator', sessionId: 'abc' } })).toMatchObject({ reason: 'invalid_session_id', logLevel: 'error' });
  });
  it('rate-limits requests less than 5 s apart', () => {
    expect(decideAggregatorMessage({ ...base, previousRequestAt: base.now - 4999 })).toMatchObject({ reason: 'rate_limited', logLevel: 'warn' });
    expect(decideAggregatorMessage({ ...base, previousRequestAt: base.now - 5000 })).toEqual({ accept: true, sessionId });
  });
  it('runs at most once at a time per session id', () => {
    expect(decideAggregatorMessage({ ...base, runningSessionIds: new Set([sessionId]) })).toMatchObject({ reason: 'already_running' });
    expect(decideAggregatorMessage({ ...base, runningSessionIds: ['other'] })).toMatchObject({ accept: true });
  });
});

describe('retry policy', () => {
  it('backs off 500 ms × attempt and gives up after the third attempt', () => {
    expect(aggregatorBackoffMs(1)).toBe(500);
    expect(aggregatorBackoffMs(2)).toBe(1000);
    expect(nextAggregatorStep(1, false)).toEqual({ kind: 'retry', delayMs: 500, nextAttempt: 2 });
    expect(nextAggregatorStep(2, false)).toEqual({ kind: 'retry', delayMs: 1000, nextAttempt: 3 });
    expect(nextAggregatorStep(3, false)).toEqual({ kind: 'give_up' });
    expect(nextAggregatorStep(2, true)).toEqual({ kind: 'done' });
  });
});
