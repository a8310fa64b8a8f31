// Reads the database as the service role, for checking what a screen shows against the stored
// rows. Staff tokens read no result table directly (issue 26 §2: they go through the logging
// functions), so a spec that counts a student's results reads them here instead.
import { API_URL } from './env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
export const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const headers = { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` };

/** GET /rest/v1/<path> as the service role. */
export async function serviceRest<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { headers });
  if (!res.ok) throw new Error(`service GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Row count of /rest/v1/<path> as the service role. */
export async function serviceCount(path: string): Promise<number> {
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { method: 'HEAD', headers: { ...headers, Prefer: 'count=exact' } });
  if (!res.ok) throw new Error(`service HEAD ${path}: ${res.status}`);
  return Number(res.headers.get('content-range')?.split('/')[1]);
}

/** ids of a trainer's students (users.id of the trainer). */
export async function studentIdsOf(trainerId: string): Promise<string[]> {
  return (await serviceRest<{ id: string }[]>(`users?select=id&supervisor_id=eq.${trainerId}&roles=cs.{kullanici}`)).map((u) => u.id);
}
