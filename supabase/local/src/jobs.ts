// pg_cron + pg_net, emulated by the local server (issue 27 §2). Where the database has no pg_cron
// (PGlite, a plain PostgreSQL), migrations create schema-compatible stand-ins — cron.job,
// net.http_request_queue, net._http_response, vault.secrets — and this runner does what the
// extensions' background workers do on hosted Supabase:
// - the cron worker runs each active job of cron.job on its schedule ("N seconds" or a five-field
//   cron expression in UTC, pg_cron's default cron.timezone), never two runs of one job at once,
//   and records each run in cron.job_run_details (status succeeded / failed, return_message);
// - the net worker performs the queued requests (woken by NOTIFY pg_net, and polling), and records
//   each answer — or the error of a refused connection or a timeout — in net._http_response, as
//   pg_net does; responses are kept 6 hours (pg_net's default ttl).
// Retrying a failed call is the job's business, as with pg_cron: the job reads net._http_response.
// Like an operator on hosted Supabase, the runner stores the project's URL and service-role key
// in Vault under the names Supabase's documentation uses (project_url, service_role_key), so a job
// can call the project's edge functions. Where the real extensions exist, their workers run and
// this runner stays idle for them.
import type { Db } from './db.ts';

// ---- schedules ---------------------------------------------------------------------------------

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};

function field(spec: string, min: number, max: number): Set<number> | null {
  if (spec === '*') return null;
  const out = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`invalid cron field "${spec}"`);
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`invalid cron field "${spec}"`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

export type Schedule = { everySeconds: number } | { minute: Set<number> | null; hour: Set<number> | null; dom: Set<number> | null; month: Set<number> | null; dow: Set<number> | null };

/** pg_cron's schedule syntax: "N seconds" (1–59) or a five-field cron expression / macro. */
export function parseSchedule(text: string): Schedule {
  const t = text.trim();
  const secs = /^(\d+)\s+seconds?$/.exec(t);
  if (secs) {
    const n = Number(secs[1]);
    if (n < 1 || n > 59) throw new Error(`invalid schedule "${text}": seconds must be 1-59`);
    return { everySeconds: n };
  }
  const parts = (MACROS[t] ?? t).split(/\s+/);
  if (parts.length !== 5) throw new Error(`invalid schedule "${text}"`);
  const [mi, h, d, mo, w] = parts as [string, string, string, string, string];
  const dow = field(w, 0, 7);
  if (dow?.has(7)) dow.add(0);
  return { minute: field(mi, 0, 59), hour: field(h, 0, 23), dom: field(d, 1, 31), month: field(mo, 1, 12), dow };
}

/** Does a cron schedule fire in the minute of `at` (UTC)? Day-of-month and day-of-week: either,
 *  when both are restricted (cron's rule). */
export function cronMatches(s: Exclude<Schedule, { everySeconds: number }>, at: Date): boolean {
  const has = (set: Set<number> | null, v: number) => set === null || set.has(v);
  if (!has(s.minute, at.getUTCMinutes()) || !has(s.hour, at.getUTCHours()) || !has(s.month, at.getUTCMonth() + 1)) return false;
  const dom = has(s.dom, at.getUTCDate());
  const dow = has(s.dow, at.getUTCDay());
  if (s.dom !== null && s.dow !== null) return dom || dow;
  return dom && dow;
}

/** The next minute (UTC) at or after `from` when a cron schedule fires (within a year). */
export function nextCronRun(schedule: string, from: Date = new Date()): Date {
  const s = parseSchedule(schedule);
  if ('everySeconds' in s) return new Date(from.getTime() + s.everySeconds * 1000);
  const t = new Date(from);
  t.setUTCSeconds(0, 0);
  if (t.getTime() < from.getTime()) t.setUTCMinutes(t.getUTCMinutes() + 1);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    if (cronMatches(s, t)) return t;
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  throw new Error(`schedule "${schedule}" never fires`);
}

// ---- the runner --------------------------------------------------------------------------------

export interface JobRunnerOptions {
  db: Db;
  /** base URL of this server (stored in Vault as project_url) */
  url: () => string;
  serviceRoleKey: string;
  log: (line: string) => void;
  /** how often due jobs are looked for (pg_cron: every second) */
  tickMs?: number;
  /** how often the request queue is polled besides NOTIFY pg_net */
  netPollMs?: number;
}

export interface JobRunner {
  /** Runs the job named `name` now (what its schedule does); its run record's status. */
  run(name: string): Promise<'succeeded' | 'failed'>;
  /** Performs every queued request now; how many it performed. */
  flushNet(): Promise<number>;
  stop(): Promise<void>;
}

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | Uint8Array | null;
  timeout_milliseconds: number;
}

const RESPONSE_TTL = '6 hours';

async function standIn(db: Db, extension: string, table: string): Promise<boolean> {
  const { rows } = await db.query<{ ext: boolean; tbl: boolean }>(
    `select exists (select 1 from pg_extension where extname = $1) as ext, to_regclass($2) is not null as tbl`,
    [extension, table],
  );
  return !rows[0]?.ext && Boolean(rows[0]?.tbl);
}

