// The test runners other than Playwright: jest (unit and component), node:test (backend, on PGlite
// and PostgreSQL) and the Deno lane. Each records its counts in the summary.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import { quietStep, root, runCapture } from './common.mjs';
import { check, nodeTestCounts, record } from './summary.mjs';

/** jest, all projects or (paths: regexes, jest's own test path patterns) only the tests matching. */
export async function jestSuite({ quiet = false, paths = [] } = {}) {
  const started = Date.now();
  const outFile = join(mkdtempSync(join(tmpdir(), 'akademi-jest-')), 'jest.json');
  // jest alone on the machine (see test.mjs): one worker per core — its default (cores − 1) left one
  // of the two CI cores idle
  const args = ['jest', '--ci', '--json', `--outputFile=${outFile}`, `--maxWorkers=${Math.max(1, availableParallelism())}`, ...paths];
  const { code } = quiet ? await quietStep('jest (unit)', 'npx', args) : await runCapture('npx', args);
  if (!existsSync(outFile)) { record('jest (unit)', 0, 1, 0, started); return; }
  const r = JSON.parse(readFileSync(outFile, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record('jest (unit)', r.numPassedTests, failed, r.numPendingTests + r.numTodoTests, started);
}

export async function backendSuite(pgUrl, { quiet = false } = {}) {
  const started = Date.now();
  const testsDir = join(root, 'supabase', 'tests');
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.test.ts')) files.push(p.slice(join(root, 'supabase').length + 1));
    }
  };
  if (existsSync(testsDir)) walk(testsDir);
  if (files.length === 0) return;
  const env = pgUrl ? { TEST_PG_URL: pgUrl } : {};
  // two files at a time: many of them wait (servers starting, rate-limit windows, statement
  // timeouts) rather than compute, and node's default on two cores (cores − 1) ran them one by one —
  // the longest step of CI beside the e2e (955 s). Each file has its own databases and ports
  // (tests/helpers/db-template.ts copies templates made for files side by side).
  const args = ['tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files.sort()];
  const opts = { cwd: join(root, 'supabase'), env };
  const { code, out } = quiet ? await quietStep('node:test (backend)', 'npx', args, opts) : await runCapture('npx', args, opts);
  const c = nodeTestCounts(out);
  if (code !== 0 && c.failed === 0) c.failed = 1;
  record('node:test (backend)', c.passed, c.failed, c.skipped, started);
}

/**
 * The Deno lane: `deno check` of every edge function's entry (supabase/functions/<name>/index.ts with
 * the functions' import map and lock), then the function tests that go through the local server
 * run again with FUNCTIONS_RUNTIME=deno — each function served by Deno itself, as on Supabase
 * (docs/decisions.md "Edge functions under Deno"). Its tests are counted under their own name;
 * the backend lane has already run the same files with the functions imported into Node.
 */
export async function denoSuite(pgUrl, { quiet = false } = {}) {
  const started = Date.now();
  const fnDir = join(root, 'supabase', 'functions');
  const entries = readdirSync(fnDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(fnDir, e.name, 'index.ts')))
    .map((e) => join('supabase', 'functions', e.name, 'index.ts'))
    .sort();
  const checkArgs = ['deno', 'check', '--frozen', '--config', join('supabase', 'functions', 'deno.json'), ...entries];
  const checked = quiet ? await quietStep('deno check', 'npx', checkArgs) : await runCapture('npx', checkArgs);
  check('deno check', checked.code, started);
  const testsStarted = Date.now();
  const testsDir = join(root, 'supabase', 'tests', 'functions');
  // the files that call functions through a local server (the others test modules directly)
  const files = readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.ts') && /startTestServer\(/.test(readFileSync(join(testsDir, f), 'utf8')))
    .filter((f) => !/FUNCTIONS_RUNTIME/.test(readFileSync(join(testsDir, f), 'utf8'))) // already on Deno in the backend lane
    .map((f) => join('tests', 'functions', f))
    .sort();
  const args = ['tsx', '--test', '--test-reporter=spec', ...files];
  const opts = { cwd: join(root, 'supabase'), env: { FUNCTIONS_RUNTIME: 'deno', ...(pgUrl ? { TEST_PG_URL: pgUrl } : {}) } };
  const { code, out } = quiet ? await quietStep('node:test (functions on Deno)', 'npx', args, opts) : await runCapture('npx', args, opts);
  const c = nodeTestCounts(out);
  if (code !== 0 && c.failed === 0) c.failed = 1;
  record('node:test (functions on Deno)', c.passed, c.failed, c.skipped, testsStarted);
}
