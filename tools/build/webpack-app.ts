// webpack configuration shared by the shell and the five remotes (each app's webpack.config.ts
// calls createAppConfig with its own module-federation.config.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { FIRST_PAINT_ID } from '../../shared/src/federation/first-paint';
import { SignInIslandPlugin } from './sign-in-island';
import type { FirstPaint } from './first-paint';
import { BOOT_GLOBAL } from '../../shared/src/sign-in/boot';
import { REMOTES_ERROR_GLOBAL } from '../../shared/src/config/remotes-config';
import { REMOTE_PORTS, defaultRemoteUrl, type FederationPluginOptions, type RemoteFederationName } from './federation';
import type { HostBuildInfo } from '../../shared/src/federation/singletons';

/** The Supabase CLI's well-known local demo values (not secrets); deployments override via env. */
const DEMO_SUPABASE_URL = 'http://127.0.0.1:54321';
const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The directory of the federation runtime-core that @module-federation/enhanced's runtime uses:
 * the shell imports that same module (one copy) to hand it to the remotes (externalRuntime). */
function federationRuntimeCoreDir(): string {
  // the packages' exports hide package.json: resolve each main entry, then walk up to its package
  const packageDir = (name: string, from?: string): string => {
    let dir = dirname(require.resolve(name, from ? { paths: [from] } : undefined));
    const isPackage = (d: string) => existsSync(join(d, 'package.json')) && (JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as { name?: string }).name === name;
    while (!isPackage(dir)) {
      if (dirname(dir) === dir) throw new Error(`${name}: package directory not found`);
      dir = dirname(dir);
    }
    return dir;
  };
  const tools = packageDir('@module-federation/runtime-tools', packageDir('@module-federation/enhanced'));
  return packageDir('@module-federation/runtime-core', packageDir('@module-federation/runtime', tools));
}

/** react-router exposes only its development build through package exports; production builds
 * alias the production files (no dev warnings, smaller shared chunk). */
function reactRouterProductionAliases(): Record<string, string> {
  const fromShared = require.resolve('react-router-dom/package.json', { paths: [join(__dirname, '..', '..', 'shared')] });
  const routerDir = dirname(require.resolve('react-router/package.json', { paths: [dirname(fromShared)] }));
  return {
    'react-router$': join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

export interface AppBuildOptions {
  /** Absolute app directory (…/shell, …/mf-auth). */
  appDir: string;
  port: number;
  title: string;
  /** A remote: its federation plugin options (module-federation.config.ts). */
  federation?: FederationPluginOptions;
  /** The shell: no federation plugin; remotes load through the runtime API with this build info. */
  host?: HostBuildInfo;
  /** A remote's sidebar items (default export NavItem[], relative to appDir): written to nav.json. */
  navModule?: string;
  /** A remote that is also deployed as a site of its own (mf-tracking): keeps its own copies of the
   * shared singletons in production. */
  standaloneSite?: boolean;
  /** Emit remotes.json (the shell). */
  withRemotesConfig?: boolean;
  devProxy?: DevServerConfiguration['proxy'];
  /** Static first paint in index.html (the shell: the sign-in form, tools/build/first-paint.ts). */
  firstPaint?: FirstPaint;
  /** The shell: which remote owns which path ('/students/:id' patterns), for preload hints. */
  routeRemotes?: ReadonlyArray<{ path: string; owner: string }>;
}

export function runtimeConfigJson(): string {
  return `${JSON.stringify(
    {
      supabaseUrl: process.env.SUPABASE_URL || DEMO_SUPABASE_URL,
      supabaseAnonKey: process.env.SUPABASE_ANON_KEY || DEMO_ANON_KEY,
      // printed documents' letterhead (issue 17 item 6); unset → the app's default name, no logo
      ...(process.env.ACADEMY_NAME ? { academyName: process.env.ACADEMY_NAME } : {}),
      ...(process.env.ACADEMY_LOGO_URL ? { academyLogoUrl: process.env.ACADEMY_LOGO_URL } : {}),
    },
    null,
    2,
  )}\n`;
}

export function remotesConfigJson(): string {
  const names = Object.keys(REMOTE_PORTS) as RemoteFederationName[];
  return `${JSON.stringify(Object.fromEntries(names.map((n) => [n, defaultRemoteUrl(n)])), null, 2)}\n`;
}

/** Emits config.json (and remotes.json; nav.json for a remote with sidebar items) so dev servers and dist
 * serve them; serve-static rewrites the config files. */
class RuntimeConfigPlugin {
  constructor(
    private readonly withRemotes: boolean,
    private readonly navModule: string | null,
  ) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RuntimeConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('config.json', new webpack.sources.RawSource(runtimeConfigJson()));
        if (this.withRemotes) compilation.emitAsset('remotes.json', new webpack.sources.RawSource(remotesConfigJson()));
        if (this.navModule) {
          // The remote's sidebar items as data: the shell draws the sidebar from nav.json without
          // loading this remote's entry (≈ 30 KB gzip each) on every page. Not a federation expose.
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const items: unknown = require(this.navModule).default;
          compilation.emitAsset('nav.json', new webpack.sources.RawSource(`${JSON.stringify(items, null, 2)}\n`));
        }
      });
    });
  }
}

