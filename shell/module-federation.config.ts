// The shell is the federation host, but no federation build: it loads the five remotes through the
// federation runtime API, lazily (src/app/federation-host.ts). Its build bakes in this: the remotes'
// build-time entries (local defaults; the deployment's remotes.json replaces them at run time) and
// the versions of the singletons it registers in the share scope.
import { hostBuildInfo } from '@akademi/build/federation';

export default hostBuildInfo('shell', __dirname, ['mf_auth', 'mf_admin', 'mf_reports', 'mf_tests', 'mf_tracking']);
