// Remote-load telemetry (issue 29 item 4): the phases are timed from the runtime plugin's hooks and
// the shell's manifest check, loads are sampled, and a record becomes one system_logs row through the
// page's existing log capture (its buffer batches, its transport sends), scrubbed, with no user data.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  loadTelemetryPlugin,
  recordRemoteLoad,
  RemoteLoadTelemetry,
  REMOTE_LOAD_LOG_SOURCE,
  type RemoteLoadRecord,
} from '../load-telemetry';
import { installConsoleCapture, type SystemLogInsert } from '../../logging/console-capture';
import { restSender } from '../../logging/transport';
import { parseRemoteLoadSampleRate, DEFAULT_REMOTE_LOAD_SAMPLE_RATE } from '../../config/runtime-config';

/** A clock the test moves by hand. */
function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

// The hooks as the runtime calls them (only the fields the plugin reads).
type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntry' | 'afterLoadEntry' | 'beforeInitRemote' | 'afterLoadRemote'>>;
function hooks(plugin: ModuleFederationRuntimePlugin): Hooks {
  // cast: the four hooks are set by loadTelemetryPlugin (asserted below)
  const h = plugin as Hooks;
  for (const k of ['loadEntry', 'afterLoadEntry', 'beforeInitRemote', 'afterLoadRemote'] as const) expect(typeof h[k]).toBe('function');
  return h;
}
// cast: the runtime passes more fields; the plugin reads remoteInfo.name / id / remote.name only
const remoteArg = (name: string) => ({ remoteInfo: { name } }) as never;
const loadedArg = (name: string) => ({ id: `${name}/routes`, remote: { name } }) as never;

describe('RemoteLoadTelemetry', () => {
  it('records manifest, entry and init milliseconds from the load and the runtime hooks, with the version', async () => {
    const c = clock();
    const records: RemoteLoadRecord[] = [];
    const telemetry = new RemoteLoadTelemetry({ sampleRate: 1, now: c.now, sink: (r) => records.push(r) });
    const h = hooks(loadTelemetryPlugin(telemetry));
    const result = await telemetry.track(
      'mf_reports',
      async (trace) => {
        trace?.start('manifest');
        c.advance(12);
        trace?.end('manifest');
        if (trace) trace.version = '1.4.0+abc1234';
        await h.loadEntry(remoteArg('mf_reports'));
        c.advance(40);
        await h.afterLoadEntry(remoteArg('mf_reports'));
        c.advance(3);
        await h.beforeInitRemote(remoteArg('mf_reports'));
        c.advance(8);
        await h.afterLoadRemote(loadedArg('mf_reports'));
        return 'routes';
      },
      () => ({ outcome: 'failed', version: null, reason: 'x' }),
    );
    expect(result).toBe('routes');
    expect(records).toEqual([
      { remote: 'mf_reports', version: '1.4.0+abc1234', outcome: 'ok', manifest_ms: 12, entry_ms: 40, init_ms: 8, total_ms: 63, reason: null },
    ]);
  });

  it('a refused remote is recorded incompatible with its version and reason, a broken one failed; the error still reaches the caller', async () => {
    const records: RemoteLoadRecord[] = [];
    const telemetry = new RemoteLoadTelemetry({ sampleRate: 1, sink: (r) => records.push(r) });
    const classify = (e: unknown) =>
      e instanceof RangeError ? { outcome: 'incompatible' as const, version: '3.0.0', reason: 'contract 1.0.0 does not satisfy ^2.0.0' } : { outcome: 'failed' as const, version: null, reason: String(e) };
    await expect(telemetry.track('mf_reports', () => Promise.reject(new RangeError('refused')), classify)).rejects.toThrow('refused');
    await expect(
      telemetry.track('mf_admin', () => Promise.reject(new Error('Failed to get manifest http://x.test/mf-manifest.json?token=s3cr3t from ali@example.com')), classify),
    ).rejects.toThrow();
    expect(records.map((r) => [r.remote, r.outcome, r.version])).toEqual([
      ['mf_reports', 'incompatible', '3.0.0'],
      ['mf_admin', 'failed', null],
    ]);
    expect(records[0]?.reason).toBe('contract 1.0.0 does not satisfy ^2.0.0');
    // the reason is scrubbed: no token parameter, no e-mail
    expect(records[1]?.reason).not.toMatch(/s3cr3t|ali@example\.com/);
    expect(records[1]?.reason).toContain('http://x.test/mf-manifest.json');
  });

  it('samples: rate 0 records nothing, 1 everything, 0.1 by the random draw', async () => {
    const load = () => Promise.resolve(1);
    const classify = () => ({ outcome: 'failed' as const, version: null, reason: '' });
    const count = async (sampleRate: number, draws: number[]) => {
      const records: RemoteLoadRecord[] = [];
      const queue = [...draws];
      const telemetry = new RemoteLoadTelemetry({ sampleRate, random: () => queue.shift() ?? 0.99, sink: (r) => records.push(r) });
      for (let i = 0; i < draws.length; i++) await telemetry.track('mf_tests', load, classify);
      return records.length;
    };
    expect(await count(0, [0, 0, 0])).toBe(0);
    expect(await count(1, [0.5, 0.99, 0.2])).toBe(3);
    expect(await count(0.1, [0.05, 0.5, 0.099, 0.1, 0.9])).toBe(2);
  });

  it('reads the rate from the runtime config each load; the default is 0.1 and bad values fall back to it', async () => {
    expect(parseRemoteLoadSampleRate({ remoteLoadSampleRate: 1 })).toBe(1);
    expect(parseRemoteLoadSampleRate({ remoteLoadSampleRate: 0 })).toBe(0);
    expect(parseRemoteLoadSampleRate({})).toBe(DEFAULT_REMOTE_LOAD_SAMPLE_RATE);
    expect(DEFAULT_REMOTE_LOAD_SAMPLE_RATE).toBe(0.1);
    for (const bad of [-1, 2, Number.NaN, '1', null]) expect(parseRemoteLoadSampleRate({ remoteLoadSampleRate: bad })).toBe(0.1);
    let rate = 0;
    const records: RemoteLoadRecord[] = [];
    const telemetry = new RemoteLoadTelemetry({ sampleRate: () => rate, sink: (r) => records.push(r) });
    const classify = () => ({ outcome: 'failed' as const, version: null, reason: '' });
    await telemetry.track('mf_auth', () => Promise.resolve(0), classify);
    rate = 1;
    await telemetry.track('mf_auth', () => Promise.resolve(0), classify);
    expect(records).toHaveLength(1);
  });

  it('hooks of a remote that is not being traced (or not sampled) change nothing', async () => {
    const records: RemoteLoadRecord[] = [];
    const telemetry = new RemoteLoadTelemetry({ sampleRate: 0, sink: (r) => records.push(r) });
    const h = hooks(loadTelemetryPlugin(telemetry));
    expect(await h.loadEntry(remoteArg('mf_admin'))).toBeUndefined();
    await h.afterLoadRemote(loadedArg('mf_admin'));
    expect(telemetry.trace('mf_admin')).toBeUndefined();
    expect(records).toEqual([]);
  });
});

