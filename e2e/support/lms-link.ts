// LMS links for the journeys (issue 14): the trainer creates one through create_lms_link with their
// own session, exactly as the 'LMS Bağlantısı' section does; the token goes in the link's `key`.
// One link per trainer per e2e stack, labelled so a reader of the table sees its origin. The token is
// kept in a file beside the stack's data (every worker process of both lanes reads it): a trainer may
// hold at most 20 active links, and Playwright starts a new worker per project and after each failure.
import { createClient } from '@supabase/supabase-js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { expect } from '@playwright/test';
import { API_URL, DEMO_ANON_KEY } from './env.ts';
import { demoSession } from './auth.ts';

const cache = new Map<string, Promise<string>>();

async function create(trainerEmail: string): Promise<string> {
  const session = await demoSession(trainerEmail);
  const client = createClient(API_URL, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.rpc('create_lms_link', { p_label: `e2e ${new Date().toISOString()}` });
  if (error) throw new Error(`create_lms_link for ${trainerEmail}: ${error.message}`);
  const row = (Array.isArray(data) ? data[0] : data) as { token: string };
  return row.token;
}

/** The stack's token file: beside its signing keys (scripts/run.mjs, one per stack), else per API port. */
const TOKENS_FILE = process.env.JWT_SIGNING_KEYS_FILE
  ? `${process.env.JWT_SIGNING_KEYS_FILE}.lms-links.json`
  : join(tmpdir(), `akademi-e2e-lms-links-${new URL(API_URL).port}.json`);

function savedTokens(): Record<string, string> {
  try {
    return existsSync(TOKENS_FILE) ? (JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A saved token that the stack still accepts (a test may have revoked it, or the stack is new). */
async function stillLive(token: string, trainerEmail: string): Promise<boolean> {
  const res = await fetch(`${API_URL}/functions/v1/lms-integration/verify-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
    body: JSON.stringify({ access_key: token, email: trainerEmail }),
  });
  return res.status === 200;
}

async function savedOrNew(trainerEmail: string): Promise<string> {
  const saved = savedTokens()[trainerEmail];
  if (saved && (await stillLive(saved, trainerEmail))) return saved;
  const token = await create(trainerEmail);
  writeFileSync(TOKENS_FILE, JSON.stringify({ ...savedTokens(), [trainerEmail]: token }));
  return token;
}

/** A live LMS link token of the trainer (antrenor1 by default, who trains ogrenci1 'Ali Yıldız'). */
export function trainerLmsKey(trainerEmail = 'antrenor1@akademi.test'): Promise<string> {
  let p = cache.get(trainerEmail);
  if (!p) {
    p = savedOrNew(trainerEmail);
    p.catch(() => cache.delete(trainerEmail));
    cache.set(trainerEmail, p);
  }
  return p;
}

/**
 * One attempt of ogrenci1 (Ali Yıldız) in an LMS session of the caller's, through the function as
 * the embedded exercises record it: the tracking portal then has a session, an exercise and an
 * attempt to drill down to.
 */
export async function recordTrackingAttempt(sessionId: string, slug: string, title: string): Promise<void> {
  const res = await fetch(`${API_URL}/functions/v1/lms-integration/record-attempt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
    body: JSON.stringify({
      access_key: await trainerLmsKey(),
      email: 'ogrenci1@akademi.test',
      exercise_slug: slug,
      exercise_title: title,
      session_id: sessionId,
      score: 30,
      correct: 3,
      wrong: 1,
      level: 2,
      duration_seconds: 90,
      settings: { shape: 'circle', speed_type: 'variable', focus_enabled: true, metronome_enabled: false, duration_seconds: 60 },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
