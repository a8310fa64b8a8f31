// Federation runtime plugin used by every app (module-federation.config.ts → runtimePlugins).
// 1. beforeInit: remote entries from the deployment's remotes.json (loaded before main.js).
// 2. errorLoadRemote: a failed remote/chunk fetch is logged, stored and reloads the page after 1 s
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