/**
 * index.html: a tiny first script fetches /config.json and /remotes.json, puts them on window,
 * then adds the main scripts (preloaded meanwhile). The federation runtime plugin reads them in
 * beforeInit, so remote URLs are per deployment and need no rebuild.
 */
/** Route patterns as anchored regular expressions, with the remote that owns each (no 'shell'). */
export function routeRemotePatterns(routes: AppBuildOptions['routeRemotes']): Array<[string, string]> {
  return (routes ?? [])
    .filter((r) => r.owner !== 'shell')
    .map((r) => [`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`, r.owner]);
}

/**
 * With a first paint and its island (island() → '/signin.<hash>.js'): while the static sign-in
 * form is kept, only the island is loaded; the app's scripts are prefetched (not run) once the
 * island is ready, and the app starts when the island calls window.__AKADEMI_BOOT__.start() (after
 * a sign-in, or 'Şifrenizi mi unuttunuz?').
 */
export function htmlTemplate(
  title: string,
  withRemotes: boolean,
  firstPaint?: { css: string; html: string },
  routes?: Array<[string, string]>,
  island?: () => string | null,
) {
  const page = readFileSync(join(__dirname, 'templates', 'index.html'), 'utf8');
  // the loader without its header comment (the page carries no comments of the build)
  const loader = readFileSync(join(__dirname, 'templates', 'loader.js'), 'utf8').replace(/^(\/\/.*\n)+/, '');
  return ({ htmlWebpackPlugin }: { htmlWebpackPlugin: { files: { js: string[] } } }) => {
    const js = htmlWebpackPlugin.files.js;
    const islandFile = (firstPaint && island?.()) || null;
    const values = {
      scripts: js,
      routes: routes ?? [],
      hintScripts: Boolean(firstPaint),
      withRemotes,
      remotesErrorGlobal: REMOTES_ERROR_GLOBAL,
      bootGlobal: BOOT_GLOBAL,
      island: islandFile,
      firstPaintId: FIRST_PAINT_ID,
    };
    // JSON in a script: '<' escaped so no value can close the element
    const pageJson = JSON.stringify(values).replace(/</g, '\\u003c');
    const parts: Record<string, string> = {
      '<!--TITLE-->': title,
      '<!--PRELOAD-->': firstPaint ? '' : js.map((src) => `<link rel="preload" as="script" href="${src}">`).join('\n'),
      '<!--CSS-->': firstPaint ? `\n${firstPaint.css}` : '',
      '<!--FIRST-PAINT-->': firstPaint ? `${firstPaint.html}\n` : '',
      '<!--LOADER-->': loader.replace('/*PAGE*/', () => pageJson),
    };
    return page.replace(/<!--(TITLE|PRELOAD|CSS|FIRST-PAINT|LOADER)-->/g, (m) => parts[m] ?? m);
  };
}

