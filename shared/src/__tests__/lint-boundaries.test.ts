/**
 * The import-boundary rules of eslint.config.mjs really fire (issue 16 §3): fixture files that break
 * each rule are written into mf-admin/src/features/__lint_fixture_*__/ (ignored by `npm run lint`),
 * linted through ESLint's Node API with ignores off, and removed. If a rule is switched off or its
 * `files` glob stops matching, this test fails.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lintFiles, ruleIds, type LintMessage } from '../../testing/lint-files';

const ROOT = resolve(__dirname, '../../..');
const FEATURES = join(ROOT, 'mf-admin/src/features');
const A = join(FEATURES, `__lint_fixture_a${process.pid}__`);
const B = join(FEATURES, `__lint_fixture_b${process.pid}__`);


const rules = ruleIds;

describe('lint boundaries (eslint.config.mjs)', () => {
  let results: Record<string, LintMessage[]>;
  const file = (dir: string, name: string) => join(dir, name);

  beforeAll(() => {
    mkdirSync(join(A, 'lib'), { recursive: true });
    mkdirSync(join(B, 'lib'), { recursive: true });
    // a cycle: one ↔ two
    writeFileSync(file(A, 'one.ts'), "import { two } from './two';\nexport const one = (): number => two() + 1;\n");
    writeFileSync(file(A, 'two.ts'), "import { one } from './one';\nexport const two = (): number => (Math.random() > 2 ? one() : 2);\n");
    // a deep import into another feature, and the allowed import of its index
    writeFileSync(file(B, 'lib/inner.ts'), 'export const inner = 1;\n');
    writeFileSync(file(B, 'index.ts'), "export { inner } from './lib/inner';\n");
    writeFileSync(file(A, 'deep.ts'), `import { inner } from '../${B.split('/').pop()}/lib/inner';\nexport const deep = inner;\n`);
    writeFileSync(file(A, 'public.ts'), `import { inner } from '../${B.split('/').pop()}';\nexport const viaIndex = inner;\n`);
    // a relative path into another package
    writeFileSync(file(A, 'escape.ts'), "import { personName } from '../../../../shared/src/domain/person-name';\nexport const escape = personName;\n");
    results = lintFiles(ROOT, ['one.ts', 'two.ts', 'deep.ts', 'public.ts', 'escape.ts'].map((n) => file(A, n)));
  }, 150_000);

  afterAll(() => {
    rmSync(A, { recursive: true, force: true });
    rmSync(B, { recursive: true, force: true });
  });

  it('reports an import cycle', () => {
    expect(rules(results[file(A, 'one.ts')])).toContain('import-x/no-cycle');
    expect(rules(results[file(A, 'two.ts')])).toContain('import-x/no-cycle');
  });

  it("reports a deep import into another feature and accepts the feature's index", () => {
    expect(rules(results[file(A, 'deep.ts')])).toEqual(['boundaries/feature-public-api']);
    expect(rules(results[file(A, 'public.ts')])).toEqual([]);
  });

  it('reports a relative import into another package', () => {
    expect(rules(results[file(A, 'escape.ts')])).toEqual(['boundaries/no-relative-package-escape']);
  });
});
