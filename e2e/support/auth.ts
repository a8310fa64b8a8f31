// Programmatic sign-in: the real local auth API issues the session, which is placed where the
// browser's supabase-js keeps it (localStorage `sb-<host label>-auth-token`).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { BrowserContext } from '@playwright/test';
import { API_URL, APP_URL, DEMO_ANON_KEY, DEMO_PASSWORD } from './env.ts';

export const sessionStorageKey = () => `sb-${new URL(API_URL).hostname.split('.')[0]}-auth-token`;

export async function demoSession(email: string) {
  const client = createClient(API_URL, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket (shared/reference/toolchain.md).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed for ${email}: ${error?.message ?? 'no session'}`);
  return data.session;
}

export async function storageStateFor(email: string, origin = APP_URL) {
  const session = await demoSession(email);
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: sessionStorageKey(), value: JSON.stringify(session) }] }],
  };
}

/** Signs a context in on another origin (e.g. a second shell instance). */
export async function signInContext(context: BrowserContext, email: string, origin: string) {
  const session = await demoSession(email);
  await context.addInitScript(
    ([key, value, o]) => { if (window.location.origin === o) window.localStorage.setItem(key, value); },
    [sessionStorageKey(), JSON.stringify(session), origin] as const,
  );
}
