import { createAppConfig } from '@akademi/build/webpack-app';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3003,
      title: 'Akademi — Raporlar',
      federation,
      // Sidebar items as data: the build writes nav.json from this module (the shell reads it).
      navModule: './src/remote/nav.ts',
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
