// PostgREST's function settings: `create function … set statement_timeout = '…'` replaces the
// role's statement_timeout for that RPC's request (Supabase "function level" timeouts; issue 26
// erase_student / export_student_data). The setting is read from pg_proc.proconfig.
//   cd supabase && npx tsx --test tests/rest/function-timeout.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { timeoutSettingMs } from '../../local/src/rest/catalog.ts';

describe('function statement_timeout settings', () => {
  it('reads the units Postgres accepts', () => {
    assert.equal(timeoutSettingMs('120s'), 120_000);
    assert.equal(timeoutSettingMs('2min'), 120_000);
    assert.equal(timeoutSettingMs('500ms'), 500);
    assert.equal(timeoutSettingMs('5000'), 5000);
    assert.equal(timeoutSettingMs('1h'), 3_600_000);
    assert.equal(timeoutSettingMs(null), null);
    assert.equal(timeoutSettingMs('soon'), null);
  });
});
