// The one aggregator call (issue 30): the listener, the battery page and the repair tool all read
// this reply — the aggregator's {ok, id, reason, details} plus the HTTP status and body.
import { setSupabaseForTesting, type AppSupabaseClient } from '../client';
import { invokeCognitiveAggregator } from '../cognitive-aggregator';
import { functionHttpError } from '../../../testing/supabase-stub';

const SESSION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

function answer(invoke: (name: string, opts: { body: unknown }) => Promise<{ data: unknown; error: unknown }>) {
  setSupabaseForTesting({ functions: { invoke } } as unknown as AppSupabaseClient);
}

afterEach(() => setSupabaseForTesting(null));

describe('invokeCognitiveAggregator', () => {
  it('asks cognitive-aggregator for the session and gives its 200 answer with status and body', async () => {
    const invoke = jest.fn(async () => ({ data: { ok: true, id: 'r1', scores: {} }, error: null }));
    answer(invoke);
    expect(await invokeCognitiveAggregator(SESSION)).toEqual({ ok: true, id: 'r1', scores: {}, status: 200, body: { ok: true, id: 'r1', scores: {} } });
    expect(invoke).toHaveBeenCalledWith('cognitive-aggregator', { body: { sessionId: SESSION } });
  });
  it("reads a non-2xx answer's JSON (the aggregator's ok:false) with its status", async () => {
    const body = { ok: false, reason: 'missing_subtests', details: ['Stroop'] };
    answer(async () => ({ data: null, error: functionHttpError(body, 422) }));
    expect(await invokeCognitiveAggregator(SESSION)).toEqual({ ...body, status: 422, body });
  });
  it('never throws: no response, or an answer of another shape, is ok:false unexpected_error', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await invokeCognitiveAggregator(SESSION)).toEqual({ ok: false, reason: 'unexpected_error', details: { message: 'Failed to fetch' }, status: null, body: null });
    answer(async () => ({ data: null, error: functionHttpError({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404) }));
    expect(await invokeCognitiveAggregator(SESSION)).toMatchObject({ ok: false, reason: 'unexpected_error', status: 404, body: { code: 'NOT_FOUND' } });
  });
});
