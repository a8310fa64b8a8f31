// The static pages' backend calls, through the shared supabase-js client (config from
// /config.json). Inserts go with return=minimal (supabase-js's default without .select()),
// because an anon page may not read the row back (RLS).
import { getSupabase } from '@akademi/shared';
import type { Inserter } from './result-saver';

export const supabaseInserter: Inserter = async (table, row) => {
  const { error } = await getSupabase().from(table).insert(row);
  return { error: error ? { code: error.code, message: error.message } : null };
};

/** The one aggregator call (shared): the battery page uses it when no launcher listens. */
export { invokeCognitiveAggregator as invokeAggregator, type AggregatorAnswer } from '@akademi/shared';
