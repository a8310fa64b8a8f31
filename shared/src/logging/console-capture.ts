// Console capture (spec 2 §1, §4 "Log capture"): every console.info/log/warn/error/debug call,
// and errors that reach the window uncaught, become system_logs rows. The page's console keeps
// working unchanged; capturing never throws into the caller, never recurses, never blocks.
import { getRuntimeConfig } from '../config/runtime-config';
import { TEXT_LIMITS, clampText } from '../db/text-limits';
import { ACTIVE_TEST_KEY, testTypeForPath } from './test-type';
import { detailsFromArgs, messageFromArgs, type LogDetails } from './format-entry';
import { LogBuffer, type SendBatch } from './log-buffer';
import { restSender, type LogEndpoint } from './transport';
import { pageGlobals } from '../guards';

export type CapturedLevel = 'debug' | 'info' | 'warn' | 'error';

/** One row for system_logs (spec 2 §3), as inserted. */
export interface SystemLogInsert {
  created_at: string;
  session_id: string | null;
  student_id: string | null;
  conducted_by: string | null;
  test_type: string;
  log_level: CapturedLevel;
  log_source: string;
  message: string;
  details: LogDetails;
  user_agent: string | null;
  current_url: string | null;
}

/** Who and which session the page's logs belong to. */
export interface LogContext {
  sessionId?: string | null;
  studentId?: string | null;
  conductedBy?: string | null;
}

/** console method → level (spec 2 §4: info, error, warn, debug; console.log counts as info). */
export const CONSOLE_METHOD_LEVELS: Readonly<Record<'log' | 'info' | 'warn' | 'error' | 'debug', CapturedLevel>> = {
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
};
type ConsoleMethod = keyof typeof CONSOLE_METHOD_LEVELS;

const CONTEXT_GLOBAL = '__akademiLogContext';
const INSTALL_GLOBAL = '__akademiConsoleCapture';

/** Query parameters the launchers hand to the test pages (spec 1 §2, spec 3 §7). */
const SESSION_PARAMS = ['sessionId', 'session_id', 'testSessionId'];
const STUDENT_PARAMS = ['studentId', 'student_id'];
const CONDUCTOR_PARAMS = ['conductedBy', 'conducted_by'];

const globals = pageGlobals;

/**
 * Sets (merges) the session, student and conducting user that later log entries carry, e.g. when
 * a launcher starts a session or the signed-in profile is known. `null` clears a field.
 */
export function setLogContext(context: LogContext): void {
  const g = globals();
  // cast: only setLogContext writes this page global
  const current = (g[CONTEXT_GLOBAL] as LogContext | undefined) ?? {};
  g[CONTEXT_GLOBAL] = { ...current, ...context };
}

function firstParam(params: URLSearchParams, names: readonly string[]): string | null {
  for (const n of names) {
    const v = params.get(n);
    if (v) return v;
  }
  return null;
}

/** Context from setLogContext, then the page's query parameters. */
export function currentLogContext(search: string): Required<LogContext> {
  // cast: only setLogContext writes this page global
  const set = (globals()[CONTEXT_GLOBAL] as LogContext | undefined) ?? {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch (_e) {
    params = new URLSearchParams();
  }
  return {
    sessionId: set.sessionId ?? firstParam(params, SESSION_PARAMS),
    studentId: set.studentId ?? firstParam(params, STUDENT_PARAMS),
    conductedBy: set.conductedBy ?? firstParam(params, CONDUCTOR_PARAMS),
  };
}

function readActiveTest(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_TEST_KEY);
  } catch (_e) {
    return null;
  }
}

/** Builds the row for one console call, from the page as it is now. */
export function buildLogRow(level: CapturedLevel, source: string, args: readonly unknown[], now: Date = new Date()): SystemLogInsert {
  const loc = typeof window !== 'undefined' ? window.location : undefined;
  const ctx = currentLogContext(loc?.search ?? '');
  // Every text column within the database's limits (migration 20261123000320): a row over a
  // limit would make the whole batch refused (23514) and the logs lost.
  const L = TEXT_LIMITS;
  return {
    created_at: now.toISOString(),
    session_id: clampText(ctx.sessionId, L.logId),
    student_id: clampText(ctx.studentId, L.logId),
    conducted_by: clampText(ctx.conductedBy, L.logId),
    test_type: clampText(testTypeForPath(loc?.pathname ?? '', readActiveTest()), L.logId) ?? '',
    log_level: level,
    log_source: clampText(source, L.logSource) ?? '',
    message: clampText(messageFromArgs(args), L.logMessage) ?? '',
    details: detailsFromArgs(args),
    user_agent: typeof navigator !== 'undefined' ? clampText(navigator.userAgent, L.userAgent) : null,
    current_url: clampText(loc?.href ?? null, L.url),
  };
}

