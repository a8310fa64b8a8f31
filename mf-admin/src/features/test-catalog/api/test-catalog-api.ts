// Test Kataloğu's calls (issue 25 item 1): every test (active or not), add and edit. RLS lets
// only an admin write; the database validates every field (migration 20261126100000).
import { baseApi, getSupabase, type ApiError, type TestRow } from '@akademi/shared';
import type { CatalogueRow } from '../lib/catalog-form';

export type CatalogueTest = Pick<TestRow, 'id' | 'title' | 'description' | 'test_type' | 'duration_minutes' | 'is_active' | 'created_at'>;

const toApiError = (e: { message: string; code?: string }): ApiError => ({ message: e.message, code: e.code });

export const testCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueTests: build.query<CatalogueTest[], void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase()
            .from('tests')
            .select('id, title, description, test_type, duration_minutes, is_active, created_at')
            .order('created_at', { ascending: false });
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      providesTags: [{ type: 'Test', id: 'LIST' }],
    }),
    saveCatalogueTest: build.mutation<null, { id: string | null; row: CatalogueRow }>({
      async queryFn({ id, row }) {
        try {
          const tests = getSupabase().from('tests');
          // .select() after the write: an update RLS filters out (not an admin) returns no row
          const { data, error } = id ? await tests.update(row).eq('id', id).select('id') : await tests.insert(row).select('id');
          if (error) return { error: toApiError(error) };
          if (!data || data.length === 0) return { error: { message: 'row-level security: no row written', code: '42501' } };
          return { data: null };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      // every list of tests (test lists, Test Tanımla) shows the change
      invalidatesTags: ['Test'],
    }),
  }),
});

export const { useGetCatalogueTestsQuery, useSaveCatalogueTestMutation } = testCatalogApi;
