// The SQL design tables are generated from the one definition of each battery test
// (shared/src/domain/battery/<test>/design.ts, issue 30): the newest *_battery_design.sql migration
// must be byte for byte what supabase/scripts/gen-battery-sql.ts writes, so an item changed in the
// design file without a regenerated migration fails here. (Whether the migrations leave the
// database holding those rows is checked in derived-scores.test.ts.)
//   cd supabase && npx tsx --test tests/schema/battery-design-sql.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, batteryDesignSql, batteryMigrationIsCurrent, latestBatteryMigration } from '../../scripts/gen-battery-sql.ts';

describe('battery design migration', () => {
  it('the newest *_battery_design.sql is what gen-battery-sql.ts writes from the designs', () => {
    const latest = latestBatteryMigration();
    assert.ok(latest, 'no *_battery_design.sql migration: run npx tsx supabase/scripts/gen-battery-sql.ts --timestamp <yyyymmddhhmmss>');
    assert.ok(readFileSync(join(MIGRATIONS_DIR, latest), 'utf8') === batteryDesignSql(),
      `${latest} differs from the designs in shared/src/domain/battery: run npx tsx supabase/scripts/gen-battery-sql.ts --timestamp <yyyymmddhhmmss>`);
  });

  it('a migration that differs by one item is reported stale, and only the newest one counts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'battery-sql-'));
    try {
      const sql = batteryDesignSql();
      writeFileSync(join(dir, '20260101000000_battery_design.sql'), sql);
      assert.equal(batteryMigrationIsCurrent(dir), true);
      // the first Dikkat item with another shape
      const edited = sql.replace(/^ {2}\(1, '(\w+)'\),$/m, (_line, shape: string) => `  (1, '${shape === 'star' ? 'circle' : 'star'}'),`);
      assert.notEqual(edited, sql);
      writeFileSync(join(dir, '20260102000000_battery_design.sql'), edited);
      assert.equal(latestBatteryMigration(dir), '20260102000000_battery_design.sql');
      assert.equal(batteryMigrationIsCurrent(dir), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
