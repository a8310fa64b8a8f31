// The same code as the federated apps, built as ONE bundle without module federation: the shell's
// own webpack configuration (with the static sign-in first paint) with the federation plugin taken
// out and each `mf_x/routes` import pointed at that remote's source. Used by bench/bundle-size.ts to measure what federation costs.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { createAppConfig } from '../shared/build/webpack-app.ts';
import { signInFirstPaint } from '../shared/build/first-paint.ts';
import shellFederation from '../shell/module-federation.config.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = { mf_auth: 'mf-auth', mf_admin: 'mf-admin', mf_reports: 'mf-reports', mf_tests: 'mf-tests', mf_tracking: 'mf-tracking' };

export function singleBundleConfig(outDir: string): Configuration {
  const config = createAppConfig(
    { appDir: join(root, 'shell'), port: 3100, title: 'Akademi', federation: shellFederation, withRemotesConfig: true, firstPaint: signInFirstPaint() },
    'production',
  );
  const alias: Record<string, string> = {};
  for (const [fed, dir] of Object.entries(REMOTES)) {
    alias[`${fed}/routes`] = join(root, dir, 'src/remote/routes.tsx');
  }
  return {
    ...config,
    output: { ...config.output, path: outDir, uniqueName: 'single' },
    resolve: { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), ...alias } },
    cache: { type: 'filesystem', cacheDirectory: join(root, 'node_modules/.cache/webpack-single') },
    plugins: (config.plugins ?? []).filter((p) => p?.constructor?.name !== 'ModuleFederationPlugin'),
    devServer: undefined,
  };
}
