// Issue 28 §3, §5, §6: a lockout that holds under a burst (the failure is reserved before the
// password hash is compared), refresh-token reuse detection as GoTrue does it (a rotated token
// replayed after the reuse interval ends the whole session), the session list the user sees in
// /settings, and one spelling per token (canonical base64url only).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, createUser, signIn, DEMO_ANON_KEY, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';
import { isCanonicalBase64url, JwtError, signJwt, verifyJwt } from '../../local/src/jwt.ts';
import { DEMO_JWT_SECRET } from '../../local/src/config.ts';

let server: TestServer;
before(async () => {
  // A 1-second reuse interval, so a replay "after the interval" needs no 10-second wait.
  server = await startTestServer({ seed: false, env: { GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '1' } });
});
after(async () => {
  await server?.stop();
});

const json = { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' };

function password(url: string, email: string, pw: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ email, password: pw }) });
}

async function burst(url: string, n: number, email: (i: number) => string): Promise<Map<string, number>> {
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await password(url, email(i), `yanlis-sifre-${i}`);
      const body = (await res.json()) as { code?: string | number; error_code?: string };
      return `${res.status} ${body.error_code ?? body.code}`;
    }),
  );
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return counts;
}

test('100 concurrent wrong passwords for one address: at most 10 are evaluated, the rest 429; the right one too', async (t) => {
  await createUser(server.url, 'patlama@akademi.test');
  const counts = await burst(server.url, 100, () => 'patlama@akademi.test');
  t.diagnostic(`answers: ${JSON.stringify([...counts])}`);
  const evaluated = counts.get('400 invalid_credentials') ?? 0;
  assert.equal(evaluated, 10, `evaluated guesses out of 100: ${evaluated}`);
  assert.equal(counts.get('429 over_request_rate_limit'), 90);
  // The right password during the lock is refused as GoTrue refuses it.
  const right = await password(server.url, 'patlama@akademi.test', DEMO_PASSWORD);
  assert.equal(right.status, 429);
  assert.deepEqual(await right.json(), { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
});

test('a right password gives its reserved slot back: 9 failures + a success + 10 more failures are all evaluated', async () => {
  await createUser(server.url, 'dogru@akademi.test');
  for (let i = 0; i < 9; i++) assert.equal((await password(server.url, 'dogru@akademi.test', `x${i}`)).status, 400);
  const ok = await password(server.url, 'dogru@akademi.test', DEMO_PASSWORD);
  assert.equal(ok.status, 200, 'the 10th attempt, right, still fits');
  await ok.arrayBuffer();
  // A success clears the address's count (as before): ten more wrong guesses are evaluated.
  const counts = await burst(server.url, 11, () => 'dogru@akademi.test');
  assert.equal(counts.get('400 invalid_credentials'), 10);
  assert.equal(counts.get('429 over_request_rate_limit'), 1);
});

test('per client: 100 concurrent sign-ins to different addresses from one client evaluate at most the per-IP limit', async (t) => {
  const s = await startTestServer({ seed: false, env: { RATE_LIMIT_SIGNIN_PER_IP: '30' } });
  try {
    const counts = await burst(s.url, 100, (i) => `kisi${i}@akademi.test`);
    t.diagnostic(`answers: ${JSON.stringify([...counts])}`);
    assert.equal(counts.get('400 invalid_credentials'), 30);
    assert.equal(counts.get('429 over_request_rate_limit'), 70);
  } finally {
    await s.stop();
  }
});

// ---- refresh-token reuse ---------------------------------------------------------------------

interface Session {
  access_token: string;
  refresh_token: string;
}

async function refresh(token: string): Promise<{ status: number; body: Session & { code?: string; message?: string } }> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: json, body: JSON.stringify({ refresh_token: token }) });
  return { status: res.status, body: (await res.json()) as Session & { code?: string; message?: string } };
}

