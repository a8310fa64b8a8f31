/** @jest-environment jsdom */
// The shell's index.html (tools/build/webpack-app.ts): its inline scripts are plain ES5 that no
// compiler checks, so they are run here as the browser would — the preload hints for the route's
// remote, the config globals, the main scripts added after them.
import { htmlTemplate, routeRemotePatterns } from '../../../../tools/build/webpack-app';
import { signInFirstPaint } from '../../../../tools/build/first-paint';

const REMOTES = { mf_auth: 'http://127.0.0.1:3001/mf-manifest.json', mf_reports: 'http://127.0.0.1:3003/mf-manifest.json' };
const ROUTES = [
  { path: '/auth', owner: 'mf_auth' },
  { path: '/dashboard', owner: 'shell' },
  { path: '/students/:id', owner: 'mf_reports' },
];

function html(): string {
  const render = htmlTemplate('Akademi', true, signInFirstPaint(), routeRemotePatterns(ROUTES));
  return render({ htmlWebpackPlugin: { files: { js: ['/main.abc.js'] } } });
}

/** Runs index.html's last inline script (the loader) at `path`, with config.json and remotes.json served. */
async function load(path: string, remotesText: string = JSON.stringify(REMOTES)) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).__AKADEMI_REMOTES_ERROR__;
  const bodies: Record<string, string> = { '/config.json': JSON.stringify({ supabaseUrl: 'http://x' }), '/remotes.json': remotesText };
  window.fetch = jest.fn(async (url: string) => ({ ok: true, json: async () => JSON.parse(bodies[url] ?? ''), text: async () => bodies[url] }) as unknown as Response) as unknown as typeof fetch;
  const scripts = [...html().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  new Function(scripts[scripts.length - 1])();
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  return [...document.head.querySelectorAll('link[rel=preload]')]
    .map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`)
    .filter((hint) => hint !== 'script /main.abc.js');
}

describe('index.html', () => {
  it('its inline scripts are valid JavaScript', () => {
    const scripts = [...html().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    for (const s of scripts) expect(() => new Function(s)).not.toThrow();
  });

  it('/auth: preloads mf_auth’s manifest and entry, then adds main.js', async () => {
    expect(await load('/auth')).toEqual(['fetch http://127.0.0.1:3001/mf-manifest.json', 'script http://127.0.0.1:3001/remoteEntry.js']);
    expect(document.head.querySelector('link[as=fetch]')?.getAttribute('crossorigin')).toBe('anonymous');
    expect([...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/main.abc.js']);
  });

  it('opens the connection to the API origin (config.json supabaseUrl) as soon as the config is read', async () => {
    await load('/dashboard');
    const links = [...document.head.querySelectorAll('link[rel=preconnect]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([['http://x', 'anonymous']]);
  });

  it('with the static sign-in form in the page, nothing is fetched before the next frame', async () => {
    window.history.replaceState(null, '', '/auth');
    document.body.innerHTML = '<div id="akademi-first-paint"></div>';
    document.head.innerHTML = '';
    const fetched = jest.fn(async () => ({ ok: true, json: async () => ({}) }) as unknown as Response);
    window.fetch = fetched as unknown as typeof fetch;
    let frame: FrameRequestCallback | null = null;
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => ((frame = cb), 1));
    const scripts = [...html().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    new Function(scripts[scripts.length - 1])();
    expect(html()).not.toMatch(/<link rel="preload"/);
    expect(fetched).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    (frame as unknown as FrameRequestCallback)(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(document.head.querySelector('link[href="/main.abc.js"]')?.getAttribute('as')).toBe('script');
    raf.mockRestore();
  });

  it('with the island: after the first frame only the island and config.json are fetched; the app is prefetched at idle and started once by the island', async () => {
    window.history.replaceState(null, '', '/auth');
    document.body.innerHTML = '<div id="akademi-first-paint"></div>';
    document.head.innerHTML = '';
    const fetched = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, json: async () => ({}) }) as unknown as Response);
    window.fetch = fetched as unknown as typeof fetch;
    let frame: FrameRequestCallback | null = null;
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => ((frame = cb), 1));
    const page = htmlTemplate('Akademi', true, signInFirstPaint(), routeRemotePatterns(ROUTES), () => '/signin.1234abcd.js')({ htmlWebpackPlugin: { files: { js: ['/main.abc.js'] } } });
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    new Function(scripts[scripts.length - 1])();
    expect(fetched).not.toHaveBeenCalled();
    (frame as unknown as FrameRequestCallback)(0);
    await new Promise((r) => setTimeout(r, 0));
    const added = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(added()).toEqual(['/signin.1234abcd.js']);
    expect(fetched.mock.calls).toEqual([['/config.json', { cache: 'no-cache' }]]);
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    // the island loaded: the app's scripts are prefetched (fetched into the cache, not run)
    const island = document.body.querySelector('script') as HTMLScriptElement;
    (island.onload as () => void)();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.head.querySelector('link[rel=prefetch]')?.getAttribute('href')).toBe('/main.abc.js');
    expect(added()).toEqual(['/signin.1234abcd.js']);
    // the island starts the app (after a sign-in): its scripts are added once, config.json is not fetched again
    const boot = (window as unknown as Record<string, { start: () => void }>).__AKADEMI_BOOT__;
    boot.start();
    boot.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(added()).toEqual(['/signin.1234abcd.js', '/main.abc.js']);
    expect(fetched.mock.calls.filter((c) => c[0] === '/config.json')).toHaveLength(1);
    raf.mockRestore();
  });

  it('a parameterised path preloads its owner; a shell page and an unknown path preload nothing', async () => {
    expect(await load('/students/42')).toEqual(['fetch http://127.0.0.1:3003/mf-manifest.json', 'script http://127.0.0.1:3003/remoteEntry.js']);
    expect(await load('/dashboard')).toEqual([]);
    expect(await load('/students/42/extra')).toEqual([]);
  });

  it('remotes.json in the per-remote form: the stable entry is preloaded, unless a canary or a tester override may choose another', async () => {
    const release = 'https://cdn.example/releases/mf-reports/1.0.0-abc1234/mf-manifest.json';
    const stable = JSON.stringify({ mf_reports: { entry: release, version: '1.0.0-abc1234' } });
    expect(await load('/students/42', stable)).toEqual([`fetch ${release}`, 'script https://cdn.example/releases/mf-reports/1.0.0-abc1234/remoteEntry.js']);
    const withCanary = JSON.stringify({ mf_reports: { entry: release, version: '1.0.0-abc1234', canary: { entry: release, version: '1.0.0-abc1234', percent: 5 } } });
    expect(await load('/students/42', withCanary)).toEqual([]);
    expect(await load('/students/42?remote:mf_reports=2.0.0-x', stable)).toEqual([]);
  });

  it('a remotes.json that is not JSON: nothing from it, and the reason left for the shell to log', async () => {
    expect(await load('/students/42', '{"mf_reports": ')).toEqual([]);
    const page = window as unknown as Record<string, unknown>;
    expect(page.__AKADEMI_REMOTES__).toEqual({});
    expect(page.__AKADEMI_REMOTES_ERROR__).toBe('remotes.json is not valid JSON');
  });
});
