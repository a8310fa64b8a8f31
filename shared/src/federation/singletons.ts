// The federation singletons (ARCHITECTURE.md "Module federation"): ONE list for the remotes'
// build (tools/build/federation.ts → the plugin's `shared`) and the shell's share scope (the
// shell registers its own copies through the federation runtime API, shell/src/app/federation-host.ts).
// Subpath keys so that deep imports are shared too. Imports nothing (the build reads it in Node).
export const FEDERATION_SINGLETONS = [
  { key: 'react', pkg: 'react' },
  { key: 'react/jsx-runtime', pkg: 'react' },
  { key: 'react-dom', pkg: 'react-dom' },
  { key: 'react-dom/client', pkg: 'react-dom' },
  // Not @reduxjs/toolkit nor react-redux: the remotes reach the store and RTK Query only through
  // @akademi/shared (baseApi.injectEndpoints, useAppSelector, skipToken), so both are bundled inside
  // the shell's build, tree-shaken, instead of shared whole (≈ 30 KB gzip). react-redux keeps its
  // context on globalThis per React copy (Symbol.for('react-redux-context')) in any case.
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
] as const;

export type SingletonKey = (typeof FEDERATION_SINGLETONS)[number]['key'];

/** What the shell's build bakes in for its runtime-API host (webpack DefinePlugin, __AKADEMI_HOST__). */
export interface HostBuildInfo {
  name: string;
  /** Build-time default entry (mf-manifest.json URL) per remote; remotes.json overrides it at run time. */
  remotes: Record<string, string>;
  /** Provided version and the shell's required range per singleton. */
  shared: Record<SingletonKey, { version: string; requiredVersion: string }>;
}
