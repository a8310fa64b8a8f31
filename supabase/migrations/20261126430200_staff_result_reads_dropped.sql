-- Staff no longer read the result tables directly (issue 26 §2: "a staff token calling
-- /rest/v1/<result table> directly either gets nothing or leaves a record"). Every staff screen
-- reads results through the logging SECURITY DEFINER functions (report_*_results,
-- student_profile_*, recent_activities, dashboard_results, cognitive_report_page,
-- cognitive_session_info) or the unlogged date/count functions (last_test_at,
-- incomplete_batteries, report_test_counts). The SELECT policies keep:
--   * the student's own rows (a child reading their own results is not a look by someone else);
--   * the open test session's rows for the test page that holds it (x-test-session header),
--     as before.
-- Admins lose direct SELECT too, and with it REST UPDATE/DELETE of result rows (UPDATE and DELETE
-- only reach rows a SELECT policy shows): corrections go through SQL or definer functions
-- (erase_student, the aggregator). student_notes has no SELECT policy at all: staff read notes
-- through student_profile_notes, the LMS tracking portal through lms-integration (service role,
-- logged); staff may still insert a note.

drop policy attention_test_results_select on public.attention_test_results;
create policy attention_test_results_select on public.attention_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy attention_test_results_select on public.attention_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy memory_test_results_select on public.memory_test_results;
create policy memory_test_results_select on public.memory_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy memory_test_results_select on public.memory_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy stroop_test_results_select on public.stroop_test_results;
create policy stroop_test_results_select on public.stroop_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy stroop_test_results_select on public.stroop_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy puzzle_test_results_select on public.puzzle_test_results;
create policy puzzle_test_results_select on public.puzzle_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy puzzle_test_results_select on public.puzzle_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy akil_mantik_test_results_select on public.akil_mantik_test_results;
create policy akil_mantik_test_results_select on public.akil_mantik_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy akil_mantik_test_results_select on public.akil_mantik_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy cognitive_test_result_select on public.cognitive_test_result;
create policy cognitive_test_result_select on public.cognitive_test_result for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'cognitive'))
  );
comment on policy cognitive_test_result_select on public.cognitive_test_result is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy burdon_test_results_select on public.burdon_test_results;
create policy burdon_test_results_select on public.burdon_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'burdon'))
  );
comment on policy burdon_test_results_select on public.burdon_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy d2_test_results_select on public.d2_test_results;
create policy d2_test_results_select on public.d2_test_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'd2'))
  );
comment on policy d2_test_results_select on public.d2_test_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy parent_survey_results_select on public.parent_survey_results;
create policy parent_survey_results_select on public.parent_survey_results for select to anon, authenticated
  using (
    student_id = (select public.current_user_id())
    or ((select public.request_test_session_id()) is not null
        and session_id = (select public.request_test_session_id())
        and public.test_session_is_open(session_id, student_id, null::uuid, 'parent_survey'))
  );
comment on policy parent_survey_results_select on public.parent_survey_results is 'The student''s own rows and the open session''s rows for its test page; staff read through logging functions.';

drop policy student_notes_select on public.student_notes;
