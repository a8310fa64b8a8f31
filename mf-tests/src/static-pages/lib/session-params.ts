// The session a static test page belongs to, read from its query string. The launcher opens
// the pages with session_id (spec 3 §7 also names it testSessionId), student_id and
// conducted_by; the session was registered in test_sessions before the page opened.
import { isUuidV4 } from '@akademi/shared/domain/cognitive/message-listener';

export interface TestSessionParams {
  sessionId: string;
  studentId: string;
  conductedBy: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(params: URLSearchParams, ...names: string[]): string | null {
  for (const n of names) {
    const v = params.get(n)?.trim();
    if (v) return v;
  }
  return null;
}

/** null when the session id is not a UUID v4 or the student id is missing or malformed. */
export function readSessionParams(search: string): TestSessionParams | null {
  const params = new URLSearchParams(search);
  const sessionId = first(params, 'session_id', 'sessionId', 'testSessionId');
  const studentId = first(params, 'student_id', 'studentId', 'user_id');
  const conductedBy = first(params, 'conducted_by', 'conductedBy');
  if (!isUuidV4(sessionId) || !studentId || !UUID.test(studentId)) return null;
  if (conductedBy !== null && !UUID.test(conductedBy)) return null;
  return { sessionId, studentId, conductedBy };
}

/** The query string that carries the session to the next page of the battery. */
export function sessionQuery(p: TestSessionParams): string {
  const q = new URLSearchParams({ session_id: p.sessionId, student_id: p.studentId });
  if (p.conductedBy) q.set('conducted_by', p.conductedBy);
  return `?${q.toString()}`;
}
