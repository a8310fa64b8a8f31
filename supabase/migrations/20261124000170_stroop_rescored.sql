-- Stroop answers re-scored against the server's design (issue 15 §2): replaces
-- stroop_derive_scores (20261123000910), which counted the answers' own `correct` flags. The
-- answer at place i of detailed_responses.stageN.responses (N = 2, 3) is item i of that stage;
-- with its word and ink from stroop_items (20261124000160) it is scored by the rule of the page's
-- scoreResponse (mf-tests/src/static-pages/cognitive-tests/stroop/design.ts): answered = an
-- answer colour and a responseTime are stored; implausible = answered under 250 ms;
-- correct = answered, plausible and answer = ink. n, text, word, ink, answer, correct,
-- responseTime, implausible and timedOut are rewritten (input is cleared when unanswered); the
-- summary columns follow from them with the formulas of stroopFields, as before.
-- Refused with 23514: more than 12 answers in a stage, an answer that is not an object, an answer
-- colour that is not one of the four, a responseTime that is neither a number nor null, a
-- negative responseTime. The trigger (20261123000910) is unchanged; the function now reads a
-- table no API caller may read, hence security definer.
create or replace function public.stroop_derive_scores() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := new.detailed_responses;
  s2 jsonb; s3 jsonb;
  n2 integer; n3 integer; c2 integer; c3 integer;
  sum2 float8; sum3 float8; k2 integer; k3 integer;
  m2 float8; m3 float8; interference float8; acc3 numeric; slowing float8;
  st integer; arr jsonb; outa jsonb; er record; rv jsonb; it record; ans text; rt numeric; answered boolean; implausible boolean;
