// `pnpm backend`: the local Supabase on 127.0.0.1:54321, data under <repo>/.data/pglite
// (or PostgreSQL when DATABASE_URL is set). Env: JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, PORT,
// HOST, DATABASE_URL, DATA_DIR, JWT_SIGNING_KEYS, JWT_SIGNING_KEYS_FILE, JWT_SIGNING_ALG, SITE_URL, ALLOWED_ORIGINS, MAILBOX, ENABLE_SIGNUP, TRUST_PROXY,
// MAIL_PROVIDER and the RATE_LIMIT_* counts (docs/security.md). Without JWT_SECRET the Supabase
// CLI demo values are used — on loopback only: on any other HOST the server refuses to start.
// STATEMENT_TIMEOUT_ANON / _AUTHENTICATED / _SERVICE_ROLE (default 3s / 8s / none, as Supabase).
// GOTRUE_OAUTH_SERVER_ENABLED / GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION override config.toml
// [auth.oauth_server] (GoTrue's names; auth/oauth-server.ts).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_PORT } from './config.ts';
import { SUPABASE_DIR } from './migrate.ts';
import { startLocalServer } from './server.ts';

const REPO_DIR = join(SUPABASE_DIR, '..');

async function main(): Promise<void> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : resolve(env.DATA_DIR || join(REPO_DIR, '.data', 'pglite'));
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);

  // The generated ES256 signing key (when JWT_SIGNING_KEYS is not set) lives beside the data:
  // <DATA_DIR>.jwt-signing-keys.json (a sibling, PGDATA stays postgres' own), or
  // .data/jwt-signing-keys.json with DATABASE_URL.
  const defaultKeyFile = dataDir ? `${dataDir}.jwt-signing-keys.json` : join(REPO_DIR, '.data', 'jwt-signing-keys.json');
  const signingKeyFile = resolve(env.JWT_SIGNING_KEYS_FILE || defaultKeyFile);
  mkdirSync(dirname(signingKeyFile), { recursive: true });
  const server = await startLocalServer({ port, host: env.HOST || undefined, databaseUrl, dataDir, env, signingKeyFile });
  const usingDemo = server.config.anonKey === (await import('./config.ts')).DEMO_ANON_KEY;
  console.log(`[supabase/local] API          ${server.url}`);
  console.log(`[supabase/local] database     ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`}`);
  console.log(`[supabase/local] anon key     ${server.config.anonKey}${usingDemo ? '  (Supabase CLI demo key — PUBLIC, development only)' : ''}`);
  console.log(
    `[supabase/local] mailbox      ${server.config.mailbox ? `${server.url}/mailbox (development only)` : 'off (mail goes to MAIL_PROVIDER or this log)'}`,
  );
  console.log(`[supabase/local] sign-up      ${server.config.signupEnabled ? 'open (ENABLE_SIGNUP=true)' : 'off (accounts are made by create-user)'}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[supabase/local] ${signal}: stopping`);
    server.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error('[supabase/local] failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