describe('recordRemoteLoad: through the existing log capture', () => {
  beforeEach(() => {
    for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) jest.spyOn(console, m).mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/reports?access_token=abc.def.ghi');
  });
  afterEach(() => jest.restoreAllMocks());

  it('becomes one system_logs row batched by the capture buffer and sent by its transport, scrubbed, with no user in the details', async () => {
    const sent: SystemLogInsert[][] = [];
    const requests: string[] = [];
    // the real transport (restSender: scrubs, posts to /rest/v1/system_logs) over a recording fetch
    const transport = restSender<SystemLogInsert>(
      () => ({ supabaseUrl: 'http://api.test', anonKey: 'anon' }),
      (url, init) => {
        requests.push(url);
        // cast: the transport posts a JSON array of rows
        sent.push(JSON.parse(String(init.body)) as SystemLogInsert[]);
        return Promise.resolve({ ok: true, status: 201 });
      },
    );
    const capture = installConsoleCapture({ captureWindowErrors: false, send: transport });
    try {
      const record: RemoteLoadRecord = { remote: 'mf_reports', version: '1.0.0', outcome: 'ok', manifest_ms: 5, entry_ms: 20, init_ms: 4, total_ms: 30, reason: null };
      recordRemoteLoad(record);
      recordRemoteLoad({ ...record, remote: 'mf_admin', outcome: 'failed', reason: 'HTTP 500' });
      expect(sent).toHaveLength(0); // buffered: the capture's batching, not a request per load
      expect(capture.buffer.size).toBe(2);
      await capture.flush();
      expect(sent).toHaveLength(1);
      expect(requests).toEqual(['http://api.test/rest/v1/system_logs']);
      const [ok, failed] = sent[0] ?? [];
      // the page URL is scrubbed by the transport (no token)
      expect(ok?.current_url).not.toContain('abc.def.ghi');
      expect(ok).toMatchObject({ log_level: 'info', log_source: REMOTE_LOAD_LOG_SOURCE, message: 'remote load mf_reports 1.0.0 ok: manifest 5 ms, entry 20 ms, init 4 ms' });
      expect(ok?.details).toEqual(record);
      expect(failed).toMatchObject({ log_level: 'warn', log_source: REMOTE_LOAD_LOG_SOURCE });
      // the record itself names no user, no e-mail: only remote, version, outcome, timings, reason
      expect(Object.keys(record).sort()).toEqual(['entry_ms', 'init_ms', 'manifest_ms', 'outcome', 'reason', 'remote', 'total_ms', 'version']);
    } finally {
      capture.uninstall();
    }
  });
});
