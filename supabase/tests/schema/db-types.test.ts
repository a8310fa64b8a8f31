// shared/src/db/types.ts against the real schema: every table and column the TypeScript
// Database type declares exists in SQL with a matching nullability, and supabase-js accepts
// the type (this file is type-checked by `npx tsc --noEmit -p supabase`).
//   cd supabase && npx tsx --test tests/schema/db-types.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';
import type { Db } from '../../local/src/db.ts';
import type { Database, Json, Tables, TablesInsert } from '../../../shared/src/db/types.ts';
import { ROLES } from '../../../shared/src/db/types.ts';
import { targets } from '../rls/harness.ts';

// Compile-time: typed client calls of the kind the apps make (no request is sent).
const typedCalls = () => {
  const client = createClient<Database>('http://127.0.0.1:54321', 'demo-anon-key');
  void client.from('users').select('id, roles, supervisor_id').eq('is_active', true).contains('roles', ['kullanici']);
  void client.from('notifications').update({ is_read: true, read_at: new Date().toISOString() }).eq('id', 'x');
  void client.from('test_results').insert([{ test_id: 't', student_id: 's', conducted_by: 'c', status: 'assigned' }]);
  void client.from('exercise_progress').upsert({ email: 'a@b.c', exercise_type: 'math', current_level: 2 }, { onConflict: 'email,exercise_type' });
  void client.from('report_student_test_counts').select('*');
  void client.rpc('student_profile_results', { p_student_id: 's' });
  const insert: TablesInsert<'burdon_test_results'> = { student_id: 's', total_correct: 3 };
  const row: Tables<'users'> | null = null;
  return [insert, row];
};
void typedCalls;

type PublicSchema = Database['public'];
type Relation = keyof PublicSchema['Tables'] | keyof PublicSchema['Views'];
type RowOf<T extends Relation> = T extends keyof PublicSchema['Tables']
  ? PublicSchema['Tables'][T]['Row']
  : T extends keyof PublicSchema['Views'] ? PublicSchema['Views'][T]['Row'] : never;
/** 1 = the TypeScript type says NOT NULL, 0 = nullable. The compiler checks this object against
 *  the Database type (every relation, every column, no extras); the test checks it against SQL. */