type PathData = { chunk?: { contentHash?: Record<string, string> } | { contentHash?: undefined }; contentHash?: string };
const hashedName = (pathData: PathData) =>
  pathData.contentHash || pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/** The persistent cache is dropped when the build configuration itself changes (this file, the
 * federation options); each app's webpack.config.ts is added by webpack as the entry config. */
const BUILD_DEPENDENCIES = { config: [__filename, join(__dirname, 'federation.ts'), join(__dirname, 'first-paint.ts'), join(__dirname, 'sign-in-island.ts'), join(__dirname, 'templates', 'index.html'), join(__dirname, 'templates', 'loader.js')] };

/** TypeScript/TSX through swc, CSS through style-loader: the same for every build of the workspace. */
function moduleRules(prod: boolean): NonNullable<Configuration['module']> {
  return {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
              target: 'es2020',
            },
          },
        },
      },
      { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    ],
  };
}

function optimization(prod: boolean): Configuration['optimization'] {
  return prod
    ? {
        minimize: true,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false, minimizerOptions: { compress: { passes: 1 }, mangle: true } })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      }
    : { moduleIds: 'named' };
}

/** URL prefixes the shell's origin serves from mf-tests (dev proxy, serve-static, deploy rule). */
export const STATIC_PAGE_GROUPS = ['cognitive-tests', 'exercises/all-exercises'] as const;

function findEntries(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : findEntries(p, base);
    return /\.entry\.tsx?$/.test(e.name) ? [relative(base, p)] : [];
  });
}

/**
 * Static pages (the test pages, the embedded exercises app): plain webpack entries WITHOUT module
 * federation — they open in their own window or frame under the shell's origin. Convention:
 * `src/static-pages/<group>/<dir>/<name>.entry.ts(x)` → `<group>/<dir>/<name>.html`, its scripts
 * under `<group>/_assets/` (so the shell's `/cognitive-tests/*` and `/exercises/all-exercises/*`
 * routing rules cover them). One config per group; the html loads /config.json first.
 */
export function createStaticPagesConfigs(appDir: string, mode: 'development' | 'production'): Configuration[] {
  const prod = mode === 'production';
  return STATIC_PAGE_GROUPS.flatMap((group) => {
    const root = join(appDir, 'src', 'static-pages', group);
    const entries = findEntries(root);
    if (entries.length === 0) return [];
    const entry = Object.fromEntries(entries.map((rel) => [rel.replace(/\.entry\.tsx?$/, '').split(sep).join('/'), `./${join('src', 'static-pages', group, rel)}`]));
    return [
      {
        name: `static:${group}`,
        mode,
        context: appDir,
        entry,
        devtool: prod ? false : 'eval-cheap-module-source-map',
        output: {
          path: join(appDir, 'dist', group),
          filename: prod ? '_assets/[name].[contenthash:8].js' : '_assets/[name].js',
          chunkFilename: prod ? '_assets/[id].[contenthash:8].js' : '_assets/[id].js',
          publicPath: `/${group}/`,
          uniqueName: `static-${group.replace(/\W/g, '-')}`,
          clean: false,
        },
        resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: prod ? reactRouterProductionAliases() : {} },
        module: moduleRules(prod),
        cache: { type: 'filesystem', cacheDirectory: join(appDir, 'node_modules/.cache/webpack'), name: `static-${group.replace(/\W/g, '-')}-${mode}`, buildDependencies: BUILD_DEPENDENCIES },
        optimization: optimization(prod),
        performance: { hints: false },
        plugins: Object.keys(entry).map(
          (name) =>
            new HtmlWebpackPlugin({
              inject: false,
              publicPath: `/${group}/`,
              filename: `${name}.html`,
              templateContent: htmlTemplate('Akademi', false) as unknown as string,
              chunks: [name],
            }),
        ),
        stats: 'errors-warnings',
      } satisfies Configuration,
    ];
  });
}

