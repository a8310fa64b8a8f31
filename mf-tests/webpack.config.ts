import { join } from 'node:path';
import { createAppConfig, createStaticPagesConfigs } from '@akademi/build/webpack-app';
import federation from './module-federation.config';

// The federated remote first (it cleans dist/), then the static pages (test pages, exercises app)
// that the shell's origin serves under /cognitive-tests and /exercises/all-exercises.
export default (_env: unknown, argv: { mode?: string }) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  // navModule: sidebar items as data (the build writes nav.json; the shell reads it).
  const app = createAppConfig({ appDir: __dirname, port: 3004, title: 'Akademi — Testler', federation, navModule: './src/remote/nav.ts' }, mode);
  // In development the dev server also serves what the static-page watchers write into dist/.
  if (app.devServer) app.devServer.static = { directory: join(__dirname, 'dist'), watch: false };
  return [app, ...createStaticPagesConfigs(__dirname, mode)];
};
