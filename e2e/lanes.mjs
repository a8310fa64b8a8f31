// The e2e suite's lanes (CI runs them as Playwright processes at once) and which remote each spec
// belongs to (`npm test -- --remote <name>`). Plain JavaScript: scripts/run/ (Node builtins only) and
// e2e/playwright.config.ts both read it. A spec is named by its file name without `.spec.ts`.

/**
 * Each lane is one Playwright process (E2E_LANE=<name>) against the stack `stack`: stack 0 is the
 * run's own (AKADEMI_PORT_BASE, AKADEMI_API_PORT); stack n ≥ 1 is a second backend (a database of
 * its own: a PostgreSQL copy of the seeded template, or PGlite without PostgreSQL) with its own static servers at AKADEMI_PORT_BASE + 10·(n+1) and AKADEMI_API_PORT + n.
 * Lanes on one stack share its rows, so only specs that own their data (fresh sessions, a private
 * backend) share a stack with another lane; the lanes on stacks 1–3 have theirs to themselves.
 * `specs: null` is the lane that takes every spec no other lane names. The split follows measured
 * durations (the Playwright JSON report; CI of 2026-11-26: main ≈ 1620 s serial) and a run of these
 * lanes at load average ≈ 30 (main 1600 s, views 1800 s, plays 1100 s, exercises 1030 s, timed ≈ 1170 s),
 * which moved the widths walk, management, observability and privacy to a fourth stack. On PostgreSQL
 * stacks and the headless shell (CI of 2026-11-27): main 588 s, timed 906 s, views 719 s, plays 617 s,
 * walks 742 s; three exercise specs (164 s) then moved from timed to plays.
 */
export const E2E_LANES = [
  // everything else, one test at a time (these specs read shared rows)
  { name: 'main', stack: 0, specs: null },
  // the real-time plays that own their data: the whole battery (battery.full on a backend of its
  // own), each battery page under its own session, the embedded exercises each under a fresh LMS
  // session. One lane, not two: as two lanes beside four others, exercise plays missed their
  // timing under load (runs of 2026-11-26 at load average 24–30).
  {
    name: 'timed',
    stack: 0,
    specs: [
      'battery.full.roles', 'battery.signed-out', 'battery.akil-mantik.signed-out', 'battery.hafiza.signed-out', 'battery.puzzle.signed-out', 'battery.stroop.signed-out',
      'exercises.reading.signed-out', 'exercises.touch.signed-out', 'exercises.words.signed-out',
    ],
  },
  // the axe walk over every page of every role (the longest spec: ≈ 1200 s at load average 30)
  { name: 'views', stack: 1, specs: ['a11y.roles', 'routing.signed-out'] },
  // Burdon and d2 played by a trainer and a student; the portal on a phone; the remote-down checks
  // (the resilience project stops this stack's mf-reports server)
  {
    name: 'plays',
    stack: 2,
    specs: [
      'test-catalog-assignments.roles', 'test-lists.roles', 'tracking-phone.signed-out', 'remote-down.resilience', 'remote-incompatible.resilience',
      // exercise plays under their own LMS sessions (any stack will do): moved from `timed`, which
      // was the longest lane (906 s against plays' 617 s, CI run of 2026-11-27 on PostgreSQL stacks)
      'exercises.signed-out', 'exercises.frame.signed-out', 'exercises.visual.signed-out',
    ],
  },
  // the widths walk and the routing table over every role; MFA, student management, observability,
  // privacy; the release spec (its second shell and releases server at this stack's port base + 10
  // and + 16: free only on the last stack)
  {
    name: 'walks',
    stack: 3,
    specs: ['responsive.roles', 'routing.all-roles', 'security.mfa.signed-out', 'management.roles', 'observability.roles', 'privacy.roles', 'remote-releases.resilience'],
  },
];

/** How many stacks the lanes use. */
export const E2E_STACKS = Math.max(...E2E_LANES.map((l) => l.stack)) + 1;

/** Ports of stack n given the run's own port base and API port. */
export function stackPorts(n, portBase, apiPort) {
  return n === 0 ? { portBase, apiPort } : { portBase: portBase + 10 * (n + 1), apiPort: apiPort + n };
}

/**
 * Playwright's `testIgnore` for lane `name` (a project's own testMatch would override a top-level
 * testMatch, so a lane is expressed as what it ignores): a named lane ignores every spec not in its
 * list, the rest lane (`specs: null`) the specs every other lane names.
 */
