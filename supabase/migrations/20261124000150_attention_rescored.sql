-- Dikkat (attention) responses re-scored against the server's sequence (issue 15 §2): replaces
-- attention_derive_scores (20261123000900), which counted the responses' own isCorrect flags.
-- Each stored response is the item at its position (the key "n" of the detailed_responses map,
-- or the place in a list); with the shape from attention_items (20261124000140) it is scored by
-- the rule of scoreDikkatResponse (shared/src/domain/cognitive/attention.ts): responded = a
-- reactionTime is stored; implausible = responded under 150 ms; correct = star ? responded and
-- plausible : not responded. shape, isTarget, responded, implausible and isCorrect are rewritten;
-- accuracy_percentage / success_rate, total_correct and avg_response_time_ms /
-- average_response_time_ms follow from them with the formulas of attentionFields, as before.
-- Refused with 23514: a position that is not an item of the sequence (1–30), a response that is
-- not an object, a reactionTime that is neither a number nor null, a negative reactionTime.
create or replace function public.attention_derive_scores() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := new.detailed_responses;
  e record;
  pos integer;
  v jsonb;
  sh text;
  rt numeric;
  target boolean;
  responded boolean;
  implausible boolean;
  ok boolean;
  out_obj jsonb := '{}'::jsonb;
  out_arr jsonb := '[]'::jsonb;
  total integer := 0;
  correct integer := 0;
  hit_sum numeric := 0;
  hits integer := 0;
begin
  if d is null or jsonb_typeof(d) not in ('object', 'array') then
    new.accuracy_percentage := null; new.success_rate := null; new.total_correct := null;
    new.avg_response_time_ms := null; new.average_response_time_ms := null;
    return new;
  end if;
  if (case when jsonb_typeof(d) = 'array' then jsonb_array_length(d) else (select count(*) from jsonb_object_keys(d)) end) > 30 then
    perform public.result_domain_error('detailed_responses', 'more responses than the 30 items');
  end if;
  for e in
    select k as key, v0 as value, null::bigint as i from jsonb_each(case when jsonb_typeof(d) = 'object' then d else '{}'::jsonb end) as x (k, v0)
    union all
    select null, v0, i from jsonb_array_elements(case when jsonb_typeof(d) = 'array' then d else '[]'::jsonb end) with ordinality as y (v0, i)
  loop
    pos := case when e.i is not null then e.i::integer when e.key ~ '^[0-9]{1,3}$' then e.key::integer end;
    select shape into sh from public.attention_items where position = pos;
    if sh is null or pos is null then
      perform public.result_domain_error('detailed_responses', format('%s is not an item of the sequence (1–30)', coalesce(e.key, e.i::text)));
    end if;
    v := e.value;
    if jsonb_typeof(v) <> 'object' then
      perform public.result_domain_error('detailed_responses', 'a response must be an object');
    end if;
    if jsonb_typeof(v -> 'reactionTime') not in ('number', 'null') then
      perform public.result_domain_error('detailed_responses.reactionTime', 'a number of ms or null');
    end if;
    rt := case when jsonb_typeof(v -> 'reactionTime') = 'number' then (v ->> 'reactionTime')::numeric end;
    if rt < 0 then
      perform public.result_domain_error('detailed_responses.reactionTime', 'time cannot be negative');
    end if;
    target := sh = 'star';
    responded := rt is not null;
    implausible := responded and rt < 150;
    ok := case when target then responded and not implausible else not responded end;
    total := total + 1;
    if ok then
      correct := correct + 1;
      if target then hit_sum := hit_sum + rt; hits := hits + 1; end if;
    end if;
    v := v || jsonb_build_object('shape', sh, 'isTarget', target, 'responded', responded, 'implausible', implausible, 'isCorrect', ok);
    if e.i is not null then out_arr := out_arr || jsonb_build_array(v); else out_obj := out_obj || jsonb_build_object(e.key, v); end if;
    sh := null;
  end loop;
  new.detailed_responses := case when jsonb_typeof(d) = 'array' then out_arr else out_obj end;
  new.total_correct := correct;
  new.accuracy_percentage := case when total = 0 then 0 else round(correct * 100.0 / total, 2) end;
  new.success_rate := new.accuracy_percentage;
  new.avg_response_time_ms := case when hits > 0 then round(hit_sum / hits) end;
  new.average_response_time_ms := new.avg_response_time_ms;
  return new;
end $$;
comment on function public.attention_derive_scores() is
  'BEFORE INSERT/UPDATE on attention_test_results: responses re-scored against attention_items; accuracy, total_correct and mean hit reaction time from them (scoreDikkatResponse/attentionFields of shared/src/domain/cognitive/attention.ts); claims are overwritten.';

revoke execute on function public.attention_derive_scores() from public, anon, authenticated;