async function getUser(access: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${access}` } });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

/** Waits (polling, no fixed sleep) until the server's clock is past `seconds` after the token's rotation. */
async function pastReuseInterval(token: string, seconds: number): Promise<void> {
  for (;;) {
    const r = await server.db.query<{ past: boolean }>(
      `select updated_at < now() - make_interval(secs => $2) as past from auth.refresh_tokens where token = $1`,
      [token, seconds],
    );
    if (r.rows[0]?.past) return;
    await new Promise((res) => setTimeout(res, 100));
  }
}

async function passwordSession(email: string, ua: string): Promise<Session> {
  const res = await password(server.url, email, DEMO_PASSWORD, { 'user-agent': ua });
  assert.equal(res.status, 200);
  return (await res.json()) as Session;
}

test('a rotated refresh token replayed after the reuse interval is refused and ends the whole session family', async () => {
  await createUser(server.url, 'calinan@akademi.test');
  const a = await passwordSession('calinan@akademi.test', 'Okul bilgisayari');
  const other = await passwordSession('calinan@akademi.test', 'Ev bilgisayari');
  const b = await refresh(a.refresh_token);
  assert.equal(b.status, 200);
  const c = await refresh(b.body.refresh_token);
  assert.equal(c.status, 200);
  await pastReuseInterval(a.refresh_token, 1);
  // A is neither the active token nor its parent: theft, as GoTrue sees it.
  const replay = await refresh(a.refresh_token);
  assert.equal(replay.status, 400);
  assert.equal(replay.body.code, 'refresh_token_already_used');
  assert.equal(replay.body.message, 'Invalid Refresh Token: Already Used');
  // Its child and the newest descendant are dead too, and so is the session's access at /user.
  for (const t of [b.body.refresh_token, c.body.refresh_token]) {
    const r = await refresh(t);
    assert.equal(r.status, 400, `descendant ${t}`);
    assert.equal(r.body.code, 'refresh_token_not_found');
  }
  assert.deepEqual(await getUser(c.body.access_token), { status: 403, code: 'session_not_found' });
  assert.deepEqual(await getUser(a.access_token), { status: 403, code: 'session_not_found' });
  // The user's other session is untouched.
  assert.equal((await getUser(other.access_token)).status, 200);
  assert.equal((await refresh(other.refresh_token)).status, 200);
});

test('GoTrue allowances kept: the parent of the active token gets that token back; a replay within the interval is served', async () => {
  await createUser(server.url, 'kaybeden@akademi.test');
  const a = await passwordSession('kaybeden@akademi.test', 'Tablet');
  const b = await refresh(a.refresh_token);
  await pastReuseInterval(a.refresh_token, 1);
  // The client lost the answer: A is B's parent and B is active → B again, nothing new minted.
  const again = await refresh(a.refresh_token);
  assert.equal(again.status, 200);
  assert.equal(again.body.refresh_token, b.body.refresh_token);
  // Once B has been rotated too, A is two steps behind: refused.
  const c = await refresh(b.body.refresh_token);
  assert.equal(c.status, 200);
  await pastReuseInterval(a.refresh_token, 1);
  assert.equal((await refresh(a.refresh_token)).body.code, 'refresh_token_already_used');
});

// ---- the session list ('Oturumlar' in /settings) -----------------------------------------------

test('list_my_sessions: only the caller\'s own sessions, with device and last use; others signed out with scope=others', async () => {
  await createUser(server.url, 'oturum@akademi.test');
  await createUser(server.url, 'baskasi@akademi.test');
  const phone = await passwordSession('oturum@akademi.test', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
  await passwordSession('oturum@akademi.test', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36');
  await passwordSession('baskasi@akademi.test', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0');
  const rpc = async (access: string) => {
    const res = await fetch(`${server.url}/rest/v1/rpc/list_my_sessions`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${access}` },
      body: '{}',
    });
    assert.equal(res.status, 200);
    return (await res.json()) as { id: string; user_agent: string | null; ip: string | null; created_at: string; last_used_at: string; current: boolean }[];
  };
  const rows = await rpc(phone.access_token);
  assert.equal(rows.length, 2, 'the other user\'s session is not listed');
  assert.ok(rows.some((r) => r.current && r.user_agent?.includes('iPhone')));
  assert.ok(rows.some((r) => !r.current && r.user_agent?.includes('Windows')));
  for (const r of rows) assert.ok(!Number.isNaN(Date.parse(r.last_used_at)), `last use ${r.last_used_at}`);
  // anon may not call it.
  const anon = await fetch(`${server.url}/rest/v1/rpc/list_my_sessions`, { method: 'POST', headers: json, body: '{}' });
  assert.ok(anon.status === 401 || anon.status === 403 || anon.status === 404, `anon: ${anon.status}`);
  await anon.arrayBuffer();
  // Sign out all the others.
  const out = await fetch(`${server.url}/auth/v1/logout?scope=others`, { method: 'POST', headers: { ...json, authorization: `Bearer ${phone.access_token}` } });
  assert.equal(out.status, 204);
  const after = await rpc(phone.access_token);
  assert.deepEqual(after.map((r) => r.current), [true]);
});

