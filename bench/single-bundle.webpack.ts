// The same code as the federated apps, built as ONE bundle without module federation: the shell's
// own webpack configuration (with the static sign-in first paint; the shell has no federation plugin,
// it loads remotes through the runtime API in src/app/federation-host.ts) with that loader module
// replaced by single-bundle-host.ts, which imports each remote's ./routes from its source.
// Used by bench/bundle-size.ts to measure what federation costs.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { createAppConfig } from '../tools/build/webpack-app.ts';
import { signInFirstPaint } from '../tools/build/first-paint.ts';
import { hostBuildInfo } from '../tools/build/federation.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function singleBundleConfig(outDir: string): Configuration {
  const config = createAppConfig(
    { appDir: join(root, 'shell'), port: 3100, title: 'Akademi', host: hostBuildInfo('shell', join(root, 'shell'), []), withRemotesConfig: true, firstPaint: signInFirstPaint() },
    'production',
  );
  return {
    ...config,
    output: { ...config.output, path: outDir, uniqueName: 'single' },
    cache: { type: 'filesystem', cacheDirectory: join(root, 'node_modules/.cache/webpack-single') },
    plugins: [...(config.plugins ?? []), new webpack.NormalModuleReplacementPlugin(/[\\/]federation-host$/, join(root, 'bench/single-bundle-host.ts'))],
    devServer: undefined,
  };
}
