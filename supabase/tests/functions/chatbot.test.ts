// chatbot-claude with an injected fake provider (no network): request shape sent to the
// Messages API, response shape for the client, 503 without a key, 502 on provider failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHAT_HISTORY_LIMIT,
  SYSTEM_PROMPT,
  buildTurns,
  createChatbotHandler,
  parseChatBody,
} from '../../functions/chatbot-claude/handler.ts';
import { DEFAULT_ANTHROPIC_MODEL } from '../../functions/_shared/anthropic.ts';

type Env = Record<string, string | undefined>;
const envOf = (vars: Env) => (name: string) => vars[name];

interface Captured {
  url: string;
  headers: Headers;
  body: { model: string; max_tokens: number; system: string; messages: { role: string; content: string }[] };
}

function fakeProvider(reply: { status?: number; body?: unknown; throws?: boolean } = {}) {
  const calls: Captured[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    if (reply.throws) throw new TypeError('fetch failed');
    return new Response(
      JSON.stringify(
        reply.body ?? {
          model: 'claude-test',
          content: [{ type: 'text', text: 'Telefon desteği hafta içi 09:00-18:00 arasındadır.' }],
          usage: { input_tokens: 120, output_tokens: 30 },
        },
      ),
      { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const post = (body: unknown) =>
  new Request('http://127.0.0.1:54321/functions/v1/chatbot-claude', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('calls the Messages API with key, version, model, Turkish system prompt and turns; answers the client shape', async () => {
  const { calls, fetchImpl } = fakeProvider();
  let t = 1000;
  const handler = createChatbotHandler({
    env: envOf({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: 'http://fake-anthropic.invalid/' }),
    fetch: fetchImpl,
    now: () => (t += 250),
  });
  const res = await handler(
    post({
      message: 'Destek saatleri nedir?',
      conversationHistory: [
        { role: 'assistant', content: 'Merhaba Ayşe! Size nasıl yardımcı olabilirim?' },
        { role: 'user', content: 'Merhaba' },
        { role: 'assistant', content: 'Buyurun.' },
      ],
      userId: 'u-1',
    }),
  );
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const body = await res.json();
  assert.deepEqual(body, {
    response: 'Telefon desteği hafta içi 09:00-18:00 arasındadır.',
    tokensUsed: { input: 120, output: 30, total: 150 },
    responseTimeMs: 250,
    model: 'claude-test',
  });
  assert.equal(calls.length, 1);
  const call = calls[0];
  assert.equal(call.url, 'http://fake-anthropic.invalid/v1/messages');
  assert.equal(call.headers.get('x-api-key'), 'test-key');
  assert.equal(call.headers.get('anthropic-version'), '2023-06-01');
  assert.equal(call.body.model, DEFAULT_ANTHROPIC_MODEL);
  assert.equal(call.body.system, SYSTEM_PROMPT);
  assert.match(call.body.system, /09:00-18:00/);
  assert.match(call.body.system, /24 saat/);
  assert.match(call.body.system, /40 soru/);
  // leading greeting dropped, current message appended
  assert.deepEqual(call.body.messages, [
    { role: 'user', content: 'Merhaba' },
    { role: 'assistant', content: 'Buyurun.' },
    { role: 'user', content: 'Destek saatleri nedir?' },
  ]);
});

test('ANTHROPIC_MODEL overrides the default model', async () => {
  const { calls, fetchImpl } = fakeProvider();
  const handler = createChatbotHandler({ env: envOf({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_MODEL: 'claude-x' }), fetch: fetchImpl });
  await handler(post({ message: 'Soru' }));
  assert.equal(calls[0].body.model, 'claude-x');
  assert.equal(calls[0].url, 'https://api.anthropic.com/v1/messages');
});

test('no key configured: 503 {error: AI provider not configured}, provider never called', async () => {
  const { calls, fetchImpl } = fakeProvider();
  const handler = createChatbotHandler({ env: envOf({}), fetch: fetchImpl });
  const res = await handler(post({ message: 'Soru', conversationHistory: [] }));
  assert.equal(res.status, 503);
  assert.deepEqual(await res.json(), { error: 'AI provider not configured' });
  assert.equal(calls.length, 0);
});

test('provider errors become 502 with a Turkish message and no details', async () => {
  for (const reply of [{ status: 529, body: { type: 'error', error: { type: 'overloaded_error' } } }, { throws: true }, { body: { content: [] } }]) {
    const { fetchImpl } = fakeProvider(reply);
    const handler = createChatbotHandler({ env: envOf({ ANTHROPIC_API_KEY: 'k' }), fetch: fetchImpl });
    const res = await handler(post({ message: 'Soru' }));
    assert.equal(res.status, 502);
    const body = await res.json();
    assert.equal(body.error, 'Yapay zekâ yanıtı alınamadı; lütfen daha sonra tekrar deneyin');
    assert.doesNotMatch(JSON.stringify(body), /overloaded|fetch failed|stack/);
  }
});

test('bad input: 400 before any provider call; OPTIONS preflight; GET refused', async () => {
  const { calls, fetchImpl } = fakeProvider();
  const handler = createChatbotHandler({ env: envOf({ ANTHROPIC_API_KEY: 'k' }), fetch: fetchImpl });
  for (const bad of ['{not json', { message: '   ' }, { message: 5 }, { message: 'x', conversationHistory: 'no' }, { message: 'x', conversationHistory: [{ role: 'system', content: 'x' }] }, [1, 2]]) {
    const res = await handler(post(bad));
    assert.equal(res.status, 400, JSON.stringify(bad));
    assert.equal(typeof (await res.json()).error, 'string');
  }
  assert.equal(calls.length, 0);
  const pre = await handler(new Request('http://x/functions/v1/chatbot-claude', { method: 'OPTIONS' }));
  assert.equal(pre.status, 200);
  assert.equal(await pre.text(), 'ok');
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /authorization, x-client-info, apikey, content-type/);
  const get = await handler(new Request('http://x/functions/v1/chatbot-claude'));
  assert.equal(get.status, 405);
});

test('history: only the last 10 turns, no duplicate of the current message, roles alternate', () => {
  const history = Array.from({ length: 14 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: `m${i}` }));
  const parsed = parseChatBody({ message: 'son', conversationHistory: history });
  assert.equal(parsed.history.length, CHAT_HISTORY_LIMIT);
  assert.equal(parsed.history[0].content, 'm4');
  const turns = buildTurns([{ role: 'user', content: 'a' }, { role: 'user', content: 'b' }, { role: 'assistant', content: ' ' }, { role: 'user', content: 'son' }], 'son');
  assert.deepEqual(turns, [{ role: 'user', content: 'a\n\nb\n\nson' }]);
  assert.deepEqual(buildTurns([], 'yalnız'), [{ role: 'user', content: 'yalnız' }]);
});