export function laneFilter(name) {
  const lane = E2E_LANES.find((l) => l.name === name);
  if (!lane) throw new Error(`unknown E2E_LANE ${name} (known: ${E2E_LANES.map((l) => l.name).join(', ')})`);
  return { testIgnore: lane.specs ? new RegExp(`^(?!.*${specsPattern(lane.specs).source})`) : specsPattern(E2E_LANES.flatMap((l) => l.specs ?? [])) };
}

/** A RegExp matching the paths of the named specs. */
export function specsPattern(specs) {
  return new RegExp(`[\\\\/](${specs.map((s) => s.replace(/[.]/g, '\\.')).join('|')})\\.spec\\.ts$`);
}

/**
 * The e2e specs of each remote, for a team's loop (`npm test -- --remote mf-reports`): the specs that
 * open that remote's routes (shell/src/app/route-table.ts says which remote serves a route). The
 * shell's own (routing, the frame, the dashboard, a remote down, every page's axe and widths) are
 * listed under `shell`. A spec may belong to several remotes; every spec belongs to one at least
 * (checkLanes, run whenever Playwright loads its config).
 */
export const REMOTE_SPECS = {
  shell: [
    'routing.all-roles', 'routing.signed-out', 'platform.shell.roles', 'platform.dashboard.roles', 'platform.help.roles', 'platform.chatbot.roles',
    'platform.notifications.roles', 'system-notification.roles', 'consent.roles', 'remote-down.resilience', 'remote-incompatible.resilience',
    'responsive.roles', 'a11y.roles', 'load-telemetry.roles', 'remote-releases.resilience',
  ],
  'mf-auth': ['platform.sign-in.signed-out', 'security.sign-in.signed-out', 'security.mfa.signed-out', 'security.sessions.signed-out', 'platform.settings.roles', 'lms-links.roles'],
  'mf-admin': ['load-telemetry.roles', 'management.roles', 'observability.roles', 'access-log.roles', 'privacy.roles', 'consent.roles', 'test-catalog-assignments.roles', 'lms-links.roles', 'security.mfa.signed-out'],
  'mf-reports': [
    'reports.roles', 'cognitive-report.roles', 'exports-print.roles', 'report-fit.roles', 'student-profile.roles', 'turkish-names.roles', 'privacy.roles',
    'access-log.roles', 'test-catalog-assignments.roles', 'platform.shell.roles', 'remote-down.resilience', 'remote-incompatible.resilience',
    'load-telemetry.roles', 'remote-releases.resilience',
  ],
  'mf-tests': [
    'battery.full.roles', 'battery.signed-out', 'battery.akil-mantik.signed-out', 'battery.hafiza.signed-out', 'battery.puzzle.signed-out',
    'battery.stroop.signed-out', 'battery.launcher.roles', 'test-lists.roles', 'test-catalog-assignments.roles', 'forms.roles', 'cognitive-report.roles',
    'exports-print.roles', 'consent.roles', 'turkish-names.roles', 'exercises.signed-out', 'exercises.frame.signed-out', 'exercises.reading.signed-out',
    'exercises.touch.signed-out', 'exercises.visual.signed-out', 'exercises.words.signed-out', 'exercises-phone.signed-out',
  ],
  'mf-tracking': ['tracking.signed-out', 'tracking-phone.signed-out', 'tracking-report.signed-out', 'turkish-portal.signed-out', 'exercises.signed-out'],
};

/**
 * Throws when the lists above and the spec files (names without `.spec.ts`) disagree: a listed spec
 * that does not exist, a spec in two lanes, or a spec of no remote. Keeps this file from drifting.
 */
export function checkLanes(specFiles) {
  const known = new Set(specFiles);
  const problems = [];
  const laned = E2E_LANES.flatMap((l) => l.specs ?? []);
  for (const s of new Set([...laned, ...Object.values(REMOTE_SPECS).flat()])) if (!known.has(s)) problems.push(`${s} is listed in e2e/lanes.mjs but e2e/tests/${s}.spec.ts does not exist`);
  for (const s of laned) if (laned.indexOf(s) !== laned.lastIndexOf(s)) problems.push(`${s} is in two lanes`);
  const owned = new Set(Object.values(REMOTE_SPECS).flat());
  for (const s of specFiles) if (!owned.has(s)) problems.push(`e2e/tests/${s}.spec.ts belongs to no remote: add it to REMOTE_SPECS in e2e/lanes.mjs`);
  if (problems.length) throw new Error([...new Set(problems)].join('\n'));
}
