// Chunk-load failure handling (spec 2 §4 "Chunk-load errors", spec 2 §3 chunk error record,
// spec 3 §8 "Chunk load failure"). Pure functions over injected storage/clock so they are unit
// tested and so the federation runtime plugin can bundle this file directly.
// NOTE: this file must import nothing — the runtime plugin runs before any shared module exists
// (reference/toolchain.md "A federation runtime plugin must not import shared modules").

/** localStorage key of the recent chunk errors (spec 2 §3). */
export const CHUNK_ERRORS_KEY = 'chunk_errors';
/** Up to 10 recent entries are kept (spec 2 §3, spec 3 §8). */
export const MAX_CHUNK_ERRORS = 10;
/** The page reloads 1 s after a chunk-load failure (spec 2 §4). */
export const CHUNK_RELOAD_DELAY_MS = 1000;
/** A second failure of the same remote within this window after our reload shows the error
 * screen instead of reloading again (no reload loop; ARCHITECTURE.md "Chunk-load reload handler"). */
export const RELOAD_LOOP_WINDOW_MS = 10_000;
/** sessionStorage key: remote key → time (ms) of the last reload we triggered for it. */
export const LAST_RELOADS_KEY = 'akademi.chunkReloads';

export interface ChunkErrorRecord {
  timestamp: string;
  chunkUrl: string;
  message: string;
  userAgent: string;
  currentUrl: string;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ChunkDecision = 'reload' | 'error';

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && 'message' in err) return String(err.message);
  return String(err);
}

function nameOf(err: unknown): string {
  return err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
}

/**
 * True for failures to fetch code: webpack's ChunkLoadError (also CSS chunks), the federation
 * runtime's "Failed to load script resources" (#RUNTIME-008 ScriptNetworkError) and manifest
 * fetch failures, and native dynamic import failures. Ordinary errors are false (they never reload).
 */
export function isChunkLoadError(err: unknown): boolean {
  if (!err) return false;
  if (nameOf(err) === 'ChunkLoadError') return true;
  const msg = messageOf(err);
  return (
    /Loading (CSS )?chunk [^ ]+ failed/i.test(msg) ||
    /RUNTIME-00[38]/.test(msg) ||
    /ScriptNetworkError/.test(msg) ||
    /Failed to load script resources/i.test(msg) ||
    /Failed to get manifest/i.test(msg) ||
    /RUNTIME-003/.test(msg) ||
    /Failed to fetch dynamically imported module/i.test(msg) ||
    /error loading dynamically imported module/i.test(msg)
  );
}

/** The URL that failed, as far as the error tells it ('' when unknown). */
export function chunkUrlOf(err: unknown): string {
  if (err && typeof err === 'object' && 'request' in err) {
    const request = err.request;
    if (typeof request === 'string' && request) return request;
  }
  const match = messageOf(err).match(/https?:\/\/[^\s)"'\]]+/);
  return match ? match[0] : '';
}

export function readChunkErrors(storage: StorageLike): ChunkErrorRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHUNK_ERRORS_KEY) ?? '[]');
    // cast: an array under our own key, written by appendChunkError
    return Array.isArray(parsed) ? (parsed as ChunkErrorRecord[]) : [];
  } catch (_e) {
    return [];
  }
}

/** Appends a record and keeps the newest MAX_CHUNK_ERRORS. Returns the stored list. */
export function appendChunkError(storage: StorageLike, record: ChunkErrorRecord): ChunkErrorRecord[] {
  const list = [...readChunkErrors(storage), record].slice(-MAX_CHUNK_ERRORS);
  try {
    storage.setItem(CHUNK_ERRORS_KEY, JSON.stringify(list));
  } catch (_e) {
    // Storage full or disabled: the reload decision must still happen.
  }
  return list;
}

export function clearChunkErrors(storage: StorageLike): void {
  storage.removeItem(CHUNK_ERRORS_KEY);
}

function readReloads(session: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(session.getItem(LAST_RELOADS_KEY) ?? '{}');
    // cast: an object under our own key, written by decideChunkFailure
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch (_e) {
    return {};
  }
}

/**
 * Reload, or show the error screen? Reload unless we already reloaded for the same remote less
 * than RELOAD_LOOP_WINDOW_MS ago; a 'reload' decision is remembered in sessionStorage.
 */
