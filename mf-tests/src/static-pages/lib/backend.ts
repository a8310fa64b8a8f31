// The static pages' backend calls, through the shared supabase-js client (config from
// /config.json). Inserts go with return=minimal (supabase-js's default without .select()),
// because an anon page may not read the row back (RLS).
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@akademi/shared';
import type { Inserter } from './result-saver';

export const supabaseInserter: Inserter = async (table, row) => {
  // Untyped view of the client: the offline queue (result-saver) replays rows of any result table
  // as JSON records from localStorage; the page that built each row typed it, the database checks it.
  const untyped: SupabaseClient = getSupabase();
  const { error } = await untyped.from(table).insert(row);
  return { error: error ? { code: error.code, message: error.message } : null };
};

export interface AggregatorAnswer {
  ok: boolean;
  id?: string;
  reason?: string;
  details?: unknown;
}

/** Calls the cognitive-aggregator edge function; failures come back as {ok:false}. */
export async function invokeAggregator(sessionId: string): Promise<AggregatorAnswer> {
  const { data, error } = await getSupabase().functions.invoke('cognitive-aggregator', { body: { sessionId } });
  if (!error) return data as AggregatorAnswer;
  const ctx = (error as { context?: unknown }).context;
  if (ctx instanceof Response) {
    try {
      return (await ctx.json()) as AggregatorAnswer;
    } catch {
      // not JSON: fall through to the generic failure
    }
  }
  return { ok: false, reason: 'unexpected_error', details: { message: error.message } };
}
