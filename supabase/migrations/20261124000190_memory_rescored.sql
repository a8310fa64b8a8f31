-- Hafıza (memory) answers re-scored against the server's questions (issue 15 §2): replaces
-- memory_derive_scores (20261123000920), which counted the answers' own isCorrect flags. The
-- answer at place n of detailed_answers.<part> (or, in a plain list, the answer naming its part
-- and n) is question n of that part; with its options and correct option from memory_items
-- (20261124000180) it is scored by the rule of the page's scoreAnswer
-- (mf-tests/src/static-pages/cognitive-tests/hafiza/design.ts): implausible = no responseTime or
-- under 150 ms (rounded to whole ms); isCorrect = chosenIndex is the correct option and the answer
-- is plausible. part, n, target, options, correctIndex, chosen, isCorrect and implausible are
-- rewritten; only chosenIndex, responseTime, input and the integrity flags are read from the page.
-- The summary columns follow from them with the formulas of memoryFields, as before.
-- Refused with 23514: an answer that is not a question of the test (more than 5 in a part, or a
-- plain-list answer without a valid part and n), an answer that is not an object, a chosenIndex
-- other than 0–3 or null, a responseTime that is neither a number nor null, a negative one.
-- The trigger (20261123000920) is unchanged; the function now reads a table no API caller may
-- read, hence security definer.
create or replace function public.memory_derive_scores() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := new.detailed_answers;
  r record;
  m_part text; m_key text; m_el record; m_a jsonb; m_q record; m_pos integer; m_ci integer; m_rt numeric; m_impl boolean;
  m_lists jsonb := '{}'::jsonb; m_out jsonb;
begin
  if d is null or jsonb_typeof(d) not in ('object', 'array') then
    new.accuracy_percentage := null; new.success_rate := null; new.correct_answers := null; new.total_questions := null;
    new.short_visual_accuracy := null; new.short_auditory_accuracy := null; new.long_visual_accuracy := null; new.long_auditory_accuracy := null;
    return new;
  end if;
  -- every answer re-scored against memory_items (scoreAnswer of the page, MIN_PLAUSIBLE_RT_MS 150)
  foreach m_key in array (case when jsonb_typeof(d) = 'array' then array[null::text] else array['short_visual', 'short_auditory', 'long_visual', 'long_auditory'] end) loop
    continue when m_key is not null and jsonb_typeof(d -> m_key) is distinct from 'array';
    m_out := '[]'::jsonb;
    for m_el in select x.v0, x.i from jsonb_array_elements(case when m_key is null then d else d -> m_key end) with ordinality as x (v0, i) loop
      m_a := m_el.v0;
      if jsonb_typeof(m_a) <> 'object' then
        perform public.result_domain_error('detailed_answers', 'an answer must be an object');
      end if;
      if m_key is null then
        -- a plain list: each answer names its part and question number
        m_part := m_a ->> 'part';
        m_pos := case when jsonb_typeof(m_a -> 'n') = 'number' and (m_a ->> 'n') ~ '^[0-9]{1,2}$' then (m_a ->> 'n')::integer end;
      else
        m_part := m_key;
        m_pos := m_el.i::integer;
      end if;
      select target, options, correct_index into m_q from public.memory_items where part = m_part and position = m_pos;
      if not found then
        perform public.result_domain_error('detailed_answers', format('%s %s is not a question of the test', coalesce(m_part, '?'), coalesce(m_pos::text, '?')));
      end if;
      if jsonb_typeof(m_a -> 'chosenIndex') not in ('number', 'null') or (jsonb_typeof(m_a -> 'chosenIndex') = 'number' and (m_a ->> 'chosenIndex') not in ('0', '1', '2', '3')) then
        perform public.result_domain_error('detailed_answers.chosenIndex', 'an option 0–3 or null');
      end if;
      if jsonb_typeof(m_a -> 'responseTime') not in ('number', 'null') then
        perform public.result_domain_error('detailed_answers.responseTime', 'a number of seconds or null');
      end if;
      m_ci := case when jsonb_typeof(m_a -> 'chosenIndex') = 'number' then (m_a ->> 'chosenIndex')::integer end;
      m_rt := case when jsonb_typeof(m_a -> 'responseTime') = 'number' then (m_a ->> 'responseTime')::numeric end;
      if m_rt < 0 then
        perform public.result_domain_error('detailed_answers.responseTime', 'time cannot be negative');
      end if;
      m_impl := m_rt is null or round(m_rt * 1000) < 150;
      m_a := m_a || jsonb_build_object('part', m_part, 'n', m_pos, 'target', m_q.target, 'options', m_q.options, 'correctIndex', m_q.correct_index,
        'chosen', coalesce(m_q.options ->> m_ci, ''), 'isCorrect', m_ci is not null and m_ci = m_q.correct_index and not m_impl, 'implausible', m_impl);
      m_out := m_out || jsonb_build_array(m_a);
    end loop;
    d := case when m_key is null then m_out else jsonb_set(d, array[m_key], m_out) end;
  end loop;
  new.detailed_answers := d;
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
  'BEFORE INSERT/UPDATE on memory_test_results: answers re-scored against memory_items (scoreAnswer of the page); accuracy, part accuracies, correct_answers and total_questions from detailed_answers (memoryFields of shared/src/domain/cognitive/memory.ts); claims are overwritten.';

revoke execute on function public.memory_derive_scores() from public, anon, authenticated;
