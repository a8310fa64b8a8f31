// Deno entry for Supabase Edge Functions. The local server imports handler.ts directly.
import handler from './handler.ts';

Deno.serve(handler);
