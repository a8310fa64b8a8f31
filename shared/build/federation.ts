// Module-federation settings every app shares: singletons (never eager, versions from
// package.json), loaded-first, the Akademi runtime plugin, manifest on, type generation off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

export type FederationPluginOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
interface SharedConfig {
  singleton: boolean;
  eager: boolean;
  requiredVersion: string;
  version?: string;
}
type Shared = Record<string, SharedConfig>;

const SHARED_DIR = join(__dirname, '..');

/** Singletons of ARCHITECTURE.md "Module federation"; subpath keys so deep imports are shared too.
 * react-router-dom and antd are singletons through @akademi/shared/router and /kit (tree-shaken). */
const SINGLETONS: Array<{ key: string; pkg: string }> = [
  { key: 'react', pkg: 'react' },
  { key: 'react/jsx-runtime', pkg: 'react' },
  { key: 'react-dom', pkg: 'react-dom' },
  { key: 'react-dom/client', pkg: 'react-dom' },
  { key: '@reduxjs/toolkit', pkg: '@reduxjs/toolkit' },
  // RTK Query is reached through baseApi (inside @akademi/shared), so it is bundled there,
  // tree-shaken, rather than shared whole.
  { key: 'react-redux', pkg: 'react-redux' },
  { key: '@supabase/supabase-js', pkg: '@supabase/supabase-js' },
  // The UI library travels inside @akademi/shared/kit and /kit-extra (the curated, tree-shaken antd kit).
  { key: '@akademi/shared', pkg: '@akademi/shared' },
  // react-router-dom travels inside @akademi/shared/router (tree-shaken to what the apps use).
  { key: '@akademi/shared/router', pkg: '@akademi/shared' },
  { key: '@akademi/shared/ui', pkg: '@akademi/shared' },
  { key: '@akademi/shared/kit', pkg: '@akademi/shared' },
  { key: '@akademi/shared/kit-extra', pkg: '@akademi/shared' },
  // A component on the kit (mf-auth settings and mf-admin user details): the shell's copy, so the
  // antd App context (message, modal) of the page reaches it.
  { key: '@akademi/shared/lms-links', pkg: '@akademi/shared' },
];

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export function sharedSingletons(appDir: string): Shared {
  const appPkg = readJson(join(appDir, 'package.json'));
  const deps = (appPkg.dependencies ?? {}) as Record<string, string>;
  const sharedVersion = String(readJson(join(SHARED_DIR, 'package.json')).version);
  const out: Shared = {};
  for (const { key, pkg } of SINGLETONS) {
    const isShared = pkg === '@akademi/shared';
    const required = isShared ? `^${sharedVersion}` : deps[pkg];
    if (!required) throw new Error(`${appDir}/package.json lacks dependency ${pkg} (a federation singleton)`);
    out[key] = {
      singleton: true,
      eager: false,
      requiredVersion: required,
      ...(isShared ? { version: sharedVersion } : {}),
    };
  }
  return out;
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
  remotes?: RemoteFederationName[];
}

export function federationConfig({ name, appDir, exposes, remotes = [] }: FederationOptions): FederationPluginOptions {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: Object.fromEntries(remotes.map((r) => [r, `${r}@${defaultRemoteUrl(r)}`])),
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: [RUNTIME_PLUGIN],
    manifest: true,
    dts: false,
    // Smaller federation runtime in every entry: browser only; the remotes load no remotes and no
    // manifests themselves, so their runtime drops the remote-loading and snapshot code.
    experiments: {
      optimization: remotes.length === 0 ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web' },
    },
  };
}
