// consent-link: staff (re)send the guardian consent link of a student they can see (issue 26).
// Body: {studentId}. The database (issue_consent_token) checks that the verified caller is staff
// above the student (admin, the trainer, the trainer's temsilci); the guardian e-mail is the student's parent_email (never the body), the base URL
// comes from APP_URL / SITE_URL. At most 3 links per student per hour (the database counts).
// Answers {success: true, sentTo, expiresAt}; 403 not staff / not your student, 404 unknown,
// 422 no guardian e-mail on the profile, 429 too many links, 502/503 mail or configuration.
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { sendConsentLink } from '../_shared/consent-link.ts';
import { MSG_FORBIDDEN, requireCaller, serviceClient } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MSG_STUDENT_NOT_FOUND = 'Öğrenci bulunamadı.';
const STAFF = ['admin', 'temsilci', 'beyin_antrenoru'];

export function consentLinkHandler(
  env: EnvReader = getEnv,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): (req: Request) => Promise<Response> {
  return serveJson('consent-link', async (req) => {
    const caller = await requireCaller(req, env);
    if (!caller.roles.some((r) => STAFF.includes(r))) throw new HttpError(403, MSG_FORBIDDEN);
    const body = await readJsonObject(req);
    const studentId = typeof body.studentId === 'string' ? body.studentId.trim() : '';
    if (!UUID.test(studentId)) throw new HttpError(400, 'Geçerli bir öğrenci seçin.');
    // the database re-checks that the caller is staff above the student (issue_consent_token)
    const admin = serviceClient(env);
    const result = await sendConsentLink(admin, studentId, caller.id, env, fetchImpl);
    if (!result.sent) {
      // an unknown student and someone else's student look the same to the caller
      if (result.status === 403 || result.status === 404) throw new HttpError(404, MSG_STUDENT_NOT_FOUND);
      throw new HttpError(result.status, result.message);
    }
    return json({ success: true, sentTo: result.to, expiresAt: result.expiresAt });
  });
}

const run = consentLinkHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