export async function startJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const { db, log } = opts;
  const cron = await standIn(db, 'pg_cron', 'cron.job');
  const net = await standIn(db, 'pg_net', 'net.http_request_queue');
  const vault = await standIn(db, 'supabase_vault', 'vault.secrets');
  let stopped = false;

  if (vault) {
    for (const [name, secret] of [
      ['project_url', opts.url()],
      ['service_role_key', opts.serviceRoleKey],
    ] as const) {
      await db.query(
        `insert into vault.secrets (name, secret, description) values ($1, $2, 'set by the local server')
         on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
        [name, secret],
      );
    }
  }

  // -- cron worker
  const running = new Map<string, Promise<'succeeded' | 'failed'>>();
  const lastRun = new Map<string, number>();
  const started = Date.now();
  let lastMinute = Math.floor(started / 60_000);

  async function execute(job: JobRow): Promise<'succeeded' | 'failed'> {
    const existing = running.get(job.jobid);
    if (existing) return existing;
    const p = (async (): Promise<'succeeded' | 'failed'> => {
      const { rows } = await db.query<{ runid: string }>(
        `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
         values ($1, $2, current_database(), current_user, $3, 'running', now()) returning runid::text`,
        [job.jobid, process.pid, job.command],
      );
      const runid = rows[0]?.runid;
      let status: 'succeeded' | 'failed' = 'succeeded';
      let message = '';
      try {
        const r = await db.query(job.command);
        message = `${r.rows.length} row${r.rows.length === 1 ? '' : 's'}`;
      } catch (e) {
        status = 'failed';
        message = e instanceof Error ? e.message : String(e);
        if (!stopped) log(`cron job ${job.jobname ?? job.jobid} failed: ${message}`);
      }
      if (!stopped) {
        await db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`, [runid, status, message.slice(0, 2000)]);
      }
      return status;
    })().finally(() => running.delete(job.jobid));
    running.set(job.jobid, p);
    return p;
  }

  async function tick(): Promise<void> {
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    const newMinute = minute !== lastMinute;
    lastMinute = minute;
    // every active job of this table: unlike pg_cron's one cluster-wide table, the stand-in's cron.job
    // lives in this database (a copy or a renamed database keeps jobs scheduled under its old name)
    const { rows } = await db.query<JobRow>(`select jobid::text, jobname, schedule, command from cron.job where active`);
    for (const job of rows) {
      let s: Schedule;
      try {
        s = parseSchedule(job.schedule);
      } catch {
        continue;
      }
      let due: boolean;
      if ('everySeconds' in s) due = now - (lastRun.get(job.jobid) ?? started) >= s.everySeconds * 1000;
      else due = newMinute && cronMatches(s, new Date(now));
      if (!due || running.has(job.jobid)) continue;
      lastRun.set(job.jobid, now);
      void execute(job).catch((e: unknown) => {
        if (!stopped) log(`cron job ${job.jobname ?? job.jobid}: ${e instanceof Error ? e.message : String(e)}`);
      });
    }
  }

  // -- net worker
  let netRunning: Promise<number> | null = null;
  let netAgain = false;

  async function perform(r: QueuedRequest): Promise<void> {
    let status: number | null = null;
    let contentType: string | null = null;
    let headers: Record<string, string> | null = null;
    let content: string | null = null;
    let timedOut = false;
    let error: string | null = null;
    try {
      const res = await fetch(r.url, {
        method: r.method,
        headers: r.headers,
        body: r.method === 'GET' || r.body === null ? undefined : new Uint8Array(r.body),
        signal: AbortSignal.timeout(r.timeout_milliseconds),
      });
      status = res.status;
      contentType = res.headers.get('content-type');
      headers = Object.fromEntries(res.headers.entries());
      content = await res.text();
    } catch (e) {
      const err = e as Error & { cause?: { message?: string; code?: string } };
      if (err.name === 'TimeoutError' || err.name === 'AbortError') {
        timedOut = true;
        error = `Timeout of ${r.timeout_milliseconds} ms reached`;
      } else {
        error = err.cause?.message ?? err.cause?.code ?? err.message;
      }
    }
    if (stopped) return;
    await db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg) values ($1, $2, $3, $4, $5, $6, $7)`,
      [r.id, status, contentType, headers === null ? null : JSON.stringify(headers), content, timedOut, error],
    );
  }

  async function netOnce(): Promise<number> {
    await db.query(`delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`);
    const { rows } = await db.query<QueuedRequest>(
      `delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit 50)
       returning id::text, method, url, headers, body, timeout_milliseconds`,
    );
    await Promise.all(rows.map((r) => perform(r)));
    return rows.length;
  }

  function flushNet(): Promise<number> {
    if (!net) return Promise.resolve(0);
    if (netRunning) {
      netAgain = true;
      return netRunning;
    }
    netRunning = (async () => {
      let n = 0;
      try {
        do {
          netAgain = false;
          n += await netOnce();
        } while (netAgain && !stopped);
      } catch (e) {
        if (!stopped) log(`pg_net stand-in: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        netRunning = null;
      }
      return n;
    })();
    return netRunning;
  }

  const timers: ReturnType<typeof setInterval>[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  if (cron) {
    const t = setInterval(() => {
      if (!stopped) void tick().catch((e: unknown) => log(`pg_cron stand-in: ${e instanceof Error ? e.message : String(e)}`));
    }, opts.tickMs ?? 1000);
    t.unref?.();
    timers.push(t);
  }
  if (net) {
    unlisten = await db.listen('pg_net', () => {
      if (!stopped) void flushNet();
    });
    const t = setInterval(() => void flushNet(), opts.netPollMs ?? 1000);
    t.unref?.();
    timers.push(t);
  }

  return {
    async run(name: string) {
      if (!cron) throw new Error('pg_cron is installed: its own worker runs the jobs');
      const { rows } = await db.query<JobRow>(`select jobid::text, jobname, schedule, command from cron.job where jobname = $1`, [name]);
      const job = rows[0];
      if (!job) throw new Error(`no cron job named ${name}`);
      return execute(job);
    },
    flushNet,
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await unlisten?.().catch(() => undefined);
      await Promise.allSettled([...running.values()]);
      await netRunning?.catch(() => undefined);
    },
  };
}
