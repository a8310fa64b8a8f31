// The capture buffer (spec 2 §4 "Log capture", §9): entries are flushed as one batch when 50 are
// buffered, 5 s after the last entry, every 10 s and on page unload. A failed flush keeps its
// entries for the next one; memory stays bounded (oldest entries dropped, counted).
// Timers are the global ones so jest's fake timers drive the tests.

/** spec 2 §9: flush when this many entries are buffered. */
export const LOG_FLUSH_BATCH_SIZE = 50;
/** spec 2 §9: flush this long after the last entry. */
export const LOG_FLUSH_IDLE_MS = 5_000;
/** spec 2 §9: flush at least this often. */
export const LOG_FLUSH_INTERVAL_MS = 10_000;
/** At most this many rows per request: the database refuses bigger log inserts (docs/security.md,
 *  public.system_log_limits.rows_per_request); what is left goes with the next flush. */
export const LOG_MAX_BATCH_ROWS = 100;
/** Our bound (the spec names none): entries kept while the backend cannot be reached. */
export const LOG_BUFFER_MAX_ENTRIES = 500;

export type SendMode = 'normal' | 'unload';

/** Sends one batch; resolves true when stored. Must not throw (a rejection counts as false). */
export type SendBatch<T> = (rows: T[], mode: SendMode) => Promise<boolean>;

export interface LogBufferOptions<T> {
  send: SendBatch<T>;
  maxEntries?: number;
  /** Builds the row that reports entries dropped because the buffer was full. */
  droppedRow?: (count: number) => T;
}

export class LogBuffer<T> {
  private entries: T[] = [];
  private dropped = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private inFlight = false;
  private readonly maxEntries: number;

  constructor(private readonly options: LogBufferOptions<T>) {
    this.maxEntries = options.maxEntries ?? LOG_BUFFER_MAX_ENTRIES;
  }

  /** Starts the every-10-s flush. */
  start(): void {
    if (this.intervalTimer !== null) return;
    this.intervalTimer = setInterval(() => void this.flush(), LOG_FLUSH_INTERVAL_MS);
  }

  stop(): void {
    if (this.intervalTimer !== null) clearInterval(this.intervalTimer);
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.intervalTimer = null;
    this.idleTimer = null;
  }

  get size(): number {
    return this.entries.length;
  }

  get droppedCount(): number {
    return this.dropped;
  }

  add(entry: T): void {
    this.entries.push(entry);
    this.trim();
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      void this.flush();
    }, LOG_FLUSH_IDLE_MS);
    if (this.entries.length >= LOG_FLUSH_BATCH_SIZE) void this.flush();
  }

  private trim(): void {
    const over = this.entries.length - this.maxEntries;
    if (over > 0) {
      this.entries.splice(0, over);
      this.dropped += over;
    }
  }

  private takeBatch(): T[] {
    const room = LOG_MAX_BATCH_ROWS - (this.dropped > 0 && this.options.droppedRow ? 1 : 0);
    const batch = this.entries.slice(0, room);
    this.entries = this.entries.slice(room);
    if (this.dropped > 0 && this.options.droppedRow) {
      batch.push(this.options.droppedRow(this.dropped));
      this.dropped = 0;
    }
    return batch;
  }

  /** Puts a failed batch back in front of what arrived meanwhile, within the bound. */
  private restore(batch: T[]): void {
    this.entries = [...batch, ...this.entries];
    this.trim();
  }

  /** Sends everything buffered. One request at a time; a flush during another is a no-op. */
  async flush(): Promise<void> {
    if (this.inFlight || this.entries.length === 0) return;
    this.inFlight = true;
    const batch = this.takeBatch();
    let ok = false;
    try {
      ok = await this.options.send(batch, 'normal');
    } catch (_e) {
      ok = false;
    }
    this.inFlight = false;
    if (!ok) {
      this.restore(batch);
      return;
    }
    // Entries that arrived during the request and already reached the batch size go now.
    if (this.entries.length >= LOG_FLUSH_BATCH_SIZE) void this.flush();
  }

  /**
   * Page unload: hand everything to a request that outlives the page (fetch keepalive).
   * Never waits: the page may be gone before the answer.
   */
  flushOnUnload(): void {
    if (this.entries.length === 0) return;
    const batch = this.takeBatch();
    try {
      // If the page survives (a hidden tab, not a closed one), a failed send is retried later.
      void this.options.send(batch, 'unload').then(
        (ok) => {
          if (!ok) this.restore(batch);
        },
        () => this.restore(batch),
      );
    } catch (_e) {
      this.restore(batch);
    }
  }
}