test('a refresh records the device as GoTrue does (user agent, refreshed_at)', async () => {
  await createUser(server.url, 'yenileyen@akademi.test');
  const s = await passwordSession('yenileyen@akademi.test', 'Eski tarayici');
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { ...json, 'user-agent': 'Yeni tarayici' },
    body: JSON.stringify({ refresh_token: s.refresh_token }),
  });
  assert.equal(res.status, 200);
  await res.arrayBuffer();
  const row = await server.db.query<{ user_agent: string; refreshed: boolean }>(
    `select s.user_agent, s.refreshed_at is not null as refreshed from auth.sessions s join auth.users u on u.id = s.user_id where u.email = 'yenileyen@akademi.test'`,
  );
  assert.deepEqual(row.rows, [{ user_agent: 'Yeni tarayici', refreshed: true }]);
});

// ---- one spelling per token --------------------------------------------------------------------

test('canonical base64url: no + / = and no non-canonical trailing bits', () => {
  assert.equal(isCanonicalBase64url('abc_-A'), true);
  assert.equal(isCanonicalBase64url('ab+/'), false);
  assert.equal(isCanonicalBase64url('YQ=='), false);
  assert.equal(isCanonicalBase64url('YQ'), true);
  // 'YR' decodes to the same byte as 'YQ' (the low 4 bits are unused): not canonical.
  assert.deepEqual(Buffer.from('YR', 'base64url'), Buffer.from('YQ', 'base64url'));
  assert.equal(isCanonicalBase64url('YR'), false);
  assert.equal(isCanonicalBase64url('Y'), false);
});

/** Flips the last character of a segment to another spelling of the same bytes, when the segment
 *  has unused trailing bits (its length is not a multiple of 4). */
function altTrailing(segment: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bits = (segment.length % 4) === 2 ? 4 : 2;
  const last = alphabet.indexOf(segment[segment.length - 1]!);
  const alt = alphabet[last ^ 1]!; // the lowest bit is one of the unused ones
  assert.ok(bits > 0);
  return segment.slice(0, -1) + alt;
}

test('a token in another spelling (standard base64, padding, other trailing bits) is refused by /user and REST', async () => {
  await createUser(server.url, 'imla@akademi.test');
  const client = await signIn(server.url, 'imla@akademi.test');
  const token = (await client.auth.getSession()).data.session!.access_token;
  const [h, p, sig] = token.split('.') as [string, string, string];
  assert.equal((await getUser(token)).status, 200);
  const sigBytes = Buffer.from(sig, 'base64url');
  const variants: Record<string, string> = {
    'standard base64 signature': `${h}.${p}.${sigBytes.toString('base64').replace(/=+$/, '')}`,
    'padded signature': `${h}.${p}.${sigBytes.toString('base64url')}${'='.repeat((4 - (sig.length % 4)) % 4) || '=='}`,
    'other trailing bits in the signature': `${h}.${p}.${altTrailing(sig)}`,
    'padded payload': `${h}.${p}=.${sig}`,
  };
  // The HS256/ES256 signature lengths leave unused bits, so the trailing-bits variant is a real one.
  assert.deepEqual(Buffer.from(altTrailing(sig), 'base64url'), sigBytes);
  if (!/[+/]/.test(sigBytes.toString('base64'))) delete variants['standard base64 signature'];
  for (const [name, v] of Object.entries(variants)) {
    assert.notEqual(v, token);
    const user = await getUser(v);
    assert.equal(user.status, 403, name);
    assert.equal(user.code, 'bad_jwt', name);
    const rest = await fetch(`${server.url}/rest/v1/users?select=id`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${v}` } });
    assert.equal(rest.status, 401, `${name} at REST`);
    await rest.arrayBuffer();
  }
});

test('verifyJwt refuses a + / spelling of a signature that has one', () => {
  // Find a signed token whose signature holds '-' or '_' (then standard base64 spells it with + /).
  for (let i = 0; i < 200; i++) {
    const t = signJwt({ sub: 'x', n: i }, DEMO_JWT_SECRET);
    const [h, p, sig] = t.split('.') as [string, string, string];
    if (!/[-_]/.test(sig)) continue;
    const std = `${h}.${p}.${sig.replace(/-/g, '+').replace(/_/g, '/')}`;
    assert.throws(() => verifyJwt(std, DEMO_JWT_SECRET), (e) => e instanceof JwtError && e.kind === 'malformed');
    assert.equal(verifyJwt(t, DEMO_JWT_SECRET).sub, 'x');
    return;
  }
  assert.fail('no signature with - or _ in 200 tries');
});
