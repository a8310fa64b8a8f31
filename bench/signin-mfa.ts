// Sign-in latency with and without the second step (issue 28 closing note): p50 / p95 of
//   password only:   POST /auth/v1/token?grant_type=password
//   password + TOTP: the same, then POST /factors/{id}/challenge and POST /factors/{id}/verify
// against a fresh local server (PGlite, or PostgreSQL with TEST_PG_URL), sequential, after a warm-up.
// A code is accepted once per factor (replay rule), so every TOTP run signs in a different account,
// each with a verified factor of a known secret. Prints numbers only; nothing is asserted.
//   npx tsx bench/signin-mfa.ts [--runs 40]
import { randomUUID } from 'node:crypto';
import { startTestServer, createUser, DEMO_ANON_KEY, DEMO_PASSWORD } from '../supabase/tests/helpers/local-server.ts';
import { base32Decode, newTotpSecret, totpCode } from '../supabase/local/src/auth/totp.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 40;
const WARMUP = 5;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}

const server = await startTestServer({ seed: false });
try {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token ?? DEMO_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const passwordSignIn = (email: string) => post('token?grant_type=password', { email, password: DEMO_PASSWORD });

  await createUser(server.url, 'olcum@akademi.test');
  const accounts: { email: string; factorId: string; secret: string }[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const email = `olcum-mfa-${i}@akademi.test`;
    const authId = await createUser(server.url, email);
    const factorId = randomUUID();
    const secret = newTotpSecret();
    await server.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, 'Ölçüm', 'totp', 'verified', now(), now(), $3)`,
      [factorId, authId, secret],
    );
    accounts.push({ email, factorId, secret });
  }
  const withCode = async (a: (typeof accounts)[number]) => {
    const session = await passwordSignIn(a.email);
    const token = String(session.access_token);
    const challenge = await post(`factors/${a.factorId}/challenge`, {}, token);
    const code = totpCode(base32Decode(a.secret) ?? Buffer.alloc(0), Math.floor(Date.now() / 30_000));
    await post(`factors/${a.factorId}/verify`, { challenge_id: challenge.id, code }, token);
  };

  const time = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await passwordSignIn('olcum@akademi.test');
  const plain: number[] = [];
  for (let i = 0; i < RUNS; i++) plain.push(await time(() => passwordSignIn('olcum@akademi.test')));
  for (let i = 0; i < WARMUP; i++) await withCode(accounts[i]!);
  const mfa: number[] = [];
  for (let i = WARMUP; i < WARMUP + RUNS; i++) mfa.push(await time(() => withCode(accounts[i]!)));
  const db = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite';
  const line = (name: string, xs: number[]) =>
    `${name} (${RUNS} sequential, ${db}): p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
  console.log(line('sign-in, password only', plain));
  console.log(line('sign-in, password + TOTP challenge + verify', mfa));
} finally {
  await server.stop();
}
