// The shell registers its own copies of the singletons through the federation runtime API
// (shell/src/app/federation-host.ts) with the versions its build bakes in (hostBuildInfo); the
// remotes consume them with `import: false` — they have no copy of their own to fall back to. So
// every singleton a remote consumes must be registered by the shell in a version the remote accepts,
// or the remote's page fails at run time.
import { join } from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { hostBuildInfo, sharedSingletons, REMOTE_PORTS } from '../../../../tools/build/federation';

const ROOT = join(__dirname, '..', '..', '..', '..');
const REMOTE_DIRS = ['mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];

describe('the shell provides what the remotes consume', () => {
  const host = hostBuildInfo('shell', join(ROOT, 'shell'), Object.keys(REMOTE_PORTS) as Array<keyof typeof REMOTE_PORTS>);

  it.each(REMOTE_DIRS)('%s: every consumed singleton is registered by the shell in an accepted version', (dir) => {
    const consumed = sharedSingletons(join(ROOT, dir));
    const problems = Object.entries(consumed).flatMap(([key, { requiredVersion }]) => {
      const provided = (host.shared as Record<string, { version: string } | undefined>)[key];
      if (!provided) return [`${key}: not registered by the shell`];
      return satisfy(provided.version, requiredVersion) ? [] : [`${key}: shell ${provided.version}, ${dir} needs ${requiredVersion}`];
    });
    expect(problems).toEqual([]);
  });

  it('points each remote at its mf-manifest.json by default (remotes.json overrides it at run time)', () => {
    expect(Object.keys(host.remotes).sort()).toEqual(Object.keys(REMOTE_PORTS).sort());
    for (const url of Object.values(host.remotes)) expect(url).toMatch(/^https?:\/\/.+\/mf-manifest\.json$/);
  });
});
