// shared/src/db/types.ts is what Supabase's own generator (postgres-meta, supabase/scripts/gen-types.ts)
// prints for the schema the migrations build: this test generates it again on PostgreSQL (TEST_PG_URL;
// CI always has it) and fails when the checked-in file differs. At compile time (`npx tsc --noEmit -p
// supabase`) it checks that supabase-js accepts the typed calls the apps make.
//   cd supabase && npx tsx --test tests/schema/db-types.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '../../../shared/src/db/database.ts';
import { TYPES_FILE, generateTypes } from '../../scripts/gen-types.ts';

// Compile-time: typed client calls of the kind the apps make (no request is sent).
const typedCalls = async () => {
  const client = createClient<Database>('http://127.0.0.1:54321', 'demo-anon-key');
  const users = await client.from('users').select('id, roles, supervisor_id').eq('is_active', true).contains('roles', ['kullanici']);
  const roles: ('admin' | 'beyin_antrenoru' | 'temsilci' | 'kullanici')[] | undefined = users.data?.[0]?.roles;
  void client.from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('id', 'x');
  void client.from('test_results').insert([{ test_id: 't', student_id: 's', conducted_by: 'c', status: 'assigned' }]);
  void client.from('exercise_progress').upsert({ email: 'a@b.c', exercise_type: 'math', current_level: 2 }, { onConflict: 'email,exercise_type' });
  const counts = await client.rpc('report_test_counts').select('*');
  const burdon: number | undefined = counts.data?.[0]?.burdon_count;
  const insert: TablesInsert<'burdon_test_results'> = { student_id: 's', total_correct: 3 };
  // @ts-expect-error a generated column takes no value
  const generated: TablesInsert<'burdon_test_results'> = { student_id: 's', performance_percentage: 1 };
  // @ts-expect-error a column that does not exist
  void client.from('users').select('id').eq('no_such_column', 1);
  const row: Tables<'users'> | null = null;
  return [roles, burdon, insert, generated, row];
};
void typedCalls;

const pgUrl = process.env.TEST_PG_URL;

describe('generated db types', () => {
  it('shared/src/db/types.ts is what postgres-meta generates from the migrations', { skip: pgUrl ? false : 'needs PostgreSQL (TEST_PG_URL)' }, async () => {
    const expected = await generateTypes(pgUrl);
    const actual = readFileSync(TYPES_FILE, 'utf8');
    assert.ok(actual === expected, 'shared/src/db/types.ts is out of date with supabase/migrations: run npm run gen:types');
  });
});
