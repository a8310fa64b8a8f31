// Edits the deployment's remotes.json (issue 29 item 3; docs/architecture.md "Releases of a remote"):
//   npm run remotes -- set <remote> <version> [--force]            the stable release (a canary of that
//                                                                  same version is promoted: removed)
//   npm run remotes -- canary <remote> <version> <percent> [--force]   a canary for percent % of users
//   npm run remotes -- canary <remote> off                         the canary removed
//   npm run remotes -- rollback <remote> [<version>]               back to the previous stable release
//                                                                  (or a named one from the history); the canary is removed
//   npm run remotes -- show                                        the file and each remote's history
// <remote>: mf-reports or mf_reports. <version>: a folder of releases/<remote>/ (npm run release).
// Options: --file <remotes.json> (default $REMOTES_FILE or releases/remotes.json), --releases-dir <dir>
// (default $RELEASES_DIR or releases/), --base-url <url> where the releases folder is served (default
// $RELEASES_BASE_URL, else taken from the remote's current release entry).
// The file is written atomically (a temporary file renamed over it, under a lock file) and only when
// the result passes the shell's own validation; each change is appended to remotes.history.json
// beside it (what rollback reads). A release whose contract range the shell's CONTRACT_VERSION does
// not satisfy is refused unless --force (the shell would refuse it at run time: its routes show the
// error screen).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseRemotesDocument, FEDERATED_REMOTES, type RemoteDeployment } from '../shared/src/config/remotes-config';
import { CONTRACT_VERSION, satisfiesRange } from '../shared/src/federation/contract';

const root = resolve(__dirname, '..');

type FileValue = string | { entry: string; version?: string; canary?: { entry: string; version: string; percent: number } };
type FileDoc = Record<string, FileValue>;
interface HistoryEntry {
  at: string;
  command: 'set' | 'canary' | 'rollback';
  remote: string;
  version: string | null;
  before: FileValue | null;
  after: FileValue | null;
}

class UsageError extends Error {}

function die(message: string, code = 1): never {
  console.error(`[remotes] ${message}`);
  process.exit(code);
}

interface Options {
  file: string;
  releasesDir: string;
  baseUrl: string | null;
  force: boolean;
  positional: string[];
}

function parseArgs(argv: string[]): Options {
  const opts: Options = {
    file: resolve(process.env.REMOTES_FILE || join(root, 'releases', 'remotes.json')),
    releasesDir: resolve(process.env.RELEASES_DIR || join(root, 'releases')),
    baseUrl: process.env.RELEASES_BASE_URL || null,
    force: false,
    positional: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === '--file') opts.file = resolve(value());
    else if (a === '--releases-dir') opts.releasesDir = resolve(value());
    else if (a === '--base-url') opts.baseUrl = value();
    else if (a === '--force') opts.force = true;
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else opts.positional.push(a);
  }
  return opts;
}

/** mf-reports | mf_reports → the federation name and the app (release folder) name. */
function remoteNames(arg: string | undefined): { name: string; app: string } {
  const name = (arg ?? '').replace(/-/g, '_');
  if (!FEDERATED_REMOTES.some((r) => r === name)) throw new UsageError(`unknown remote "${arg ?? ''}" (known: ${FEDERATED_REMOTES.join(', ')})`);
  return { name, app: name.replace(/_/g, '-') };
}

