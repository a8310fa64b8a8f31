// The one Supabase → ApiError mapping (issue 30): a PostgREST error, a function's JSON error, a
// throw; and an injected endpoint's `query` running through baseApi's base query in a real store.
import { setSupabaseForTesting, type AppSupabaseClient } from '../../supabase/client';
import { baseApi } from '../base-api';
import { createAppStore } from '../create-app-store';
import { runSupabaseCall, step, toApiError } from '../supabase-query';

/** What supabase-js's FunctionsHttpError carries: the function's Response (jsdom has none). */
function functionError(body: unknown, status = 400) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const json = async () => JSON.parse(text) as unknown;
  const response = { status, json, clone: () => ({ json }) };
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context: response });
}

const postgrestError = { message: 'Bu öğrenci için veli onayı bulunmuyor.', code: 'PT403', details: '', hint: 'consent_required' };
const fake = (client: unknown) => setSupabaseForTesting(client as AppSupabaseClient);

afterEach(() => setSupabaseForTesting(null));

describe('toApiError', () => {
  it('keeps a PostgREST error’s message and SQLSTATE code (no fallback over a database message)', async () => {
    expect(await toApiError(postgrestError, 'Olmadı.')).toEqual({ message: 'Bu öğrenci için veli onayı bulunmuyor.', code: 'PT403' });
  });
  it("gives a function's own JSON { error, code }", async () => {
    expect(await toApiError(functionError({ error: 'Bağlantının süresi doldu.', code: 'access_ended' }, 403), 'Olmadı.')).toEqual({
      message: 'Bağlantının süresi doldu.',
      code: 'access_ended',
    });
  });
  it('uses the fallback for a function failure without { error }, else its own message', async () => {
    expect(await toApiError(functionError('not json', 500), 'Olmadı.')).toEqual({ message: 'Olmadı.' });
    expect(await toApiError(functionError({ ok: false }, 500))).toEqual({ message: 'Edge Function returned a non-2xx status code' });
  });
  it('gives a thrown error’s message, or the fallback', async () => {
    expect(await toApiError(new TypeError('Failed to fetch'), undefined, true)).toEqual({ message: 'Failed to fetch' });
    expect(await toApiError(new TypeError('Failed to fetch'), 'Olmadı.', true)).toEqual({ message: 'Olmadı.' });
    expect(await toApiError('boom', undefined, true)).toEqual({ message: 'boom' });
  });
});

describe('runSupabaseCall', () => {
  it('gives the data, or the mapped error; never throws', async () => {
    fake({ id: 'client' });
    expect(await runSupabaseCall(async (sb) => ({ data: (sb as unknown as { id: string }).id, error: null }))).toEqual({ data: 'client' });
    expect(await runSupabaseCall(async () => ({ data: null, error: postgrestError }))).toEqual({ error: { message: postgrestError.message, code: 'PT403' } });
    expect(
      await runSupabaseCall({
        call: async () => {
          throw new Error('network down');
        },
        fallback: 'Kaydedilemedi.',
      }),
    ).toEqual({ error: { message: 'Kaydedilemedi.' } });
  });
});

describe('baseApi base query', () => {
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      testRead: build.query<string[], string>({
        query: (id) => (sb) => (sb as unknown as { read: (id: string) => Promise<{ data: string[] | null; error: unknown }> }).read(id),
      }),
      testSteps: build.query<number, void>({
        async queryFn(_arg, _api, _extra, baseQuery) {
          const first = await step(baseQuery, async () => ({ data: 2, error: null }));
          if ('error' in first) return first;
          const second = await step(baseQuery, async () => ({ data: null, error: functionError({ error: 'İkinci adım olmadı.' }) }));
          return 'error' in second ? second : { data: first.data };
        },
      }),
    }),
  });

  it('runs an endpoint’s call with the client and maps its failure once', async () => {
    fake({ read: async (id: string) => (id === 'ok' ? { data: ['a'], error: null } : { data: null, error: postgrestError }) });
    const store = createAppStore();
    expect((await store.dispatch(api.endpoints.testRead.initiate('ok'))).data).toEqual(['a']);
    expect((await store.dispatch(api.endpoints.testRead.initiate('no'))).error).toEqual({ message: postgrestError.message, code: 'PT403' });
    expect((await store.dispatch(api.endpoints.testSteps.initiate())).error).toEqual({ message: 'İkinci adım olmadı.' });
  });
});
