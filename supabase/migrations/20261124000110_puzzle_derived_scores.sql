-- Puzzle summary columns and placement correctness derived by the database (issue 15 §2), as for
-- d2, Burdon, Dikkat, Stroop and Hafıza: on every insert and update each stored puzzle of
-- detailed_responses is re-scored from its own placements and the server's copy of the design
-- (puzzle_design, 20261124000100) with the rules of shared/src/domain/cognitive/puzzle.ts
-- (scoredPieces, puzzleItem, puzzleRowFromItems):
--   placement: correct = the piece put on its own cell (a piece's number is its correct cell);
--     first attempt = the piece's first entry in the puzzle; implausible = Math.round(responseTime
--     × 1000) < 150; the entry whose piece is null is the timeout entry;
--   puzzle: pieceCount, grid, scene and time limit from the design; correctCount, wrongCount,
--     firstTryCorrect; completed = every piece put on its cell; score = 100 × C × (0.75 P + 0.25 S);
--   row: accuracy_percentage, average_response_time_ms, the four piece-count scores,
--     spatial_reasoning_score, pattern_recognition_score, problem_solving_score,
--     cognitive_flexibility_score, response_time_variance, total_correct and test_duration_seconds
--     (sum of the puzzles' durations) — formulas in docs/tests/puzzle.md.
-- The stored flags and counts are rewritten with the derived ones; whatever the client claimed is
-- overwritten (corrected, not refused). Refused with 23514 (Geçersiz sonuç değeri): a puzzle that
-- is not one of the four, the same puzzle twice, a negative or missing duration, a piece or cell
-- that is not on the board, a negative response time, more than 500 entries in a puzzle, more
-- puzzles than four. Without detailed_responses nothing is derived and no claimed figure is kept.
-- Durations and response times are the page's measurements (not derivable), range-checked.
-- Arithmetic in float8, in the stored order, rounded as the shared helpers: Math.round(x) =
-- floor(x + 0.5), roundTo(x, 2) = numeric rounding of the double's shortest text.
-- security definer: the design table is readable by no API caller. The trigger name sorts before
-- puzzle_test_results_domain.
create or replace function public.puzzle_derive_scores() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := new.detailed_responses;
  it jsonb;
  p jsonb;
  k record;
  known boolean;
  items jsonb := '[]'::jsonb;
  pieces jsonb;
  seen integer[] := '{}';
  tried integer[];
  placed integer[];
  piece integer;
  cell integer;
  rt_ms float8;
  implausible boolean;
  ok boolean;
  first boolean;
  prev_error boolean;
  correct integer;
  wrong integer;
  first_ok integer;
  dur float8;
  completed boolean;
  share float8;
  c float8;
  pr float8;
  score numeric;
  sc4 numeric := 0; sc6 numeric := 0; sc9 numeric := 0; sc16 numeric := 0;
  total_pieces integer := 0; total_correct integer := 0; total_wrong integer := 0; total_first integer := 0;
  det_correct integer := 0; det_den integer := 0;
  times float8[] := '{}';
  t float8;
  mean float8;
  var_acc float8 := 0;
  solving float8 := 0;
  n_items integer := 0;
  recovered integer := 0;
  errors integer := 0;
  sum_dur_ms float8 := 0;
  recovery float8;
  easy float8;
  hard float8;
  hold float8;
begin
  if d is null or jsonb_typeof(d) <> 'array' then
    new.accuracy_percentage := null; new.average_response_time_ms := null; new.four_piece_score := null; new.six_piece_score := null;
    new.nine_piece_score := null; new.sixteen_piece_score := null; new.spatial_reasoning_score := null; new.pattern_recognition_score := null;
    new.problem_solving_score := null; new.cognitive_flexibility_score := null; new.response_time_variance := null; new.total_correct := null;
    new.test_duration_seconds := null;
    return new;
  end if;
  if jsonb_array_length(d) > 4 then
    perform public.result_domain_error('detailed_responses', format('%s puzzles; the test has 4', jsonb_array_length(d)));
  end if;
  for it in select e.value from jsonb_array_elements(d) with ordinality as e (value, i) order by e.i loop
    if jsonb_typeof(it) <> 'object' then
      perform public.result_domain_error('detailed_responses', 'a puzzle must be an object');
    end if;
    known := false;
    if jsonb_typeof(it -> 'puzzle') = 'number' then
      select * into k from public.puzzle_design where puzzle::numeric = (it ->> 'puzzle')::numeric;
      known := found;
    end if;
    if not known then
      perform public.result_domain_error('detailed_responses.puzzle', format('%s is not a scored puzzle (1–4)', coalesce(it ->> 'puzzle', 'null')));
    end if;
    if k.puzzle = any (seen) then
      perform public.result_domain_error('detailed_responses.puzzle', format('puzzle %s stored twice', k.puzzle));
    end if;
    seen := seen || k.puzzle::integer;
    if jsonb_typeof(it -> 'durationSeconds') is distinct from 'number' or (case when jsonb_typeof(it -> 'durationSeconds') = 'number' then (it ->> 'durationSeconds')::numeric < 0 end) then
      perform public.result_domain_error('detailed_responses.durationSeconds', format('puzzle %s needs a duration of at least 0 seconds', k.puzzle));
    end if;
    dur := (it ->> 'durationSeconds')::float8;
    if jsonb_typeof(it -> 'pieces') is distinct from 'array' then
      perform public.result_domain_error('detailed_responses.pieces', format('puzzle %s needs a list of placements', k.puzzle));
    end if;
    if jsonb_array_length(it -> 'pieces') > 500 then
      perform public.result_domain_error('detailed_responses.pieces', format('puzzle %s has %s entries; at most 500', k.puzzle, jsonb_array_length(it -> 'pieces')));
    end if;
    pieces := '[]'::jsonb; tried := '{}'; placed := '{}';
    correct := 0; wrong := 0; first_ok := 0; prev_error := false;
    for p in select e.value from jsonb_array_elements(it -> 'pieces') with ordinality as e (value, i) order by e.i loop
      if jsonb_typeof(p) <> 'object' then
        perform public.result_domain_error('detailed_responses.pieces', 'a placement must be an object');
      end if;
      if jsonb_typeof(p -> 'responseTime') = 'number' and (p ->> 'responseTime')::numeric < 0 then
        perform public.result_domain_error('detailed_responses.pieces.responseTime', 'time cannot be negative');
      end if;
      rt_ms := case when jsonb_typeof(p -> 'responseTime') = 'number' then floor((p ->> 'responseTime')::float8 * 1000 + 0.5) end;
      if jsonb_typeof(p -> 'piece') = 'null' then
        -- the timeout entry
        pieces := pieces || jsonb_build_array(p || '{"isCorrect": false, "isTimeout": true, "implausible": false, "firstAttempt": false}'::jsonb);
        prev_error := false;
        continue;
      end if;
      if (case when jsonb_typeof(p -> 'piece') = 'number' and jsonb_typeof(p -> 'cell') = 'number'
               then (p ->> 'piece')::numeric not in (select g from generate_series(0, k.piece_count - 1) g)
                    or (p ->> 'cell')::numeric not in (select g from generate_series(0, k.piece_count - 1) g)
               else true end) then
        perform public.result_domain_error('detailed_responses.pieces', format('puzzle %s has pieces and cells 0–%s', k.puzzle, k.piece_count - 1));
      end if;
      piece := (p ->> 'piece')::integer;
      cell := (p ->> 'cell')::integer;
      first := not (piece = any (tried));
      if first then tried := tried || piece; end if;
      ok := piece = cell;
      implausible := rt_ms is not null and rt_ms < 150;
      if ok then
        correct := correct + 1;
        if first then first_ok := first_ok + 1; end if;
        if not (piece = any (placed)) then placed := placed || piece; end if;
        if not implausible and rt_ms is not null then times := times || rt_ms; end if;
        if prev_error then recovered := recovered + 1; end if;
      else
        wrong := wrong + 1;
        errors := errors + 1;
      end if;
      prev_error := not ok;
      pieces := pieces || jsonb_build_array(p || jsonb_build_object('isCorrect', ok, 'isTimeout', false, 'implausible', implausible, 'firstAttempt', first));
    end loop;
    completed := cardinality(placed) = k.piece_count;
    share := case when completed and k.time_limit_seconds is not null
                  then least(1::float8, greatest(0::float8, 1::float8 - dur / k.time_limit_seconds)) else 0::float8 end;
    c := correct::float8 / k.piece_count;
    pr := case when correct + wrong = 0 then 0::float8 else correct::float8 / (correct + wrong) end;
    score := round(((100::float8 * c * (0.75::float8 * pr + 0.25::float8 * share))::text)::numeric, 2);
    case k.piece_count when 4 then sc4 := score; when 6 then sc6 := score; when 9 then sc9 := score; when 16 then sc16 := score; else null; end case;
    items := items || jsonb_build_array(it || jsonb_build_object(
      'puzzle', k.puzzle, 'pieceCount', k.piece_count, 'rows', k.grid_rows, 'cols', k.grid_cols, 'scene', k.scene,
      'timeLimitSeconds', k.time_limit_seconds, 'completed', completed, 'isTimeout', not completed,
      'correctCount', correct, 'wrongCount', wrong, 'firstTryCorrect', first_ok, 'score', score, 'pieces', pieces));
    total_pieces := total_pieces + k.piece_count;
    total_correct := total_correct + correct;
    total_wrong := total_wrong + wrong;
    total_first := total_first + first_ok;
    if k.piece_count >= 9 then
      det_correct := det_correct + correct;
      det_den := det_den + k.piece_count + wrong;
    end if;
    solving := solving + case when completed then 0.5::float8 + 0.5::float8 * share else 0.5::float8 * (correct::float8 / k.piece_count) end;
    n_items := n_items + 1;
    sum_dur_ms := sum_dur_ms + floor(dur * 1000 + 0.5);
  end loop;
  if cardinality(times) > 0 then
    mean := 0;
    foreach t in array times loop mean := mean + t; end loop;
    mean := mean / cardinality(times);
    foreach t in array times loop var_acc := var_acc + (t - mean) * (t - mean); end loop;
  end if;
  recovery := case when errors = 0 then 1::float8 else recovered::float8 / errors end;
  easy := (sc4::float8 + sc6::float8) / 2;
  hard := (sc9::float8 + sc16::float8) / 2;
  hold := case when easy = 0 then (case when hard > 0 then 1::float8 else 0::float8 end) else least(1::float8, hard / easy) end;
  new.detailed_responses := items;
  new.accuracy_percentage := case when total_pieces + total_wrong = 0 then 0
    else round(((((100 * total_correct)::float8) / (total_pieces + total_wrong))::text)::numeric, 2) end;
  new.average_response_time_ms := case when mean is not null then floor(mean + 0.5) end;
  new.four_piece_score := sc4;
  new.six_piece_score := sc6;
  new.nine_piece_score := sc9;
  new.sixteen_piece_score := sc16;
  new.spatial_reasoning_score := case when total_pieces = 0 then 0 else round(((((100 * total_first)::float8) / total_pieces)::text)::numeric, 2) end;
  new.pattern_recognition_score := case when det_den = 0 then 0 else round(((((100 * det_correct)::float8) / det_den)::text)::numeric, 2) end;
  new.problem_solving_score := round(((100::float8 * (case when n_items = 0 then 0::float8 else solving / n_items end))::text)::numeric, 2);
  new.cognitive_flexibility_score := round(((100::float8 * (0.5::float8 * recovery + 0.5::float8 * hold))::text)::numeric, 2);
  new.response_time_variance := case when mean is not null then round(((var_acc / cardinality(times))::text)::numeric, 2) end;
  new.total_correct := total_correct;
  new.test_duration_seconds := round(((sum_dur_ms / 1000)::text)::numeric, 2);
  return new;
end $$;
comment on function public.puzzle_derive_scores() is
  'BEFORE INSERT/UPDATE on puzzle_test_results: placements re-scored against puzzle_design; per-puzzle counts and scores, and every summary column from them (puzzleRowFromItems of shared/src/domain/cognitive/puzzle.ts); claims are overwritten.';

create trigger puzzle_test_results_derive before insert or update on public.puzzle_test_results
  for each row execute function public.puzzle_derive_scores();

revoke execute on function public.puzzle_derive_scores() from public, anon, authenticated;
