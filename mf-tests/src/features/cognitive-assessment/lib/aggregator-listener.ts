// The run-aggregator window-message listener (spec 2 §4 "Aggregation on a window message", §8,
// §9). Decisions come from the shared pure module; this owns window, storage and timers.
import {
  AGGREGATOR_COMPLETE_EVENT,
  decideAggregatorMessage,
  nextAggregatorStep,
  type AggregatorCompleteDetail,
} from '@akademi/shared/domain';
import { isRecord, type AggregatorAnswer } from '@akademi/shared';
import { LAST_COGNITIVE_RESULT_KEY } from '../../../static-pages/lib/local-keys';
import { appendAggregationFailure } from '../../../static-pages/lib/result-saver';

/** session storage: time of the previous accepted request (spec 2 §4: 5 s rate limit) */
export const LAST_AGGREGATOR_REQUEST_KEY = 'lastAggregatorRequestAt';
/** session storage: session ids already aggregated */
export const AGGREGATED_SESSIONS_KEY = 'aggregatedSessions';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface ListenerDeps {
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  allowedOrigins: readonly string[];
  runAggregator: (sessionId: string) => Promise<AggregatorAnswer>;
  session: Store | null;
  local: Store | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<Console, 'warn' | 'error'>;
}

function readJsonList(store: Store | null, key: string): string[] {
  try {
    const v: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Installs the listener; returns the uninstall function and a promise hook for tests. */
export function installAggregatorListener(deps: ListenerDeps): { uninstall: () => void; idle: () => Promise<void> } {
  const now = deps.now ?? (() => Date.now());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log = deps.log ?? console;
  const running = new Set<string>();
  const runs = new Set<Promise<void>>();

  async function run(sessionId: string): Promise<void> {
    running.add(sessionId);
    let attempt = 1;
    let last: AggregatorAnswer = { ok: false, reason: 'unexpected_error' };
    try {
      for (;;) {
        last = await deps.runAggregator(sessionId);
        const resultId = last.ok && typeof last.id === 'string' ? last.id : null;
        const step = nextAggregatorStep(attempt, resultId !== null);
        if (step.kind === 'done') {
          if (resultId === null) break; // unreachable: 'done' only follows a result id
          deps.session?.setItem(AGGREGATED_SESSIONS_KEY, JSON.stringify([...readJsonList(deps.session, AGGREGATED_SESSIONS_KEY), sessionId]));
          deps.local?.setItem(LAST_COGNITIVE_RESULT_KEY, resultId);
          const detail: AggregatorCompleteDetail = { success: true, sessionId, resultId, attempts: attempt };
          deps.target.dispatchEvent(new CustomEvent(AGGREGATOR_COMPLETE_EVENT, { detail }));
          return;
        }
        if (step.kind === 'give_up') break;
        await sleep(step.delayMs);
        attempt = step.nextAttempt;
      }
      const error = `${last.reason ?? 'unexpected_error'}`;
      if (deps.local) appendAggregationFailure(deps.local, { sessionId, reason: error, details: last.details ?? null, timestamp: new Date(now()).toISOString() });
      const detail: AggregatorCompleteDetail = { success: false, sessionId, error, attempts: attempt };
      deps.target.dispatchEvent(new CustomEvent(AGGREGATOR_COMPLETE_EVENT, { detail }));
    } finally {
      running.delete(sessionId);
    }
  }

  const onMessage = (ev: Event): void => {
    const e = ev as MessageEvent;
    const prev = Number(deps.session?.getItem(LAST_AGGREGATOR_REQUEST_KEY) ?? Number.NaN);
    const decision = decideAggregatorMessage({
      origin: e.origin,
      data: e.data,
      allowedOrigins: deps.allowedOrigins,
      now: now(),
      previousRequestAt: Number.isFinite(prev) ? prev : null,
      runningSessionIds: running,
    });
    if (!decision.accept) {
      if (decision.logLevel === 'warn') log.warn(`[aggregator-listener] ignored: ${decision.reason}`);
      if (decision.logLevel === 'error') log.error(`[aggregator-listener] ignored: ${decision.reason}`);
      return;
    }
    deps.session?.setItem(LAST_AGGREGATOR_REQUEST_KEY, String(now()));
    const p = run(decision.sessionId);
    runs.add(p);
    void p.finally(() => runs.delete(p));
  };

  deps.target.addEventListener('message', onMessage);
  return {
    uninstall: () => deps.target.removeEventListener('message', onMessage),
    idle: async () => {
      await Promise.all([...runs]);
    },
  };
}

/** Own origin plus the production origins from /config.json (`productionOrigins`, optional). */
export function allowedOriginsFromConfig(ownOrigin: string, rawConfig: unknown): string[] {
  const list = isRecord(rawConfig) ? rawConfig.productionOrigins : undefined;
  const extra = Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/]+$/.test(o)) : [];
  return [ownOrigin, ...extra];
}