// (Json includes null, so a Json column may be declared either way)
type Shape<T extends Relation> = { [K in keyof RowOf<T>]-?: null extends RowOf<T>[K] ? (Json extends RowOf<T>[K] ? 0 | 1 : 0) : 1 };
const COLUMNS: { [T in Relation]: Shape<T> } = {
  aggregation_queue: { session_id: 1, enqueued_at: 1, attempts: 1, last_error: 0, next_attempt_at: 1, done_at: 0 },
  akil_mantik_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 1, success_rate: 0, avg_response_time_ms: 0, test_duration_seconds: 0, correct_answers: 0, total_questions: 0, detailed_answers: 0, dortlu_yatay_accuracy_percentage: 0, dortlu_kare_accuracy_percentage: 0, altili_kare_accuracy_percentage: 0, l_format_accuracy_percentage: 0, dokuzlu_format_accuracy_percentage: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  attention_test_results: { id: 1, student_id: 1, user_id: 1, conducted_by: 0, session_id: 1, accuracy_percentage: 0, success_rate: 0, avg_response_time_ms: 0, average_response_time_ms: 0, test_duration_seconds: 0, total_correct: 0, detailed_responses: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  burdon_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 0, section1_correct: 1, section1_wrong: 1, section1_missed: 1, section1_score: 0, section2_correct: 1, section2_wrong: 1, section2_missed: 1, section2_score: 0, section3_correct: 1, section3_wrong: 1, section3_missed: 1, section3_score: 0, total_correct: 1, total_wrong: 1, total_missed: 1, total_score: 0, attention_ratio: 0, performance_percentage: 0, test_start_time: 0, test_end_time: 0, test_elapsed_time_seconds: 0, test_auto_completed: 1, detailed_results: 0, created_at: 1 },
  cognitive_test_result: { id: 1, student_id: 1, conducted_by: 0, session_id: 1, test_start_time: 0, test_end_time: 0, duration_seconds: 0, dikkat_skoru: 0, hafiza_skoru: 0, isleme_hizi_skoru: 0, gorsel_isleme_skoru: 0, akil_mantik_yurutme_skoru: 0, bilissel_esneklik_skoru: 0, alt_test_ozetleri: 0, created_at: 1 },
  d2_norms: { id: 1, score_kind: 1, age_group: 1, gender: 0, raw_score: 1, percentile: 1, source: 1, created_at: 1 },
  d2_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 0, attention_stability: 0, commission_errors: 0, omission_errors: 0, correct_selections: 0, total_score: 0, concentration_performance: 0, total_items_processed: 0, test_duration_seconds: 0, fluctuation_rate: 0, total_net_performance: 0, processing_speed: 0, total_errors: 0, line_results: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  exercise_attempts: { id: 1, student_exercise_id: 1, student_id: 1, played_at: 1, score: 0, correct: 0, wrong: 0, accuracy: 0, level: 0, settings: 1, duration_seconds: 0, created_at: 1 },
  exercise_progress: { id: 1, email: 1, user_id: 0, exercise_type: 1, current_level: 1, max_level_reached: 1, total_score: 1, level_scores: 1, level_attempts: 1, played_by_educator_email: 0, played_for_student_email: 0, created_at: 1, updated_at: 1 },
  memory_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 1, accuracy_percentage: 0, success_rate: 0, short_visual_accuracy: 0, short_auditory_accuracy: 0, long_visual_accuracy: 0, long_auditory_accuracy: 0, test_duration_seconds: 0, correct_answers: 0, total_questions: 0, detailed_answers: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  notifications: { id: 1, user_id: 1, type: 1, title: 1, message: 1, data: 1, action_url: 0, priority: 1, expires_at: 0, is_read: 1, read_at: 0, is_archived: 1, created_at: 1 },
  parent_survey_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 0, total_score: 0, answers: 0, created_at: 1 },
  puzzle_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 1, accuracy_percentage: 0, average_response_time_ms: 0, four_piece_score: 0, six_piece_score: 0, nine_piece_score: 0, sixteen_piece_score: 0, spatial_reasoning_score: 0, pattern_recognition_score: 0, problem_solving_score: 0, cognitive_flexibility_score: 0, response_time_variance: 0, total_correct: 0, test_duration_seconds: 0, detailed_responses: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  report_student_test_counts: { student_id: 1, burdon_count: 1, d2_count: 1, cognitive_count: 1 },
  stroop_test_results: { id: 1, student_id: 1, conducted_by: 0, session_id: 1, accuracy_percentage: 0, success_rate: 0, avg_response_time_ms: 0, average_response_time_ms: 0, interference_ms: 0, flexibility_score: 0, test_duration_seconds: 0, stage2_correct_count: 0, stage3_correct_count: 0, stage2_accuracy: 0, stage3_accuracy: 0, detailed_responses: 0, test_start_time: 0, test_end_time: 0, created_at: 1 },
  student_exercise_summary: { student_id: 1, total_exercises: 1, total_sessions: 1, total_time_minutes: 1, avg_success_rate: 0, last_played_at: 0 },
  student_exercises: { id: 1, student_id: 1, exercise_slug: 1, exercise_title: 0, lms_session_id: 0, total_sessions: 1, total_time_seconds: 1, max_level_reached: 1, accuracy_percentage: 0, last_played_at: 0, detailed_stats: 1, user_settings: 1, created_at: 1, updated_at: 1 },
  lms_links: { id: 1, trainer_id: 1, token_hash: 1, label: 0, created_by: 0, created_at: 1, expires_at: 0, revoked_at: 0, last_used_at: 0 },
  student_notes: { id: 1, created_by: 0, student_id: 1, note_level: 1, note_text: 1, note_category: 1, note_title: 0, priority_level: 1, tags: 1, metadata: 1, white_exercise_id: 0, exercise_slug: 0, session_index: 0, test_type: 0, test_result_id: 0, created_at: 1, updated_at: 1, deleted_at: 0 },
  support_messages: { id: 1, name: 1, email: 1, subject: 1, message: 1, user_id: 0, status: 1, delivered_at: 0, created_at: 1 },
  system_logs: { id: 1, created_at: 1, session_id: 0, student_id: 0, conducted_by: 0, test_type: 0, log_level: 1, log_source: 0, message: 1, details: 0, user_agent: 0, current_url: 0 },
  test_results: { id: 1, test_id: 1, student_id: 1, conducted_by: 0, start_time: 1, status: 1, created_at: 1 },
  test_sessions: { id: 1, student_id: 1, conducted_by: 0, kind: 1, created_by: 0, created_at: 1, expires_at: 1 },
  tests: { id: 1, title: 1, description: 0, test_type: 1, duration_minutes: 0, is_active: 1, created_at: 1 },
  users: { id: 1, auth_user_id: 0, email: 1, first_name: 1, last_name: 1, phone: 0, is_active: 1, roles: 1, supervisor_id: 0, demographic_info: 0, notification_preferences: 1, created_at: 1, updated_at: 1 },
};

for (const target of targets()) {
  describe(`db types on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('declares exactly the tables, views and columns of the schema, with their nullability', async () => {
      const rows = (await db.query<{ t: string; c: string; nn: boolean; k: string }>(`
        select c.relname as t, a.attname as c, a.attnotnull as nn, c.relkind::text as k
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'v')`)).rows;
      const sql = new Map<string, Map<string, 0 | 1>>();
      for (const r of rows) {
        if (!sql.has(r.t)) sql.set(r.t, new Map());
        // a generated copy of a NOT NULL column is never null
        const notNull = r.nn || (r.t === 'attention_test_results' && r.c === 'user_id');
        sql.get(r.t)!.set(r.c, notNull ? 1 : 0);
      }
      assert.deepEqual(Object.keys(COLUMNS).sort(), [...sql.keys()].sort());
      const views = new Set(rows.filter((r) => r.k === 'v').map((r) => r.t));
      for (const [t, cols] of Object.entries(COLUMNS) as [string, Record<string, 0 | 1>][]) {
        // a view's catalog entry says nothing about nullability: compare its columns only
        if (views.has(t)) assert.deepEqual(Object.keys(cols).sort(), [...sql.get(t)!.keys()].sort(), t);
        else assert.deepEqual(cols, Object.fromEntries(sql.get(t)!), t);
      }
      assert.deepEqual([...ROLES].sort(), ['admin', 'beyin_antrenoru', 'kullanici', 'temsilci']);
    });
  });
}
