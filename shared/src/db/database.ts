// The Database type the apps use: the generated schema (./types.ts, `npm run gen:types`) with the
// column types the catalog cannot state narrowed to the values of ./column-values.ts — Supabase's
// documented practice for jsonb and check-constrained columns (a MergeDeep over the generated type).
// A narrowing must name an existing column and fit its generated type: `NarrowingFits` below fails
// the typecheck otherwise, so a renamed or retyped column still breaks the build.
import type { Database as Generated, Json } from './types.ts';
import type {
  D2AgeGroup,
  D2LineResult,
  D2ScoreKind,
  DemographicInfo,
  Gender,
  LogLevel,
  NoteLevel,
  NotificationPreferences,
  NotificationPriority,
  NotificationType,
  Role,
  SupportStatus,
  SupportSubject,
  TestResultStatus,
  TestSessionKind,
  TestType,
} from './column-values.ts';

export type { Json };
/** The schema exactly as the catalog states it (no narrowing). */
export type GeneratedDatabase = Generated;

type G = Generated['public'];

/** Table columns whose values a check constraint, a trigger or the app's jsonb shape restricts. */
type TableNarrowing = {
  users: { roles: Role[]; demographic_info: DemographicInfo | null; notification_preferences: NotificationPreferences };
  notifications: { type: NotificationType; priority: NotificationPriority };
  tests: { test_type: TestType };
  test_results: { status: TestResultStatus };
  test_sessions: { kind: TestSessionKind };
  /** a generated copy of the NOT NULL student_id: never null */
  attention_test_results: { user_id: string };
  d2_test_results: { line_results: D2LineResult[] | null };
  system_logs: { log_level: LogLevel };
  student_notes: { note_level: NoteLevel; priority_level: NotificationPriority };
  support_messages: { subject: SupportSubject; status: SupportStatus };
  d2_norms: { score_kind: D2ScoreKind; age_group: D2AgeGroup; gender: Gender | null };
};

/** View columns the view's definition guarantees (the catalog calls every view column nullable). */
type ViewNarrowing = {
  /** grouped by the NOT NULL student_id; count(…) and coalesce(sum(…), 0) */
  student_exercise_summary: { student_id: string; total_exercises: number; total_sessions: number; total_time_minutes: number };
};

type FunctionNarrowing = {
  current_user_roles: { Returns: Role[] };
};

type RowsOf<S extends 'Tables' | 'Views'> = { [T in keyof G[S]]: G[S][T] extends { Row: infer R } ? R : never };
/** true, or a message naming the first narrowing that does not fit the generated schema. */
type Fits<Rows, N> = {
  [T in keyof N]: T extends keyof Rows
    ? {
        [C in keyof N[T]]: C extends keyof Rows[T]
          ? N[T][C] extends Rows[T][C]
            ? true
            : `${T & string}.${C & string} does not fit its generated type`
          : `${T & string}.${C & string} is not a column`;
      }[keyof N[T]]
    : `${T & string} is not a table or view`;
}[keyof N];
type Expect<T extends true> = T;
export type NarrowingFits = [
  Expect<Fits<RowsOf<'Tables'>, TableNarrowing>>,
  Expect<Fits<RowsOf<'Views'>, ViewNarrowing>>,
  Expect<Fits<{ [F in keyof G['Functions']]: { Returns: G['Functions'][F]['Returns'] } }, FunctionNarrowing>>,
];

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** Same keys and optionality as R, with N's types where N names the key. */
type Narrow<R, N> = Simplify<{ [K in keyof R]: K extends keyof N ? (R[K] extends never ? never : N[K]) : R[K] }>;
type NarrowRelation<Rel, N> = { [P in keyof Rel]: P extends 'Row' | 'Insert' | 'Update' ? Narrow<Rel[P], N> : Rel[P] };
type NarrowAll<Rels, Ns> = { [T in keyof Rels]: T extends keyof Ns ? NarrowRelation<Rels[T], Ns[T]> : Rels[T] };

export type Database = {
  __InternalSupabase: Generated['__InternalSupabase'];
  public: {
    Tables: NarrowAll<G['Tables'], TableNarrowing>;
    Views: NarrowAll<G['Views'], ViewNarrowing>;
    Functions: { [F in keyof G['Functions']]: F extends keyof FunctionNarrowing ? Simplify<Omit<G['Functions'][F], keyof FunctionNarrowing[F]> & FunctionNarrowing[F]> : G['Functions'][F] };
    Enums: G['Enums'];
    CompositeTypes: G['CompositeTypes'];
  };
};

type PublicSchema = Database['public'];
export type TableName = keyof PublicSchema['Tables'];
export type ViewName = keyof PublicSchema['Views'];
/** Row of a table or view: `Tables<'users'>`. */
export type Tables<T extends TableName | ViewName> = T extends TableName
  ? PublicSchema['Tables'][T]['Row']
  : T extends ViewName
    ? PublicSchema['Views'][T]['Row']
    : never;
export type TablesInsert<T extends TableName> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

// Row names the apps use.
export type UserRow = Tables<'users'>;
export type NotificationRow = Tables<'notifications'>;
export type TestRow = Tables<'tests'>;
export type TestResultRow = Tables<'test_results'>;
export type TestSessionRow = Tables<'test_sessions'>;
export type AttentionTestResultRow = Tables<'attention_test_results'>;
export type MemoryTestResultRow = Tables<'memory_test_results'>;
export type StroopTestResultRow = Tables<'stroop_test_results'>;
export type PuzzleTestResultRow = Tables<'puzzle_test_results'>;
export type AkilMantikTestResultRow = Tables<'akil_mantik_test_results'>;
export type CognitiveTestResultRow = Tables<'cognitive_test_result'>;
export type BurdonTestResultRow = Tables<'burdon_test_results'>;
export type D2TestResultRow = Tables<'d2_test_results'>;
export type ParentSurveyResultRow = Tables<'parent_survey_results'>;
export type SystemLogRow = Tables<'system_logs'>;
export type ExerciseProgressRow = Tables<'exercise_progress'>;
export type StudentExerciseRow = Tables<'student_exercises'>;
export type ExerciseAttemptRow = Tables<'exercise_attempts'>;
export type StudentNoteRow = Tables<'student_notes'>;
export type SupportMessageRow = Tables<'support_messages'>;
export type D2NormRow = Tables<'d2_norms'>;
export type StudentExerciseSummaryRow = Tables<'student_exercise_summary'>;
