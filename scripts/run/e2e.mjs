// The Playwright suite: one process (npm run e2e, a spec, a remote's specs), or — in CI — one process
// per lane of e2e/lanes.mjs, all at once, each against its lane's stack.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { E2E_RATE_LIMITS, STACK_ENV, runCapture, secs } from './common.mjs';
import { note, record } from './summary.mjs';
import { E2E_LANES } from '../../e2e/lanes.mjs';

/** Tests of a Playwright JSON report whose outcome is `status` ('flaky', 'unexpected'), by name. */
function testsWithStatus(report, status) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === status) found.push(`${spec.file ?? suite.file}:${spec.line ?? ''} › ${[...titles, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return found;
}

/** One Playwright process; returns its stats, the names of its flaky and failed tests, its time. */
async function playwrightRun(extraArgs, env = {}) {
  const started = Date.now();
  const outFile = join(mkdtempSync(join(tmpdir(), 'akademi-pw-')), 'pw.json');
  const { code } = await runCapture('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...extraArgs], {
    env: { ...STACK_ENV, ...E2E_RATE_LIMITS, PLAYWRIGHT_JSON_OUTPUT_NAME: outFile, ...env },
    prefix: env.E2E_LANE ? `[${env.E2E_LANE}] ` : '',
  });
  const time = `${env.E2E_LANE ?? 'e2e'} ${secs(started)}`;
  if (!existsSync(outFile)) return { code, stats: { unexpected: 1 }, flaky: [], failed: [], time };
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const stats = report.stats ?? {};
  return { code, stats, flaky: testsWithStatus(report, 'flaky'), failed: testsWithStatus(report, 'unexpected'), time: `${time} (${(stats.expected ?? 0) + (stats.flaky ?? 0) + (stats.unexpected ?? 0)} tests)` };
}

/**
 * The e2e suite against `stacks` (scripts/run/stack.mjs e2eStacks). With lanes, one process per lane
 * of e2e/lanes.mjs on its stack, all at once; else one process on stack 0. A flaky test (failed, then
 * passed on CI's one retry) still counts as passed but is named in the summary: it is a bug.
 */
export async function playwrightSuite(stacks, extraArgs = [], { lanes = false } = {}) {
  const started = Date.now();
  const runs = lanes
    ? await Promise.all(E2E_LANES.map((lane) => playwrightRun(extraArgs, { ...stacks[lane.stack].env, E2E_LANE: lane.name })))
    : [await playwrightRun(extraArgs, stacks[0].env)];
  const sum = (k) => runs.reduce((n, r) => n + (r.stats[k] ?? 0), 0);
  const unexpected = sum('unexpected');
  const failed = unexpected + runs.filter((r) => r.code !== 0 && !r.stats.unexpected).length;
  const flaky = runs.flatMap((r) => r.flaky);
  record('playwright (e2e)', sum('expected') + flaky.length, failed, sum('skipped'), started);
  if (lanes) note(`e2e lanes: ${runs.map((r) => r.time).join(', ')}`);
  if (flaky.length) note(`flaky — failed, then passed on the retry (counted as passed; each is a bug to fix):`, ...flaky.map((f) => `  ${f}`));
  const failedNames = runs.flatMap((r) => r.failed);
  if (failedNames.length) note('failed e2e tests:', ...failedNames.map((f) => `  ${f}`));
}
