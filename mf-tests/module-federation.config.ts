// Federation config of mf-tests: exposes only the contract (shared/src/federation/contract.ts).
import { federationConfig } from '@akademi/build/federation';

export default federationConfig({
  name: 'mf_tests',
  appDir: __dirname,
  exposes: {
    './routes': './src/remote/routes.tsx',
  },
});