export interface ConsoleCaptureOptions {
  /** Backend address; default: the runtime config (/config.json), read at each flush. */
  endpoint?: LogEndpoint;
  /** Replaces the transport (tests). */
  send?: SendBatch<SystemLogInsert>;
  /** Also record uncaught errors and unhandled rejections (default true). */
  captureWindowErrors?: boolean;
}

export interface ConsoleCapture {
  /** Sends what is buffered now. */
  flush(): Promise<void>;
  /** Restores the console and removes the listeners (tests). */
  uninstall(): void;
  readonly buffer: LogBuffer<SystemLogInsert>;
}

function defaultEndpoint(): LogEndpoint | null {
  try {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return { supabaseUrl, anonKey: supabaseAnonKey };
  } catch (_e) {
    return null; // config not there (yet): entries stay buffered, bounded
  }
}

/**
 * Adds one row to the page's log capture — its buffer, batching and transport (spec 2 §9) — without
 * printing it to the console: for structured records such as the remote-load telemetry
 * (federation/load-telemetry.ts). False when no capture is installed on this page (nothing sent).
 */
export function recordLogRow(level: CapturedLevel, source: string, message: string, details: LogDetails): boolean {
  // cast: only installConsoleCapture writes this page global
  const capture = globals()[INSTALL_GLOBAL] as ConsoleCapture | undefined;
  if (!capture) return false;
  try {
    capture.buffer.add({ ...buildLogRow(level, source, [message]), details });
    return true;
  } catch (_e) {
    return false; // recording must never break the page
  }
}

/**
 * Installs the capture once per window (idempotent: later calls return the first capture).
 * Add it as early as possible in each page's bootstrap.
 */
export function installConsoleCapture(options: ConsoleCaptureOptions = {}): ConsoleCapture {
  const g = globals();
  // cast: only installConsoleCapture writes this page global
  const existing = g[INSTALL_GLOBAL] as ConsoleCapture | undefined;
  if (existing) return existing;

  const send =
    options.send ?? restSender<SystemLogInsert>(() => options.endpoint ?? defaultEndpoint());
  const buffer = new LogBuffer<SystemLogInsert>({
    send,
    droppedRow: (count) =>
      buildLogRow('warn', 'log-capture', [`${count} log entries were dropped: the log buffer was full while system_logs could not be reached`]),
  });

  // Re-entrancy guard: anything logged while we build a row (a getter that logs, a polyfill
  // that warns) is passed to the real console but not captured again.
  let busy = false;
  const record = (level: CapturedLevel, source: string, args: readonly unknown[]) => {
    if (busy) return;
    busy = true;
    try {
      buffer.add(buildLogRow(level, source, args));
    } catch (_e) {
      // capturing must never break the page
    } finally {
      busy = false;
    }
  };

  const originals = new Map<ConsoleMethod, (...args: unknown[]) => void>();
  // cast: Object.keys types its keys as string; CONSOLE_METHOD_LEVELS is keyed by ConsoleMethod
  for (const method of Object.keys(CONSOLE_METHOD_LEVELS) as ConsoleMethod[]) {
    const original = console[method];
    if (typeof original !== 'function') continue;
    originals.set(method, original);
    const level = CONSOLE_METHOD_LEVELS[method];
    console[method] = function capturedConsole(...args: unknown[]) {
      record(level, `console.${method}`, args);
      return original.apply(console, args);
    };
  }

  const onError = (event: ErrorEvent) => record('error', 'window.error', [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) => record('error', 'unhandledrejection', [event.reason]);
  const onPageHide = () => buffer.flushOnUnload();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') buffer.flushOnUnload();
  };
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindow) {
    if (options.captureWindowErrors !== false) {
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
    }
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
  }
  buffer.start();

  const capture: ConsoleCapture = {
    buffer,
    flush: () => buffer.flush(),
    uninstall: () => {
      for (const [method, original] of originals) console[method] = original;
      if (hasWindow) {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
      }
      buffer.stop();
      delete g[INSTALL_GLOBAL];
    },
  };
  g[INSTALL_GLOBAL] = capture;
  return capture;
}
