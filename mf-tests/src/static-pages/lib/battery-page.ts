// The browser wiring of a battery page's end (one place for the five pages): save through the
// saver, wait until stored, then finishTest — the next page, or the battery's end with the opener
// told (run-aggregator, all-tests-complete) or, with no opener, the aggregator asked directly; on
// success the combined record's id is kept under the last-cognitive-result key, on failure the
// pending list gets the failure (spec 2 §4 step 6).
import { finishTest, type BatteryTestKey } from './battery';
import { invokeCognitiveAggregator } from '@akademi/shared';
import { browserStorage, LAST_COGNITIVE_RESULT_KEY } from './local-keys';
import type { ResultSaver, SaveOutcome } from './result-saver';
import type { TestSessionParams } from './session-params';
import { waitUntilStored } from './wait-stored';

/** What a battery page needs from the outside (tests pass fakes). */
export interface BatteryPageDeps {
  save: (table: string, row: Record<string, unknown>) => Promise<SaveOutcome>;
  waitStored: () => Promise<void>;
  /** moves on in the battery; resolves when the aggregator call, if any, is over */
  finish: () => Promise<void>;
}

export async function finishBatteryPage(key: BatteryTestKey, params: TestSessionParams, saver: ResultSaver): Promise<void> {
  const storage = browserStorage();
  await finishTest(key, params, {
    storage,
    // a launcher tab closed meanwhile cannot listen: ask the aggregator directly (the server
    // aggregates by itself anyway, issue 15; this is the fast path)
    opener: (window.opener as Window | null)?.closed === false ? (window.opener as Window) : null,
    origin: window.location.origin,
    navigate: (url) => window.location.assign(url),
    runAggregator: async (id) => {
      const res = await invokeCognitiveAggregator(id);
      if (res.ok && res.id) {
        try {
          storage?.setItem(LAST_COGNITIVE_RESULT_KEY, res.id);
        } catch {
          // storage full: the record is stored server-side anyway
        }
      } else if (!res.ok) {
        saver.recordAggregationFailure(id, res.reason ?? 'unexpected_error', res.details ?? null);
      }
    },
  });
}

export function batteryPageDeps(key: BatteryTestKey, params: TestSessionParams, saver: ResultSaver): BatteryPageDeps {
  return {
    save: (table, row) => saver.save(table, row),
    waitStored: () => waitUntilStored(saver),
    finish: () => finishBatteryPage(key, params, saver),
  };
}
