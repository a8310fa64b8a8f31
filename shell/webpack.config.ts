import { createAppConfig } from '@akademi/shared/build/webpack-app';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3000,
      title: 'Akademi',
      federation,
      withRemotesConfig: true,
      // Static test pages are extra entries of mf-tests, served under the shell's origin (ARCHITECTURE.md).
      devProxy: [{ context: ['/cognitive-tests', '/exercises/all-exercises'], target: 'http://127.0.0.1:3004' }],
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
