-- Scores derived on the server (issue 15 §2). The d2 and Burdon summary columns are computed by
-- the database from the row's own detailed data on every insert and update — whatever the client
-- claimed is overwritten (corrected, never stored as claimed) — with the formulas of
-- shared/src/domain/d2/scoring.ts (scoreD2) and the Burdon page (burdonRow); the parity tests in
-- supabase/tests/schema/derived-scores.test.ts run both on the same random inputs. Values outside
-- their domain (negative counts or times, more items than a sheet has, percentages above 100)
-- are refused with SQLSTATE 23514 and a Turkish message naming the field.

create or replace function public.result_domain_error(p_field text, p_detail text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  raise exception 'Geçersiz sonuç değeri: %', p_field using errcode = '23514', detail = p_detail;
end $$;

-- ---- d2: TN, D, E1, E2, E, TN-E, CP, FR from line_results (14 lines × 47 items) --------------
create or replace function public.d2_derive_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  items jsonb := new.line_results;
  n integer;
  tn integer := 0; d integer := 0; e1 integer := 0; e2 integer := 0;
  max_line integer := null; min_line integer := null;
  l record;
begin
  if new.test_duration_seconds is not null and (new.test_duration_seconds <= 0 or new.test_duration_seconds > 3600) then
    perform public.result_domain_error('test_duration_seconds', 'd2 duration must be in (0, 3600] seconds');
  end if;
  if items is null or jsonb_typeof(items) <> 'array' then
    -- no raw data: nothing is derived and nothing claimed is kept
    new.total_items_processed := null; new.correct_selections := null; new.omission_errors := null;
    new.commission_errors := null; new.total_errors := null; new.total_net_performance := null;
    new.total_score := null; new.concentration_performance := null; new.fluctuation_rate := null;
    new.attention_stability := null; new.processing_speed := null;
    return new;
  end if;
  n := jsonb_array_length(items);
  if n > 14 * 47 then
    perform public.result_domain_error('line_results', format('%s items; a d2 sheet has 658', n));
  end if;
  if exists (
    select 1 from jsonb_array_elements(items) e
    where jsonb_typeof(e) = 'object' and jsonb_typeof(e -> 'lineIndex') = 'number' and jsonb_typeof(e -> 'globalIndex') = 'number'
    group by (e ->> 'globalIndex')::numeric having count(*) > 1
  ) then
    perform public.result_domain_error('line_results', 'an item (globalIndex) appears twice');
  end if;
  -- per line (scoreD2): the processed range ends at the line's last clicked item
  for l in
    with it as (
      select (e ->> 'lineIndex')::numeric as li, (e ->> 'globalIndex')::numeric as gi,
             (e -> 'isTarget') = 'true'::jsonb as is_target, (e -> 'isClicked') = 'true'::jsonb as is_clicked
      from jsonb_array_elements(items) e
      where jsonb_typeof(e) = 'object' and jsonb_typeof(e -> 'lineIndex') = 'number' and jsonb_typeof(e -> 'globalIndex') = 'number'
    ), lines as (select g as li from generate_series(0, 13) g),
    last_click as (
      select lines.li, (select max(it.gi) from it where it.li = lines.li and it.is_clicked) as last_gi from lines
    )
    select lc.li,
           count(it.gi) as processed,
           count(it.gi) filter (where it.is_target and it.is_clicked) as correct,
           count(it.gi) filter (where it.is_target and not it.is_clicked) as omissions,
           count(it.gi) filter (where not it.is_target and it.is_clicked) as commissions
    from last_click lc
    left join it on it.li = lc.li and lc.last_gi is not null and it.gi <= lc.last_gi
    group by lc.li
  loop
    tn := tn + l.processed; d := d + l.correct; e1 := e1 + l.omissions; e2 := e2 + l.commissions;
    max_line := greatest(max_line, l.processed::integer);
    min_line := least(min_line, l.processed::integer);
  end loop;
  new.total_items_processed := tn;
  new.correct_selections := d;
  new.omission_errors := e1;
  new.commission_errors := e2;
  new.total_errors := e1 + e2;
  new.total_net_performance := tn - (e1 + e2);
  new.total_score := tn - (e1 + e2);
  new.concentration_performance := d - e2;
  new.fluctuation_rate := max_line - min_line;
  new.attention_stability := round(least(100, greatest(0, 100 - 4 * (max_line - min_line)))::numeric, 2);
  new.processing_speed := case when new.test_duration_seconds > 0 then round(tn / new.test_duration_seconds, 2) end;
  return new;
end $$;
comment on function public.d2_derive_scores() is
  'BEFORE INSERT/UPDATE on d2_test_results: every score column from line_results (scoreD2 of shared/src/domain/d2/scoring.ts); claims are overwritten.';

create trigger d2_test_results_derive before insert or update on public.d2_test_results
  for each row execute function public.d2_derive_scores();

-- ---- Burdon: sections from detailed_results.sections (else the section columns), totals from sections
create or replace function public.burdon_derive_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  dr jsonb := new.detailed_results;
  per_section integer := coalesce(
    (case when jsonb_typeof(dr -> 'rows_per_section') = 'number' then (dr ->> 'rows_per_section')::integer end)
    * (case when jsonb_typeof(dr -> 'letters_per_row') = 'number' then (dr ->> 'letters_per_row')::integer end),
    6 * 20);
  sec jsonb;
  i integer;
  c integer[] := array[new.section1_correct, new.section2_correct, new.section3_correct];
  w integer[] := array[new.section1_wrong, new.section2_wrong, new.section3_wrong];
  m integer[] := array[new.section1_missed, new.section2_missed, new.section3_missed];
begin
  if dr is not null and jsonb_typeof(dr -> 'sections') = 'array' then
    if jsonb_array_length(dr -> 'sections') > 3 then
      perform public.result_domain_error('detailed_results.sections', 'a Burdon sheet has 3 sections');
    end if;
    for sec in select * from jsonb_array_elements(dr -> 'sections') loop
      i := case when jsonb_typeof(sec -> 'section') = 'number' then (sec ->> 'section')::integer end;
      if i is null or i not between 1 and 3 then
        perform public.result_domain_error('detailed_results.sections', 'section must be 1, 2 or 3');
      end if;
      c[i] := coalesce((sec ->> 'correct')::numeric, 0)::integer;
      w[i] := coalesce((sec ->> 'wrong')::numeric, 0)::integer;
      m[i] := coalesce((sec ->> 'missed')::numeric, 0)::integer;
    end loop;
  end if;
  for i in 1 .. 3 loop
    c[i] := coalesce(c[i], 0); w[i] := coalesce(w[i], 0); m[i] := coalesce(m[i], 0);
    if c[i] < 0 or w[i] < 0 or m[i] < 0 then
      perform public.result_domain_error(format('section%s', i), 'counts cannot be negative');
    end if;
    if c[i] + w[i] + m[i] > per_section then
      perform public.result_domain_error(format('section%s', i), format('%s marks and misses; a section has %s letters', c[i] + w[i] + m[i], per_section));
    end if;
  end loop;
  if new.test_elapsed_time_seconds is not null and new.test_elapsed_time_seconds < 0 then
    perform public.result_domain_error('test_elapsed_time_seconds', 'time cannot be negative');
  end if;
  new.section1_correct := c[1]; new.section1_wrong := w[1]; new.section1_missed := m[1]; new.section1_score := c[1] - w[1] - m[1];
  new.section2_correct := c[2]; new.section2_wrong := w[2]; new.section2_missed := m[2]; new.section2_score := c[2] - w[2] - m[2];
  new.section3_correct := c[3]; new.section3_wrong := w[3]; new.section3_missed := m[3]; new.section3_score := c[3] - w[3] - m[3];
  new.total_correct := c[1] + c[2] + c[3];
  new.total_wrong := w[1] + w[2] + w[3];
  new.total_missed := m[1] + m[2] + m[3];
  new.total_score := new.total_correct - new.total_wrong - new.total_missed;
  -- attentionRatio of the Burdon page: (correct − wrong) / (correct + missed), 6 decimals
  new.attention_ratio := case when new.total_correct + new.total_missed > 0
    then round((new.total_correct - new.total_wrong)::numeric / (new.total_correct + new.total_missed), 6) end;
  return new;
end $$;
comment on function public.burdon_derive_scores() is
  'BEFORE INSERT/UPDATE on burdon_test_results: section columns from detailed_results.sections, totals, scores and attention_ratio from the sections; claims are overwritten.';

create trigger burdon_test_results_derive before insert or update on public.burdon_test_results
  for each row execute function public.burdon_derive_scores();

-- ---- domain checks on the five cognitive sub-tests (second line of defence) -------------------
-- Percentages within 0–100, times and counts not negative, no more answers than the test has
-- items (Dikkat 30, Hafıza 20, Akıl-Mantık 15, Puzzle 4 puzzles, Stroop 2 × 12) and no more
-- correct answers than answers.
alter table public.attention_test_results add constraint attention_test_results_domain check (
  accuracy_percentage between 0 and 100 and success_rate between 0 and 100
  and avg_response_time_ms >= 0 and average_response_time_ms >= 0
  and test_duration_seconds >= 0 and total_correct between 0 and 30);
alter table public.memory_test_results add constraint memory_test_results_domain check (
  accuracy_percentage between 0 and 100 and success_rate between 0 and 100
  and short_visual_accuracy between 0 and 100 and short_auditory_accuracy between 0 and 100
  and long_visual_accuracy between 0 and 100 and long_auditory_accuracy between 0 and 100
  and test_duration_seconds >= 0 and correct_answers >= 0 and total_questions between 0 and 20
  and correct_answers <= total_questions);
alter table public.stroop_test_results add constraint stroop_test_results_domain check (
  accuracy_percentage between 0 and 100 and success_rate between 0 and 100
  and avg_response_time_ms >= 0 and average_response_time_ms >= 0
  and stage2_accuracy between 0 and 100 and stage3_accuracy between 0 and 100
  and flexibility_score between 0 and 100
  and test_duration_seconds >= 0 and stage2_correct_count >= 0 and stage3_correct_count >= 0);
alter table public.puzzle_test_results add constraint puzzle_test_results_domain check (
  accuracy_percentage between 0 and 100 and average_response_time_ms >= 0
  and four_piece_score between 0 and 100 and six_piece_score between 0 and 100
  and nine_piece_score between 0 and 100 and sixteen_piece_score between 0 and 100
  and spatial_reasoning_score between 0 and 100 and pattern_recognition_score between 0 and 100
  and problem_solving_score between 0 and 100 and cognitive_flexibility_score between 0 and 100
  and response_time_variance >= 0 and total_correct >= 0 and test_duration_seconds >= 0);
alter table public.akil_mantik_test_results add constraint akil_mantik_test_results_domain check (
  success_rate between 0 and 100 and avg_response_time_ms >= 0 and test_duration_seconds >= 0
  and correct_answers >= 0 and total_questions between 0 and 40 and correct_answers <= total_questions
  and dortlu_yatay_accuracy_percentage between 0 and 100 and dortlu_kare_accuracy_percentage between 0 and 100
  and altili_kare_accuracy_percentage between 0 and 100 and l_format_accuracy_percentage between 0 and 100
  and dokuzlu_format_accuracy_percentage between 0 and 100);

-- answer lists longer than the test, and a correct count above the stored answers
create or replace function public.cognitive_subtest_domain() returns trigger
language plpgsql set search_path = '' as $$
declare
  j jsonb := to_jsonb(new);
  details jsonb := coalesce(j -> 'detailed_responses', j -> 'detailed_answers');
  answers integer;
  max_items integer := tg_argv[0]::integer;
  correct numeric := coalesce((j ->> 'total_correct')::numeric, (j ->> 'correct_answers')::numeric);
begin
  if details is null or jsonb_typeof(details) = 'null' then return new; end if;
  answers := case jsonb_typeof(details)
    when 'array' then jsonb_array_length(details)
    -- Hafıza: {<part>: [answers], auditory_presentation: {…}} → the answers of the lists;
    -- Dikkat: {"1": answer, …} → one per key
    when 'object' then (select case when bool_or(jsonb_typeof(v) = 'array')
                                    then coalesce(sum(jsonb_array_length(v)) filter (where jsonb_typeof(v) = 'array'), 0)
                                    else count(*) end::integer
                        from jsonb_each(details) as e (k, v))
    else 0 end;
  if tg_table_name = 'stroop_test_results' then
    answers := coalesce(jsonb_array_length(case when jsonb_typeof(details -> 'stage2') = 'object' and jsonb_typeof(details -> 'stage2' -> 'responses') = 'array' then details -> 'stage2' -> 'responses' end), 0)
             + coalesce(jsonb_array_length(case when jsonb_typeof(details -> 'stage3') = 'object' and jsonb_typeof(details -> 'stage3' -> 'responses') = 'array' then details -> 'stage3' -> 'responses' end), 0);
  end if;
  if answers > max_items then
    perform public.result_domain_error(tg_table_name, format('%s answers; the test has %s items', answers, max_items));
  end if;
  if correct is not null and tg_table_name <> 'stroop_test_results' and tg_table_name <> 'puzzle_test_results' and correct > answers then
    perform public.result_domain_error(tg_table_name, format('%s correct of %s stored answers', correct, answers));
  end if;
  return new;
end $$;
comment on function public.cognitive_subtest_domain() is 'BEFORE INSERT/UPDATE on the sub-test tables: no more answers than items, no more correct than answers.';

create trigger attention_test_results_domain before insert or update on public.attention_test_results
  for each row execute function public.cognitive_subtest_domain('30');
create trigger memory_test_results_domain before insert or update on public.memory_test_results
  for each row execute function public.cognitive_subtest_domain('20');
create trigger stroop_test_results_domain before insert or update on public.stroop_test_results
  for each row execute function public.cognitive_subtest_domain('24');
create trigger puzzle_test_results_domain before insert or update on public.puzzle_test_results
  for each row execute function public.cognitive_subtest_domain('4');
create trigger akil_mantik_test_results_domain before insert or update on public.akil_mantik_test_results
  for each row execute function public.cognitive_subtest_domain('15');

revoke execute on function public.d2_derive_scores() from public, anon, authenticated;
revoke execute on function public.burdon_derive_scores() from public, anon, authenticated;
revoke execute on function public.cognitive_subtest_domain() from public, anon, authenticated;
