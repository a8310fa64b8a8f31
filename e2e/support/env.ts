import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Addresses and demo values of the local stack the e2e suite runs against (README "Ports").
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:3000';
export const API_URL = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
/** Supabase CLI's well-known local demo anon key (not a secret). */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_PASSWORD = 'Akademi2026!';

export type DemoRole = 'admin' | 'temsilci' | 'antrenor' | 'ogrenci' | 'cokrol';
export const DEMO_ACCOUNTS: Record<DemoRole, string> = {
  admin: 'admin@akademi.test',
  temsilci: 'temsilci@akademi.test',
  antrenor: 'antrenor1@akademi.test',
  ogrenci: 'ogrenci1@akademi.test',
  cokrol: 'cokrol@akademi.test',
};
const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Absolute, so it resolves the same from any working directory; one folder per lane, so that two
 * Playwright runs at once (CI's lanes, see playwright.config.ts) never read each other's half-written file. */
export const storageStatePath = (role: DemoRole) =>
  join(e2eDir, process.env.E2E_LANE ? `.e2e-auth-${process.env.E2E_LANE}` : '.e2e-auth', `${role}.json`);

/**
 * How long a remote page may take to paint its first content after a document load. CI runs two
 * Playwright lanes, a build and the backend suites on two cores at once; a cold page (the shell,
 * the federation runtime, the remote's chunks, an edge-function call) measured over 20 s there.
 * This is a budget for a loaded machine, not a speed target (speed lives in bench/).
 */
export const COLD_PAGE_MS = 45_000;
