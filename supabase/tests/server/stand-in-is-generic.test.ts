// The stand-in emulates Supabase, not Akademi (issue 27 §2): nothing under supabase/local/src
// names a product table, a product function or view, the product itself, or Turkish UI text. The
// product's names are listed from the migrations, so a new table is covered the day it is made.
//   cd supabase && npx tsx --test tests/server/stand-in-is-generic.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, SUPABASE_DIR } from '../../local/src/migrate.ts';

const SRC = join(SUPABASE_DIR, 'local', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs|js|sql|html)$/.test(f) ? [p] : [];
  });
}

/** Tables, views, functions, types and triggers the migrations create in public (product names). */
export function productNames(): string[] {
  const names = new Set<string>();
  const re = /create\s+(?:or\s+replace\s+)?(?:table|view|materialized\s+view|function|type|trigger)\s+(?:if\s+not\s+exists\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;
  for (const f of readdirSync(MIGRATIONS_DIR).filter((x) => x.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS_DIR, f), 'utf8');
    for (const m of sql.matchAll(re)) {
      const name = (m[1] ?? '').toLowerCase();
      // schema-qualified stand-ins of the platform (cron., net., vault.) are not product names
      if (sql[(m.index ?? 0) + m[0].length] === '.') continue;
      names.add(name);
    }
  }
  return [...names];
}

test('the product names are found in the migrations (the list this test checks against)', () => {
  const names = productNames();
  for (const n of ['system_logs', 'aggregation_queue', 'cognitive_test_result', 'run_retention', 'lms_links', 'users', 'sweep_aggregations']) {
    assert.ok(names.includes(n), n);
  }
  assert.ok(names.length > 60, `only ${names.length} names`);
});

test('nothing under supabase/local/src names a product table, function, the product or Turkish text', () => {
  // Words every Supabase/PostgreSQL emulation uses that a product object happens to share.
  const GENERIC = new Set(['users', 'sessions', 'identities', 'notifications', 'tests', 'messages']);
  const names = productNames().filter((n) => !GENERIC.has(n) && n.length > 3);
  const word = new RegExp(`\\b(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');
  const product = /akademi|bilsem|\blms\b|cognitive|retention|[çğıöşüÇĞİÖŞÜ]/i;
  const hits: string[] = [];
  for (const f of files(SRC)) {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const m = word.exec(line) ?? product.exec(line);
      if (m) hits.push(`${relative(SUPABASE_DIR, f)}:${i + 1}: "${m[0]}" in ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(hits, []);
});
