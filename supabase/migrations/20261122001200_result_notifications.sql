-- Test-completion notifications (spec 1 §3 lists the types cognitive_test_completed,
-- burdon_test_completed, d2_test_completed, parent_survey_completed; which events create them
-- is not shown). Decision: a new result notifies the student's supervisor (their trainer) and,
-- when different, the conducting user. Done in the database so it also happens for rows
-- written by the static test pages with the anon key, and reaches the bell via realtime.

create or replace function public.notify_result_completed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind text := tg_argv[0];
  label text := case kind
    when 'cognitive' then 'Bilişsel Beceriler Testi'
    when 'burdon' then 'Burdon Testi'
    when 'd2' then 'D2 Testi'
    else 'Veli Anketi' end;
  student_name text;
  supervisor uuid;
begin
  -- bulk loads (seed, scale generator) set this to skip notifications
  if coalesce(current_setting('akademi.skip_result_notifications', true), '') = 'on' then
    return null;
  end if;
  select nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.supervisor_id
    into student_name, supervisor
    from public.users u where u.id = new.student_id;
  insert into public.notifications (user_id, type, title, message, data, action_url, priority)
  select distinct r.user_id,
         case when kind = 'parent_survey' then 'parent_survey_completed' else kind || '_test_completed' end,
         label || ' tamamlandı',
         coalesce(student_name, 'Bilinmeyen Öğrenci') || ' için ' || label || ' sonucu kaydedildi.',
         jsonb_build_object('student_id', new.student_id, 'result_id', new.id, 'test_type', kind),
         case when kind = 'parent_survey' then '/activities'
              else '/reports?student=' || new.student_id || '&test=' || kind end,
         'normal'
  from (values (supervisor), (new.conducted_by)) as r (user_id)
  where r.user_id is not null and r.user_id <> new.student_id;
  return null;
end $$;
comment on function public.notify_result_completed() is
  'AFTER INSERT on result tables: notifies the student''s supervisor and the conductor (type <kind>_test_completed).';

-- parent_survey_completed is spelled without "_test": handled by the trigger argument.
create trigger cognitive_test_result_notify after insert on public.cognitive_test_result
  for each row execute function public.notify_result_completed('cognitive');
create trigger burdon_test_results_notify after insert on public.burdon_test_results
  for each row execute function public.notify_result_completed('burdon');
create trigger d2_test_results_notify after insert on public.d2_test_results
  for each row execute function public.notify_result_completed('d2');
create trigger parent_survey_results_notify after insert on public.parent_survey_results
  for each row execute function public.notify_result_completed('parent_survey');
