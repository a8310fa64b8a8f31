// Federation config of mf-tracking: exposes only the contract (shared/src/federation/contract.ts).
import { federationConfig } from '@akademi/build/federation';

export default federationConfig({
  name: 'mf_tracking',
  appDir: __dirname,
  exposes: {
    './routes': './src/remote/routes.tsx',
  },
});
