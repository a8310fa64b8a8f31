// The part every battery page (Dikkat … Akıl-Mantık) shares around its trials: start the page
// (active-test label, retry loop of pending rows), remember when the test started, and at the end
// build the result row, save it, wait until it is stored (showing the network notice meanwhile)
// and move on in the battery (lib/battery-page). Tests pass `deps` instead of the real saver.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatteryTestKey } from './battery';
import { batteryPageDeps, type BatteryPageDeps } from './battery-page';
import type { ResultSaver } from './result-saver';
import { startBatteryPage } from './session-start';
import type { TestSessionParams } from './session-params';

export interface BatteryPageOptions {
  key: BatteryTestKey;
  /** the active-test label of the logs (spec 2 §2) */
  activeTest: string;
  params: TestSessionParams;
  /** injected by tests: replaces saving, waiting and finishing */
  deps?: BatteryPageDeps;
  /** injected by tests: how the page starts (default lib/session-start) */
  startPage?: () => { saver: ResultSaver; stop: () => void };
  /** how the page's saver becomes its deps (default lib/battery-page batteryPageDeps) */
  makeDeps?: (saver: ResultSaver) => BatteryPageDeps;
}

export interface BatteryPage {
  /** the row's common columns (session, student, conductor, start and end time) plus `fields` */
  sessionRow: (fields: object) => Record<string, unknown>;
  /** stamps test_start_time (the first practice trial) */
  markStart: () => void;
  /** the ISO start stamp, or now when the test did not mark one */
  startTime: () => string;
  /** true while a saved row waits for the network (SavingCard) */
  waitingNetwork: boolean;
  /**
   * Saves the row, waits until it is stored, calls `onStored`, then finishes the page (next page
   * or battery end). Resolves false when the page was unmounted while waiting.
   */
  saveAndFinish: (table: string, row: Record<string, unknown>, onStored: () => void) => Promise<boolean>;
  /** false once the page is unmounted (a running trial loop stops) */
  isAlive: () => boolean;
}

export function useBatteryPage({ key, activeTest, params, deps, startPage, makeDeps }: BatteryPageOptions): BatteryPage {
  const depsRef = useRef<BatteryPageDeps | null>(deps ?? null);
  const startTimeRef = useRef<string | null>(null);
  const aliveRef = useRef(true);
  const [waitingNetwork, setWaitingNetwork] = useState(false);

  useEffect(() => {
    aliveRef.current = true;
    if (deps) {
      depsRef.current = deps;
      return () => {
        aliveRef.current = false;
      };
    }
    const { saver, stop } = startPage ? startPage() : startBatteryPage(activeTest);
    depsRef.current = makeDeps ? makeDeps(saver) : batteryPageDeps(key, params, saver);
    return () => {
      aliveRef.current = false;
      stop();
    };
    // the page starts once per session (startPage / makeDeps are not expected to change)
  }, [deps, params, key, activeTest]);

  const markStart = useCallback(() => {
    startTimeRef.current = new Date().toISOString();
  }, []);
  const startTime = useCallback(() => startTimeRef.current ?? new Date().toISOString(), []);

  const sessionRow = useCallback(
    (fields: object): Record<string, unknown> => ({
      session_id: params.sessionId,
      student_id: params.studentId,
      conducted_by: params.conductedBy,
      test_start_time: startTimeRef.current,
      test_end_time: new Date().toISOString(),
      ...fields,
    }),
    [params],
  );

  const saveAndFinish = useCallback(async (table: string, row: Record<string, unknown>, onStored: () => void) => {
    const d = depsRef.current;
    if (!d) throw new Error('battery page: saving before the page started');
    const outcome = await d.save(table, row);
    if (outcome === 'pending') setWaitingNetwork(true);
    await d.waitStored();
    if (!aliveRef.current) return false;
    setWaitingNetwork(false);
    onStored();
    await d.finish();
    return true;
  }, []);

  const isAlive = useCallback(() => aliveRef.current, []);

  return { sessionRow, markStart, startTime, waitingNetwork, saveAndFinish, isAlive };
}

/** Listens to window keydown while mounted (the pages' keyboard answers). */
export function useWindowKeydown(onKey: (e: KeyboardEvent) => void): void {
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);
}
