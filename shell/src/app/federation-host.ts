// The shell's federation host, through the federation RUNTIME API: this module (and the runtime,
// ≈ 25 KB gzip) is a lazy chunk that only a remote's page loads — the shell itself is a plain
// webpack app, so the dashboard, help and 404 pages carry no federation code and consume no shared
// module asynchronously. Here the shell:
// - registers its own copies of the singletons (FEDERATION_SINGLETONS, versions from its build) in
//   the share scope, so the remotes (which consume them with `import: false`) get the page's ONE
//   react-dom, antd kit (its ConfigProvider/App contexts reach remote components), supabase client
//   and store;
// - points each remote at its mf-manifest.json, registered just before its first load: the entry
//   remote-choice.ts chose (remotes.json's stable release, a canary, an admin's override, or the
//   build default), after that manifest's contract check;
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
  remoteContractInfo,
  CONTRACT_VERSION,
  type RemoteContractInfo,
  type RemoteName,
  type RemoteRoute,
} from '@akademi/shared';
import { chooseRemoteEntry, exposeRemoteChoice } from './remote-choice';

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
    // none yet: each is registered at its first load with the entry chosen for this page (useRemoteEntry)
    remotes: [],
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
 * Reads the remote's mf-manifest.json at `url` (the entry chosen for this page: remotes.json's
 * release, a canary, an override, or the build default) and refuses a remote whose declared contract
 * range CONTRACT_VERSION does not satisfy, or that declares none, or whose manifest cannot be read.
 * The refusal is a console.error with the remote, its version and the reason, which the log capture
 * writes to system_logs; the route's error boundary then shows the error screen for that remote's
 * routes only. Returns what the manifest says about the remote.
 */
export async function checkRemoteContract(remote: RemoteName, url: string | null, fetchImpl: typeof fetch = fetch, source: string | null = null): Promise<RemoteContractInfo> {
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
      source,
    });
    throw refusal;
  }
  return info;
}

const registered = new Set<RemoteName>();

/** Points the federation host at the chosen entry, once per remote (before its first load). */
function useRemoteEntry(remote: RemoteName, entry: string): void {
  if (registered.has(remote)) return;
  host().registerRemotes([{ name: remote, entry }]);
  registered.add(remote);
}

/**
 * The remote's ./routes module (federation id '<remote>/routes'): its entry chosen for this page,
 * the contract check of that entry's manifest, then the load. The release version the page runs is
 * exposed on <html> (remote-choice.ts exposeRemoteChoice).
 */
export async function loadRemoteRoutesModule(remote: RemoteName): Promise<{ default: RemoteRoute[] }> {
  return telemetry.track(
    remote,
    async (trace) => {
      const choice = await chooseRemoteEntry(remote);
      trace?.start('manifest');
      let info: RemoteContractInfo;
      try {
        info = await checkRemoteContract(remote, choice?.entry ?? null, fetch, choice?.source ?? null);
      } catch (e) {
        if (e instanceof IncompatibleRemoteError) exposeRemoteChoice(remote, { version: e.version });
        throw e;
      }
      trace?.end('manifest');
      if (trace) trace.version = info.version;
      exposeRemoteChoice(remote, { version: info.version });
      if (choice?.version && info.version && choice.version !== info.version) {
        console.warn(`[remotes] ${remote}: remotes.json names version ${choice.version}, its manifest says ${info.version}`, { remote, entry: choice.entry });
      }
      // checked above: a choice with an entry exists (else the check refused the remote)
      if (choice) useRemoteEntry(remote, choice.entry);
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
