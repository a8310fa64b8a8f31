// Issue 14 §5: GoTrue-like rate limits (429 with GoTrue's body and Retry-After), no timing
// oracle on sign-in, caps on system_logs inserts and support mail, and a 413 (not a reset) for
// bodies over the size limit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, createUser, clientFor, signIn, DEMO_ANON_KEY, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';
import { MAX_BODY_BYTES } from '../../local/src/http.ts';
import { rawRequest } from './raw-http.ts';

const OVER_REQUEST = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };
const OVER_EMAIL = { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' };

let server: TestServer;
before(async () => {
  server = await startTestServer({ seed: false });
});
after(async () => {
  await server?.stop();
});

function password(url: string, email: string, pw: string): Promise<Response> {
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: pw }),
  });
}

async function assert429(res: Response, body: unknown): Promise<void> {
  assert.equal(res.status, 429);
  assert.deepEqual(await res.json(), body);
  const retry = Number(res.headers.get('retry-after'));
  assert.ok(Number.isInteger(retry) && retry >= 1, `Retry-After ${res.headers.get('retry-after')}`);
}

test('CONTRACT: after 10 failed sign-ins for one e-mail, every sign-in for it (right password too) answers 429', async () => {
  await createUser(server.url, 'hedef@akademi.test');
  await createUser(server.url, 'baska@akademi.test');
  for (let i = 0; i < 10; i++) {
    const res = await password(server.url, 'hedef@akademi.test', `yanlis-${i}`);
    assert.equal(res.status, 400, `attempt ${i + 1}`);
    await res.arrayBuffer();
  }
  const right = await password(server.url, 'HEDEF@akademi.test', DEMO_PASSWORD);
  await assert429(right, OVER_REQUEST);
  assert.ok(Number(right.headers.get('retry-after')) > 14 * 60, 'locked for the rest of the 15-minute window');
  // supabase-js surfaces it as status 429, code over_request_rate_limit (the UI's Turkish message).
  const { error } = await clientFor(server.url).auth.signInWithPassword({ email: 'hedef@akademi.test', password: DEMO_PASSWORD });
  assert.equal(error?.status, 429);
  assert.equal(error?.code, 'over_request_rate_limit');
  // Another address from the same client is not affected.
  await signIn(server.url, 'baska@akademi.test');
});

test('unknown addresses are counted the same way (no account oracle)', async () => {
  for (let i = 0; i < 10; i++) await (await password(server.url, 'yok@akademi.test', 'x')).arrayBuffer();
  await assert429(await password(server.url, 'yok@akademi.test', 'x'), OVER_REQUEST);
});

test('sign-ins per client address: GoTrue default 30 per 5 minutes', async () => {
  const s = await startTestServer({ seed: false, env: { RATE_LIMIT_SIGNIN_PER_IP: '' } });
  try {
    for (let i = 0; i < 30; i++) {
      const res = await password(s.url, `kisi${i}@akademi.test`, 'x');
      assert.equal(res.status, 400, `attempt ${i + 1}`);
      await res.arrayBuffer();
    }
    await assert429(await password(s.url, 'yeni@akademi.test', 'x'), OVER_REQUEST);
  } finally {
    await s.stop();
  }
});

test('recover: one mail per address per minute, mails per client capped; unknown addresses too', async () => {
  await createUser(server.url, 'unuttu@akademi.test');
  const recover = (email: string) =>
    fetch(`${server.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  assert.equal((await recover('unuttu@akademi.test')).status, 200);
  await assert429(await recover('unuttu@akademi.test'), OVER_EMAIL);
  assert.equal((await recover('bilinmeyen@akademi.test')).status, 200);
  await assert429(await recover('Bilinmeyen@akademi.test'), OVER_EMAIL);
  const mails = (await (await fetch(`${server.url}/mailbox/api/messages?to=unuttu@akademi.test`)).json()) as unknown[];
  assert.equal(mails.length, 1);

  const s = await startTestServer({ seed: false, env: { RATE_LIMIT_EMAIL_SENT_PER_IP: '3' } });
  try {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${s.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY }, body: JSON.stringify({ email: `a${i}@akademi.test` }) });
      assert.equal(res.status, 200);
    }
    const res = await fetch(`${s.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY }, body: JSON.stringify({ email: 'z@akademi.test' }) });
    await assert429(res, OVER_EMAIL);
  } finally {
    await s.stop();
  }
});

test('verify and sign-up per client address', async () => {
  const s = await startTestServer({ seed: false, env: { RATE_LIMIT_VERIFY_PER_IP: '3', RATE_LIMIT_SIGNUP_PER_IP: '2', ENABLE_SIGNUP: 'true' } });
  try {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${s.url}/auth/v1/verify`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY }, body: JSON.stringify({ type: 'recovery', token_hash: `tahmin-${i}` }) });
      assert.equal(res.status, 403);
      await res.arrayBuffer();
    }
    await assert429(await fetch(`${s.url}/auth/v1/verify?type=recovery&token=tahmin`, { redirect: 'manual' }), OVER_REQUEST);
    for (let i = 0; i < 2; i++) {
      const { error } = await clientFor(s.url).auth.signUp({ email: `kayit${i}@akademi.test`, password: 'Sifre12345' });
      assert.equal(error, null);
    }
    const res = await fetch(`${s.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY }, body: JSON.stringify({ email: 'kayit9@akademi.test', password: 'Sifre12345' }) });
    await assert429(res, OVER_REQUEST);
  } finally {
    await s.stop();
  }
});

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

