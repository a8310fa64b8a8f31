// Values and document shapes the database holds that its catalog cannot describe: the allowed
// values of check-constrained text columns (roles, statuses, kinds…) and the keys of jsonb
// documents. Hand-written; ./database.ts narrows the generated column types to these, and a
// compile-time check there fails if a column named here no longer exists or no longer fits.
import type { Json } from './types.ts';

// The roles (spec 1 §1) live in ../domain/roles.ts, the one role list (issue 30 item 4).
export { ROLES, ROLE_ADMIN, ROLE_TEMSILCI, ROLE_BEYIN_ANTRENORU, ROLE_KULLANICI, ROLE_PRECEDENCE, ROLE_LABELS } from '../domain/roles.ts';
export type { Role } from '../domain/roles.ts';

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export type NotificationType =
  | 'cognitive_test_completed'
  | 'burdon_test_completed'
  | 'd2_test_completed'
  | 'parent_survey_completed'
  | 'system_alert'
  // issue 25: a test was assigned to the student (migration 20261126100100)
  | 'test_assigned'
  | (string & {});
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NOTE_LEVELS = ['student', 'session', 'exercise', 'test_result', 'group'] as const;
export type NoteLevel = (typeof NOTE_LEVELS)[number];
export const TEST_TYPES = ['reading', 'field', 'burdon', 'd2', 'cognitive', 'parent_survey'] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const TEST_RESULT_STATUSES = ['assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type TestResultStatus = (typeof TEST_RESULT_STATUSES)[number];
/** Which result tables a registered test session admits (see test_sessions). */
export const TEST_SESSION_KINDS = ['cognitive', 'burdon', 'd2', 'parent_survey'] as const;
export type TestSessionKind = (typeof TEST_SESSION_KINDS)[number];
export type Gender = 'male' | 'female';
/** Contact subjects (spec 1 §2 Help). */
export const SUPPORT_SUBJECTS = ['teknik-sorun', 'test-sorunu', 'rapor-sorunu', 'hesap-sorunu', 'ogrenci-yonetimi', 'fatura-odeme', 'diger'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];
export type SupportStatus = 'new' | 'delivered' | 'failed' | 'resolved';
export type D2ScoreKind = 'TN' | 'TN-E';
/** d2 norm age groups (spec 3 §5). */
export const D2_AGE_GROUPS = ['9-10', '11-12', '13-14', '15-16', '17-18', '19-39', '40-49', '50-59', '60+'] as const;
export type D2AgeGroup = (typeof D2_AGE_GROUPS)[number];

/** users.demographic_info keys (spec 1 §3), with the aliases older rows may carry. */
export type DemographicInfo = {
  student_number?: string | null;
  birth_date?: string | null;
  date_of_birth?: string | null;
  gender?: Gender | null;
  grade_level?: string | null;
  grade?: string | null;
  school_name?: string | null;
  school?: string | null;
  parent_name?: string | null;
  guardian_name?: string | null;
  parent_phone?: string | null;
  guardian_phone?: string | null;
  parent_email?: string | null;
  guardian_email?: string | null;
  city?: string | null;
  district?: string | null;
  address?: string | null;
  notes?: string | null;
  [key: string]: Json | undefined;
};

/** users.notification_preferences (spec 1 §3; defaults true, true, false, false). */
export type NotificationPreferences = {
  emailTestResults: boolean;
  emailNewStudent: boolean;
  emailSystemUpdates: boolean;
  pushNotifications: boolean;
};

/** One element of d2_test_results.line_results (spec 3 §5). */
export type D2LineResult = { lineIndex: number; globalIndex: number; isTarget: boolean; isClicked: boolean };

/** Header the static test pages may send so anon can read its own open session's rows. */
export const TEST_SESSION_HEADER = 'x-test-session-id';
