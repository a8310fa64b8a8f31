// /auth/v1 — placeholder until the GoTrue emulation lands.
import type { App, RouteRequest } from '../app.ts';
import { sendJson } from '../http.ts';

export async function handleAuth(_app: App, r: RouteRequest): Promise<void> {
  sendJson(r.req, r.res, 404, { code: 'not_found', message: 'Not found' }, { 'x-supabase-api-version': '2024-01-01' });
}
