// Federation runtime plugin used by every app (module-federation.config.ts → runtimePlugins).
// 1. beforeInit: remote entries from the deployment's remotes.json (loaded before main.js).
// 2. loadEntryError: a failed remoteEntry.js is tried once more at a fresh URL (see below).
// 3. errorLoadRemote: a failed remote/chunk fetch is logged, stored and reloads the page after 1 s
//    (spec 2 §4); a repeated failure right after our reload is rethrown so the route's error
//    boundary shows the error screen. (The sidebar reads each remote's nav.json, not a module.)
// It must not import shared modules (react, @akademi/shared…): it runs before the share scope
// exists. The two files below import nothing and are bundled into the runtime directly.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { applyRemotesConfig, readRemotesGlobal } from '../config/remotes-config';
import { browserChunkEnv, handleChunkFailure, isChunkLoadError, remoteKeyOf } from '../chunk-errors';

const akademiRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'akademi-runtime-plugin',
  beforeInit(args) {
    const config = readRemotesGlobal();
    const remotes = args.userOptions.remotes;
    if (remotes && Object.keys(config).length > 0) {
      args.userOptions.remotes = applyRemotesConfig(remotes, config);
    }
    return args;
  },
  // A remote entry that failed to load is tried once more at a fresh URL. index.html preloads the
  // route's remoteEntry.js; when that preload failed (the remote was down at page load), every later
  // <script> of the same URL fails at once, without a request — 'Tekrar Dene' could never reach a
  // remote that is back. (The entry's chunks still load from its directory: webpack's automatic
  // publicPath drops the query.)
  loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
    delete globalLoading[uniqueKey];
    const retry = Date.now();
    const entry = getRemoteEntry({ origin, remoteInfo, getEntryUrl: (url) => `${url}${url.includes('?') ? '&' : '?'}retry=${retry}` }).then((exports) => exports || undefined);
    // the hook's declared result is a promise of that promise (the runtime awaits it)
    return new Promise<typeof entry>((resolve) => resolve(entry));
  },
  async errorLoadRemote(args) {
    const { id, error } = args;
    if (!isChunkLoadError(error)) return undefined;
    const decision = handleChunkFailure(error, remoteKeyOf(id), browserChunkEnv());
    if (decision === 'reload') {
      // Keep the route suspended (its spinner shows) until the scheduled reload happens.
      return new Promise<never>(() => undefined);
    }
    return undefined;
  },
});

export default akademiRuntimePlugin;
