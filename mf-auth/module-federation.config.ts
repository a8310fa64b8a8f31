// Federation config of mf-auth: exposes only the contract (shared/src/federation/contract.ts).
import { federationConfig } from '@akademi/build/federation';

export default federationConfig({
  name: 'mf_auth',
  appDir: __dirname,
  exposes: {
    './routes': './src/remote/routes.tsx',
  },
});
