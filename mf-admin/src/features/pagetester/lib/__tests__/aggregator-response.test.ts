import { EMPTY_SESSION_MESSAGE, outcomeFromBody, outcomeFromReply } from '../aggregator-response';

describe('outcomeFromBody', () => {
  it('reads success with id and scores', () => {
    expect(outcomeFromBody({ ok: true, id: 'r1', scores: { dikkat_skoru: 80 } })).toEqual({ kind: 'ok', id: 'r1', scores: { dikkat_skoru: 80 } });
  });
  it('reads a failure with reason and details', () => {
    expect(outcomeFromBody({ ok: false, reason: 'missing_subtests', details: ['Stroop'] }, 422)).toEqual({
      kind: 'failed',
      reason: 'missing_subtests',
      details: ['Stroop'],
    });
  });
  it('turns anything else (e.g. function not deployed) into an error with the message', () => {
    expect(outcomeFromBody({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)).toEqual({
      kind: 'error',
      message: 'Requested function was not found',
      status: 404,
    });
    expect(outcomeFromBody(null)).toEqual({ kind: 'error', message: 'Beklenmeyen yanıt', status: undefined });
  });
  it('has the spec text for an empty session id', () => {
    expect(EMPTY_SESSION_MESSAGE).toBe('Please enter a session ID');
  });
});

describe('outcomeFromReply (the one aggregator call’s reply, issue 30)', () => {
  it('reads a 200 answer from its body', () => {
    expect(outcomeFromReply({ ok: true, id: 'r1', status: 200, body: { ok: true, id: 'r1', scores: { a: 1 } } })).toEqual({ kind: 'ok', id: 'r1', scores: { a: 1 } });
  });
  it('reads a non-2xx answer with its status, from the body or the message', () => {
    expect(outcomeFromReply({ ok: false, reason: 'missing_subtests', details: ['Stroop'], status: 422, body: { ok: false, reason: 'missing_subtests', details: ['Stroop'] } })).toEqual({
      kind: 'failed',
      reason: 'missing_subtests',
      details: ['Stroop'],
    });
    expect(outcomeFromReply({ ok: false, reason: 'unexpected_error', details: { message: 'boom' }, status: 502, body: null })).toEqual({ kind: 'error', message: 'boom', status: 502 });
  });
  it('gives the transport failure’s message when no response came', () => {
    expect(outcomeFromReply({ ok: false, reason: 'unexpected_error', details: { message: 'Failed to fetch' }, status: null, body: null })).toEqual({ kind: 'error', message: 'Failed to fetch' });
  });
});
