// Federation config of the shell (host): consumes the five remotes, exposes nothing.
// Build-time entries are local defaults; the deployment's remotes.json replaces them at run time.
import { federationConfig } from '@akademi/shared/build/federation';

export default federationConfig({
  name: 'shell',
  appDir: __dirname,
  remotes: ['mf_auth', 'mf_admin', 'mf_reports', 'mf_tests', 'mf_tracking'],
});
