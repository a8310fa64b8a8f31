// The one start of a page's result saver (stand-alone pages through mountTestPage, battery pages
// through startBatteryPage): rows go to the database through supabase-js, pending ones wait in
// localStorage, and the retry loop sends them (a row left by an earlier page is sent from here too).
import { ACTIVE_TEST_KEY, browserStorage } from './local-keys';
import { createResultSaver, type ResultSaver } from './result-saver';
import { supabaseInserter } from './backend';

export interface StartedSaver {
  saver: ResultSaver;
  /** ends the retry loop */
  stop: () => void;
}

/** A saver over the page's storage with its retry loop running on `window`. */
export function startResultSaver(): StartedSaver {
  const saver = createResultSaver({ insert: supabaseInserter, storage: browserStorage() });
  const stop = saver.start(window);
  return { saver, stop };
}

/** A battery page: marks the active test (log labelling, spec 2 §2), then starts the saver. */
export function startBatteryPage(activeTest: string): StartedSaver {
  try {
    browserStorage()?.setItem(ACTIVE_TEST_KEY, activeTest);
  } catch {
    // storage full: labelling only
  }
  return startResultSaver();
}
