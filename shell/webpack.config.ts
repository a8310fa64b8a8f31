import { createAppConfig } from '@akademi/build/webpack-app';
import { signInFirstPaint } from '@akademi/build/first-paint';
import host from './module-federation.config';
import { ROUTE_TABLE } from './src/app/route-table';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3000,
      title: 'Akademi',
      host,
      withRemotesConfig: true,
      // The sign-in form painted before any script; the sign-in island (signin.js) makes it work (issue 19).
      firstPaint: signInFirstPaint(),
      // index.html preloads the manifest and entry of the remote that owns the opened path.
      routeRemotes: ROUTE_TABLE,
      // Static test pages are extra entries of mf-tests, served under the shell's origin (ARCHITECTURE.md).
      devProxy: [{ context: ['/cognitive-tests', '/exercises/all-exercises'], target: 'http://127.0.0.1:3004' }],
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
