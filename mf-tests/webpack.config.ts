import { createAppConfig } from '@akademi/shared/build/webpack-app';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3004,
      title: 'Akademi — Testler',
      federation,
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
