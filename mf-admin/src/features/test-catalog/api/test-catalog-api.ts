// Test Kataloğu's calls (issue 25 item 1): every test (active or not), add and edit. RLS lets
// only an admin write; the database validates every field (migration 20261126100000).
import { baseApi, type TestRow } from '@akademi/shared';
import type { CatalogueRow } from '../lib/catalog-form';

export type CatalogueTest = Pick<TestRow, 'id' | 'title' | 'description' | 'test_type' | 'duration_minutes' | 'is_active' | 'created_at'>;

export const testCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueTests: build.query<CatalogueTest[], void>({
      query: () => (supabase) => supabase.from('tests').select('id, title, description, test_type, duration_minutes, is_active, created_at').order('created_at', { ascending: false }),
      providesTags: [{ type: 'Test', id: 'LIST' }],
    }),
    saveCatalogueTest: build.mutation<null, { id: string | null; row: CatalogueRow }>({
      query:
        ({ id, row }) =>
        async (supabase) => {
          const tests = supabase.from('tests');
          // .select() after the write: an update RLS filters out (not an admin) returns no row
          const { data, error } = id ? await tests.update(row).eq('id', id).select('id') : await tests.insert(row).select('id');
          if (error) return { data: null, error };
          return data && data.length > 0 ? { data: null, error: null } : { data: null, error: { message: 'row-level security: no row written', code: '42501' } };
        },
      // every list of tests (test lists, Test Tanımla) shows the change
      invalidatesTags: ['Test'],
    }),
  }),
});

export const { useGetCatalogueTestsQuery, useSaveCatalogueTestMutation } = testCatalogApi;
