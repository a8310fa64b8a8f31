-- Akıl-Mantık summary columns and answer correctness derived by the database (issue 15 §2), as for
-- d2, Burdon, Dikkat, Stroop and Hafıza: on every insert and update each stored answer of
-- detailed_answers is re-scored against the server's answer key (akil_mantik_items, 20261124000120)
-- with the rule of scoreLogicAnswer (shared/src/domain/cognitive/logic.ts): correct = the item's
-- correct option, answered in at least 150 ms (Math.round(responseTime × 1000) ≥ 150; no time =
-- implausible). The answer's isCorrect, implausible, format, correctOption, optionCount and
-- brokenRule are rewritten from the key, and success_rate, avg_response_time_ms, correct_answers,
-- total_questions and the five per-format accuracies are computed from the re-scored answers with
-- the formulas of logicFields; whatever the client claimed is overwritten (corrected, not refused).
-- Refused with 23514 (Geçersiz sonuç değeri): an answer that is not an object, an item that is
-- not a scored item, the same item twice, a chosen option outside the item's options, a negative
-- response time, more answers than items. Without detailed_answers nothing is derived and no
-- claimed figure is kept. test_duration_seconds (measured wall time) stays as sent, range-checked.
-- Arithmetic in float8 and rounded as the shared helpers: Math.round(x) = floor(x + 0.5),
-- roundTo(x, 2) = numeric rounding of the double's shortest text.
-- security definer: the answer key is readable by no API caller. The trigger name sorts before
-- akil_mantik_test_results_domain.
create or replace function public.akil_mantik_derive_scores() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := new.detailed_answers;
  a jsonb;
  k record;
  answers jsonb := '[]'::jsonb;
  seen text[] := '{}';
  formats constant text[] := array['dortlu_yatay', 'dortlu_kare', 'altili_kare', 'l_format', 'dokuzlu'];
  fn integer[] := array[0, 0, 0, 0, 0];
  fc integer[] := array[0, 0, 0, 0, 0];
  fi integer;
  chosen integer;
  rt_ms float8;
  implausible boolean;
  ok boolean;
  total integer := 0;
  correct integer := 0;
  sum_ms float8 := 0;
begin
  if d is null or jsonb_typeof(d) <> 'array' then
    new.success_rate := null; new.avg_response_time_ms := null; new.correct_answers := null; new.total_questions := null;
    new.dortlu_yatay_accuracy_percentage := null; new.dortlu_kare_accuracy_percentage := null; new.altili_kare_accuracy_percentage := null;
    new.l_format_accuracy_percentage := null; new.dokuzlu_format_accuracy_percentage := null;
    return new;
  end if;
  if jsonb_array_length(d) > 15 then
    perform public.result_domain_error('detailed_answers', format('%s answers; the test has 15 items', jsonb_array_length(d)));
  end if;
  for a in select e.value from jsonb_array_elements(d) with ordinality as e (value, i) order by e.i loop
    if jsonb_typeof(a) <> 'object' then
      perform public.result_domain_error('detailed_answers', 'an answer must be an object');
    end if;
    select * into k from public.akil_mantik_items where item_id = a ->> 'itemId';
    if not found then
      perform public.result_domain_error('detailed_answers.itemId', format('%s is not a scored item', coalesce(a ->> 'itemId', 'null')));
    end if;
    if k.item_id = any (seen) then
      perform public.result_domain_error('detailed_answers.itemId', format('%s answered twice', k.item_id));
    end if;
    seen := seen || k.item_id;
    if (case when jsonb_typeof(a -> 'chosenOption') = 'number'
             then (a ->> 'chosenOption')::numeric not in (select g from generate_series(1, k.option_count) g)
             else true end) then
      perform public.result_domain_error('detailed_answers.chosenOption', format('item %s has options 1–%s', k.item_id, k.option_count));
    end if;
    chosen := (a ->> 'chosenOption')::integer;
    if jsonb_typeof(a -> 'responseTime') = 'number' then
      if (a ->> 'responseTime')::numeric < 0 then
        perform public.result_domain_error('detailed_answers.responseTime', 'time cannot be negative');
      end if;
      rt_ms := floor((a ->> 'responseTime')::float8 * 1000 + 0.5);
      implausible := not (rt_ms >= 150);
    else
      rt_ms := null;
      implausible := true;
    end if;
    ok := chosen = k.correct_option and not implausible;
    fi := array_position(formats, k.format);
    total := total + 1;
    fn[fi] := fn[fi] + 1;
    if ok then
      correct := correct + 1;
      fc[fi] := fc[fi] + 1;
      sum_ms := sum_ms + rt_ms;
    end if;
    answers := answers || jsonb_build_array(a || jsonb_build_object(
      'format', k.format, 'isCorrect', ok, 'implausible', implausible, 'correctOption', k.correct_option,
      'optionCount', k.option_count, 'brokenRule', k.option_breaks[chosen]));
  end loop;
  new.detailed_answers := answers;
  new.correct_answers := correct;
  new.total_questions := total;
  new.success_rate := case when total = 0 then 0 else round((((correct::float8 / total) * 100)::text)::numeric, 2) end;
  new.avg_response_time_ms := case when correct > 0 then floor(sum_ms / correct + 0.5) end;
  new.dortlu_yatay_accuracy_percentage := case when fn[1] > 0 then round((((fc[1]::float8 / fn[1]) * 100)::text)::numeric, 2) end;
  new.dortlu_kare_accuracy_percentage := case when fn[2] > 0 then round((((fc[2]::float8 / fn[2]) * 100)::text)::numeric, 2) end;
  new.altili_kare_accuracy_percentage := case when fn[3] > 0 then round((((fc[3]::float8 / fn[3]) * 100)::text)::numeric, 2) end;
  new.l_format_accuracy_percentage := case when fn[4] > 0 then round((((fc[4]::float8 / fn[4]) * 100)::text)::numeric, 2) end;
  new.dokuzlu_format_accuracy_percentage := case when fn[5] > 0 then round((((fc[5]::float8 / fn[5]) * 100)::text)::numeric, 2) end;
  return new;
end $$;
comment on function public.akil_mantik_derive_scores() is
  'BEFORE INSERT/UPDATE on akil_mantik_test_results: answers re-scored against akil_mantik_items; success rate, mean correct time, counts and per-format accuracies from them (scoreLogicAnswer/logicFields of shared/src/domain/cognitive/logic.ts); claims are overwritten.';

create trigger akil_mantik_test_results_derive before insert or update on public.akil_mantik_test_results
  for each row execute function public.akil_mantik_derive_scores();

revoke execute on function public.akil_mantik_derive_scores() from public, anon, authenticated;
