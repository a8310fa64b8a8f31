// The sign-in island's script (issue 19): shared/src/sign-in/entry.ts bundled by esbuild OUTSIDE the
// federated webpack compilation — ModuleFederationPlugin puts its runtime (≈ 27 KB gzip) into every
// entry of a federated build, and the island must be a few KB. Emitted into the shell's output as
// signin.<content hash>.js (a file of its own, so its bytes count and it caches), its files added
// to the compilation's watch list; index.html names it (holder.file) and loads it while the static
// sign-in form is kept.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import webpack from 'webpack';

const NAME = 'SignInIslandPlugin';
const SHARED_DIR = join(__dirname, '..', '..', 'shared');

export class SignInIslandPlugin {
  /** '/signin.<hash>.js' once the compilation has emitted it (read by index.html's template). */
  readonly holder: { file: string | null } = { file: null };

  constructor(
    private readonly entry: string,
    private readonly prod: boolean,
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // loaded here, not at the top: webpack configs are also imported by jest (jsdom), where esbuild refuses to load
        const { build } = await import('esbuild');
        const out = await build({
          entryPoints: [this.entry],
          absWorkingDir: SHARED_DIR,
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2018',
          platform: 'browser',
          minify: this.prod,
          legalComments: 'none',
          charset: 'utf8',
          metafile: true,
          logLevel: 'silent',
        });
        const code = out.outputFiles[0]?.contents;
        if (!code) throw new Error(`${NAME}: esbuild wrote nothing for ${this.entry}`);
        const name = this.prod ? `signin.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js` : 'signin.js';
        compilation.emitAsset(name, new webpack.sources.RawSource(Buffer.from(code)));
        this.holder.file = `/${name}`;
        for (const input of Object.keys(out.metafile.inputs)) compilation.fileDependencies.add(resolve(SHARED_DIR, input));
      });
    });
  }
}
