// The one supabase-js client of the page (shared singleton: shell and every remote get this
// instance). Components never import supabase-js; API files and the session code use this.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';
import type { Database } from '../db/database';

/** The page's client, typed by the schema (shared/src/db/database.ts). */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

/**
 * fetch for supabase-js that reads the (empty) body of a HEAD response. postgrest-js answers
 * `select(..., { count: 'exact', head: true })` from the headers and never reads the body; Chromium
 * then cancels the unread response and reports the request as failed (net::ERR_ABORTED) — the
 * notification bell's unread count showed as one aborted request per page load (issue 17 item 9).
 */
export const drainingFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if ((init?.method ?? 'GET').toUpperCase() === 'HEAD') await res.clone().arrayBuffer().catch(() => undefined);
  return res;
};

export function getSupabase(): AppSupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    // Default auth storage key (sb-<host>-auth-token): the e2e suite places sessions there.
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: { fetch: drainingFetch },
    });
  }
  return client;
}

/** Tests inject a fake client. */
export function setSupabaseForTesting(fake: AppSupabaseClient | null): void {
  client = fake;
}
