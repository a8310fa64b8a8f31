// Federation runtime plugin used by every app (module-federation.config.ts → runtimePlugins).
// 1. beforeInit: remote entries from the deployment's remotes.json (loaded before main.js).
// 2. errorLoadRemote: a failed remote/chunk fetch is logged, stored and reloads the page after 1 s
//    (spec 2 §4); a repeated failure right after our reload is rethrown so the route's error
//    boundary shows the error screen. Sidebar contributions ('…/nav') never reload the page: the
//    items are just left out (their route will do the reload/error decision when visited).
// It must not import shared modules (react, @akademi/shared…): it runs before the share scope
// exists. The two files below import nothing and are bundled into the runtime directly.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { applyRemotesConfig, readRemotesGlobal } from '../config/remotes-config';
import {
  appendChunkError,
  browserChunkEnv,
  chunkUrlOf,
  handleChunkFailure,
  isChunkLoadError,
  remoteKeyOf,
} from '../chunk-errors';

const akademiRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'akademi-runtime-plugin',
  beforeInit(args) {
    const config = readRemotesGlobal();
    const remotes = args.userOptions.remotes;
    if (remotes && Object.keys(config).length > 0) {
      args.userOptions.remotes = applyRemotesConfig(remotes as Array<{ name: string; entry?: string }>, config) as typeof remotes;
    }
    return args;
  },
  async errorLoadRemote(args) {
    const { id, error } = args;
    if (!isChunkLoadError(error)) return undefined;
    const env = browserChunkEnv();
    if (/\/nav$/.test(id)) {
      appendChunkError(env.local, {
        timestamp: new Date(env.now()).toISOString(),
        chunkUrl: chunkUrlOf(error),
        message: error instanceof Error ? error.message : String(error),
        userAgent: env.userAgent,
        currentUrl: env.currentUrl,
      });
      env.log(`[chunk-load] ${id} unavailable; its sidebar items are left out`, error);
      return undefined;
    }
    const decision = handleChunkFailure(error, remoteKeyOf(id), env);
    if (decision === 'reload') {
      // Keep the route suspended (its spinner shows) until the scheduled reload happens.
      return new Promise<never>(() => undefined);
    }
    return undefined;
  },
});

export default akademiRuntimePlugin;
