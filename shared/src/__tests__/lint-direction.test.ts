/**
 * The dependency direction of eslint.config.mjs really fires (issue 30 §2): supabase/ imports no app,
 * no app or shared file imports supabase/, and edge functions reach shared only through their import
 * map; shared's runtime code imports no build tooling (tools/build). Fixture files that break each rule are written into __lint_fixture_*__ folders (ignored by
 * `npm run lint`), linted through ESLint's Node API with ignores off, and removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lintFiles, ruleIds, type LintMessage } from '../../testing/lint-files';

const ROOT = resolve(__dirname, '../../..');
const fixtureDir = (where: string) => join(ROOT, where, `__lint_fixture_dir${process.pid}__`);
const APP = fixtureDir('mf-admin/src/features');
const SHARED = fixtureDir('shared/src');
const SEED = fixtureDir('supabase/seed');
const FUNCTIONS = fixtureDir('supabase/functions');


const FIXTURES: Record<string, string> = {
  [join(APP, 'backend.ts')]: "import { DEMO_ACCOUNTS } from '../../../../supabase/seed/demo-accounts.ts';\nexport const accounts = DEMO_ACCOUNTS;\n",
  [join(APP, '__tests__/backend.test.ts')]: "import { DEMO_ACCOUNTS } from '../../../../../supabase/seed/demo-accounts.ts';\nexport const accounts = DEMO_ACCOUNTS;\n",
  [join(APP, 'named.ts')]: "import { DEMO_ACCOUNTS } from '@akademi/supabase/seed/demo-accounts';\nexport const accounts = DEMO_ACCOUNTS;\n",
  [join(SHARED, 'backend.ts')]: "import { DEMO_ACCOUNTS } from '../../../supabase/seed/demo-accounts.ts';\nexport const accounts = DEMO_ACCOUNTS;\n",
  [join(SHARED, 'build.ts')]: "import { htmlTemplate } from '@akademi/build/webpack-app';\nexport const template = htmlTemplate;\n",
  [join(SEED, 'app.ts')]: "import { BATTERY } from '../../../mf-tests/src/static-pages/lib/battery.ts';\nexport const pages = BATTERY;\n",
  [join(SEED, 'design.ts')]: "import { SCORED_ITEMS } from '@akademi/shared/domain/battery/dikkat/design';\nexport const items = SCORED_ITEMS;\n",
  [join(FUNCTIONS, 'relative.ts')]: "import { normalizeTurkishPhone } from '../../../shared/src/domain/phone.ts';\nexport const phone = normalizeTurkishPhone;\n",
  [join(FUNCTIONS, 'unmapped.ts')]: "import { Button } from '@akademi/shared/kit';\nexport const button = Button;\n",
  [join(FUNCTIONS, 'mapped.ts')]: "import { normalizeTurkishPhone } from '@akademi/shared/domain/phone.ts';\nexport const phone = normalizeTurkishPhone;\n",
};

const rules = ruleIds;

describe('dependency direction (eslint.config.mjs)', () => {
  let results: Record<string, LintMessage[]>;

  beforeAll(() => {
    for (const [path, text] of Object.entries(FIXTURES)) {
      mkdirSync(resolve(path, '..'), { recursive: true });
      writeFileSync(path, text);
    }
    results = lintFiles(ROOT, Object.keys(FIXTURES));
  }, 150_000);

  afterAll(() => {
    for (const dir of [APP, SHARED, SEED, FUNCTIONS]) rmSync(dir, { recursive: true, force: true });
  });

  it('no app or shared file imports supabase/, by path (tests included) or by name', () => {
    expect(rules(results[join(APP, 'backend.ts')])).toContain('boundaries/no-backend-import');
    expect(rules(results[join(APP, '__tests__/backend.test.ts')])).toEqual(['boundaries/no-backend-import']);
    expect(rules(results[join(APP, 'named.ts')])).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(rules(results[join(SHARED, 'backend.ts')])).toContain('boundaries/no-backend-import');
  });

  it('runtime code imports no build tooling (tools/build)', () => {
    expect(rules(results[join(SHARED, 'build.ts')])).toEqual(['no-restricted-imports']);
  });

  it('supabase/ imports no app, and reads the battery designs from @akademi/shared', () => {
    expect(rules(results[join(SEED, 'app.ts')])).toEqual(['no-restricted-imports']);
    expect(rules(results[join(SEED, 'design.ts')])).toEqual([]);
  });

  it('edge functions reach shared only through the import map', () => {
    expect(rules(results[join(FUNCTIONS, 'relative.ts')])).toEqual(['no-restricted-imports']);
    expect(rules(results[join(FUNCTIONS, 'unmapped.ts')])).toEqual(['no-restricted-imports']);
    expect(rules(results[join(FUNCTIONS, 'mapped.ts')])).toEqual([]);
  });
});
