-- Dikkat (attention) summary columns derived by the database (issue 15 §2), as for d2 and Burdon
-- (20261123000530): on every insert and update accuracy_percentage / success_rate, total_correct
-- and avg_response_time_ms / average_response_time_ms are computed from the row's own
-- detailed_responses with the formulas of attentionFields (shared/src/domain/cognitive/attention.ts);
-- whatever the client claimed is overwritten (corrected, not refused). Without detailed_responses
-- nothing is derived and no claimed figure is kept. test_duration_seconds is the measured wall
-- time of the block (not derivable from the answers) and stays as sent, within the domain check.
-- The trigger name sorts before attention_test_results_domain and _sync_aliases, so the domain
-- check sees the derived figures and the alias trigger finds both alias columns already set.
create or replace function public.attention_derive_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  d jsonb := new.detailed_responses;
  total integer; correct integer; avg_rt numeric;
begin
  if d is null or jsonb_typeof(d) not in ('object', 'array') then
    new.accuracy_percentage := null; new.success_rate := null; new.total_correct := null;
    new.avg_response_time_ms := null; new.average_response_time_ms := null;
    return new;
  end if;
  with r as (
    select e.value as v from jsonb_each(case when jsonb_typeof(d) = 'object' then d else '{}'::jsonb end) e
    union all
    select a.value from jsonb_array_elements(case when jsonb_typeof(d) = 'array' then d else '[]'::jsonb end) a
  )
  select count(*)::integer,
         count(*) filter (where jsonb_typeof(v) = 'object' and (v -> 'isCorrect') = 'true'::jsonb)::integer,
         avg((v ->> 'reactionTime')::numeric) filter (where jsonb_typeof(v) = 'object' and (v -> 'isCorrect') = 'true'::jsonb
                                                      and (v -> 'isTarget') = 'true'::jsonb and jsonb_typeof(v -> 'reactionTime') = 'number')
    into total, correct, avg_rt
  from r;
  new.total_correct := correct;
  new.accuracy_percentage := case when total = 0 then 0 else round(correct * 100.0 / total, 2) end;
  new.success_rate := new.accuracy_percentage;
  new.avg_response_time_ms := round(avg_rt);
  new.average_response_time_ms := new.avg_response_time_ms;
  return new;
end $$;
comment on function public.attention_derive_scores() is
  'BEFORE INSERT/UPDATE on attention_test_results: accuracy, total_correct and mean hit reaction time from detailed_responses (attentionFields of shared/src/domain/cognitive/attention.ts); claims are overwritten.';

create trigger attention_test_results_derive before insert or update on public.attention_test_results
  for each row execute function public.attention_derive_scores();

revoke execute on function public.attention_derive_scores() from public, anon, authenticated;
