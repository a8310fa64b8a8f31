// The battery runs the five tests in sequence in one window under one session id (issue 6).
// Each page, when done, goes to the next page with the same query; after the last one the
// battery ends: session-end stamp, then run-aggregator and all-tests-complete to the opener
// (the launcher, spec 2 §4 / spec 3 §4). Without an opener (page opened directly) the page asks
// the aggregator function itself.
import { AGGREGATOR_MESSAGE_TYPE } from '@akademi/shared/domain/cognitive/message-listener';
import { entryAt } from '@akademi/shared/domain';
import { SESSION_END_KEY, type KeyValueStore } from './local-keys';
import { sessionQuery, type TestSessionParams } from './session-params';

export type BatteryTestKey = 'dikkat' | 'hafiza' | 'stroop' | 'puzzle' | 'akil-mantik';

export interface BatteryPage {
  key: BatteryTestKey;
  path: string;
}

/** Battery order (issue 6 lists the pages in this order). */
export const BATTERY: readonly BatteryPage[] = [
  { key: 'dikkat', path: '/cognitive-tests/dikkat/dikkat.html' },
  { key: 'hafiza', path: '/cognitive-tests/hafiza/hafiza.html' },
  { key: 'stroop', path: '/cognitive-tests/stroop/stroop.html' },
  { key: 'puzzle', path: '/cognitive-tests/puzzle/puzzle.html' },
  { key: 'akil-mantik', path: '/cognitive-tests/akil-mantik/akil-mantik.html' },
];

export const ALL_TESTS_COMPLETE_TYPE = 'all-tests-complete';

export function batteryStartUrl(p: TestSessionParams): string {
  return `${entryAt(BATTERY, 0).path}${sessionQuery(p)}`;
}

/** URL of the page after `current`, or null when the battery is over. */
export function nextTestUrl(current: BatteryTestKey, p: TestSessionParams): string | null {
  const i = BATTERY.findIndex((b) => b.key === current);
  const next = BATTERY[i + 1];
  return next ? `${next.path}${sessionQuery(p)}` : null;
}

export interface FinishDeps {
  storage: KeyValueStore | null;
  opener: Pick<Window, 'postMessage'> | null;
  /** the opener's origin: the static pages are served by the shell's origin */
  origin: string;
  navigate: (url: string) => void;
  /** used only when there is no opener */
  runAggregator: (sessionId: string) => Promise<void>;
  now?: () => Date;
}

export type FinishOutcome = { kind: 'next'; url: string } | { kind: 'battery-complete'; via: 'opener' | 'direct' };

export async function finishTest(current: BatteryTestKey, p: TestSessionParams, deps: FinishDeps): Promise<FinishOutcome> {
  const url = nextTestUrl(current, p);
  if (url) {
    deps.navigate(url);
    return { kind: 'next', url };
  }
  if (deps.storage && !deps.storage.getItem(SESSION_END_KEY)) {
    deps.storage.setItem(SESSION_END_KEY, (deps.now ?? (() => new Date()))().toISOString());
  }
  if (deps.opener) {
    deps.opener.postMessage({ type: AGGREGATOR_MESSAGE_TYPE, sessionId: p.sessionId }, deps.origin);
    deps.opener.postMessage({ type: ALL_TESTS_COMPLETE_TYPE, sessionId: p.sessionId }, deps.origin);
    return { kind: 'battery-complete', via: 'opener' };
  }
  await deps.runAggregator(p.sessionId);
  return { kind: 'battery-complete', via: 'direct' };
}
