// ESLint over a few fixture files, for the tests that prove a lint rule fires (boundaries,
// dependency direction). Runs in a child Node process: ESLint loads its ESM config with import().
import { spawnSync } from 'node:child_process';

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `files` with the workspace's config (ignores off); messages per file path. */
export function lintFiles(root: string, files: string[]): Record<string, LintMessage[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)}, ignore: false, cache: false });
    const results = await eslint.lintFiles(${JSON.stringify(files)});
    console.log(JSON.stringify(Object.fromEntries(results.map((r) => [r.filePath, r.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }))]))));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, LintMessage[]>;
}

/** The rule ids of a file's messages. */
export const ruleIds = (messages: LintMessage[] | undefined) => (messages ?? []).map((m) => m.ruleId);
