// The webpack Node API for the apps' TypeScript configs (loaded through tsx's require hook):
// used by build-apps.mjs (the builds of dist/) and release.mjs (a remote's versioned release).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
// TS configs (CommonJS, so __dirname is the app directory) load through tsx's require hook.
register();
const require = createRequire(import.meta.url);
export const webpack = require('webpack');

/** The app's webpack configuration (or list of them: mf-tests also builds its static pages). */
export async function loadConfig(app, mode) {
  const file = join(root, app, 'webpack.config.ts');
  if (!existsSync(file)) throw new Error(`${file} missing`);
  let mod = require(file);
  // CJS-compiled TS under tsx may nest the default export.
  while (mod && typeof mod !== 'function' && 'default' in mod) mod = mod.default;
  return typeof mod === 'function' ? mod({}, { mode }) : mod;
}

export function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        for (const e of info.errors) console.error(e.message ?? e, e.details ?? "", e.stack ?? "");
        return reject(new Error('compilation failed'));
      }
      for (const w of info.warnings ?? []) console.warn(`warning: ${w.message ?? w}`);
      stats.compilation.compiler.close?.(() => undefined);
      resolve(stats);
    });
  });
}
