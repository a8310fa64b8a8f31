-- Hafıza (memory) summary columns derived by the database (issue 15 §2), as for d2, Burdon, Dikkat
-- and Stroop: on every insert and update accuracy_percentage / success_rate, the four part
-- accuracies, correct_answers and total_questions are computed from detailed_answers with the
-- formulas of memoryFields (shared/src/domain/cognitive/memory.ts); whatever the client claimed is
-- overwritten (corrected, not refused). The answers are the elements of the four part lists
-- (short_visual, short_auditory, long_visual, long_auditory; other keys such as
-- auditory_presentation are not answers) or of a plain list; each answer counts for the part it
-- names (its `part` field), as memoryFields groups them. Without detailed_answers nothing is
-- derived and no claimed figure is kept. test_duration_seconds (measured wall time) stays as sent.
-- Percentages (percent of memoryFields): 0 without answers, else numeric rounding of the double's
-- shortest text, as roundTo does.
-- The trigger name sorts before memory_test_results_domain and _sync_aliases.
create or replace function public.memory_derive_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  d jsonb := new.detailed_answers;
  r record;
begin
  if d is null or jsonb_typeof(d) not in ('object', 'array') then
    new.accuracy_percentage := null; new.success_rate := null; new.correct_answers := null; new.total_questions := null;
    new.short_visual_accuracy := null; new.short_auditory_accuracy := null; new.long_visual_accuracy := null; new.long_auditory_accuracy := null;
    return new;
  end if;
  with a as (
    select e.value as v
    from jsonb_each(case when jsonb_typeof(d) = 'object' then d else '{}'::jsonb end) p,
         jsonb_array_elements(case when p.key in ('short_visual', 'short_auditory', 'long_visual', 'long_auditory') and jsonb_typeof(p.value) = 'array' then p.value else '[]'::jsonb end) e
    union all
    select e.value from jsonb_array_elements(case when jsonb_typeof(d) = 'array' then d else '[]'::jsonb end) e
  ), c as (
    select v ->> 'part' as part, (v -> 'isCorrect') = 'true'::jsonb as ok from a
  )
  select count(*)::integer as total, count(*) filter (where ok)::integer as correct,
         count(*) filter (where part = 'short_visual')::integer as n_sv, count(*) filter (where part = 'short_visual' and ok)::integer as c_sv,
         count(*) filter (where part = 'short_auditory')::integer as n_sa, count(*) filter (where part = 'short_auditory' and ok)::integer as c_sa,
         count(*) filter (where part = 'long_visual')::integer as n_lv, count(*) filter (where part = 'long_visual' and ok)::integer as c_lv,
         count(*) filter (where part = 'long_auditory')::integer as n_la, count(*) filter (where part = 'long_auditory' and ok)::integer as c_la
    into r from c;
  new.correct_answers := r.correct;
  new.total_questions := r.total;
  new.accuracy_percentage := case when r.total = 0 then 0 else round((((r.correct::float8 / r.total) * 100)::text)::numeric, 2) end;
  new.success_rate := new.accuracy_percentage;
  new.short_visual_accuracy := case when r.n_sv = 0 then 0 else round((((r.c_sv::float8 / r.n_sv) * 100)::text)::numeric, 2) end;
  new.short_auditory_accuracy := case when r.n_sa = 0 then 0 else round((((r.c_sa::float8 / r.n_sa) * 100)::text)::numeric, 2) end;
  new.long_visual_accuracy := case when r.n_lv = 0 then 0 else round((((r.c_lv::float8 / r.n_lv) * 100)::text)::numeric, 2) end;
  new.long_auditory_accuracy := case when r.n_la = 0 then 0 else round((((r.c_la::float8 / r.n_la) * 100)::text)::numeric, 2) end;
  return new;
end $$;

comment on function public.memory_derive_scores() is
  'BEFORE INSERT/UPDATE on memory_test_results: accuracy, part accuracies, correct_answers and total_questions from detailed_answers (memoryFields of shared/src/domain/cognitive/memory.ts); claims are overwritten.';

create trigger memory_test_results_derive before insert or update on public.memory_test_results
  for each row execute function public.memory_derive_scores();

revoke execute on function public.memory_derive_scores() from public, anon, authenticated;
