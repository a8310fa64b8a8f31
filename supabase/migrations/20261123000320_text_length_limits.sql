-- Length limits on the text users write (issue 14 item 4, issue 17 item 4). Before, a
-- 240-character surname pushed table columns off screen and a student could store 100 kB
-- strings for regex filters to chew on. Limits (docs/decisions.md "Text length limits"):
--   names 100 · e-mail 254 (RFC 5321 path limit) · phone 32 · school/class/title-like 200 ·
--   free text (notes, descriptions, support and notification messages) 5,000 ·
--   system_logs.message 10,000 (spec 2 §3, already in 20261122001300) · URLs 2,000 ·
--   identifiers and slugs 100–200 · a user agent 1,000.
-- char_length counts characters (code points), as the UI's antd `max` rules do for Turkish text.
-- A violation is SQLSTATE 23514 (check_violation); the UI shows 'Metin çok uzun…' in Turkish.

-- users --------------------------------------------------------------------------------------
alter table public.users
  add constraint users_email_length check (char_length(email) <= 254),
  add constraint users_first_name_length check (char_length(first_name) <= 100),
  add constraint users_last_name_length check (char_length(last_name) <= 100),
  add constraint users_phone_length check (phone is null or char_length(phone) <= 32);

-- demographic_info (spec 1 §3 keys and aliases): each string value bounded by its kind, and
-- the whole object bounded so unknown keys cannot carry megabytes either.
create or replace function public.demographic_info_within_limits(info jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select info is null or (
    octet_length(info::text) <= 20000
    and not exists (
      select 1
      from jsonb_each(info) as e(key, value)
      where jsonb_typeof(e.value) = 'string'
        and char_length(e.value #>> '{}') > case
          when e.key in ('notes') then 5000
          when e.key in ('parent_name', 'guardian_name', 'city', 'district') then 100
          when e.key in ('parent_phone', 'guardian_phone') then 32
          when e.key in ('parent_email', 'guardian_email') then 254
          when e.key in ('school_name', 'school', 'grade_level', 'grade') then 200
          when e.key in ('student_number', 'birth_date', 'date_of_birth', 'gender') then 50
          else 500
        end
    )
  )
$$;
comment on function public.demographic_info_within_limits(jsonb) is
  'users.demographic_info length rule: notes ≤ 5000, names/city/district ≤ 100, phones ≤ 32, e-mails ≤ 254, school/grade ≤ 200, short codes ≤ 50, other keys ≤ 500; whole object ≤ 20000 bytes.';

alter table public.users
  add constraint users_demographic_info_length check (public.demographic_info_within_limits(demographic_info));

-- notifications --------------------------------------------------------------------------------
alter table public.notifications
  add constraint notifications_type_length check (char_length(type) <= 100),
  add constraint notifications_title_length check (char_length(title) <= 200),
  add constraint notifications_message_length check (char_length(message) <= 5000),
  add constraint notifications_action_url_length check (action_url is null or char_length(action_url) <= 2000);

-- tests ----------------------------------------------------------------------------------------
alter table public.tests
  add constraint tests_title_length check (char_length(title) <= 200),
  add constraint tests_description_length check (description is null or char_length(description) <= 5000);

-- system_logs (anon-writable): every text column bounded; the console transport cuts each
-- field to the same limits before sending (shared/src/db/text-limits.ts), so logs are kept.
alter table public.system_logs
  add constraint system_logs_session_id_length check (session_id is null or char_length(session_id) <= 100),
  add constraint system_logs_student_id_length check (student_id is null or char_length(student_id) <= 100),
  add constraint system_logs_conducted_by_length check (conducted_by is null or char_length(conducted_by) <= 100),
  add constraint system_logs_test_type_length check (test_type is null or char_length(test_type) <= 100),
  add constraint system_logs_log_source_length check (log_source is null or char_length(log_source) <= 200),
  add constraint system_logs_user_agent_length check (user_agent is null or char_length(user_agent) <= 1000),
  add constraint system_logs_current_url_length check (current_url is null or char_length(current_url) <= 2000);

-- exercise progress and LMS records -------------------------------------------------------------
alter table public.exercise_progress
  add constraint exercise_progress_email_length check (char_length(email) <= 254),
  add constraint exercise_progress_exercise_type_length check (char_length(exercise_type) <= 100),
  add constraint exercise_progress_educator_email_length check (played_by_educator_email is null or char_length(played_by_educator_email) <= 254),
  add constraint exercise_progress_student_email_length check (played_for_student_email is null or char_length(played_for_student_email) <= 254);

alter table public.student_exercises
  add constraint student_exercises_slug_length check (char_length(exercise_slug) <= 100),
  add constraint student_exercises_title_length check (exercise_title is null or char_length(exercise_title) <= 200),
  add constraint student_exercises_lms_session_id_length check (lms_session_id is null or char_length(lms_session_id) <= 200);

alter table public.student_notes
  add constraint student_notes_text_length check (char_length(note_text) <= 5000),
  add constraint student_notes_title_length check (note_title is null or char_length(note_title) <= 200),
  add constraint student_notes_category_length check (char_length(note_category) <= 100),
  add constraint student_notes_white_exercise_id_length check (white_exercise_id is null or char_length(white_exercise_id) <= 200),
  add constraint student_notes_exercise_slug_length check (exercise_slug is null or char_length(exercise_slug) <= 100),
  add constraint student_notes_test_type_length check (test_type is null or char_length(test_type) <= 100);

-- support messages (written by send-support-email, which checks the same limits) -------------
alter table public.support_messages
  add constraint support_messages_name_length check (char_length(name) <= 100),
  add constraint support_messages_email_length check (char_length(email) <= 254),
  add constraint support_messages_message_length check (char_length(message) <= 5000);

-- d2 norms (admin-written) --------------------------------------------------------------------
alter table public.d2_norms
  add constraint d2_norms_source_length check (char_length(source) <= 500);
