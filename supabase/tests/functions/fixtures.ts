// Shared set-up of the functions' integration tests: the demo accounts (helper-common) are
// used as seeded; any that the seed does not provide are created here (admin API + service
// REST) with the same roles and hierarchy, so these tests also run against a bare schema.
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_SERVICE_ROLE_KEY, clientFor, createUser, signIn } from '../helpers/local-server.ts';
import { attentionRow, logicRow, memoryRow, puzzleRow, stroopRow, STORABLE_LOGIC_ANSWERS, STORABLE_MEMORY_ANSWERS, STORABLE_PUZZLE_DETAILS, STORABLE_STROOP_DETAILS } from '../../../shared/src/domain/cognitive/__fixtures__/rows.ts';

export interface DemoAccount {
  email: string;
  roles: string[];
  supervisor?: string;
  firstName: string;
  lastName: string;
}

/** Demo accounts (helper-common.md) in creation order (supervisors first). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@akademi.test', roles: ['admin'], firstName: 'Demo', lastName: 'Admin' },
  { email: 'temsilci@akademi.test', roles: ['temsilci'], firstName: 'Demo', lastName: 'Temsilci', supervisor: 'admin@akademi.test' },
  { email: 'temsilci2@akademi.test', roles: ['temsilci'], firstName: 'Demo', lastName: 'Temsilci İki', supervisor: 'admin@akademi.test' },
  { email: 'antrenor1@akademi.test', roles: ['beyin_antrenoru'], firstName: 'Antrenör', lastName: 'Bir', supervisor: 'temsilci@akademi.test' },
  { email: 'antrenor2@akademi.test', roles: ['beyin_antrenoru'], firstName: 'Antrenör', lastName: 'İki', supervisor: 'temsilci@akademi.test' },
  { email: 'antrenor3@akademi.test', roles: ['beyin_antrenoru'], firstName: 'Antrenör', lastName: 'Üç', supervisor: 'temsilci2@akademi.test' },
  { email: 'ogrenci1@akademi.test', roles: ['kullanici'], firstName: 'Öğrenci', lastName: 'Bir', supervisor: 'antrenor1@akademi.test' },
  { email: 'cokrol@akademi.test', roles: ['admin', 'beyin_antrenoru'], firstName: 'Çok', lastName: 'Rol' },
];

export function serviceFor(url: string): SupabaseClient {
  return clientFor(url, DEMO_SERVICE_ROLE_KEY);
}

/** Creates whichever demo accounts are missing; returns email → public.users.id. */
export async function ensureDemoAccounts(url: string): Promise<Map<string, string>> {
  const svc = serviceFor(url);
  const ids = new Map<string, string>();
  for (const a of DEMO_ACCOUNTS) {
    const { data: found, error } = await svc.from('users').select('id').eq('email', a.email).maybeSingle();
    if (error) throw new Error(`users lookup ${a.email}: ${error.message}`);
    if (found) {
      ids.set(a.email, found.id as string);
      continue;
    }
    await createUser(url, a.email, DEMO_PASSWORD, { first_name: a.firstName, last_name: a.lastName });
    const { data: row, error: upError } = await svc
      .from('users')
      .update({ roles: a.roles, supervisor_id: a.supervisor ? ids.get(a.supervisor) : null, first_name: a.firstName, last_name: a.lastName })
      .eq('email', a.email)
      .select('id')
      .single();
    if (upError || !row) throw new Error(`users update ${a.email}: ${upError?.message}`);
    ids.set(a.email, row.id as string);
  }
  return ids;
}

/** The JSON body of a failed functions.invoke (FunctionsHttpError carries the raw Response). */
export async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!(error instanceof FunctionsHttpError)) throw new Error(`expected FunctionsHttpError, got ${String(error)}`);
  const res = error.context as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Invokes a function and returns {status, body} whether it succeeded or not. */
export async function call(
  client: SupabaseClient,
  name: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error) return errorBody(error);
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

/** A fresh LMS link token for a trainer, created by the trainer themself through create_lms_link. */
export async function lmsLinkFor(url: string, trainerEmail: string, opts: { label?: string; expiresAt?: string } = {}): Promise<{ id: string; token: string }> {
  const trainer = await signIn(url, trainerEmail);
  const { data, error } = await trainer.rpc('create_lms_link', { p_label: opts.label ?? 'test', p_expires_at: opts.expiresAt ?? null });
  if (error) throw new Error(`create_lms_link for ${trainerEmail}: ${error.message}`);
  const row = (Array.isArray(data) ? data[0] : data) as { id: string; token: string };
  return { id: row.id, token: row.token };
}

/** The five sub-test rows of one cognitive session (the shared domain fixtures, one after the other). */
export function cognitiveSessionRows(sessionId: string, studentId: string, trainerId: string): Record<'attention' | 'memory' | 'stroop' | 'puzzle' | 'logic', Record<string, unknown>> {
  const common = { session_id: sessionId, student_id: studentId, conducted_by: trainerId };
  const strip = <T extends { id: string }>(r: T): Omit<T, 'id'> => {
    const { id: _id, ...rest } = r;
    return rest;
  };
  return {
    attention: { ...strip(attentionRow()), ...common, id: randomUUID() },
    // answers and placements the database can re-score against the designs (issue 15)
    memory: { ...strip(memoryRow()), ...common, id: randomUUID(), test_start_time: '2026-11-22T10:06:00.000Z', test_end_time: '2026-11-22T10:10:00.000Z', detailed_answers: STORABLE_MEMORY_ANSWERS },
    stroop: { ...strip(stroopRow()), ...common, id: randomUUID(), test_start_time: '2026-11-22T10:11:00.000Z', test_end_time: '2026-11-22T10:14:00.000Z', detailed_responses: STORABLE_STROOP_DETAILS },
    puzzle: { ...strip(puzzleRow()), ...common, id: randomUUID(), test_start_time: '2026-11-22T10:15:00.000Z', test_end_time: '2026-11-22T10:19:00.000Z', detailed_responses: STORABLE_PUZZLE_DETAILS },
    logic: { ...strip(logicRow()), ...common, id: randomUUID(), detailed_answers: STORABLE_LOGIC_ANSWERS },
  };
}
