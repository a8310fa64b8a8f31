// Remote-load telemetry (issue 29 item 4): each load of a remote by the shell records the remote, its
// version (the manifest's metaData.akademi.version), the outcome (ok / incompatible / failed) and the
// milliseconds of its three phases:
//   manifest — the shell reads the remote's mf-manifest.json and checks the contract (federation-host);
//   entry    — the runtime loads remoteEntry.js (loadEntry → afterLoadEntry);
//   init     — the runtime initialises the container: share scope, then the exposed module's factory
//              (beforeInitRemote → afterLoadRemote).
// Sampled (runtime config remoteLoadSampleRate; 0.1 by default, 1 on the local stack), and written as
// one system_logs row through the page's existing log capture (its buffer batches and its transport
// sends; logging/console-capture.ts recordLogRow). The row holds no personal data: no user, no e-mail
// (the capture's own context columns are what every row has); URLs are scrubbed (logging/scrub.ts) and
// the transport and the database scrub again.
// Wiring (shell/src/app/federation-host.ts): `loadTelemetryPlugin(telemetry)` in the runtime's
// plugins, and `telemetry.track(remote, …)` around one remote load. Nothing else knows about it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLogRow } from '../logging/console-capture';
import { scrubText, scrubUrl } from '../logging/scrub';

export type RemoteLoadOutcome = 'ok' | 'incompatible' | 'failed';
export type RemoteLoadPhase = 'manifest' | 'entry' | 'init';

/** One remote load, as recorded (details of the system_logs row). */
export interface RemoteLoadRecord {
  remote: string;
  version: string | null;
  outcome: RemoteLoadOutcome;
  manifest_ms: number | null;
  entry_ms: number | null;
  init_ms: number | null;
  total_ms: number;
  /** Why it was refused or failed (scrubbed, ≤ 300 characters); null when ok. */
  reason: string | null;
}

/** system_logs.log_source of the rows; the System Logs Viewer's remote filter reads details->>'remote'. */
export const REMOTE_LOAD_LOG_SOURCE = 'federation.load';

export interface LoadTelemetryOptions {
  /** 0–1: the share of loads recorded (runtime config remoteLoadSampleRate). */
  sampleRate: number | (() => number);
  random?: () => number;
  now?: () => number;
  /** Where a record goes; default: one row in the page's log capture. */
  sink?: (record: RemoteLoadRecord) => void;
}

/** The load being timed for one remote (the runtime hooks name the remote, not the call). */
export class RemoteLoadTrace {
  private readonly started: number;
  private readonly phaseStart = new Map<RemoteLoadPhase, number>();
  private readonly ms: Record<RemoteLoadPhase, number | null> = { manifest: null, entry: null, init: null };
  version: string | null = null;

  constructor(
    readonly remote: string,
    private readonly now: () => number,
  ) {
    this.started = now();
  }

  start(phase: RemoteLoadPhase): void {
    if (!this.phaseStart.has(phase)) this.phaseStart.set(phase, this.now());
  }

  end(phase: RemoteLoadPhase): void {
    const at = this.phaseStart.get(phase);
    if (at !== undefined && this.ms[phase] === null) this.ms[phase] = Math.max(0, Math.round(this.now() - at));
  }

  record(outcome: RemoteLoadOutcome, reason: string | null): RemoteLoadRecord {
    for (const phase of ['manifest', 'entry', 'init'] as const) this.end(phase);
    return {
      remote: this.remote,
      version: this.version,
      outcome,
      manifest_ms: this.ms.manifest,
      entry_ms: this.ms.entry,
      init_ms: this.ms.init,
      total_ms: Math.max(0, Math.round(this.now() - this.started)),
      reason: reason === null ? null : scrubReason(reason),
    };
  }
}

