-- Stroop summary columns derived by the database (issue 15 §2), as for d2, Burdon and Dikkat: on
-- every insert and update accuracy_percentage / success_rate, avg_response_time_ms /
-- average_response_time_ms, interference_ms, flexibility_score, stage2/3_correct_count and
-- stage2/3_accuracy are computed from detailed_responses.stage2.responses and .stage3.responses
-- with the formulas of stroopFields (shared/src/domain/cognitive/stroop.ts); whatever the client
-- claimed is overwritten (corrected, not refused). Without detailed_responses nothing is derived
-- and no claimed figure is kept. test_duration_seconds (measured wall time) stays as sent.
-- The arithmetic is done in float8 (IEEE doubles, as in JavaScript) and rounded like the shared
-- helpers: Math.round(x) = floor(x + 0.5); roundTo(x, 2) = decimal rounding of x's shortest text.
-- The trigger name sorts before stroop_test_results_domain and _sync_aliases.
create or replace function public.stroop_derive_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  d jsonb := new.detailed_responses;
  s2 jsonb; s3 jsonb;
  n2 integer; n3 integer; c2 integer; c3 integer;
  sum2 float8; sum3 float8; k2 integer; k3 integer;
  m2 float8; m3 float8; interference float8; acc3 numeric; slowing float8;
begin
  if d is null or jsonb_typeof(d) <> 'object' then
    new.accuracy_percentage := null; new.success_rate := null; new.avg_response_time_ms := null;
    new.average_response_time_ms := null; new.interference_ms := null; new.flexibility_score := null;
    new.stage2_correct_count := null; new.stage3_correct_count := null; new.stage2_accuracy := null; new.stage3_accuracy := null;
    return new;
  end if;
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
  'BEFORE INSERT/UPDATE on stroop_test_results: accuracy, stage counts and accuracies, mean correct RT, interference and flexibility from detailed_responses (stroopFields of shared/src/domain/cognitive/stroop.ts); claims are overwritten.';

create trigger stroop_test_results_derive before insert or update on public.stroop_test_results
  for each row execute function public.stroop_derive_scores();

revoke execute on function public.stroop_derive_scores() from public, anon, authenticated;
