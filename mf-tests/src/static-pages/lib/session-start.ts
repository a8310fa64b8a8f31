// Common start of a battery page: mark the active test (log labelling, spec 2 §2) and start the
// retry loop of the pending rows (a row left by an earlier page is sent from here too).
import { ACTIVE_TEST_KEY, browserStorage } from './local-keys';
import { createResultSaver, type ResultSaver } from './result-saver';
import { supabaseInserter } from './backend';

export function startBatteryPage(activeTest: string): { saver: ResultSaver; stop: () => void } {
  const storage = browserStorage();
  try {
    storage?.setItem(ACTIVE_TEST_KEY, activeTest);
  } catch {
    // storage full: labelling only
  }
  const saver = createResultSaver({ insert: supabaseInserter, storage });
  const stop = saver.start(window);
  return { saver, stop };
}
