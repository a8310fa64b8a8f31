// seed.sql is generated (supabase/seed/generate-seed.ts) from the demo accounts and the battery
// designs in shared/src/domain/battery: the committed file must be byte for byte what the generator
// writes, so a design or seed change without a regenerated seed fails here, not in a demo.
//   cd supabase && npx tsx --test tests/schema/seed-sql.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SEED_FILE, SEED_SQL } from '../../seed/generate-seed.ts';

describe('seed.sql', () => {
  it('is what supabase/seed/generate-seed.ts writes', () => {
    const committed = readFileSync(SEED_FILE, 'utf8');
    assert.ok(committed === SEED_SQL, 'supabase/seed.sql is stale: run cd supabase && npx tsx seed/generate-seed.ts');
  });
});
