// Test helpers: a throwaway local Supabase per test file, and supabase-js clients for it.
// In-memory PGlite by default; with TEST_PG_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)
// a fresh database is created on that server and dropped on stop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../local/src/server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEMO_JWT_SECRET } from '../../local/src/config.ts';

export { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEMO_JWT_SECRET };

/** Password of the seeded demo accounts (helper-common / seed.sql). */
export const DEMO_PASSWORD = 'Akademi2026!';

export type TestServer = LocalServer;

/** Test suites sign in hundreds of times from 127.0.0.1: the per-client (IP) limits are raised
 *  for them, as scripts/run.mjs does for the e2e stack. Per-address limits (failed sign-ins per
 *  e-mail, mails per address) keep their defaults; a test passes env to change any of them. */
export const TEST_STACK_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  RATE_LIMIT_VERIFY_PER_IP: '100000',
  RATE_LIMIT_OTP_PER_IP: '100000',
  RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
  RATE_LIMIT_LOG_ROWS_PER_MINUTE: '100000',
  RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP: '100000',
  SUPPORT_EMAIL_RATE_LIMIT_PER_MINUTE: '100000',
};

export async function startTestServer(opts: Omit<LocalServerOptions, 'port' | 'databaseUrl' | 'dataDir'> = {}): Promise<TestServer> {
  const base = process.env.TEST_PG_URL;
  const log = opts.log ?? (process.env.TEST_SERVER_LOG ? undefined : () => undefined);
  opts = { ...opts, env: { ...TEST_STACK_RATE_LIMITS, ...opts.env } };
  if (!base) return startLocalServer({ ...opts, port: 0, log });
  const name = `akademi_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await c.end();
    }
  };
  let server: LocalServer;
  try {
    server = await startLocalServer({ ...opts, port: 0, log, databaseUrl: url.toString() });
  } catch (e) {
    await drop();
    throw e;
  }
  return {
    ...server,
    async stop() {
      await server.stop();
      await drop();
    },
  };
}

/** A supabase-js client for the test server (ws transport: Node 20 has no WebSocket). */
export function clientFor(url: string, key: string = DEMO_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Signs in with the demo password (or the given one) and returns the signed-in client. */
export async function signIn(url: string, email: string, password: string = DEMO_PASSWORD): Promise<SupabaseClient> {
  const client = clientFor(url);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** Creates a confirmed user through the admin API (until the seed provides them). */
export async function createUser(
  url: string,
  email: string,
  password: string = DEMO_PASSWORD,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: userMetadata });
  if (error || !data.user) throw new Error(`createUser ${email} failed: ${error?.message}`);
  return data.user.id;
}
