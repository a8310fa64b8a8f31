// Guardian consent for students a test creates itself (issue 26): the database refuses sessions,
// results and exercise progress for a student without an active consent, so a test that creates a
// fresh student and then stores something for them gives the student a paper consent first.
// (Through the service role / table owner — what trusted code may do; the API paths are tested in
// tests/rls/guardian-consent.test.ts.)
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tx } from '../../local/src/db.ts';

/** A paper consent for `studentId` through a service-role supabase-js client. */
export async function giveConsent(service: SupabaseClient, studentId: string, recordedBy: string | null = null): Promise<void> {
  const { error } = await service.from('guardian_consents').insert({
    student_id: studentId,
    guardian_name: 'Test Velisi',
    notice_version: 1,
    method: 'paper',
    recorded_by: recordedBy,
  });
  if (error) throw new Error(`giveConsent(${studentId}): ${error.message}`);
}

/** The same as SQL for database-level tests (run as the owner or service role). */
export const GIVE_CONSENT_SQL = `insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by)
  select $1::uuid, 'Test Velisi', 1, 'paper', null where not public.has_active_consent($1::uuid)`;

export async function giveConsentTx(tx: Tx, studentId: string): Promise<void> {
  await tx.query(GIVE_CONSENT_SQL, [studentId]);
}