test('no timing oracle: an unknown address costs about as much as a wrong password for a known one', async (t) => {
  const s = await startTestServer({ seed: false, env: { RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: '1000' } });
  try {
    await createUser(s.url, 'zamanlama@akademi.test');
    const time = async (email: string) => {
      const t0 = performance.now();
      const res = await password(s.url, email, 'yanlis-sifre');
      await res.arrayBuffer();
      assert.equal(res.status, 400);
      return performance.now() - t0;
    };
    for (let i = 0; i < 3; i++) {
      await time('zamanlama@akademi.test');
      await time(`isinma${i}@akademi.test`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      // interleaved, so load on the machine hits both alike
      known.push(await time('zamanlama@akademi.test'));
      unknown.push(await time(`bilinmiyor${i}@akademi.test`));
    }
    const ratio = median(known) / median(unknown);
    t.diagnostic(`known median ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`);
    assert.ok(ratio < 3, `known median ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`);
  } finally {
    await s.stop();
  }
});

function logRows(n: number, message = 'x'): string {
  return JSON.stringify(Array.from({ length: n }, (_, i) => ({ log_level: 'info', log_source: 'test', message: `${message} ${i}` })));
}

function insertLogs(url: string, body: string, token = DEMO_ANON_KEY): Promise<Response> {
  return fetch(`${url}/rest/v1/system_logs`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body,
  });
}

test('system_logs: at most 100 rows and 1 MB per request (413), rows per minute per caller (429): database rules answered by the API', async () => {
  const s = await startTestServer({ seed: false, logRowsPerMinute: 150 });
  try {
    const many = await insertLogs(s.url, logRows(101));
    assert.equal(many.status, 413);
    assert.equal(((await many.json()) as { code: string }).code, 'PT413');
    const big = await insertLogs(s.url, JSON.stringify([{ log_level: 'info', message: 'x', details: { blob: 'y'.repeat(1024 * 1024) } }]));
    assert.equal(big.status, 413);
    await big.arrayBuffer();

    assert.equal((await insertLogs(s.url, logRows(100))).status, 201);
    const over = await insertLogs(s.url, logRows(60));
    assert.equal(over.status, 429);
    const body = (await over.json()) as { code: string; message: string; details: unknown; hint: unknown };
    assert.equal(body.code, 'PT429');
    assert.ok('details' in body && 'hint' in body, 'PostgREST error shape');
    assert.match(String(body.hint), /Try again in \d+ seconds/);
    // A signed-in user is another caller.
    await createUser(s.url, 'log@akademi.test');
    const user = await signIn(s.url, 'log@akademi.test');
    const token = (await user.auth.getSession()).data.session!.access_token;
    assert.equal((await insertLogs(s.url, logRows(100), token)).status, 201);
    const count = await s.db.query<{ n: number }>('select count(*)::int as n from public.system_logs');
    assert.equal(Number(count.rows[0].n), 200);
  } finally {
    await s.stop();
  }
});

test('send-support-email: per caller per minute → 429 JSON error', async () => {
  const s = await startTestServer({ seed: false, env: { SUPPORT_EMAIL_RATE_LIMIT_PER_MINUTE: '2' } });
  try {
    const send = () =>
      fetch(`${s.url}/functions/v1/send-support-email`, {
        method: 'POST',
        headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Misafir Kişi', email: 'misafir@ornek.com', subject: 'diger', message: 'Merhaba, bir sorum var lütfen yardım edin.' }),
      });
    for (let i = 0; i < 2; i++) {
      const res = await send();
      assert.equal(res.status, 200, await res.text());
    }
    const res = await send();
    assert.equal(res.status, 429);
    const body = (await res.json()) as { error: string };
    assert.match(body.error, /Çok fazla mesaj/);
    assert.ok(Number(res.headers.get('retry-after')) >= 1);
    const stored = await s.db.query<{ n: number }>('select count(*)::int as n from public.support_messages');
    assert.equal(Number(stored.rows[0].n), 2);
  } finally {
    await s.stop();
  }
});

test('a body over the size limit gets a 413 answer, not a connection reset', { timeout: 90_000 }, async () => {
  const size = MAX_BODY_BYTES + 1024 * 1024;
  const declared = await rawRequest(`${server.url}/rest/v1/system_logs`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json', 'content-length': String(size) },
    body: Buffer.alloc(size, 0x20),
  });
  assert.equal(declared.status, 413);
  assert.equal((JSON.parse(declared.body) as { code: string }).code, 'PGRST413');
  // Chunked (no Content-Length): found out while streaming.
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const streamed = await rawRequest(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    chunks: Array.from({ length: Math.ceil(size / chunk.length) }, () => chunk),
  });
  assert.equal(streamed.status, 413);
  // The server still answers.
  assert.equal((await fetch(`${server.url}/health`)).status, 200);
});
