// The local server's job runner (issue 15 §1): drains public.aggregation_queue by calling the
// cognitive-aggregator function with the service role — what pg_cron + pg_net do on hosted
// Supabase (migration 20261123000520). Woken by NOTIFY aggregation_queue (the trigger fires when a
// session's fifth sub-test is stored), polls every pollMs as a fallback, and sweeps every sweepMs
// for sessions whose five rows exist without a record (a lost trigger, a failed run). Why a
// session could not be aggregated is kept in aggregation_queue.last_error; retries back off
// (5 s · 2^attempts, at most 10 min) and stop after MAX_ATTEMPTS.
// It also runs the retention job (issue 26 §4): public.run_retention() on RETENTION_CRON, the
// schedule migration 20261126220600 gives pg_cron on hosted Supabase (a test checks both agree).
import type { Db } from './db.ts';

export const MAX_ATTEMPTS = 10;

/** Daily at 03:30 UTC — the same cron expression as migration 20261126220600_retention_cron.sql. */
export const RETENTION_CRON = '30 3 * * *';

/** Milliseconds from `now` to the next run of a daily cron expression "M H * * *" (UTC). */
export function msUntilNextDaily(cron: string, now: Date = new Date()): number {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!m) throw new Error(`only daily "M H * * *" schedules are supported: ${cron}`);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), Number(m[2]), Number(m[1])));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export interface JobRunnerOptions {
  db: Db;
  /** base URL of this server (its /functions/v1 is called) */
  url: () => string;
  serviceRoleKey: string;
  log: (line: string) => void;
  pollMs?: number;
  sweepMs?: number;
}

export interface JobRunner {
  /** one drain pass now (tests, and the NOTIFY wake-up) */
  drain(): Promise<number>;
  /** one sweep now; returns how many sessions it queued */
  sweep(): Promise<number>;
  /** one retention run now (what the daily schedule does): public.run_retention()'s answer */
  retention(): Promise<unknown>;
  stop(): Promise<void>;
}

interface AggregatorAnswer {
  ok?: boolean;
  reason?: string;
  details?: unknown;
}

export async function startJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const { db, log } = opts;
  const pollMs = opts.pollMs ?? 1500;
  const sweepMs = opts.sweepMs ?? 30_000;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  async function runOne(sessionId: string, attempts: number): Promise<void> {
    let answer: AggregatorAnswer;
    let status = 0;
    try {
      const res = await fetch(`${opts.url()}/functions/v1/cognitive-aggregator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.serviceRoleKey}`, apikey: opts.serviceRoleKey },
        body: JSON.stringify({ sessionId }),
      });
      status = res.status;
      answer = (await res.json().catch(() => ({ ok: false, reason: 'bad_response' }))) as AggregatorAnswer;
    } catch (e) {
      answer = { ok: false, reason: 'unreachable', details: e instanceof Error ? e.message : String(e) };
    }
    if (stopped) return;
    if (answer.ok) {
      await db.query(`update public.aggregation_queue set done_at = now(), attempts = attempts + 1, last_error = null where session_id = $1`, [sessionId]);
      return;
    }
    const why = `${answer.reason ?? 'failed'} (HTTP ${status}): ${JSON.stringify(answer.details ?? null)}`.slice(0, 2000);
    const backoffS = Math.min(600, 5 * 2 ** attempts);
    await db.query(
      `update public.aggregation_queue
          set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
        where session_id = $1`,
      [sessionId, why, backoffS],
    );
    log(`aggregation of session ${sessionId} failed (attempt ${attempts + 1}): ${why}`);
  }

  async function drainOnce(): Promise<number> {
    // sessions whose record exists by now (the browser fast path, a bulk load) are done
    await db.query(
      `update public.aggregation_queue q set done_at = now(), last_error = null
        where q.done_at is null and exists (select 1 from public.cognitive_test_result r where r.session_id = q.session_id)`,
    );
    const { rows } = await db.query<{ session_id: string; attempts: number }>(
      `select session_id::text, attempts from public.aggregation_queue
        where done_at is null and next_attempt_at <= now() and attempts < $1
        order by enqueued_at limit 20`,
      [MAX_ATTEMPTS],
    );
    for (const r of rows) {
      if (stopped) break;
      await runOne(r.session_id, r.attempts);
    }
    return rows.length;
  }

  /** One pass at a time; a wake-up during a pass runs one more pass after it. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let n = 0;
      try {
        do {
          again = false;
          n += await drainOnce();
        } while (again && !stopped);
      } catch (e) {
        if (!stopped) log(`aggregation queue drain failed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        running = null;
      }
      return n;
    })();
    return running;
  }

  async function sweep(): Promise<number> {
    try {
      const { rows } = await db.query<{ n: number }>('select public.sweep_aggregations(30) as n');
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0) log(`aggregation sweep queued ${n} session(s)`);
      return n;
    } catch (e) {
      if (!stopped) log(`aggregation sweep failed: ${e instanceof Error ? e.message : String(e)}`);
      return 0;
    }
  }

  async function retention(): Promise<unknown> {
    try {
      const { rows } = await db.query<{ r: unknown }>('select public.run_retention() as r');
      log(`retention run: ${JSON.stringify(rows[0]?.r ?? null)}`);
      return rows[0]?.r ?? null;
    } catch (e) {
      if (!stopped) log(`retention run failed: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }
  let retentionTimer: ReturnType<typeof setTimeout> | null = null;
  const scheduleRetention = () => {
    retentionTimer = setTimeout(() => {
      if (stopped) return;
      void retention().then(scheduleRetention);
    }, msUntilNextDaily(RETENTION_CRON));
    retentionTimer.unref?.();
  };
  scheduleRetention();

  const unlisten = await db.listen('aggregation_queue', () => {
    if (!stopped) void drain();
  });
  const poll = setInterval(() => void drain(), pollMs);
  const sweeper = setInterval(() => void sweep().then((n) => (n > 0 ? drain() : 0)), sweepMs);
  poll.unref?.();
  sweeper.unref?.();
  // the first sweep picks up whatever was left while the server was down
  setTimeout(() => void sweep().then(() => drain()), 0).unref?.();

  return {
    drain,
    sweep,
    retention,
    async stop() {
      stopped = true;
      if (retentionTimer) clearTimeout(retentionTimer);
      clearInterval(poll);
      clearInterval(sweeper);
      await unlisten().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
