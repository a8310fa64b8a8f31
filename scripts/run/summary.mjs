// The test command's tally: one line per step and the closing `N passed, N failed`.
import { secs } from './common.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
/** Summary order: the steps run in lanes at once, so they finish in no fixed order. */
const STEP_ORDER = ['setup', 'typecheck', 'lint', 'jest (unit)', 'node:test (backend)', 'deno check', 'node:test (functions on Deno)', 'build', 'bundle budget', 'playwright (e2e)'];
/** Extra lines printed under the summary (the flaky tests by name). */
const notes = [];

function pushStep(step, text, started) {
  steps.push({ step, text: `${step}: ${text}${started ? ` (${secs(started)})` : ''}` });
}

export function record(step, passed, failed, skipped = 0, started = 0) {
  totals.passed += passed; totals.failed += failed; totals.skipped += skipped;
  pushStep(step, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`, started);
}

/** A check that is not a test runner (typecheck, lint, build) adds a failure only when it fails. */
export function check(step, code, started = 0) {
  pushStep(step, code === 0 ? 'ok' : 'FAILED', started);
  if (code !== 0) totals.failed += 1;
  return code === 0;
}

export const note = (...lines) => notes.push(...lines);
export const anyFailed = () => totals.failed > 0;

export function printSummary() {
  console.log('\n──────── summary');
  const rank = (s) => { const i = STEP_ORDER.indexOf(s.step); return i < 0 ? STEP_ORDER.length : i; };
  for (const s of [...steps].sort((a, b) => rank(a) - rank(b))) console.log(`  ${s.text}`);
  for (const n of notes) console.log(`  ${n}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
}

/** The pass/fail/skip counts of a node:test run's closing lines. */
export function nodeTestCounts(out) {
  const num = (label) => { const m = out.match(new RegExp(`^[#ℹ] ${label} (\\d+)`, 'm')); return m ? Number(m[1]) : 0; };
  return { passed: num('pass'), failed: num('fail') + num('cancelled'), skipped: num('skipped') + num('todo') };
}
