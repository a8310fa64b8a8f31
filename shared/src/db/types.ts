export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      access_log: {
        Row: {
          actor_id: string | null
          actor_kind: string
          at: string
          id: number
          path: string
          prev_hash: string
          row_hash: string
          seq: number
          subject_ref: string
          what: string
        }
        Insert: {
          actor_id?: string | null
          actor_kind: string
          at?: string
          id?: never
          path: string
          prev_hash: string
          row_hash: string
          seq: number
          subject_ref: string
          what: string
        }
        Update: {
          actor_id?: string | null
          actor_kind?: string
          at?: string
          id?: never
          path?: string
          prev_hash?: string
          row_hash?: string
          seq?: number
          subject_ref?: string
          what?: string
        }
        Relationships: []
      }
      aggregation_queue: {
        Row: {
          attempts: number
          done_at: string | null
          enqueued_at: string
          http_request_id: number | null
          last_error: string | null
          next_attempt_at: string
          session_id: string
        }
        Insert: {
          attempts?: number
          done_at?: string | null
          enqueued_at?: string
          http_request_id?: number | null
          last_error?: string | null
          next_attempt_at?: string
          session_id: string
        }
        Update: {
          attempts?: number
          done_at?: string | null
          enqueued_at?: string
          http_request_id?: number | null
          last_error?: string | null
          next_attempt_at?: string
          session_id?: string
        }
        Relationships: []
      }
      akil_mantik_items: {
        Row: {
          correct_option: number
          format: string
          item_id: string
          option_breaks: string[]
          option_count: number
          position: number
        }
        Insert: {
          correct_option: number
          format: string
          item_id: string
          option_breaks: string[]
          option_count: number
          position: number
        }
        Update: {
          correct_option?: number
          format?: string
          item_id?: string
          option_breaks?: string[]
          option_count?: number
          position?: number
        }
        Relationships: []
      }
      akil_mantik_test_results: {
        Row: {
          altili_kare_accuracy_percentage: number | null
          avg_response_time_ms: number | null
          conducted_by: string | null
          correct_answers: number | null
          created_at: string
          detailed_answers: Json | null
          dokuzlu_format_accuracy_percentage: number | null
          dortlu_kare_accuracy_percentage: number | null
          dortlu_yatay_accuracy_percentage: number | null
          id: string
          l_format_accuracy_percentage: number | null
          session_id: string
          student_id: string
          success_rate: number | null
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_questions: number | null
        }
        Insert: {
          altili_kare_accuracy_percentage?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          correct_answers?: number | null
          created_at?: string
          detailed_answers?: Json | null
          dokuzlu_format_accuracy_percentage?: number | null
          dortlu_kare_accuracy_percentage?: number | null
          dortlu_yatay_accuracy_percentage?: number | null
          id?: string
          l_format_accuracy_percentage?: number | null
          session_id: string
          student_id: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_questions?: number | null
        }
        Update: {
          altili_kare_accuracy_percentage?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          correct_answers?: number | null
          created_at?: string
          detailed_answers?: Json | null
          dokuzlu_format_accuracy_percentage?: number | null
          dortlu_kare_accuracy_percentage?: number | null
          dortlu_yatay_accuracy_percentage?: number | null
          id?: string
          l_format_accuracy_percentage?: number | null
          session_id?: string
          student_id?: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_questions?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "akil_mantik_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "akil_mantik_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      attention_items: {
        Row: {
          position: number
          shape: string
        }
        Insert: {
          position: number
          shape: string
        }
        Update: {
          position?: number
          shape?: string
        }
        Relationships: []
      }
      attention_test_results: {
        Row: {
          accuracy_percentage: number | null
          average_response_time_ms: number | null
          avg_response_time_ms: number | null
          conducted_by: string | null
          created_at: string
          detailed_responses: Json | null
          id: string
          session_id: string
          student_id: string
          success_rate: number | null
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_correct: number | null
          user_id: string | null
        }
        Insert: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          id?: string
          session_id: string
          student_id: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number | null
          user_id?: never
        }
        Update: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          id?: string
          session_id?: string
          student_id?: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number | null
          user_id?: never
        }
        Relationships: [
          {
            foreignKeyName: "attention_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "attention_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      burdon_test_results: {
        Row: {
          attention_ratio: number | null
          conducted_by: string | null
          created_at: string
          detailed_results: Json | null
          id: string
          performance_percentage: number | null
          section1_correct: number
          section1_missed: number
          section1_score: number | null
          section1_wrong: number
          section2_correct: number
          section2_missed: number
          section2_score: number | null
          section2_wrong: number
          section3_correct: number
          section3_missed: number
          section3_score: number | null
          section3_wrong: number
          session_id: string | null
          student_id: string
          test_auto_completed: boolean
          test_elapsed_time_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_correct: number
          total_missed: number
          total_score: number | null
          total_wrong: number
        }
        Insert: {
          attention_ratio?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_results?: Json | null
          id?: string
          performance_percentage?: never
          section1_correct?: number
          section1_missed?: number
          section1_score?: number | null
          section1_wrong?: number
          section2_correct?: number
          section2_missed?: number
          section2_score?: number | null
          section2_wrong?: number
          section3_correct?: number
          section3_missed?: number
          section3_score?: number | null
          section3_wrong?: number
          session_id?: string | null
          student_id: string
          test_auto_completed?: boolean
          test_elapsed_time_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number
          total_missed?: number
          total_score?: number | null
          total_wrong?: number
        }
        Update: {
          attention_ratio?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_results?: Json | null
          id?: string
          performance_percentage?: never
          section1_correct?: number
          section1_missed?: number
          section1_score?: number | null
          section1_wrong?: number
          section2_correct?: number
          section2_missed?: number
          section2_score?: number | null
          section2_wrong?: number
          section3_correct?: number
          section3_missed?: number
          section3_score?: number | null
          section3_wrong?: number
          session_id?: string | null
          student_id?: string
          test_auto_completed?: boolean
          test_elapsed_time_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number
          total_missed?: number
          total_score?: number | null
          total_wrong?: number
        }
        Relationships: [
          {
            foreignKeyName: "burdon_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "burdon_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      cognitive_test_result: {
        Row: {
          akil_mantik_yurutme_skoru: number | null
          alt_test_ozetleri: Json | null
          bilissel_esneklik_skoru: number | null
          conducted_by: string | null
          created_at: string
          dikkat_skoru: number | null
          duration_seconds: number | null
          gorsel_isleme_skoru: number | null
          hafiza_skoru: number | null
          id: string
          isleme_hizi_skoru: number | null
          session_id: string
          student_id: string
          test_end_time: string | null
          test_start_time: string | null
        }
        Insert: {
          akil_mantik_yurutme_skoru?: number | null
          alt_test_ozetleri?: Json | null
          bilissel_esneklik_skoru?: number | null
          conducted_by?: string | null
          created_at?: string
          dikkat_skoru?: number | null
          duration_seconds?: number | null
          gorsel_isleme_skoru?: number | null
          hafiza_skoru?: number | null
          id?: string
          isleme_hizi_skoru?: number | null
          session_id: string
          student_id: string
          test_end_time?: string | null
          test_start_time?: string | null
        }
        Update: {
          akil_mantik_yurutme_skoru?: number | null
          alt_test_ozetleri?: Json | null
          bilissel_esneklik_skoru?: number | null
          conducted_by?: string | null
          created_at?: string
          dikkat_skoru?: number | null
          duration_seconds?: number | null
          gorsel_isleme_skoru?: number | null
          hafiza_skoru?: number | null
          id?: string
          isleme_hizi_skoru?: number | null
          session_id?: string
          student_id?: string
          test_end_time?: string | null
          test_start_time?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "cognitive_test_result_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cognitive_test_result_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      consent_tokens: {
        Row: {
          created_at: string
          created_by: string | null
          expires_at: string
          guardian_email: string
          id: string
          student_id: string
          token_hash: string
          used_at: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          expires_at?: string
          guardian_email: string
          id?: string
          student_id: string
          token_hash: string
          used_at?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          expires_at?: string
          guardian_email?: string
          id?: string
          student_id?: string
          token_hash?: string
          used_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "consent_tokens_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consent_tokens_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      d2_norms: {
        Row: {
          age_group: string
          created_at: string
          gender: string | null
          id: string
          percentile: number
          raw_score: number
          score_kind: string
          source: string
        }
        Insert: {
          age_group: string
          created_at?: string
          gender?: string | null
          id?: string
          percentile: number
          raw_score: number
          score_kind: string
          source: string
        }
        Update: {
          age_group?: string
          created_at?: string
          gender?: string | null
          id?: string
          percentile?: number
          raw_score?: number
          score_kind?: string
          source?: string
        }
        Relationships: []
      }
      d2_test_results: {
        Row: {
          attention_stability: number | null
          commission_errors: number | null
          concentration_performance: number | null
          conducted_by: string | null
          correct_selections: number | null
          created_at: string
          fluctuation_rate: number | null
          id: string
          line_results: Json | null
          omission_errors: number | null
          processing_speed: number | null
          session_id: string | null
          student_id: string
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_errors: number | null
          total_items_processed: number | null
          total_net_performance: number | null
          total_score: number | null
        }
        Insert: {
          attention_stability?: number | null
          commission_errors?: number | null
          concentration_performance?: number | null
          conducted_by?: string | null
          correct_selections?: number | null
          created_at?: string
          fluctuation_rate?: number | null
          id?: string
          line_results?: Json | null
          omission_errors?: number | null
          processing_speed?: number | null
          session_id?: string | null
          student_id: string
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_errors?: number | null
          total_items_processed?: number | null
          total_net_performance?: number | null
          total_score?: number | null
        }
        Update: {
          attention_stability?: number | null
          commission_errors?: number | null
          concentration_performance?: number | null
          conducted_by?: string | null
          correct_selections?: number | null
          created_at?: string
          fluctuation_rate?: number | null
          id?: string
          line_results?: Json | null
          omission_errors?: number | null
          processing_speed?: number | null
          session_id?: string | null
          student_id?: string
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_errors?: number | null
          total_items_processed?: number | null
          total_net_performance?: number | null
          total_score?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "d2_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "d2_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      data_requests: {
        Row: {
          anonymised_at: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          due_at: string
          id: string
          ref: string
          request_type: string
          requested_by: string | null
          status: string
          student_id: string | null
        }
        Insert: {
          anonymised_at?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          due_at?: string
          id?: string
          ref?: string
          request_type: string
          requested_by?: string | null
          status?: string
          student_id?: string | null
        }
        Update: {
          anonymised_at?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          due_at?: string
          id?: string
          ref?: string
          request_type?: string
          requested_by?: string | null
          status?: string
          student_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "data_requests_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_requests_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      destruction_log: {
        Row: {
          categories: NonNullable<Json>
          created_at: string
          id: string
          kind: string
          performed_by: string | null
          reason: string
          ref: string
          request_ref: string | null
          skipped: string[]
          total_rows: number
        }
        Insert: {
          categories?: NonNullable<Json>
          created_at?: string
          id?: string
          kind: string
          performed_by?: string | null
          reason: string
          ref?: string
          request_ref?: string | null
          skipped?: string[]
          total_rows?: number
        }
        Update: {
          categories?: NonNullable<Json>
          created_at?: string
          id?: string
          kind?: string
          performed_by?: string | null
          reason?: string
          ref?: string
          request_ref?: string | null
          skipped?: string[]
          total_rows?: number
        }
        Relationships: [
          {
            foreignKeyName: "destruction_log_performed_by_fkey"
            columns: ["performed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      exercise_attempts: {
        Row: {
          accuracy: number | null
          correct: number | null
          created_at: string
          duration_seconds: number | null
          id: string
          level: number | null
          played_at: string
          score: number | null
          settings: NonNullable<Json>
          student_exercise_id: string
          student_id: string
          wrong: number | null
        }
        Insert: {
          accuracy?: number | null
          correct?: number | null
          created_at?: string
          duration_seconds?: number | null
          id?: string
          level?: number | null
          played_at?: string
          score?: number | null
          settings?: NonNullable<Json>
          student_exercise_id: string
          student_id: string
          wrong?: number | null
        }
        Update: {
          accuracy?: number | null
          correct?: number | null
          created_at?: string
          duration_seconds?: number | null
          id?: string
          level?: number | null
          played_at?: string
          score?: number | null
          settings?: NonNullable<Json>
          student_exercise_id?: string
          student_id?: string
          wrong?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "exercise_attempts_student_exercise_id_fkey"
            columns: ["student_exercise_id"]
            isOneToOne: false
            referencedRelation: "student_exercises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "exercise_attempts_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      exercise_progress: {
        Row: {
          created_at: string
          current_level: number
          email: string
          exercise_type: string
          id: string
          level_attempts: NonNullable<Json>
          level_scores: NonNullable<Json>
          max_level_reached: number
          played_by_educator_email: string | null
          played_for_student_email: string | null
          total_score: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          current_level?: number
          email: string
          exercise_type: string
          id?: string
          level_attempts?: NonNullable<Json>
          level_scores?: NonNullable<Json>
          max_level_reached?: number
          played_by_educator_email?: string | null
          played_for_student_email?: string | null
          total_score?: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          current_level?: number
          email?: string
          exercise_type?: string
          id?: string
          level_attempts?: NonNullable<Json>
          level_scores?: NonNullable<Json>
          max_level_reached?: number
          played_by_educator_email?: string | null
          played_for_student_email?: string | null
          total_score?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "exercise_progress_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      guardian_consents: {
        Row: {
          consented_at: string
          guardian_email: string | null
          guardian_name: string
          id: string
          method: string
          notice_version: number
          recorded_by: string | null
          student_id: string
          token_id: string | null
          withdrawn_at: string | null
          withdrawn_via: string | null
        }
        Insert: {
          consented_at?: string
          guardian_email?: string | null
          guardian_name: string
          id?: string
          method: string
          notice_version: number
          recorded_by?: string | null
          student_id: string
          token_id?: string | null
          withdrawn_at?: string | null
          withdrawn_via?: string | null
        }
        Update: {
          consented_at?: string
          guardian_email?: string | null
          guardian_name?: string
          id?: string
          method?: string
          notice_version?: number
          recorded_by?: string | null
          student_id?: string
          token_id?: string | null
          withdrawn_at?: string | null
          withdrawn_via?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "guardian_consents_notice_version_fkey"
            columns: ["notice_version"]
            isOneToOne: false
            referencedRelation: "privacy_notices"
            referencedColumns: ["version"]
          },
          {
            foreignKeyName: "guardian_consents_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "guardian_consents_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "guardian_consents_token_id_fkey"
            columns: ["token_id"]
            isOneToOne: false
            referencedRelation: "consent_tokens"
            referencedColumns: ["id"]
          },
        ]
      }
      lms_links: {
        Row: {
          created_at: string
          created_by: string | null
          expires_at: string | null
          id: string
          label: string | null
          last_used_at: string | null
          revoked_at: string | null
          token_hash: string
          trainer_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          expires_at?: string | null
          id?: string
          label?: string | null
          last_used_at?: string | null
          revoked_at?: string | null
          token_hash: string
          trainer_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          expires_at?: string | null
          id?: string
          label?: string | null
          last_used_at?: string | null
          revoked_at?: string | null
          token_hash?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lms_links_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lms_links_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      memory_items: {
        Row: {
          correct_index: number
          options: NonNullable<Json>
          part: string
          position: number
          target: string
        }
        Insert: {
          correct_index: number
          options: NonNullable<Json>
          part: string
          position: number
          target: string
        }
        Update: {
          correct_index?: number
          options?: NonNullable<Json>
          part?: string
          position?: number
          target?: string
        }
        Relationships: []
      }
      memory_test_results: {
        Row: {
          accuracy_percentage: number | null
          conducted_by: string | null
          correct_answers: number | null
          created_at: string
          detailed_answers: Json | null
          id: string
          long_auditory_accuracy: number | null
          long_visual_accuracy: number | null
          session_id: string
          short_auditory_accuracy: number | null
          short_visual_accuracy: number | null
          student_id: string
          success_rate: number | null
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_questions: number | null
        }
        Insert: {
          accuracy_percentage?: number | null
          conducted_by?: string | null
          correct_answers?: number | null
          created_at?: string
          detailed_answers?: Json | null
          id?: string
          long_auditory_accuracy?: number | null
          long_visual_accuracy?: number | null
          session_id: string
          short_auditory_accuracy?: number | null
          short_visual_accuracy?: number | null
          student_id: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_questions?: number | null
        }
        Update: {
          accuracy_percentage?: number | null
          conducted_by?: string | null
          correct_answers?: number | null
          created_at?: string
          detailed_answers?: Json | null
          id?: string
          long_auditory_accuracy?: number | null
          long_visual_accuracy?: number | null
          session_id?: string
          short_auditory_accuracy?: number | null
          short_visual_accuracy?: number | null
          student_id?: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_questions?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "memory_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "memory_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      mfa_factor_resets: {
        Row: {
          actor_user_id: string
          created_at: string
          factor_count: number
          id: string
          reason: string
          target_user_id: string
        }
        Insert: {
          actor_user_id: string
          created_at?: string
          factor_count: number
          id?: string
          reason: string
          target_user_id: string
        }
        Update: {
          actor_user_id?: string
          created_at?: string
          factor_count?: number
          id?: string
          reason?: string
          target_user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          action_url: string | null
          created_at: string
          data: NonNullable<Json>
          expires_at: string | null
          id: string
          is_archived: boolean
          is_read: boolean
          message: string
          priority: string
          read_at: string | null
          title: string
          type: string
          user_id: string
        }
        Insert: {
          action_url?: string | null
          created_at?: string
          data?: NonNullable<Json>
          expires_at?: string | null
          id?: string
          is_archived?: boolean
          is_read?: boolean
          message: string
          priority?: string
          read_at?: string | null
          title: string
          type?: string
          user_id: string
        }
        Update: {
          action_url?: string | null
          created_at?: string
          data?: NonNullable<Json>
          expires_at?: string | null
          id?: string
          is_archived?: boolean
          is_read?: boolean
          message?: string
          priority?: string
          read_at?: string | null
          title?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      parent_report_evaluations: {
        Row: {
          created_at: string
          evaluation_text: string
          id: string
          report_date: string
          student_id: string
          updated_at: string
          written_by: string | null
        }
        Insert: {
          created_at?: string
          evaluation_text: string
          id?: string
          report_date: string
          student_id: string
          updated_at?: string
          written_by?: string | null
        }
        Update: {
          created_at?: string
          evaluation_text?: string
          id?: string
          report_date?: string
          student_id?: string
          updated_at?: string
          written_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "parent_report_evaluations_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parent_report_evaluations_written_by_fkey"
            columns: ["written_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      parent_survey_results: {
        Row: {
          answers: Json | null
          conducted_by: string | null
          created_at: string
          id: string
          session_id: string | null
          student_id: string
          total_score: number | null
        }
        Insert: {
          answers?: Json | null
          conducted_by?: string | null
          created_at?: string
          id?: string
          session_id?: string | null
          student_id: string
          total_score?: number | null
        }
        Update: {
          answers?: Json | null
          conducted_by?: string | null
          created_at?: string
          id?: string
          session_id?: string | null
          student_id?: string
          total_score?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "parent_survey_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parent_survey_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      privacy_notices: {
        Row: {
          body: string
          id: string
          published_at: string
          published_by: string | null
          title: string
          version: number
        }
        Insert: {
          body: string
          id?: string
          published_at?: string
          published_by?: string | null
          title: string
          version: number
        }
        Update: {
          body?: string
          id?: string
          published_at?: string
          published_by?: string | null
          title?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "privacy_notices_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      puzzle_design: {
        Row: {
          grid_cols: number
          grid_rows: number
          piece_count: number
          puzzle: number
          scene: string
          time_limit_seconds: number | null
        }
        Insert: {
          grid_cols: number
          grid_rows: number
          piece_count: number
          puzzle: number
          scene: string
          time_limit_seconds?: number | null
        }
        Update: {
          grid_cols?: number
          grid_rows?: number
          piece_count?: number
          puzzle?: number
          scene?: string
          time_limit_seconds?: number | null
        }
        Relationships: []
      }
      puzzle_test_results: {
        Row: {
          accuracy_percentage: number | null
          average_response_time_ms: number | null
          cognitive_flexibility_score: number | null
          conducted_by: string | null
          created_at: string
          detailed_responses: Json | null
          four_piece_score: number | null
          id: string
          nine_piece_score: number | null
          pattern_recognition_score: number | null
          problem_solving_score: number | null
          response_time_variance: number | null
          session_id: string
          six_piece_score: number | null
          sixteen_piece_score: number | null
          spatial_reasoning_score: number | null
          student_id: string
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_correct: number | null
        }
        Insert: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          cognitive_flexibility_score?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          four_piece_score?: number | null
          id?: string
          nine_piece_score?: number | null
          pattern_recognition_score?: number | null
          problem_solving_score?: number | null
          response_time_variance?: number | null
          session_id: string
          six_piece_score?: number | null
          sixteen_piece_score?: number | null
          spatial_reasoning_score?: number | null
          student_id: string
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number | null
        }
        Update: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          cognitive_flexibility_score?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          four_piece_score?: number | null
          id?: string
          nine_piece_score?: number | null
          pattern_recognition_score?: number | null
          problem_solving_score?: number | null
          response_time_variance?: number | null
          session_id?: string
          six_piece_score?: number | null
          sixteen_piece_score?: number | null
          spatial_reasoning_score?: number | null
          student_id?: string
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
          total_correct?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "puzzle_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "puzzle_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      retention_settings: {
        Row: {
          id: boolean
          student_months: number
          system_log_months: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          id?: boolean
          student_months?: number
          system_log_months?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          id?: boolean
          student_months?: number
          system_log_months?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "retention_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      security_settings: {
        Row: {
          id: boolean
          mfa_required_admin: boolean
          mfa_required_staff: boolean
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          id?: boolean
          mfa_required_admin?: boolean
          mfa_required_staff?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          id?: boolean
          mfa_required_admin?: boolean
          mfa_required_staff?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "security_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      stroop_items: {
        Row: {
          ink: string
          position: number
          shown_text: string
          stage: number
          word: string | null
        }
        Insert: {
          ink: string
          position: number
          shown_text: string
          stage: number
          word?: string | null
        }
        Update: {
          ink?: string
          position?: number
          shown_text?: string
          stage?: number
          word?: string | null
        }
        Relationships: []
      }
      stroop_test_results: {
        Row: {
          accuracy_percentage: number | null
          average_response_time_ms: number | null
          avg_response_time_ms: number | null
          conducted_by: string | null
          created_at: string
          detailed_responses: Json | null
          flexibility_score: number | null
          id: string
          interference_ms: number | null
          session_id: string
          stage2_accuracy: number | null
          stage2_correct_count: number | null
          stage3_accuracy: number | null
          stage3_correct_count: number | null
          student_id: string
          success_rate: number | null
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
        }
        Insert: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          flexibility_score?: number | null
          id?: string
          interference_ms?: number | null
          session_id: string
          stage2_accuracy?: number | null
          stage2_correct_count?: number | null
          stage3_accuracy?: number | null
          stage3_correct_count?: number | null
          student_id: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
        }
        Update: {
          accuracy_percentage?: number | null
          average_response_time_ms?: number | null
          avg_response_time_ms?: number | null
          conducted_by?: string | null
          created_at?: string
          detailed_responses?: Json | null
          flexibility_score?: number | null
          id?: string
          interference_ms?: number | null
          session_id?: string
          stage2_accuracy?: number | null
          stage2_correct_count?: number | null
          stage3_accuracy?: number | null
          stage3_correct_count?: number | null
          student_id?: string
          success_rate?: number | null
          test_duration_seconds?: number | null
          test_end_time?: string | null
          test_start_time?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "stroop_test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "stroop_test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      student_exercises: {
        Row: {
          accuracy_percentage: number | null
          created_at: string
          detailed_stats: NonNullable<Json>
          exercise_slug: string
          exercise_title: string | null
          id: string
          last_played_at: string | null
          lms_session_id: string | null
          max_level_reached: number
          student_id: string
          total_sessions: number
          total_time_seconds: number
          updated_at: string
          user_settings: NonNullable<Json>
        }
        Insert: {
          accuracy_percentage?: number | null
          created_at?: string
          detailed_stats?: NonNullable<Json>
          exercise_slug: string
          exercise_title?: string | null
          id?: string
          last_played_at?: string | null
          lms_session_id?: string | null
          max_level_reached?: number
          student_id: string
          total_sessions?: number
          total_time_seconds?: number
          updated_at?: string
          user_settings?: NonNullable<Json>
        }
        Update: {
          accuracy_percentage?: number | null
          created_at?: string
          detailed_stats?: NonNullable<Json>
          exercise_slug?: string
          exercise_title?: string | null
          id?: string
          last_played_at?: string | null
          lms_session_id?: string | null
          max_level_reached?: number
          student_id?: string
          total_sessions?: number
          total_time_seconds?: number
          updated_at?: string
          user_settings?: NonNullable<Json>
        }
        Relationships: [
          {
            foreignKeyName: "student_exercises_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      student_notes: {
        Row: {
          created_at: string
          created_by: string | null
          deleted_at: string | null
          exercise_slug: string | null
          id: string
          metadata: NonNullable<Json>
          note_category: string
          note_level: string
          note_text: string
          note_title: string | null
          priority_level: string
          session_index: number | null
          student_id: string
          tags: string[]
          test_result_id: string | null
          test_type: string | null
          updated_at: string
          white_exercise_id: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          exercise_slug?: string | null
          id?: string
          metadata?: NonNullable<Json>
          note_category?: string
          note_level: string
          note_text: string
          note_title?: string | null
          priority_level?: string
          session_index?: number | null
          student_id: string
          tags?: string[]
          test_result_id?: string | null
          test_type?: string | null
          updated_at?: string
          white_exercise_id?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          exercise_slug?: string | null
          id?: string
          metadata?: NonNullable<Json>
          note_category?: string
          note_level?: string
          note_text?: string
          note_title?: string | null
          priority_level?: string
          session_index?: number | null
          student_id?: string
          tags?: string[]
          test_result_id?: string | null
          test_type?: string | null
          updated_at?: string
          white_exercise_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "student_notes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "student_notes_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      support_messages: {
        Row: {
          created_at: string
          delivered_at: string | null
          email: string
          id: string
          message: string
          name: string
          status: string
          subject: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          delivered_at?: string | null
          email: string
          id?: string
          message: string
          name: string
          status?: string
          subject: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          delivered_at?: string | null
          email?: string
          id?: string
          message?: string
          name?: string
          status?: string
          subject?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "support_messages_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      system_log_limits: {
        Row: {
          bytes_per_request: number
          id: boolean
          rows_per_minute: number
          rows_per_request: number
        }
        Insert: {
          bytes_per_request?: number
          id?: boolean
          rows_per_minute?: number
          rows_per_request?: number
        }
        Update: {
          bytes_per_request?: number
          id?: boolean
          rows_per_minute?: number
          rows_per_request?: number
        }
        Relationships: []
      }
      system_log_windows: {
        Row: {
          caller: string
          row_count: number
          window_start: string
        }
        Insert: {
          caller: string
          row_count?: number
          window_start?: string
        }
        Update: {
          caller?: string
          row_count?: number
          window_start?: string
        }
        Relationships: []
      }
      system_logs: {
        Row: {
          conducted_by: string | null
          created_at: string
          current_url: string | null
          details: Json | null
          id: string
          log_level: string
          log_source: string | null
          message: string
          session_id: string | null
          student_id: string | null
          test_type: string | null
          user_agent: string | null
        }
        Insert: {
          conducted_by?: string | null
          created_at?: string
          current_url?: string | null
          details?: Json | null
          id?: string
          log_level?: string
          log_source?: string | null
          message?: string
          session_id?: string | null
          student_id?: string | null
          test_type?: string | null
          user_agent?: string | null
        }
        Update: {
          conducted_by?: string | null
          created_at?: string
          current_url?: string | null
          details?: Json | null
          id?: string
          log_level?: string
          log_source?: string | null
          message?: string
          session_id?: string | null
          student_id?: string | null
          test_type?: string | null
          user_agent?: string | null
        }
        Relationships: []
      }
      test_results: {
        Row: {
          completed_at: string | null
          conducted_by: string | null
          created_at: string
          id: string
          start_time: string
          started_at: string | null
          status: string
          student_id: string
          test_id: string
        }
        Insert: {
          completed_at?: string | null
          conducted_by?: string | null
          created_at?: string
          id?: string
          start_time?: string
          started_at?: string | null
          status?: string
          student_id: string
          test_id: string
        }
        Update: {
          completed_at?: string | null
          conducted_by?: string | null
          created_at?: string
          id?: string
          start_time?: string
          started_at?: string | null
          status?: string
          student_id?: string
          test_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "test_results_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "test_results_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "test_results_test_id_fkey"
            columns: ["test_id"]
            isOneToOne: false
            referencedRelation: "tests"
            referencedColumns: ["id"]
          },
        ]
      }
      test_sessions: {
        Row: {
          conducted_by: string | null
          created_at: string
          created_by: string | null
          expires_at: string
          id: string
          kind: string
          student_id: string
        }
        Insert: {
          conducted_by?: string | null
          created_at?: string
          created_by?: string | null
          expires_at?: string
          id?: string
          kind: string
          student_id: string
        }
        Update: {
          conducted_by?: string | null
          created_at?: string
          created_by?: string | null
          expires_at?: string
          id?: string
          kind?: string
          student_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "test_sessions_conducted_by_fkey"
            columns: ["conducted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "test_sessions_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      tests: {
        Row: {
          created_at: string
          description: string | null
          duration_minutes: number | null
          id: string
          is_active: boolean
          test_type: string
          title: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          duration_minutes?: number | null
          id?: string
          is_active?: boolean
          test_type: string
          title: string
        }
        Update: {
          created_at?: string
          description?: string | null
          duration_minutes?: number | null
          id?: string
          is_active?: boolean
          test_type?: string
          title?: string
        }
        Relationships: []
      }
      users: {
        Row: {
          auth_user_id: string | null
          created_at: string
          demographic_info: Json | null
          email: string
          first_name: string
          id: string
          is_active: boolean
          last_name: string
          notification_preferences: NonNullable<Json>
          phone: string | null
          roles: string[]
          student_number: string | null
          supervisor_id: string | null
          updated_at: string
          last_test_at: string | null
        }
        Insert: {
          auth_user_id?: string | null
          created_at?: string
          demographic_info?: Json | null
          email: string
          first_name?: string
          id?: string
          is_active?: boolean
          last_name?: string
          notification_preferences?: NonNullable<Json>
          phone?: string | null
          roles?: string[]
          student_number?: never
          supervisor_id?: string | null
          updated_at?: string
        }
        Update: {
          auth_user_id?: string | null
          created_at?: string
          demographic_info?: Json | null
          email?: string
          first_name?: string
          id?: string
          is_active?: boolean
          last_name?: string
          notification_preferences?: NonNullable<Json>
          phone?: string | null
          roles?: string[]
          student_number?: never
          supervisor_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "users_supervisor_id_fkey"
            columns: ["supervisor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      student_exercise_summary: {
        Row: {
          avg_success_rate: number | null
          last_played_at: string | null
          student_id: string | null
          total_exercises: number | null
          total_sessions: number | null
          total_time_minutes: number | null
        }
        Relationships: [
          {
            foreignKeyName: "student_exercises_student_id_fkey"
            columns: ["student_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      access_log_search: {
        Args: {
          p_actor?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_student?: string
          p_to?: string
        }
        Returns: {
          actor_id: string
          actor_kind: string
          actor_name: string
          at: string
          id: number
          path: string
          student_id: string
          student_name: string
          total: number
          what: string
        }[]
      }
      aggregation_call_error: {
        Args: {
          p_content: string
          p_error: string
          p_status: number
          p_timed_out: boolean
        }
        Returns: string
      }
      can_handle_student_data: { Args: { p_student: string }; Returns: boolean }
      can_insert_result: {
        Args: {
          p_conducted_by: string
          p_kind: string
          p_session: string
          p_student: string
        }
        Returns: boolean
      }
      can_see_user: { Args: { target: string }; Returns: boolean }
      cognitive_report_page: { Args: { p_session_id: string }; Returns: Json }
      cognitive_session_info: {
        Args: { p_session_id: string }
        Returns: {
          conducted_by: string
          student_id: string
          test_end_time: string
          test_start_time: string
        }[]
      }
      consent_accept: {
        Args: {
          p_confirm: boolean
          p_guardian_name: string
          p_student?: string
          p_token: string
        }
        Returns: Json
      }
      consent_gate_open: { Args: { p_student: string }; Returns: boolean }
      consent_required_for: { Args: { p_user: string }; Returns: boolean }
      consent_status_of: { Args: { p_student: string }; Returns: string }
      consent_statuses: {
        Args: { p_students: string[] }
        Returns: {
          consented_at: string
          guardian_name: string
          link_expires_at: string
          link_sent_at: string
          method: string
          status: string
          student_id: string
          withdrawn_at: string
        }[]
      }
      consent_token_row: {
        Args: { p_lock: boolean; p_student: string; p_token: string }
        Returns: {
          created_at: string
          created_by: string | null
          expires_at: string
          guardian_email: string
          id: string
          student_id: string
          token_hash: string
          used_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "consent_tokens"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      consent_view: {
        Args: { p_student?: string; p_token: string }
        Returns: Json
      }
      consent_withdraw: {
        Args: { p_student?: string; p_token: string }
        Returns: Json
      }
      create_data_request: {
        Args: { p_requested_by: string; p_student: string; p_type: string }
        Returns: string
      }
      create_lms_link: {
        Args: { p_expires_at?: string; p_label?: string; p_trainer_id?: string }
        Returns: {
          created_at: string
          expires_at: string
          id: string
          label: string
          token: string
          trainer_id: string
        }[]
      }
      current_privacy_notice_version: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      current_user_id: { Args: Record<PropertyKey, never>; Returns: string }
      current_user_roles: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      dashboard_results: {
        Args: { p_recent?: number; p_role: string }
        Returns: Json
      }
      demographic_info_within_limits: { Args: { info: Json }; Returns: boolean }
      demographic_phones_canonical: { Args: { info: Json }; Returns: boolean }
      drain_aggregation_queue_http: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      enqueue_aggregation: { Args: { p_session: string }; Returns: undefined }
      erase_student: {
        Args: { p_reason: string; p_student: string }
        Returns: string
      }
      erase_student_data: {
        Args: {
          p_actor: string
          p_reason: string
          p_student: string
          p_system?: boolean
        }
        Returns: string
      }
      export_student_data: { Args: { p_student: string }; Returns: Json }
      export_student_data_rows: { Args: { p_student: string }; Returns: Json }
      has_active_consent: { Args: { p_student: string }; Returns: boolean }
      has_role: { Args: { role_name: string }; Returns: boolean }
      incomplete_batteries: {
        Args: { p_limit?: number; p_student_id?: string }
        Returns: {
          completed_count: number
          session_id: string
          started_at: string
          started_by_first_name: string
          started_by_id: string
          started_by_last_name: string
          student_id: string
          total_count: number
        }[]
      }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_student_account: { Args: { p_user: string }; Returns: boolean }
      issue_consent_token: {
        Args: { p_created_by: string; p_student: string }
        Returns: {
          expires_at: string
          guardian_email: string
          student_name: string
          token: string
        }[]
      }
      last_test_at: {
        Args: { p_user: Database["public"]["Tables"]["users"]["Row"] }
        Returns: string
      }
      list_my_sessions: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          current: boolean
          id: string
          ip: string
          last_used_at: string
          user_agent: string
        }[]
      }
      list_students: {
        Args: {
          p_order?: string
          p_role: string
          p_search?: string
          p_untested_this_month?: boolean
        }
        Returns: {
          auth_user_id: string
          created_at: string
          email: string
          first_name: string
          id: string
          is_active: boolean
          last_name: string
          last_test_at: string
          phone: string
          roles: string[]
          student_number: string
          supervisor_id: string
          updated_at: string
        }[]
      }
      lms_link_limit: { Args: Record<PropertyKey, never>; Returns: number }
      log_student_access: {
        Args: {
          p_actor?: string
          p_actor_kind?: string
          p_path: string
          p_student: string
          p_what: string
        }
        Returns: undefined
      }
      log_students_access: {
        Args: {
          p_actor?: string
          p_actor_kind?: string
          p_path: string
          p_students: string[]
          p_what: string
        }
        Returns: number
      }
      manages_user: { Args: { target: string }; Returns: boolean }
      mfa_required_for: { Args: { p_auth_user: string }; Returns: boolean }
      my_mfa_status: { Args: Record<PropertyKey, never>; Returns: Json }
      normalize_tr_phone: { Args: { p: string }; Returns: string }
      on_consent_withdrawn: { Args: { p_student: string }; Returns: undefined }
      open_data_request: {
        Args: { p_requested_by: string; p_student: string; p_type: string }
        Returns: string
      }
      privacy_excluded_schemas: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      publish_privacy_notice: {
        Args: { p_body: string; p_title: string }
        Returns: number
      }
      recent_activities: {
        Args: { p_role: string }
        Returns: {
          created_at: string
          id: string
          scores: Json
          student_id: string
          student_name: string
          test_type: string
        }[]
      }
      record_consent_withdrawal: {
        Args: { p_student: string }
        Returns: string
      }
      record_paper_consent: {
        Args: {
          p_guardian_email?: string
          p_guardian_name: string
          p_student: string
        }
        Returns: string
      }
      report_burdon_results: {
        Args: { p_student_id: string }
        Returns: {
          attention_ratio: number | null
          conducted_by: string | null
          created_at: string
          detailed_results: Json | null
          id: string
          performance_percentage: number | null
          section1_correct: number
          section1_missed: number
          section1_score: number | null
          section1_wrong: number
          section2_correct: number
          section2_missed: number
          section2_score: number | null
          section2_wrong: number
          section3_correct: number
          section3_missed: number
          section3_score: number | null
          section3_wrong: number
          session_id: string | null
          student_id: string
          test_auto_completed: boolean
          test_elapsed_time_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_correct: number
          total_missed: number
          total_score: number | null
          total_wrong: number
        }[]
        SetofOptions: {
          from: "*"
          to: "burdon_test_results"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      report_cognitive_results: {
        Args: { p_student_id: string }
        Returns: {
          akil_mantik_yurutme_skoru: number | null
          alt_test_ozetleri: Json | null
          bilissel_esneklik_skoru: number | null
          conducted_by: string | null
          created_at: string
          dikkat_skoru: number | null
          duration_seconds: number | null
          gorsel_isleme_skoru: number | null
          hafiza_skoru: number | null
          id: string
          isleme_hizi_skoru: number | null
          session_id: string
          student_id: string
          test_end_time: string | null
          test_start_time: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "cognitive_test_result"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      report_d2_results: {
        Args: { p_student_id: string }
        Returns: {
          attention_stability: number | null
          commission_errors: number | null
          concentration_performance: number | null
          conducted_by: string | null
          correct_selections: number | null
          created_at: string
          fluctuation_rate: number | null
          id: string
          line_results: Json | null
          omission_errors: number | null
          processing_speed: number | null
          session_id: string | null
          student_id: string
          test_duration_seconds: number | null
          test_end_time: string | null
          test_start_time: string | null
          total_errors: number | null
          total_items_processed: number | null
          total_net_performance: number | null
          total_score: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "d2_test_results"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      report_test_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          burdon_count: number
          cognitive_count: number
          d2_count: number
          student_id: string
        }[]
      }
      request_test_session_id: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      result_domain_error: {
        Args: { p_detail: string; p_field: string }
        Returns: undefined
      }
      revoke_lms_link: { Args: { p_id: string }; Returns: string }
      run_retention: { Args: Record<PropertyKey, never>; Returns: Json }
      session_awaits_aggregation: {
        Args: { p_session: string }
        Returns: boolean
      }
      set_data_request_status: {
        Args: { p_id: string; p_status: string }
        Returns: undefined
      }
      start_test_assignment: { Args: { p_assignment: string }; Returns: string }
      student_access_history: {
        Args: { p_limit?: number; p_offset?: number; p_student: string }
        Returns: {
          actor_id: string
          actor_kind: string
          actor_name: string
          at: string
          id: number
          path: string
          total: number
          what: string
        }[]
      }
      student_birthdays_this_month: {
        Args: { p_role: string }
        Returns: number
      }
      student_demographics: {
        Args: { p_path: string; p_students: string[] }
        Returns: {
          demographic_info: Json
          id: string
        }[]
      }
      student_last_activity: {
        Args: Record<PropertyKey, never>
        Returns: {
          last_activity: string
          student_id: string
        }[]
      }
      student_profile_attempts: {
        Args: { p_student_id: string }
        Returns: Json
      }
      student_profile_exercises: {
        Args: { p_student_id: string }
        Returns: Json
      }
      student_profile_header: { Args: { p_student_id: string }; Returns: Json }
      student_profile_notes: {
        Args: { p_limit?: number; p_student_id: string }
        Returns: {
          created_at: string
          created_by: string
          id: string
          note_category: string
          note_level: string
          note_text: string
          note_title: string
          priority_level: string
        }[]
      }
      student_profile_results: { Args: { p_student_id: string }; Returns: Json }
      student_reference_columns: {
        Args: Record<PropertyKey, never>
        Returns: {
          column_name: string
          match: string
          table_name: string
          table_schema: string
          via: string
        }[]
      }
      student_rows_condition: {
        Args: { p_schema: string; p_table: string }
        Returns: string
      }
      sweep_aggregations: { Args: { p_days?: number }; Returns: number }
      test_session_is_open: {
        Args: {
          p_conducted_by: string
          p_kind: string
          p_session: string
          p_student: string
        }
        Returns: boolean
      }
      tr_fold: { Args: { p_value: string }; Returns: string }
      tr_sort_key: { Args: { p_value: string }; Returns: string }
      user_id_by_email: { Args: { p_email: string }; Returns: string }
      verify_access_log: {
        Args: Record<PropertyKey, never>
        Returns: {
          checked: number
          first_broken_seq: number
          ok: boolean
          reason: string
        }[]
      }
      visible_user_ids: { Args: Record<PropertyKey, never>; Returns: string[] }
      withdraw_active_consent: {
        Args: { p_student: string; p_via: string }
        Returns: string
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