export function decideChunkFailure(session: StorageLike, remoteKey: string, now: number): ChunkDecision {
  const reloads = readReloads(session);
  const last = reloads[remoteKey];
  if (typeof last === 'number' && now - last >= 0 && now - last < RELOAD_LOOP_WINDOW_MS) return 'error';
  reloads[remoteKey] = now;
  try {
    session.setItem(LAST_RELOADS_KEY, JSON.stringify(reloads));
  } catch (_e) {
    // Without sessionStorage we cannot remember reloads: never reload, to be safe from loops.
    return 'error';
  }
  return 'reload';
}

export interface ChunkFailureEnv {
  local: StorageLike;
  session: StorageLike;
  now: () => number;
  currentUrl: string;
  userAgent: string;
  /** Schedules the reload (already delayed by the caller's timer). */
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  log: (message: string, detail?: unknown) => void;
  /** Whether a reload is already scheduled in this page (shared across module copies). */
  isReloadPending: () => boolean;
  setReloadPending: () => void;
}

/** Marks an error as already recorded and decided, so an outer handler does not do it twice. */
export const HANDLED_MARK = '__akademiChunkDecision';

export function handledDecision(err: unknown): ChunkDecision | undefined {
  if (err && typeof err === 'object' && HANDLED_MARK in err) {
    const decision = err[HANDLED_MARK];
    if (decision === 'reload' || decision === 'error') return decision;
  }
  return undefined;
}

/**
 * Logs and stores the failure, decides, and schedules the reload (after 1 s) when the decision
 * is 'reload'. Returns the decision. A failure while a reload is already pending is 'reload'.
 */
export function handleChunkFailure(err: unknown, remoteKey: string, env: ChunkFailureEnv): ChunkDecision {
  const earlier = handledDecision(err);
  if (earlier) return earlier;
  if (env.isReloadPending()) return mark(err, 'reload');
  const record: ChunkErrorRecord = {
    timestamp: new Date(env.now()).toISOString(),
    chunkUrl: chunkUrlOf(err),
    message: messageOf(err),
    userAgent: env.userAgent,
    currentUrl: env.currentUrl,
  };
  env.log(`[chunk-load] ${remoteKey}: ${record.message}`, record);
  appendChunkError(env.local, record);
  const decision = decideChunkFailure(env.session, remoteKey, env.now());
  if (decision === 'reload') {
    env.setReloadPending();
    env.setTimeout(env.reload, CHUNK_RELOAD_DELAY_MS);
  }
  return mark(err, decision);
}

function mark(err: unknown, decision: ChunkDecision): ChunkDecision {
  if (err && typeof err === 'object') {
    try {
      Object.assign(err, { [HANDLED_MARK]: decision });
    } catch (_e) {
      // frozen error object: nothing to mark
    }
  }
  return decision;
}

const PENDING_FLAG = '__akademiChunkReloadPending';

/** The real browser environment. */
export function browserChunkEnv(): ChunkFailureEnv {
  // cast: this file imports nothing (see above), so not pageGlobals(); window is an open record of names
  const w = window as unknown as Record<string, unknown>;
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    now: () => Date.now(),
    currentUrl: window.location.href,
    userAgent: navigator.userAgent,
    reload: () => window.location.reload(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    log: (message, detail) => console.error(message, detail),
    isReloadPending: () => w[PENDING_FLAG] === true,
    setReloadPending: () => {
      w[PENDING_FLAG] = true;
    },
  };
}

/** Remote key of a federation id such as 'mf_reports/routes' → 'mf_reports'. */
export function remoteKeyOf(id: string | undefined): string {
  if (!id) return 'unknown';
  return id.split('/')[0] || 'unknown';
}

/** Remote key for an error seen at window level: the origin of the failing URL. */
export function remoteKeyFromError(err: unknown): string {
  const url = chunkUrlOf(err);
  try {
    return url ? new URL(url).origin : 'unknown';
  } catch (_e) {
    return 'unknown';
  }
}

/**
 * Window-level handler: chunk-load failures that escape every boundary (an `error` event or an
 * unhandled rejection) get the same treatment. Ordinary errors are ignored here. Idempotent.
 */
export function installChunkErrorHandler(): void {
  // cast: this file imports nothing (see above), so not pageGlobals(); window is an open record of names
  const w = window as unknown as Record<string, unknown>;
  if (w.__akademiChunkHandlerInstalled) return;
  w.__akademiChunkHandlerInstalled = true;
  const onError = (err: unknown) => {
    if (!isChunkLoadError(err)) return;
    handleChunkFailure(err, remoteKeyFromError(err), browserChunkEnv());
  };
  window.addEventListener('error', (event) => onError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => onError(event.reason));
}
