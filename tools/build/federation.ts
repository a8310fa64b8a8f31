// Module-federation settings: the remotes' plugin options (singletons never eager, versions from
// package.json, loaded-first, the Akademi runtime plugin, manifest on, type generation off), and
// what the shell's build bakes in for its runtime-API host (hostBuildInfo).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { FEDERATION_SINGLETONS, type HostBuildInfo, type SingletonKey } from '../../shared/src/federation/singletons';

export type FederationPluginOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
interface SharedConfig {
  singleton: boolean;
  eager: boolean;
  requiredVersion: string;
  version?: string;
}
type Shared = Record<string, SharedConfig>;

const SHARED_DIR = join(__dirname, '..', '..', 'shared');

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** Per singleton: the app's required range and, for @akademi/shared (a workspace package), its version. */
function singletonRequirements(appDir: string): Array<{ key: SingletonKey; pkg: string; requiredVersion: string; version?: string }> {
  const appPkg = readJson(join(appDir, 'package.json'));
  const deps = (appPkg.dependencies ?? {}) as Record<string, string>;
  const sharedVersion = String(readJson(join(SHARED_DIR, 'package.json')).version);
  return FEDERATION_SINGLETONS.map(({ key, pkg }) => {
    const isShared = pkg === '@akademi/shared';
    const required = isShared ? `^${sharedVersion}` : deps[pkg];
    if (!required) throw new Error(`${appDir}/package.json lacks dependency ${pkg} (a federation singleton)`);
    return { key, pkg, requiredVersion: required, ...(isShared ? { version: sharedVersion } : {}) };
  });
}

export function sharedSingletons(appDir: string): Shared {
  return Object.fromEntries(
    singletonRequirements(appDir).map(({ key, requiredVersion, version }) => [key, { singleton: true, eager: false, requiredVersion, ...(version ? { version } : {}) }]),
  );
}

/** The version of a dependency installed for the app (what its build bundles and provides). */
function installedVersion(appDir: string, pkg: string): string {
  return String(readJson(require.resolve(`${pkg}/package.json`, { paths: [appDir] })).version);
}

/**
 * The shell is a plain webpack app (no federation plugin): it loads remotes through the federation
 * runtime API, only when a remote's page opens (shell/src/app/federation-host.ts). This is what its
 * build bakes in for that: remote default entries and, per singleton, the version it provides.
 */
export function hostBuildInfo(name: string, appDir: string, remotes: RemoteFederationName[]): HostBuildInfo {
  const shared = Object.fromEntries(
    singletonRequirements(appDir).map(({ key, pkg, requiredVersion, version }) => [key, { version: version ?? installedVersion(appDir, pkg), requiredVersion }]),
  ) as Record<SingletonKey, { version: string; requiredVersion: string }>; // cast: one entry per FEDERATION_SINGLETONS key, built just above
  return { name, remotes: Object.fromEntries(remotes.map((r) => [r, defaultRemoteUrl(r)])), shared };
}

export const RUNTIME_PLUGIN = join(SHARED_DIR, 'src/federation/akademi-runtime-plugin.ts');

/** Remote federation names and their local default ports (README "Ports"). */
export const REMOTE_PORTS = {
  mf_auth: 3001,
  mf_admin: 3002,
  mf_reports: 3003,
  mf_tests: 3004,
  mf_tracking: 3005,
} as const;
export type RemoteFederationName = keyof typeof REMOTE_PORTS;

/** Build-time default entry of a remote; the deployment's remotes.json overrides it at run time. */
export function defaultRemoteUrl(name: RemoteFederationName): string {
  const env = process.env[`REMOTE_${name.toUpperCase()}_URL`];
  return env || `http://127.0.0.1:${REMOTE_PORTS[name]}/mf-manifest.json`;
}

export interface FederationOptions {
  name: string;
  appDir: string;
  exposes?: Record<string, string>;
}

/** What a remote's mf-manifest.json says about itself (metaData.akademi). */
export interface RemoteManifestMeta {
  /** The contract range it implements. */
  contract: string;
  /** The package version, or the release version ('1.2.0-abc1234') in a release build. */
  version: string;
  /** Release builds (scripts/release.mjs): the full commit and the build time (ISO). */
  commit?: string;
  builtAt?: string;
}

/**
 * What a remote's mf-manifest.json carries about itself (issue 29 items 1 and 2), in metaData.akademi:
 * the contract range it implements (its package.json "akademi.contract") and its version. A release
 * build (scripts/release.mjs) passes AKADEMI_RELEASE_VERSION / _COMMIT / _BUILT_AT, and may declare
 * another range with AKADEMI_RELEASE_CONTRACT (`--contract`, to rehearse an incompatible release).
 * A remote without a declared range fails the build here rather than at run time.
 */
export function remoteManifestMeta(appDir: string, env: NodeJS.ProcessEnv = process.env): RemoteManifestMeta {
  const pkg = readJson(join(appDir, 'package.json'));
  const akademi = (pkg.akademi ?? {}) as Record<string, unknown>;
  const contract = env.AKADEMI_RELEASE_CONTRACT?.trim() || akademi.contract;
  if (typeof contract !== 'string' || contract.trim() === '') {
    throw new Error(`${appDir}/package.json lacks "akademi": { "contract": "<semver range>" } (the contract range it implements)`);
  }
  return {
    contract,
    version: env.AKADEMI_RELEASE_VERSION || String(pkg.version),
    ...(env.AKADEMI_RELEASE_COMMIT ? { commit: env.AKADEMI_RELEASE_COMMIT } : {}),
    ...(env.AKADEMI_RELEASE_BUILT_AT ? { builtAt: env.AKADEMI_RELEASE_BUILT_AT } : {}),
  };
}

/** A remote's federation plugin options (the shell is no federation build: see hostBuildInfo). */
export function federationConfig({ name, appDir, exposes }: FederationOptions): FederationPluginOptions {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: [RUNTIME_PLUGIN],
    // mf-manifest.json carries the contract range and the version (metaData.akademi): the shell
    // checks them before it loads the remote (shell/src/app/federation-host.ts)
    manifest: {
      additionalData: ({ stats }) => {
        (stats.metaData as unknown as Record<string, unknown>).akademi = remoteManifestMeta(appDir); // cast: metaData is open JSON; the manifest copies it whole
        return stats;
      },
    },
    dts: false,
    // Smaller federation runtime in every entry: browser only; the remotes load no remotes and no
    // manifests themselves, so their runtime drops the remote-loading and snapshot code.
    experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
  };
}
