// Password sign-in latency (issue 28): p50 / p95 of POST /auth/v1/token?grant_type=password against a
// fresh local server (PGlite, or PostgreSQL with TEST_PG_URL), sequential, after a warm-up; and the
// burst figure: how many of 100 concurrent wrong passwords for one address were evaluated (answered
// 400 invalid_credentials rather than 429). Prints numbers only; nothing is asserted.
//   npx tsx bench/signin.ts [--runs 40]
import { startTestServer, createUser, DEMO_ANON_KEY, DEMO_PASSWORD } from '../supabase/tests/helpers/local-server.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 40;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}

const server = await startTestServer({ seed: false });
try {
  await createUser(server.url, 'olcum@akademi.test');
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  for (let i = 0; i < 5; i++) await signIn('olcum@akademi.test', DEMO_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const status = await signIn('olcum@akademi.test', DEMO_PASSWORD);
    times.push(performance.now() - t0);
    if (status !== 200) throw new Error(`sign-in answered ${status}`);
  }
  console.log(`password sign-in (${RUNS} sequential, ${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);

  await createUser(server.url, 'patlama@akademi.test');
  const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn('patlama@akademi.test', `yanlis-${i}`)));
  const evaluated = statuses.filter((s) => s === 400).length;
  console.log(`burst: ${evaluated} of 100 concurrent wrong passwords evaluated (400), ${statuses.filter((s) => s === 429).length} refused (429)`);
} finally {
  await server.stop();
}
