// Result saving that never loses an answer (issue 6 "Session integrity"):
//  - the row gets a client-generated id and is written to the local pending list BEFORE the
//    request, so a reload or crash mid-request keeps it;
//  - insert with return=minimal (anon may not read the row back);
//  - success, or 23505 (unique violation: an earlier attempt whose answer was lost did store
//    it), removes it from the list; anything else keeps it for the next retry;
//  - retries on start, on 'online' and every few seconds until the list is empty.
import { PENDING_RESULTS_KEY, type KeyValueStore } from './local-keys';

export interface InsertError {
  code?: string;
  message: string;
}
export type Inserter = (table: string, row: Record<string, unknown>) => Promise<{ error: InsertError | null }>;

export interface PendingRow {
  kind: 'row';
  table: string;
  row: Record<string, unknown> & { id: string };
  queuedAt: string;
  attempts: number;
  lastError?: string;
  /** the database / PostgREST error code of the last failed attempt (none for a network failure) */
  lastCode?: string;
}

/**
 * An aggregation that failed (spec 2 §4 step 6 asks for this entry in the local pending list). It is
 * a record on this device only: nothing in the apps reads or retries it (the saver's retries skip
 * it). The database is what finishes the session: every stored result queues its session
 * (aggregation_queue, migration 20261123000510) and the aggregation job (20261126440200) drains it.
 */
export interface PendingAggregationFailure {
  kind: 'aggregation';
  timestamp: string;
  sessionId: string;
  reason: string;
  details: unknown;
}

export type PendingEntry = PendingRow | PendingAggregationFailure;

/** Spec is silent on the cadence; 5 s keeps a dropped network from costing more than a moment. */
export const RETRY_INTERVAL_MS = 5000;
const UNIQUE_VIOLATION = '23505';

/**
 * A refusal that retrying will not fix by itself: row-level security (42501 — e.g. the test
 * session is unknown or expired), invalid data (22xxx) or a violated constraint (23xxx other than
 * the duplicate, which counts as stored). The row is still kept, so nothing is lost, but the
 * child's page must say so instead of waiting for a connection.
 */
export function isRefusalCode(code: string | undefined): boolean {
  if (!code) return false;
  return code === '42501' || code.startsWith('22') || (code.startsWith('23') && code !== UNIQUE_VIOLATION);
}

export function readPending(storage: KeyValueStore | null, memory: PendingEntry[]): PendingEntry[] {
  if (!storage) return memory;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_RESULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingEntry[]) : [];
  } catch {
    return [];
  }
}

/** Appends an aggregation failure to the pending list (spec 2 §4 step 6). */
export function appendAggregationFailure(storage: KeyValueStore, f: Omit<PendingAggregationFailure, 'kind'>): void {
  const list = readPending(storage, []);
  try {
    storage.setItem(PENDING_RESULTS_KEY, JSON.stringify([...list, { kind: 'aggregation', ...f }]));
  } catch {
    // storage full: the failure is not shown to the user anyway (spec 2 §4)
  }
}

export interface ResultSaverOptions {
  insert: Inserter;
  storage: KeyValueStore | null;
  newId?: () => string;
  now?: () => Date;
}

export type SaveOutcome = 'stored' | 'pending';

export interface ResultSaver {
  save(table: string, row: Record<string, unknown>): Promise<SaveOutcome>;
  flush(): Promise<number>;
  pendingRows(): PendingRow[];
  recordAggregationFailure(sessionId: string, reason: string, details: unknown): void;
  /** starts the retries (now, on 'online', every intervalMs); returns the stop function */
  start(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>, intervalMs?: number): () => void;
}

export function createResultSaver(opts: ResultSaverOptions): ResultSaver {
  const newId = opts.newId ?? (() => crypto.randomUUID());
  const now = opts.now ?? (() => new Date());
  const memory: PendingEntry[] = [];
  const inFlight = new Set<string>();

  const read = (): PendingEntry[] => readPending(opts.storage, memory);
  const write = (list: PendingEntry[]): void => {
    if (opts.storage) {
      try {
        opts.storage.setItem(PENDING_RESULTS_KEY, JSON.stringify(list));
        return;
      } catch {
        // quota exceeded: fall through to memory so the row is at least retried in this tab
      }
    }
    memory.splice(0, memory.length, ...list);
  };
  const update = (fn: (list: PendingEntry[]) => PendingEntry[]): void => write(fn(read()));

  async function attempt(entry: PendingRow): Promise<SaveOutcome> {
    if (inFlight.has(entry.row.id)) return 'pending';
    inFlight.add(entry.row.id);
    try {
      let error: InsertError | null;
      try {
        ({ error } = await opts.insert(entry.table, entry.row));
      } catch (err) {
        error = { message: err instanceof Error ? err.message : String(err) };
      }
      if (!error || error.code === UNIQUE_VIOLATION) {
        update((list) => list.filter((e) => !(e.kind === 'row' && e.row.id === entry.row.id)));
        return 'stored';
      }
      update((list) =>
        list.map((e) => (e.kind === 'row' && e.row.id === entry.row.id ? { ...e, attempts: e.attempts + 1, lastError: `${error?.code ?? ''} ${error?.message ?? ''}`.trim(), lastCode: error?.code } : e)),
      );
      return 'pending';
    } finally {
      inFlight.delete(entry.row.id);
    }
  }

  const pendingRows = (): PendingRow[] => read().filter((e): e is PendingRow => e.kind === 'row');

  return {
    async save(table, row) {
      const id = typeof row.id === 'string' && row.id ? row.id : newId();
      const entry: PendingRow = { kind: 'row', table, row: { ...row, id }, queuedAt: now().toISOString(), attempts: 0 };
      update((list) => [...list.filter((e) => !(e.kind === 'row' && e.row.id === id)), entry]);
      return attempt(entry);
    },
    async flush() {
      for (const entry of pendingRows()) await attempt(entry);
      return pendingRows().length;
    },
    pendingRows,
    recordAggregationFailure(sessionId, reason, details) {
      update((list) => [...list, { kind: 'aggregation', timestamp: now().toISOString(), sessionId, reason, details }]);
    },
    start(target = window, intervalMs = RETRY_INTERVAL_MS) {
      const run = (): void => void this.flush();
      run();
      target.addEventListener('online', run);
      const timer = setInterval(() => {
        if (pendingRows().length > 0) run();
      }, intervalMs);
      return () => {
        target.removeEventListener('online', run);
        clearInterval(timer);
      };
    },
  };
}
