import { EMPTY_SESSION_MESSAGE, outcomeFromBody } from '../aggregator-response';

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
