// Issue 30 item 4: one role list. The database's own rule (the users.roles check constraint, as the
// migrations leave it) names exactly the roles of shared/src/domain/roles.ts, which the apps, the
// federation contract and the edge functions read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES, STAFF_ROLES, ADMIN_ONLY, isRole } from '../roles';

const MIGRATIONS = join(__dirname, '../../../../supabase/migrations');

/** The role names of the last `roles <@ array[...]` constraint the migrations write, in file order. */
function rolesInTheDatabaseCheck(): string[] {
  let last: string[] | null = null;
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const m of sql.matchAll(/roles\s*<@\s*array\[([^\]]*)\]/gi)) {
      last = [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1] ?? '');
    }
  }
  if (!last) throw new Error('no users.roles check constraint found in the migrations');
  return last;
}

describe('the one role list', () => {
  it('equals the roles the database’s users.roles check admits', () => {
    expect([...rolesInTheDatabaseCheck()].sort()).toEqual([...ROLES].sort());
  });

  it('holds four distinct roles, and the route-role groups are made of them', () => {
    expect(new Set(ROLES).size).toBe(4);
    expect([...STAFF_ROLES, ...ADMIN_ONLY].every(isRole)).toBe(true);
  });

  it('is what the edge functions read (their roles module imports it, no copy)', () => {
    const functionsRoles = readFileSync(join(__dirname, '../../../../supabase/functions/_shared/roles.ts'), 'utf8');
    expect(functionsRoles).toMatch(/from '[^']*shared\/src\/domain\/roles\.ts'|from '@akademi\/shared[^']*roles[^']*'/);
    expect(functionsRoles).not.toMatch(/\[\s*'admin'/);
  });
});