/** A reason without secrets: URLs lose key/token parameters, e-mail, phone and JWT are masked. */
export function scrubReason(reason: string): string {
  return scrubText(reason.replace(/https?:\/\/[^\s'"]+/g, (url) => scrubUrl(url))).slice(0, 300);
}

/** The row's message: what a reader of the System Logs Viewer needs at a glance. */
export function remoteLoadMessage(r: RemoteLoadRecord): string {
  const ms = (v: number | null) => (v === null ? '-' : `${v} ms`);
  return `remote load ${r.remote} ${r.version ?? '(no version)'} ${r.outcome}: manifest ${ms(r.manifest_ms)}, entry ${ms(r.entry_ms)}, init ${ms(r.init_ms)}`;
}

/** The default sink: one system_logs row through the page's log capture (batched, scrubbed, sent). */
export function recordRemoteLoad(record: RemoteLoadRecord): void {
  // details is the record itself: the viewer filters on details->>'remote'
  recordLogRow(record.outcome === 'ok' ? 'info' : 'warn', REMOTE_LOAD_LOG_SOURCE, remoteLoadMessage(record), { ...record });
}

const defaultNow = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class RemoteLoadTelemetry {
  private readonly active = new Map<string, RemoteLoadTrace>();
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly sink: (record: RemoteLoadRecord) => void;

  constructor(private readonly options: LoadTelemetryOptions) {
    this.random = options.random ?? Math.random;
    this.now = options.now ?? defaultNow;
    this.sink = options.sink ?? recordRemoteLoad;
  }

  private sampled(): boolean {
    const rate = typeof this.options.sampleRate === 'function' ? this.options.sampleRate() : this.options.sampleRate;
    return rate >= 1 || (rate > 0 && this.random() < rate);
  }

  /** The trace of the remote's load in progress (the runtime plugin's hooks mark its phases). */
  trace(remote: string): RemoteLoadTrace | undefined {
    return this.active.get(remote);
  }

  /**
   * Runs one load of `remote` and records it when sampled. `classify` turns a failure into its
   * outcome, version and reason (a refused contract is 'incompatible', anything else 'failed').
   */
  async track<T>(
    remote: string,
    load: (trace: RemoteLoadTrace | null) => Promise<T>,
    classify: (error: unknown) => { outcome: RemoteLoadOutcome; version: string | null; reason: string },
  ): Promise<T> {
    // a load already under way (a second route of the same remote) is recorded once, by the first
    const trace = this.active.has(remote) || !this.sampled() ? null : new RemoteLoadTrace(remote, this.now);
    if (trace) this.active.set(remote, trace);
    try {
      const result = await load(trace);
      if (trace) this.finish(trace, 'ok', null);
      return result;
    } catch (error) {
      if (trace) {
        const c = classify(error);
        trace.version ??= c.version;
        this.finish(trace, c.outcome, c.reason);
      }
      throw error;
    }
  }

  private finish(trace: RemoteLoadTrace, outcome: RemoteLoadOutcome, reason: string | null): void {
    if (this.active.get(trace.remote) === trace) this.active.delete(trace.remote);
    try {
      this.sink(trace.record(outcome, reason));
    } catch (_e) {
      // telemetry never breaks a load
    }
  }
}

/**
 * The runtime plugin half: marks the entry and init phases of the traced load from the federation
 * runtime's own hooks (a cached entry or container adds no time of its own).
 */
export function loadTelemetryPlugin(telemetry: RemoteLoadTelemetry): ModuleFederationRuntimePlugin {
  const trace = (name: string | undefined) => (name ? telemetry.trace(name) : undefined);
  return {
    name: 'akademi-load-telemetry',
    loadEntry({ remoteInfo }) {
      trace(remoteInfo.name)?.start('entry');
      return undefined; // the runtime loads the entry as usual
    },
    afterLoadEntry({ remoteInfo }) {
      trace(remoteInfo.name)?.end('entry');
    },
    beforeInitRemote({ remoteInfo }) {
      trace(remoteInfo.name)?.start('init');
    },
    afterLoadRemote({ id, remote }) {
      // id: '<remote>/<expose>'; the exposed module's factory has run
      trace(remote?.name ?? id.split('/')[0])?.end('init');
    },
  };
}