begin
  if d is null or jsonb_typeof(d) <> 'object' then
    new.accuracy_percentage := null; new.success_rate := null; new.avg_response_time_ms := null;
    new.average_response_time_ms := null; new.interference_ms := null; new.flexibility_score := null;
    new.stage2_correct_count := null; new.stage3_correct_count := null; new.stage2_accuracy := null; new.stage3_accuracy := null;
    return new;
  end if;
  -- every answer re-scored against stroop_items (scoreResponse of the page, MIN_PLAUSIBLE_RT_MS 250)
  foreach st in array array[2, 3] loop
    arr := d -> ('stage' || st) -> 'responses';
    continue when jsonb_typeof(arr) is distinct from 'array';
    if jsonb_array_length(arr) > 12 then
      perform public.result_domain_error('detailed_responses', format('more answers than the 12 items of stage %s', st));
    end if;
    outa := '[]'::jsonb;
    for er in select x.v0, x.i from jsonb_array_elements(arr) with ordinality as x (v0, i) loop
      rv := er.v0;
      if jsonb_typeof(rv) <> 'object' then
        perform public.result_domain_error('detailed_responses', 'an answer must be an object');
      end if;
      if jsonb_typeof(rv -> 'answer') not in ('string', 'null') or (jsonb_typeof(rv -> 'answer') = 'string' and (rv ->> 'answer') not in ('red', 'blue', 'green', 'yellow')) then
        perform public.result_domain_error('detailed_responses.answer', 'one of red, blue, green, yellow or null');
      end if;
      if jsonb_typeof(rv -> 'responseTime') not in ('number', 'null') then
        perform public.result_domain_error('detailed_responses.responseTime', 'a number of ms or null');
      end if;
      ans := case when jsonb_typeof(rv -> 'answer') = 'string' then rv ->> 'answer' end;
      rt := case when jsonb_typeof(rv -> 'responseTime') = 'number' then (rv ->> 'responseTime')::numeric end;
      if rt < 0 then
        perform public.result_domain_error('detailed_responses.responseTime', 'time cannot be negative');
      end if;
      select word, ink, shown_text into it from public.stroop_items where stage = st and position = er.i;
      answered := ans is not null and rt is not null;
      implausible := answered and rt < 250;
      rv := rv || jsonb_build_object('n', er.i, 'text', it.shown_text, 'word', it.word, 'ink', it.ink,
        'answer', case when answered then ans end, 'correct', answered and not implausible and ans = it.ink,
        'responseTime', case when answered then rv -> 'responseTime' end, 'implausible', implausible, 'timedOut', not answered);
      if not answered then rv := rv || '{"input": null}'::jsonb; end if;
      outa := outa || jsonb_build_array(rv);
    end loop;
    d := jsonb_set(d, array['stage' || st, 'responses'], outa);
  end loop;
  new.detailed_responses := d;
  s2 := case when jsonb_typeof(d -> 'stage2' -> 'responses') = 'array' then d -> 'stage2' -> 'responses' else '[]'::jsonb end;
  s3 := case when jsonb_typeof(d -> 'stage3' -> 'responses') = 'array' then d -> 'stage3' -> 'responses' else '[]'::jsonb end;
  -- meanCorrectRt: the correct answers with a response time
  select count(*)::integer,
         count(*) filter (where (v -> 'correct') = 'true'::jsonb)::integer,
         sum((v ->> 'responseTime')::float8) filter (where (v -> 'correct') = 'true'::jsonb and jsonb_typeof(v -> 'responseTime') = 'number'),
         count(*) filter (where (v -> 'correct') = 'true'::jsonb and jsonb_typeof(v -> 'responseTime') = 'number')::integer
    into n2, c2, sum2, k2 from jsonb_array_elements(s2) as e (v);
  select count(*)::integer,
         count(*) filter (where (v -> 'correct') = 'true'::jsonb)::integer,
         sum((v ->> 'responseTime')::float8) filter (where (v -> 'correct') = 'true'::jsonb and jsonb_typeof(v -> 'responseTime') = 'number'),
         count(*) filter (where (v -> 'correct') = 'true'::jsonb and jsonb_typeof(v -> 'responseTime') = 'number')::integer
    into n3, c3, sum3, k3 from jsonb_array_elements(s3) as e (v);
  m2 := case when k2 > 0 then sum2 / k2 end;
  m3 := case when k3 > 0 then sum3 / k3 end;
  new.stage2_correct_count := c2;
  new.stage3_correct_count := c3;
  new.stage2_accuracy := case when n2 = 0 then 0 else round((((c2::float8 / n2) * 100)::text)::numeric, 2) end;
  acc3 := case when n3 = 0 then 0 else round((((c3::float8 / n3) * 100)::text)::numeric, 2) end;
  new.stage3_accuracy := acc3;
  new.accuracy_percentage := case when n2 + n3 = 0 then 0 else round(((((c2 + c3)::float8 / (n2 + n3)) * 100)::text)::numeric, 2) end;
  new.success_rate := new.accuracy_percentage;
  new.avg_response_time_ms := case when k2 + k3 > 0 then floor((coalesce(sum2, 0) + coalesce(sum3, 0)) / (k2 + k3) + 0.5) end;
  new.average_response_time_ms := new.avg_response_time_ms;
  interference := case when m2 is not null and m3 is not null then floor((m3 - m2) + 0.5) end;
  new.interference_ms := interference;
  -- flexibilityScore: stage-3 accuracy × (1 − 0.4 × clamp(interference, 0, 600) / 600)
  slowing := case when interference is null then 600 else least(600, greatest(0, interference)) end;
  new.flexibility_score := round(((least(100, greatest(0, acc3))::float8 * (1 - (0.4::float8 * slowing) / 600))::text)::numeric, 2);
  return new;
end $$;
comment on function public.stroop_derive_scores() is
  'BEFORE INSERT/UPDATE on stroop_test_results: answers re-scored against stroop_items (scoreResponse of the page); accuracy, stage counts and accuracies, mean correct RT, interference and flexibility from detailed_responses (stroopFields of shared/src/domain/cognitive/stroop.ts); claims are overwritten.';

revoke execute on function public.stroop_derive_scores() from public, anon, authenticated;