function readDoc(file: string): FileDoc {
  if (!existsSync(file)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (_e) {
    die(`${file} is not valid JSON: fix it by hand first (the shell is using its build-time defaults meanwhile)`);
  }
  const parsed = parseRemotesDocument(raw);
  if (!parsed.ok) die(`${file} is refused by the shell (${parsed.reasons.join('; ')}): fix it by hand first`);
  return raw as FileDoc; // cast: validated just above by the shell's own rules
}

function historyFile(file: string): string {
  return file.replace(/\.json$/, '') + '.history.json';
}

function readHistory(file: string): HistoryEntry[] {
  const h = historyFile(file);
  if (!existsSync(h)) return [];
  const raw: unknown = JSON.parse(readFileSync(h, 'utf8'));
  return Array.isArray(raw) ? (raw as HistoryEntry[]) : []; // cast: only this script writes it
}

function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

function withLock<T>(file: string, fn: () => T): T {
  mkdirSync(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (_e) {
    die(`${lock} exists: another 'npm run remotes' is editing the file (remove the lock if none is)`);
  }
  try {
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

function deployment(value: FileValue | undefined | null): RemoteDeployment | null {
  if (!value) return null;
  if (typeof value === 'string') return { entry: value, version: null, canary: null };
  return { entry: value.entry, version: value.version ?? null, canary: value.canary ?? null };
}

/** Where releases/<app>/<version>/mf-manifest.json is served: --base-url, or the current entry's base. */
function entryFor(opts: Options, app: string, version: string, current: RemoteDeployment | null): string {
  if (opts.baseUrl) return new URL(`${app}/${version}/mf-manifest.json`, opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`).href;
  const from = current?.entry ?? '';
  const marker = current?.version ? `/${app}/${current.version}/` : null;
  const at = marker ? from.lastIndexOf(marker) : -1;
  if (!marker || at < 0) throw new UsageError(`where are the releases served? pass --base-url <url> (or set RELEASES_BASE_URL): the current ${app} entry is not a release path`);
  return `${from.slice(0, at)}/${app}/${version}/mf-manifest.json`;
}

/** The local release's manifest: it must exist and be that version; its contract range is checked. */
function checkRelease(opts: Options, app: string, version: string): void {
  const manifestFile = join(opts.releasesDir, app, version, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    if (opts.force) return console.warn(`[remotes] no local release ${manifestFile}; --force: set anyway`);
    throw new UsageError(`no release ${app} ${version} in ${opts.releasesDir} (npm run release -- ${app}; or --force)`);
  }
  const meta = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData?: { akademi?: { version?: string; contract?: string } } }).metaData?.akademi ?? {}; // cast: read and checked field by field
  if (meta.version !== version) throw new UsageError(`${manifestFile} says version ${meta.version ?? '(none)'}, not ${version}`);
  if (!meta.contract || !satisfiesRange(CONTRACT_VERSION, meta.contract)) {
    const why = `${app} ${version} implements contract ${meta.contract ?? '(none)'}, which the shell's ${CONTRACT_VERSION} does not satisfy: the shell will refuse it (its routes show the error screen)`;
    if (!opts.force) throw new UsageError(`${why}; --force to set it anyway`);
    console.warn(`[remotes] ${why} (--force)`);
  }
}

/**
 * The stable releases of a remote, oldest first, as the history left them: each set (and an explicit
 * rollback) pushes, a plain rollback pops — so repeated rollbacks walk back one release at a time.
 */
function stableStack(history: readonly HistoryEntry[], remote: string): RemoteDeployment[] {
  const stack: RemoteDeployment[] = [];
  for (const h of history) {
    if (h.remote !== remote) continue;
    const before = deployment(h.before);
    const after = deployment(h.after);
    if (stack.length === 0 && before) stack.push({ ...before, canary: null });
    if (!after) continue;
    const top = stack[stack.length - 1];
    if (h.command === 'rollback' && h.version === null) stack.pop();
    else if (!top || top.entry !== after.entry) stack.push({ ...after, canary: null });
  }
  return stack;
}

function toFileValue(d: RemoteDeployment): FileValue {
  return { entry: d.entry, ...(d.version ? { version: d.version } : {}), ...(d.canary ? { canary: d.canary } : {}) };
}

function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  const [command, remoteArg, ...rest] = opts.positional;
  if (command === 'show' || command === undefined) {
    console.log(JSON.stringify({ file: opts.file, remotes: readDoc(opts.file), history: readHistory(opts.file) }, null, 2));
    return;
  }
  if (command !== 'set' && command !== 'canary' && command !== 'rollback') throw new UsageError(`unknown command "${command}" (set | canary | rollback | show)`);
  const { name, app } = remoteNames(remoteArg);
  withLock(opts.file, () => {
    const doc = readDoc(opts.file);
    const history = readHistory(opts.file);
    const before = doc[name] ?? null;
    const current = deployment(before);
    let next: RemoteDeployment;
    const version: string | null = rest[0] ?? null;
    if (command === 'set') {
      if (!version) throw new UsageError('usage: set <remote> <version>');
      checkRelease(opts, app, version);
      const canary = current?.canary && current.canary.version !== version ? current.canary : null;
      next = { entry: entryFor(opts, app, version, current), version, canary };
    } else if (command === 'canary') {
      if (!current) throw new UsageError(`${name} has no stable release in ${opts.file}: set one first`);
      if (version === 'off') next = { ...current, canary: null };
      else {
        const percent = Number(rest[1]);
        if (!version || rest[1] === undefined || !Number.isFinite(percent) || percent < 0 || percent > 100) throw new UsageError('usage: canary <remote> <version> <percent 0–100> | canary <remote> off');
        checkRelease(opts, app, version);
        next = { ...current, canary: { entry: entryFor(opts, app, version, current), version, percent } };
      }
    } else {
      const stack = stableStack(history, name);
      let target: RemoteDeployment | undefined;
      if (version) {
        target = [...history].reverse().flatMap((h) => (h.remote === name ? [deployment(h.after), deployment(h.before)] : [])).find((d) => d?.version === version) ?? undefined;
        if (!target) throw new UsageError(`${name} ${version} was never in ${opts.file}: use set`);
      } else {
        target = stack[stack.length - 2];
        if (!target) throw new UsageError(`${name}: no earlier release in the history to roll back to`);
      }
      next = { ...target, canary: null };
    }
    const updated: FileDoc = { ...doc, [name]: toFileValue(next) };
    const check = parseRemotesDocument(updated);
    if (!check.ok) throw new UsageError(`the result would be refused by the shell: ${check.reasons.join('; ')}`);
    writeAtomically(opts.file, `${JSON.stringify(updated, null, 2)}\n`);
    const entry: HistoryEntry = { at: new Date().toISOString(), command, remote: name, version, before, after: toFileValue(next) };
    writeAtomically(historyFile(opts.file), `${JSON.stringify([...history, entry], null, 2)}\n`);
    console.log(JSON.stringify({ remote: name, deployment: toFileValue(next) }));
  });
}

try {
  main();
} catch (e) {
  if (e instanceof UsageError) die(e.message, 2);
  throw e;
}
