import { createAppConfig } from '@akademi/build/webpack-app';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: __dirname,
      port: 3005,
      title: 'Takip Sistemi',
      federation,
      // Also deployed as a site of its own (the /tracking portal for LMS links): keeps its shared copies.
      standaloneSite: true,
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
