import { createAppConfig } from '@akademi/shared/build/webpack-app';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3005,
      title: 'Takip Sistemi',
      federation,
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
