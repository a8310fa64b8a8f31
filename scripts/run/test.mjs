// `npm test`: everything CI runs, ending with one line `N passed, N failed`; and
// `npm test -- --remote <name>`: one team's loop (that remote's jest project, the federation contract
// tests, its e2e specs from e2e/lanes.mjs REMOTE_SPECS).
import { CHROMIUM, STACK_ENV, log, quietStep, runCapture, stopAll } from './common.mjs';
import { ensureChromium, ensureDeps, ensurePostgres } from './install.mjs';
import { buildApps, buildAppsAsync, e2ePgUrl, e2eStacks } from './stack.mjs';
import { anyFailed, check, printSummary, record } from './summary.mjs';
import { backendSuite, denoSuite, jestSuite } from './suites.mjs';
import { playwrightSuite } from './e2e.mjs';
import { E2E_STACKS, REMOTE_SPECS } from '../../e2e/lanes.mjs';

/** The contract between the shell and the remotes: run for every remote's loop (jest path patterns). */
export const CONTRACT_TESTS = ['shared/src/federation/__tests__/', 'shell/src/app/__tests__/route-table-drift', 'shell/src/app/__tests__/app-routes'];

function finish(t0) {
  stopAll();
  log(`total time ${Math.round((Date.now() - t0) / 1000)} s`);
  printSummary();
  process.exit(anyFailed() ? 1 : 0);
}

function setup() {
  try {
    ensureDeps();
    ensureChromium();
    return true;
  } catch (e) {
    console.error(String(e));
    record('setup', 0, 1);
    return false;
  }
}

/**
 * Phases on the two cores. jest runs alone first: its component tests have timeouts (30–60 s) that
 * CPU starvation breaks (seen when it shared the cores with the e2e). Then the build beside
 * typecheck → lint (all CPU-bound, no timeouts); the e2e stacks start as soon as the build is done.
 * Then the e2e, one Playwright process per lane (e2e/lanes.mjs), beside the backend suites and the
 * Deno lane (edge functions checked and served by Deno). Steps that run beside a streaming one print
 * their output in one block when they end.
 */
async function all() {
  const pgUrl = ensurePostgres();
  await jestSuite();
  const started = Date.now();
  const checks = (async () => {
    // the whole workspace, then product code again with noUncheckedIndexedAccess (tsconfig.product.json)
    const whole = (await quietStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])).code;
    check('typecheck', whole || (await quietStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.product.json'])).code, started);
    const lintStarted = Date.now();
    check('lint', (await quietStep('lint', 'npx', ['eslint', '.'])).code, lintStarted);
  })();
  const built = check('build', await buildAppsAsync({ force: !!process.env.CI }), started);
  const oneLane = !!process.env.E2E_ONE_LANE;
  const stacks = built ? e2eStacks(oneLane ? 1 : E2E_STACKS, { pgUrl: e2ePgUrl(() => pgUrl) }) : null;
  stacks?.catch(() => undefined); // awaited (and its failure recorded) in the e2e lane below
  await checks;
  const backend = backendSuite(pgUrl, { quiet: true });
  const denoLane = denoSuite(pgUrl, { quiet: true });
  const e2eLane = (async () => {
    if (!stacks) return;
    try {
      const ready = await stacks;
      const budgetStarted = Date.now();
      // the pages' JS weight against bench/budgets.json (the stacks just started, nothing else on them yet)
      check('bundle budget', (await runCapture('npx', ['tsx', 'bench/bundle-size.ts', '--running-stack', '--check'], { env: { ...STACK_ENV, CHROMIUM_PATH: CHROMIUM } })).code, budgetStarted);
      await playwrightSuite(ready, [], { lanes: !oneLane });
    } catch (e) {
      console.error(String(e));
      record('playwright (e2e)', 0, 1);
    }
  })();
  await Promise.all([backend, denoLane, e2eLane]);
}

/** One remote's loop: its jest project and the contract tests, then its e2e specs on one stack. */
async function remote(name) {
  const specs = REMOTE_SPECS[name];
  if (!specs) {
    console.error(`unknown remote ${name} (known: ${Object.keys(REMOTE_SPECS).join(', ')})`);
    record('setup', 0, 1);
    return;
  }
  await jestSuite({ paths: [`${name}/src/`, ...CONTRACT_TESTS] });
  if (!check('build', buildApps())) return;
  try {
    const stacks = await e2eStacks(1, { pgUrl: e2ePgUrl(ensurePostgres) });
    await playwrightSuite(stacks, specs.map((s) => `[\\\\/]${s.replace(/[.]/g, '\\.')}\\.spec\\.ts$`));
  } catch (e) {
    console.error(String(e));
    record('playwright (e2e)', 0, 1);
  }
}

export async function test(args) {
  const t0 = Date.now();
  const i = args.indexOf('--remote');
  if (i !== -1 && !args[i + 1]) {
    console.error('usage: npm test -- --remote <name>');
    record('setup', 0, 1);
    finish(t0);
  }
  if (setup()) await (i === -1 ? all() : remote(args[i + 1]));
  finish(t0);
}