/**
 * Production remotes take every shared singleton from the shell (`import: false`): the shell always
 * loads first and registers them all (shell/src/app/federation-host.ts), so a remote's own fallback
 * copies (react-dom, supabase-js, the antd kit…) were built — six times — and never fetched.
 * Building them was most of a small remote's build time. Development keeps the fallbacks so that a
 * remote's dev server runs on its own (the standalone harness); so does a standalone site.
 * Likewise the federation runtime-core (≈ 10 KB gzip of each remoteEntry.js): a production remote
 * takes the shell's (`externalRuntime`: the global _FEDERATION_RUNTIME_CORE, set by federation-host.ts).
 */
function federationForBuild(federation: FederationPluginOptions, prod: boolean, hostProvidesShared: boolean): FederationPluginOptions {
  const shared = federation.shared;
  if (!prod || !hostProvidesShared || !shared || Array.isArray(shared)) return federation;
  return {
    ...federation,
    shared: Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, typeof config === 'string' ? config : { ...config, import: false as const }])),
    experiments: { ...federation.experiments, externalRuntime: true },
  };
}

export function createAppConfig(options: AppBuildOptions, mode: 'development' | 'production'): Configuration & { devServer?: DevServerConfiguration } {
  const { appDir, port, title, federation, host } = options;
  const prod = mode === 'production';
  const isShell = Boolean(host);
  const name = host?.name ?? federation?.name;
  if (!name) throw new Error(`${appDir}: createAppConfig needs federation (a remote) or host (the shell)`);
  const island = options.firstPaint ? new SignInIslandPlugin(options.firstPaint.island, prod) : null;
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    output: {
      path: join(appDir, 'dist'),
      // Functions: the federation runtime module renders these templates (for the directory depth
      // only) before content hashes exist; [contenthash] would throw there.
      filename: prod ? hashedName : '[name].js',
      chunkFilename: prod ? hashedName : '[name].js',
      // The shell serves deep SPA paths from '/'; remotes load their chunks from their own origin.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      // A module whose factory threw (e.g. a remote that failed to load) is not cached as {}: the
      // next import() tries again ('Tekrar Dene' after a remote comes back).
      strictModuleExceptionHandling: true,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...(prod ? reactRouterProductionAliases() : {}),
        // not a dependency of the shell's own: the very package (directory) the runtime API imports
        ...(host ? { '@module-federation/runtime-core$': federationRuntimeCoreDir() } : {}),
      },
    },
    module: moduleRules(prod),
    cache: { type: 'filesystem', cacheDirectory: join(appDir, 'node_modules/.cache/webpack'), name: mode, buildDependencies: BUILD_DEPENDENCIES },
    optimization: optimization(prod),
    performance: { hints: false },
    plugins: [
      // The shell: a plain webpack app; its federation runtime is a lazy chunk of the remote pages
      // (shell/src/app/federation-host.ts reads __AKADEMI_HOST__).
      host
        ? // ENV_TARGET: the runtime's browser paths only (its Node script loaders drop), as the plugin does for 'web'
          new webpack.DefinePlugin({ __AKADEMI_HOST__: JSON.stringify(host), ENV_TARGET: JSON.stringify('web') })
        : new ModuleFederationPlugin(federationForBuild(federation ?? { name }, prod, !options.standaloneSite)),
      ...(island ? [island] : []),
      new HtmlWebpackPlugin({
        inject: false,
        publicPath: '/',
        templateContent: htmlTemplate(title, Boolean(options.withRemotesConfig), options.firstPaint, routeRemotePatterns(options.routeRemotes), () => island?.holder.file ?? null) as unknown as string,
        chunks: ['main'],
      }),
      new RuntimeConfigPlugin(Boolean(options.withRemotesConfig), options.navModule ? join(appDir, options.navModule) : null),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      client: { overlay: { runtimeErrors: false } },
      proxy: options.devProxy,
    },
    stats: 'errors-warnings',
  };
}
