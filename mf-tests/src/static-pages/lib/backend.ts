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
