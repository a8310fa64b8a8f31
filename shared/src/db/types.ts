// Row types of the Akademi database (supabase/migrations), hand-written in supabase-js's
// generated-types format so `createClient<Database>(…)` type-checks every table call.
// Field names are the SQL column names (snake_case). numeric columns arrive as JSON numbers
// through PostgREST; timestamptz and uuid as strings. Keep in step with the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/** The four roles (spec 1 §1), in the role-switcher menu order (spec 1 §2). */
export const ROLES = ['admin', 'beyin_antrenoru', 'temsilci', 'kullanici'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_ADMIN = 'admin' satisfies Role;
export const ROLE_TEMSILCI = 'temsilci' satisfies Role;
export const ROLE_BEYIN_ANTRENORU = 'beyin_antrenoru' satisfies Role;
export const ROLE_KULLANICI = 'kullanici' satisfies Role;
/** Default-role precedence (spec 1 §4, §6): the highest held role wins. */
export const ROLE_PRECEDENCE: readonly Role[] = ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'];
/** Labels shown for each role (spec 1 §1). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  temsilci: 'Temsilci',
  beyin_antrenoru: 'Beyin Antrenörü',
  kullanici: 'Kullanıcı',
};

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export type NotificationType =
  | 'cognitive_test_completed'
  | 'burdon_test_completed'
  | 'd2_test_completed'
  | 'parent_survey_completed'
  | 'system_alert'
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

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** Insert shape: `Req` keys required, generated keys (`Gen`) absent, everything else optional. */
type InsertOf<R, Req extends keyof R, Gen extends keyof R = never> = Simplify<
  { [K in Req]: R[K] } & { [K in Exclude<keyof R, Req | Gen>]?: R[K] }
>;
type UpdateOf<R, Gen extends keyof R = never> = Simplify<{ [K in Exclude<keyof R, Gen>]?: R[K] }>;
type TableOf<R, Req extends keyof R, Gen extends keyof R = never> = {
  Row: R;
  Insert: InsertOf<R, Req, Gen>;
  Update: UpdateOf<R, Gen>;
  Relationships: [];
};

export type UserRow = {
  id: string;
  auth_user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_active: boolean;
  roles: Role[];
  supervisor_id: string | null;
  demographic_info: DemographicInfo | null;
  notification_preferences: NotificationPreferences;
  created_at: string;
  updated_at: string;
};

export type NotificationRow = {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Json;
  action_url: string | null;
  priority: NotificationPriority;
  expires_at: string | null;
  is_read: boolean;
  read_at: string | null;
  is_archived: boolean;
  created_at: string;
};

export type TestRow = {
  id: string;
  title: string;
  description: string | null;
  test_type: TestType;
  duration_minutes: number | null;
  is_active: boolean;
  created_at: string;
};

export type TestResultRow = {
  id: string;
  test_id: string;
  student_id: string;
  conducted_by: string | null;
  start_time: string;
  status: TestResultStatus;
  created_at: string;
};

export type TestSessionRow = {
  id: string;
  student_id: string;
  conducted_by: string | null;
  kind: TestSessionKind;
  created_by: string | null;
  created_at: string;
  expires_at: string;
};

/** Sessions waiting for (or done with) server-side aggregation (issue 15); service role + admin read. */
export type AggregationQueueRow = {
  session_id: string;
  enqueued_at: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  done_at: string | null;
};

/** Columns every per-test result record carries (spec 2 §3). */
type ResultBase = {
  id: string;
  student_id: string;
  conducted_by: string | null;
  session_id: string;
  test_start_time: string | null;
  test_end_time: string | null;
  created_at: string;
};

export type AttentionTestResultRow = ResultBase & {
  /** generated: equals student_id (spec 1 §7 filters attention results by user_id) */
  user_id: string;
  accuracy_percentage: number | null;
  success_rate: number | null;
  avg_response_time_ms: number | null;
  average_response_time_ms: number | null;
  test_duration_seconds: number | null;
  total_correct: number | null;
  detailed_responses: Json | null;
};

export type MemoryTestResultRow = ResultBase & {
  accuracy_percentage: number | null;
  success_rate: number | null;
  short_visual_accuracy: number | null;
  short_auditory_accuracy: number | null;
  long_visual_accuracy: number | null;
  long_auditory_accuracy: number | null;
  test_duration_seconds: number | null;
  correct_answers: number | null;
  total_questions: number | null;
  detailed_answers: Json | null;
};

export type StroopTestResultRow = ResultBase & {
  accuracy_percentage: number | null;
  success_rate: number | null;
  avg_response_time_ms: number | null;
  average_response_time_ms: number | null;
  interference_ms: number | null;
  flexibility_score: number | null;
  test_duration_seconds: number | null;
  stage2_correct_count: number | null;
  stage3_correct_count: number | null;
  stage2_accuracy: number | null;
  stage3_accuracy: number | null;
  detailed_responses: Json | null;
};

export type PuzzleTestResultRow = ResultBase & {
  accuracy_percentage: number | null;
  average_response_time_ms: number | null;
  four_piece_score: number | null;
  six_piece_score: number | null;
  nine_piece_score: number | null;
  sixteen_piece_score: number | null;
  spatial_reasoning_score: number | null;
  pattern_recognition_score: number | null;
  problem_solving_score: number | null;
  cognitive_flexibility_score: number | null;
  response_time_variance: number | null;
  total_correct: number | null;
  test_duration_seconds: number | null;
  detailed_responses: Json | null;
};

export type AkilMantikTestResultRow = ResultBase & {
  success_rate: number | null;
  avg_response_time_ms: number | null;
  test_duration_seconds: number | null;
  correct_answers: number | null;
  total_questions: number | null;
  detailed_answers: Json | null;
  dortlu_yatay_accuracy_percentage: number | null;
  dortlu_kare_accuracy_percentage: number | null;
  altili_kare_accuracy_percentage: number | null;
  l_format_accuracy_percentage: number | null;
  dokuzlu_format_accuracy_percentage: number | null;
};

export type CognitiveTestResultRow = ResultBase & {
  duration_seconds: number | null;
  dikkat_skoru: number | null;
  hafiza_skoru: number | null;
  isleme_hizi_skoru: number | null;
  gorsel_isleme_skoru: number | null;
  akil_mantik_yurutme_skoru: number | null;
  bilissel_esneklik_skoru: number | null;
  alt_test_ozetleri: Json | null;
};

export type BurdonTestResultRow = {
  id: string;
  student_id: string;
  conducted_by: string | null;
  session_id: string | null;
  section1_correct: number;
  section1_wrong: number;
  section1_missed: number;
  section1_score: number | null;
  section2_correct: number;
  section2_wrong: number;
  section2_missed: number;
  section2_score: number | null;
  section3_correct: number;
  section3_wrong: number;
  section3_missed: number;
  section3_score: number | null;
  total_correct: number;
  total_wrong: number;
  total_missed: number;
  total_score: number | null;
  attention_ratio: number | null;
  /** generated: 100 × correct / (correct + wrong + missed), 2 decimals */
  performance_percentage: number | null;
  test_start_time: string | null;
  test_end_time: string | null;
  test_elapsed_time_seconds: number | null;
  test_auto_completed: boolean;
  detailed_results: Json | null;
  created_at: string;
};

export type D2LineResult = { lineIndex: number; globalIndex: number; isTarget: boolean; isClicked: boolean };

export type D2TestResultRow = {
  id: string;
  student_id: string;
  conducted_by: string | null;
  session_id: string | null;
  attention_stability: number | null;
  commission_errors: number | null;
  omission_errors: number | null;
  correct_selections: number | null;
  total_score: number | null;
  concentration_performance: number | null;
  total_items_processed: number | null;
  test_duration_seconds: number | null;
  fluctuation_rate: number | null;
  total_net_performance: number | null;
  processing_speed: number | null;
  total_errors: number | null;
  line_results: D2LineResult[] | null;
  test_start_time: string | null;
  test_end_time: string | null;
  created_at: string;
};

export type ParentSurveyResultRow = {
  id: string;
  student_id: string;
  conducted_by: string | null;
  session_id: string | null;
  total_score: number | null;
  answers: Json | null;
  created_at: string;
};

export type SystemLogRow = {
  id: string;
  created_at: string;
  session_id: string | null;
  student_id: string | null;
  conducted_by: string | null;
  test_type: string | null;
  log_level: LogLevel;
  log_source: string | null;
  message: string;
  details: Json | null;
  user_agent: string | null;
  current_url: string | null;
};

export type ExerciseProgressRow = {
  id: string;
  email: string;
  /** resolved from email by the database */
  user_id: string | null;
  exercise_type: string;
  current_level: number;
  max_level_reached: number;
  total_score: number;
  level_scores: Json;
  level_attempts: Json;
  played_by_educator_email: string | null;
  played_for_student_email: string | null;
  created_at: string;
  updated_at: string;
};

export type StudentExerciseRow = {
  id: string;
  student_id: string;
  exercise_slug: string;
  exercise_title: string | null;
  /** LMS program session; null = 'no-session' */
  lms_session_id: string | null;
  total_sessions: number;
  total_time_seconds: number;
  max_level_reached: number;
  accuracy_percentage: number | null;
  last_played_at: string | null;
  detailed_stats: Json;
  user_settings: Json;
  created_at: string;
  updated_at: string;
};

export type ExerciseAttemptRow = {
  id: string;
  student_exercise_id: string;
  /** copied from the exercise record by the database */
  student_id: string;
  played_at: string;
  score: number | null;
  correct: number | null;
  wrong: number | null;
  accuracy: number | null;
  level: number | null;
  settings: Json;
  duration_seconds: number | null;
  created_at: string;
};

export type StudentNoteRow = {
  id: string;
  created_by: string | null;
  student_id: string;
  note_level: NoteLevel;
  note_text: string;
  note_category: string;
  note_title: string | null;
  priority_level: NotificationPriority;
  tags: string[];
  metadata: Json;
  white_exercise_id: string | null;
  exercise_slug: string | null;
  session_index: number | null;
  test_type: string | null;
  test_result_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** Per-trainer LMS link (issue 14). token_hash is not selectable by clients: select the other columns by name. */
export type LmsLinkRow = {
  id: string;
  trainer_id: string;
  token_hash: string;
  label: string | null;
  created_by: string | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
};

/** create_lms_link's answer: the new link and its token (returned this once only). */
export type CreatedLmsLink = { id: string; token: string; trainer_id: string; label: string | null; created_at: string; expires_at: string | null };

export type SupportMessageRow = {
  id: string;
  name: string;
  email: string;
  subject: SupportSubject;
  message: string;
  user_id: string | null;
  status: SupportStatus;
  delivered_at: string | null;
  created_at: string;
};

export type D2NormRow = {
  id: string;
  score_kind: D2ScoreKind;
  age_group: D2AgeGroup;
  /** only for age groups below 19 */
  gender: Gender | null;
  raw_score: number;
  percentile: number;
  source: string;
  created_at: string;
};

export type ReportStudentTestCountsRow = {
  student_id: string;
  burdon_count: number;
  d2_count: number;
  cognitive_count: number;
};

export type StudentExerciseSummaryRow = {
  student_id: string;
  total_exercises: number;
  total_sessions: number;
  total_time_minutes: number;
  avg_success_rate: number | null;
  last_played_at: string | null;
};

type NoArgs = Record<PropertyKey, never>;

export type Database = {
  public: {
    Tables: {
      users: TableOf<UserRow, 'email', never>;
      notifications: TableOf<NotificationRow, 'user_id' | 'title' | 'message'>;
      tests: TableOf<TestRow, 'title' | 'test_type'>;
      test_results: TableOf<TestResultRow, 'test_id' | 'student_id'>;
      test_sessions: TableOf<TestSessionRow, 'student_id' | 'kind'>;
      aggregation_queue: TableOf<AggregationQueueRow, 'session_id'>;
      attention_test_results: TableOf<AttentionTestResultRow, 'student_id' | 'session_id', 'user_id'>;
      memory_test_results: TableOf<MemoryTestResultRow, 'student_id' | 'session_id'>;
      stroop_test_results: TableOf<StroopTestResultRow, 'student_id' | 'session_id'>;
      puzzle_test_results: TableOf<PuzzleTestResultRow, 'student_id' | 'session_id'>;
      akil_mantik_test_results: TableOf<AkilMantikTestResultRow, 'student_id' | 'session_id'>;
      cognitive_test_result: TableOf<CognitiveTestResultRow, 'student_id' | 'session_id'>;
      burdon_test_results: TableOf<BurdonTestResultRow, 'student_id', 'performance_percentage'>;
      d2_test_results: TableOf<D2TestResultRow, 'student_id'>;
      parent_survey_results: TableOf<ParentSurveyResultRow, 'student_id'>;
      system_logs: TableOf<SystemLogRow, never>;
      exercise_progress: TableOf<ExerciseProgressRow, 'email' | 'exercise_type'>;
      student_exercises: TableOf<StudentExerciseRow, 'student_id' | 'exercise_slug'>;
      exercise_attempts: TableOf<ExerciseAttemptRow, 'student_exercise_id' | 'student_id'>;
      student_notes: TableOf<StudentNoteRow, 'student_id' | 'note_level' | 'note_text'>;
      support_messages: TableOf<SupportMessageRow, 'name' | 'email' | 'subject' | 'message'>;
      d2_norms: TableOf<D2NormRow, 'score_kind' | 'age_group' | 'raw_score' | 'percentile' | 'source'>;
      lms_links: TableOf<LmsLinkRow, 'trainer_id' | 'token_hash'>;
    };
    Views: {
      report_student_test_counts: { Row: ReportStudentTestCountsRow; Relationships: [] };
      student_exercise_summary: { Row: StudentExerciseSummaryRow; Relationships: [] };
    };
    Functions: {
      current_user_id: { Args: NoArgs; Returns: string };
      current_user_roles: { Args: NoArgs; Returns: Role[] };
      has_role: { Args: { role_name: string }; Returns: boolean };
      is_admin: { Args: NoArgs; Returns: boolean };
      is_staff: { Args: NoArgs; Returns: boolean };
      manages_user: { Args: { target: string }; Returns: boolean };
      can_see_user: { Args: { target: string }; Returns: boolean };
      visible_user_ids: { Args: NoArgs; Returns: string[] };
      user_id_by_email: { Args: { p_email: string }; Returns: string };
      create_lms_link: { Args: { p_trainer_id?: string | null; p_label?: string | null; p_expires_at?: string | null }; Returns: CreatedLmsLink[] };
      revoke_lms_link: { Args: { p_id: string }; Returns: string };
      /** Öğrenci Profili (issue 18): SECURITY INVOKER, null when RLS hides the student. */
      student_profile_header: { Args: { p_student_id: string }; Returns: Json };
      student_profile_results: { Args: { p_student_id: string }; Returns: Json };
      student_profile_exercises: { Args: { p_student_id: string }; Returns: Json };
      test_session_is_open: {
        Args: { p_session: string; p_student: string; p_conducted_by: string | null; p_kind: TestSessionKind };
        Returns: boolean;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
/** Row of a table or view: `Tables<'users'>`. */
export type Tables<T extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> = T extends keyof PublicSchema['Tables']
  ? PublicSchema['Tables'][T]['Row']
  : T extends keyof PublicSchema['Views']
    ? PublicSchema['Views'][T]['Row']
    : never;
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
/** Header the static test pages may send so anon can read its own open session's rows. */
export const TEST_SESSION_HEADER = 'x-test-session-id';
