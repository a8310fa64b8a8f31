// The shell's federation host, through the federation RUNTIME API: this module (and the runtime,
// ≈ 25 KB gzip) is a lazy chunk that only a remote's page loads — the shell itself is a plain
// webpack app, so the dashboard, help and 404 pages carry no federation code and consume no shared
// module asynchronously. Here the shell:
// - registers its own copies of the singletons (FEDERATION_SINGLETONS, versions from its build) in
//   the share scope, so the remotes (which consume them with `import: false`) get the page's ONE
//   react-dom, antd kit (its ConfigProvider/App contexts reach remote components), supabase client
//   and store;
// - points each remote at its mf-manifest.json: the build default, replaced by the deployment's
//   remotes.json (akademi-runtime-plugin beforeInit);
// - handles chunk-load failures of remotes like before (akademi-runtime-plugin errorLoadRemote).
import { createInstance } from '@module-federation/enhanced/runtime';
// The runtime's own core (the build aliases this name to the package the line above uses): handed to
// the production remotes, which are built with `externalRuntime` and read it from this global instead
// of bundling a copy each (≈ 10 KB gzip per remoteEntry.js).
// @ts-expect-error -- no dependency of the shell's (webpack resolves the alias); its namespace is only handed on, unread
import * as runtimeCore from '@module-federation/runtime-core';
import akademiRuntimePlugin from '@akademi/shared/federation/runtime-plugin';
import { FEDERATION_SINGLETONS, type SingletonKey } from '@akademi/shared/federation/singletons';
import { loadTelemetryPlugin, RemoteLoadTelemetry } from '@akademi/shared/federation/load-telemetry';
import {
  contractRefusal,
  getRemoteLoadSampleRate,
  readRemotesGlobal,
  remoteContractInfo,
  CONTRACT_VERSION,
  type RemoteContractInfo,
  type RemoteName,
  type RemoteRoute,
} from '@akademi/shared';

/** One import() per singleton: each resolves to the module the shell's own code uses. */
const PROVIDERS: Record<SingletonKey, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
  '@akademi/shared': () => import('@akademi/shared'),
  '@akademi/shared/router': () => import('@akademi/shared/router'),
  '@akademi/shared/ui': () => import('@akademi/shared/ui'),
  '@akademi/shared/kit': () => import('@akademi/shared/kit'),
  '@akademi/shared/kit-extra': () => import('@akademi/shared/kit-extra'),
  '@akademi/shared/lms-links': () => import('@akademi/shared/lms-links'),
};

function sharedConfig() {
  return Object.fromEntries(
    FEDERATION_SINGLETONS.map(({ key }) => {
      const { version, requiredVersion } = __AKADEMI_HOST__.shared[key];
      return [
        key,
        {
          version,
          scope: 'default',
          // cast: the runtime's Module type is `any`-like; this is the module namespace itself
          get: () => PROVIDERS[key]().then((m) => () => m as Record<string, unknown>),
          shareConfig: { singleton: true, eager: false, requiredVersion },
        },
      ];
    }),
  );
}

let instance: ReturnType<typeof createInstance> | null = null;

// Load telemetry (issue 29 item 4): one sampled system_logs row per remote load (load-telemetry.ts).
const telemetry = new RemoteLoadTelemetry({ sampleRate: getRemoteLoadSampleRate });

function host(): ReturnType<typeof createInstance> {
  const globals = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  globals._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  instance ??= createInstance({
    name: __AKADEMI_HOST__.name,
    remotes: Object.entries(__AKADEMI_HOST__.remotes).map(([name, entry]) => ({ name, entry })),
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    plugins: [akademiRuntimePlugin(), loadTelemetryPlugin(telemetry)],
  });
  return instance;
}

/** A remote the shell refuses before loading any of its code (issue 29 item 2). */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string | null,
    readonly reason: string,
  ) {
    super(`${remote} ${version ?? '(sürüm yok)'}: ${reason}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * Reads the remote's mf-manifest.json (the entry the deployment's remotes.json names, else the
 * build default) and refuses a remote whose declared contract range CONTRACT_VERSION does not
 * satisfy, or that declares none, or whose manifest cannot be read. The refusal is a console.error
 * with the remote, its version and the reason, which the log capture writes to system_logs; the
 * route's error boundary then shows the error screen for that remote's routes only.
 */
export async function checkRemoteContract(remote: RemoteName, fetchImpl: typeof fetch = fetch): Promise<RemoteContractInfo> {
  const url = readRemotesGlobal()[remote] ?? __AKADEMI_HOST__.remotes[remote];
  let refusal: IncompatibleRemoteError | null = null;
  let response: Response | null = null;
  let info: RemoteContractInfo = { contract: null, version: null };
  if (url) {
    try {
      response = await fetchImpl(url, { cache: 'no-cache' });
    } catch (e) {
      // unreachable (network): a load failure like any chunk's, not an incompatible remote — the
      // chunk-load handler records it, reloads once and shows the error screen (isChunkLoadError)
      throw new Error(`Failed to get manifest ${url}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  try {
    if (!url || !response) throw new Error('no entry configured');
    if (!response.ok) throw new Error(`manifest HTTP ${response.status}`);
    info = remoteContractInfo(await response.json());
    const reason = contractRefusal(info);
    if (reason) refusal = new IncompatibleRemoteError(remote, info.version, reason);
  } catch (e) {
    refusal = new IncompatibleRemoteError(remote, null, `manifest unreadable: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (refusal) {
    console.error(`[federation] remote ${remote} ${refusal.version ?? '(no version)'} refused: ${refusal.reason}`, {
      remote,
      version: refusal.version,
      reason: refusal.reason,
      shellContract: CONTRACT_VERSION,
      entry: url ?? null,
    });
    throw refusal;
  }
  return info;
}

/** The remote's ./routes module (federation id '<remote>/routes'), after its contract check. */
export async function loadRemoteRoutesModule(remote: RemoteName): Promise<{ default: RemoteRoute[] }> {
  return telemetry.track(
    remote,
    async (trace) => {
      trace?.start('manifest');
      const info = await checkRemoteContract(remote);
      trace?.end('manifest');
      if (trace) trace.version = info.version;
      const mod = await host().loadRemote<{ default: RemoteRoute[] }>(`${remote}/routes`);
      if (!mod) throw new Error(`${remote}/routes could not be loaded`);
      return mod;
    },
    (error) =>
      error instanceof IncompatibleRemoteError
        ? { outcome: 'incompatible', version: error.version, reason: error.reason }
        : { outcome: 'failed', version: null, reason: error instanceof Error ? error.message : String(error) },
  );
}
