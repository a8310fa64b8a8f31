// cognitive-aggregator: combines the five sub-test results of one session into ONE
// cognitive_test_result row (spec 2 §4 "Aggregation of a session", §5, §8, §9).
// Body: {sessionId} (a UUID v4). Reads the latest row of each sub-test table for the session
// (order test_end_time desc, limit 1) with the service role, retries while any is missing
// (5 attempts, 1 s apart — spec 2 §9), runs the shared pure aggregateSession and inserts.
// Idempotent: an existing combined record for the session is returned as is (unique index on
// session_id; a concurrent insert that loses the race reads the winner's row).
// Answers {ok: true, id, scores, existing} or {ok: false, reason, details} with the reason
// codes of spec 2 §8. Callers: the launcher's run-aggregator listener (anon or signed in); the
// session id is an unguessable v4 UUID and the answer carries only that session's six scores.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { json, readJsonObject, serveJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
// Deno needs explicit extensions: import the shared domain files by relative path.
import { aggregateSession, COGNITIVE_SCORE_KEYS, type AggregateSessionInput } from '@akademi/shared/domain/cognitive/aggregate.ts';
import { isUuidV4 } from '@akademi/shared/domain/cognitive/message-listener.ts';
import { COGNITIVE_TEST_KEYS, COGNITIVE_TEST_NAMES, type CognitiveTestKey } from '@akademi/shared/domain/cognitive/types.ts';

/** Spec 2 §9: aggregation retry, 5 attempts, 1 s apart. */
export const AGGREGATOR_ATTEMPTS = 5;
export const AGGREGATOR_RETRY_DELAY_MS = 1000;

export type AggregatorReason =
  | 'missing_session_info'
  | 'supabase_init_failed'
  | 'invalid_time'
  | 'missing_subtests'
  | 'insert_error'
  | 'unexpected_error';

export const SUBTEST_TABLES: Readonly<Record<CognitiveTestKey, string>> = {
  attention: 'attention_test_results',
  memory: 'memory_test_results',
  puzzle: 'puzzle_test_results',
  logic: 'akil_mantik_test_results',
  stroop: 'stroop_test_results',
};

/** Spec 2 §5: the text for missing tests. */
export const MISSING_TESTS_TEXT = 'İşleme Hızı hesaplanamadı. Eksik testler:';

export interface AggregatorOptions {
  env?: EnvReader;
  attempts?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const STATUS: Readonly<Record<AggregatorReason, number>> = {
  missing_session_info: 400,
  invalid_time: 422,
  missing_subtests: 422,
  supabase_init_failed: 503,
  insert_error: 500,
  unexpected_error: 500,
};

function fail(reason: AggregatorReason, details: Record<string, unknown>): Response {
  return json({ ok: false, reason, details }, STATUS[reason]);
}

type Row = Record<string, unknown> & { id: string };

async function latestRows(db: SupabaseClient, sessionId: string): Promise<AggregateSessionInput> {
  const entries = await Promise.all(
    COGNITIVE_TEST_KEYS.map(async (key) => {
      const { data, error } = await db
        .from(SUBTEST_TABLES[key])
        .select('*')
        .eq('session_id', sessionId)
        .order('test_end_time', { ascending: false, nullsFirst: false })
        .limit(1);
      if (error) throw new Error(`${SUBTEST_TABLES[key]} read failed: ${error.message}`);
      return [key, ((data ?? [])[0] as Row | undefined) ?? null] as const;
    }),
  );
  const rows = Object.fromEntries(entries) as Record<CognitiveTestKey, Row | null>;
  return { sessionId, ...rows } as AggregateSessionInput;
}

function scoresOf(row: Record<string, unknown>): Record<string, number | null> {
  return Object.fromEntries(COGNITIVE_SCORE_KEYS.map((k) => [k, row[k] === null || row[k] === undefined ? null : Number(row[k])]));
}

async function existing(db: SupabaseClient, sessionId: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await db
    .from('cognitive_test_result')
    .select(['id', ...COGNITIVE_SCORE_KEYS].join(', '))
    .eq('session_id', sessionId)
    .limit(1);
  if (error) throw new Error(`cognitive_test_result read failed: ${error.message}`);
  return ((data ?? [])[0] as unknown as Record<string, unknown> | undefined) ?? null;
}

export function cognitiveAggregatorHandler(opts: AggregatorOptions = {}): (req: Request) => Promise<Response> {
  const env = opts.env ?? getEnv;
  const attempts = opts.attempts ?? AGGREGATOR_ATTEMPTS;
  const delay = opts.retryDelayMs ?? AGGREGATOR_RETRY_DELAY_MS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  return serveJson('cognitive-aggregator', async (req) => {
    const body = await readJsonObject(req);
    const sessionId = body.sessionId ?? body.session_id;
    if (!isUuidV4(sessionId)) return fail('missing_session_info', { message: 'sessionId must be a UUID v4', missingFields: ['session_id'] });

    let db: SupabaseClient;
    try {
      db = serviceClient(env);
    } catch (err) {
      return fail('supabase_init_failed', { message: err instanceof Error ? err.message : String(err) });
    }

    try {
      const before = await existing(db, sessionId);
      if (before) return json({ ok: true, id: before.id, scores: scoresOf(before), existing: true });

      let input = await latestRows(db, sessionId);
      for (let attempt = 1; attempt < attempts && COGNITIVE_TEST_KEYS.some((k) => !input[k]); attempt += 1) {
        await sleep(delay);
        input = await latestRows(db, sessionId);
      }

      const result = aggregateSession(input);
      if (!result.ok) {
        const details: Record<string, unknown> = { ...result.details };
        if (result.reason === 'missing_subtests') {
          const names = (result.details.missing ?? []).map((k) => COGNITIVE_TEST_NAMES[k]);
          details.message = `${MISSING_TESTS_TEXT} ${names.join(', ')}`;
        }
        return fail(result.reason, details);
      }

      const { data, error } = await db.from('cognitive_test_result').insert(result.record).select('id').single();
      if (error) {
        if (error.code === '23505') {
          const winner = await existing(db, sessionId);
          if (winner) return json({ ok: true, id: winner.id, scores: scoresOf(winner), existing: true });
        }
        return fail('insert_error', { message: error.message, code: error.code });
      }
      return json({ ok: true, id: (data as { id: string }).id, scores: scoresOf(result.record as unknown as Record<string, unknown>), existing: false });
    } catch (err) {
      console.error('[cognitive-aggregator] unexpected error:', err instanceof Error ? err.message : err);
      return fail('unexpected_error', { message: 'Beklenmeyen bir sunucu hatası oluştu' });
    }
  });
}

const run = cognitiveAggregatorHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
