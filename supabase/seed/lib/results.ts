// The cognitive battery, Burdon, d2 and parent-survey results of the demo students: each row
// drawn from the student's ability on the one PRNG stream, the per-item answers played on each
// test's own design (@akademi/shared/domain/battery), the scores derived again by the database.
import { attentionFields } from '@akademi/shared/domain/battery/dikkat/scoring';
import { MIN_PLAUSIBLE_RT_MS as MIN_RT, SCORED_ITEMS, scoreResponse } from '@akademi/shared/domain/battery/dikkat/design';
import { stroopFields } from '@akademi/shared/domain/battery/stroop/scoring';
import { memoryFields } from '@akademi/shared/domain/battery/hafiza/scoring';
import { MEMORY_PARTS, QUESTIONS as MEMORY_QUESTIONS, scoreAnswer as memoryAnswer } from '@akademi/shared/domain/battery/hafiza/design';
import { placementResponse, puzzleFields, timeoutResponse, type PieceResponse, type PuzzleOutcome } from '@akademi/shared/domain/battery/puzzle/scoring';
import { SCORED_PUZZLES } from '@akademi/shared/domain/battery/puzzle/design';
import { logicFields, scoreLogicAnswer } from '@akademi/shared/domain/battery/akil-mantik/scoring';
import { SCORED_ITEMS as LOGIC_ITEMS } from '@akademi/shared/domain/battery/akil-mantik/design';
import { COLORS as STROOP_COLORS, STAGE2_ITEMS, STAGE3_ITEMS, expectedAnswer as stroopExpected, scoreResponse as stroopResponse } from '@akademi/shared/domain/battery/stroop/design';
import { mulberry32 } from '@akademi/shared/domain/random';
import { must } from '../../local/src/must.ts';
import { DAY, ago, clamp, int, nextResult, nextSession, nth, q, r2, real, resultCount, sessionCount, uid } from './common.ts';
import { UNFINISHED_BATTERY_STUDENT, byId, students, type Student } from './people.ts';

export interface ResultRef { student: Student; type: 'cognitive' | 'burdon' | 'd2'; id: string; agoMin: number }

/** Emits the result rows (and the unfinished battery); returns the results the notifications and notes name. */
export function emitResults(emit: (sql: string) => void): { resultRefs: ResultRef[]; counts: string } {
  // ---- cognitive battery ------------------------------------------------------------------------
  const sessions: string[] = [];
  const attention: string[] = [];
  const memory: string[] = [];
  const stroop: string[] = [];
  const puzzle: string[] = [];
  const logic: string[] = [];
  const cognitive: string[] = [];
  const burdon: string[] = [];
  const d2: string[] = [];
  const survey: string[] = [];
  /** A finished session of the unfinished-battery student whose first three sub-tests are copied. */
  let unfinishedSource: string | null = null;
  const resultRefs: ResultRef[] = [];

  for (const s of students) {
    // about one student in ten has no results yet ('Henüz test yapılmamış'); never ogrenci1
    if (s.k % 10 === 9) continue;
    const a = s.ability;
    const nCog = s.k === 1 ? 3 : int(1, 3);
    for (let c = 0; c < nCog; c++) {
      const sid = nextSession();
      if (s.k === UNFINISHED_BATTERY_STUDENT && c === 0) unfinishedSource = sid;
      const startAgo = int(1, 56) * DAY + int(0, 8 * 60);
      const seed = sessionCount() * 97;
      const per = [int(300, 420), int(240, 360), int(180, 300), int(300, 480), int(300, 420)];
      let t = startAgo;
      const slot = () => {
        const st = t;
        const dur = per.shift() ?? 300;
        t -= dur / 60 + 1;
        return { st, en: st - dur / 60, dur };
      };
      sessions.push(`  (${q(sid)}, ${q(s.id)}, ${q(s.trainerId)}, 'cognitive', ${q(byId.get(s.trainerId)!.authId)}, ${ago(startAgo + 2)}, ${ago(startAgo - 12 * 60)})`);
      const jitter = () => real(-12, 12);
      // attention
      const att = slot();
      // the child's presses on the page's fixed sequence (own PRNG, so the main stream is unchanged);
      // the summary columns are derived from them by the database (attention_derive_scores, issue
      // 15) with attentionFields, which computes the same figures here for the combined record
      const attHit = clamp(a * 100 + jitter(), 20, 100) / 100;
      const attMeanRt = clamp(1700 - a * 1100 + real(-120, 120), 420, 2500);
      const attRnd = mulberry32(seed + 1);
      const attResponses = SCORED_ITEMS.map((item) => {
        const press = item.shape === 'star' ? attRnd() < attHit : attRnd() < (1 - attHit) * 0.6;
        return scoreResponse(item.shape, press ? Math.round(attMeanRt * (0.55 + 0.9 * attRnd())) : null);
      });
      const attFields = attentionFields(attResponses, att.dur * 1000);
      const attAcc = attFields.accuracy_percentage;
      const attRt = attFields.avg_response_time_ms ?? 'null';
      const attId = nextResult();
      attention.push(`  (${q(attId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${attAcc}, ${attRt}, ${att.dur}, ${attFields.total_correct}, pg_temp.attention_details(array[${attResponses.map((r) => r.reactionTime ?? 'null').join(',')}]::int[]), ${ago(att.st)}, ${ago(att.en)}, ${ago(att.en)})`);
      // memory
      const mem = slot();
      // 4 parts × 5 answers (own PRNG; the main stream draws as before); the summary columns are
      // derived from them by the database (memory_derive_scores, issue 15) with memoryFields, which
      // computes the same figures here for the combined record
      const memBase = clamp(a * 95 + jitter(), 15, 100);
      const memId = nextResult();
      const memHit = [memBase + jitter(), memBase + jitter(), memBase - 5 + jitter(), memBase - 5 + jitter()].map((x) => clamp(x, 0, 100) / 100);
      const memRnd = mulberry32(seed + 2);
      const memAnswers = MEMORY_PARTS.flatMap((part, p) => MEMORY_QUESTIONS[part].map((question) => {
        const right = memRnd() < nth(memHit, p);
        return memoryAnswer(question, right ? question.correctIndex : (question.correctIndex + 1) % 4, Math.round((1.6 + 3.9 * memRnd()) * 1000));
      }));
      const memF = memoryFields(memAnswers, mem.dur * 1000, 'speech');
      const memAcc = memF.accuracy_percentage;
      memory.push(`  (${q(memId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${memAcc}, ${memF.short_visual_accuracy}, ${memF.short_auditory_accuracy}, ${memF.long_visual_accuracy}, ${memF.long_auditory_accuracy}, ${mem.dur}, ${memF.correct_answers}, ${memF.total_questions}, pg_temp.memory_details(array[${memAnswers.map((x) => x.chosenIndex).join(',')}]::int[], array[${memAnswers.map((x) => x.responseTime).join(',')}]::numeric[]), ${ago(mem.st)}, ${ago(mem.en)}, ${ago(mem.en)})`);
      // stroop
      const stp = slot();
      // answers on the page's fixed stages (own PRNG; the main stream draws as before); the summary
      // columns are derived from them by the database (stroop_derive_scores, issue 15) with
      // stroopFields, which computes the same figures here for the combined record
      const stHit = clamp(a * 100 + jitter(), 20, 100) / 100;
      const stMeanRt = clamp(1400 - a * 700 + real(-80, 80), 450, 1900);
      const stSlowing = clamp(380 - a * 260 + real(-40, 40), 40, 450);
      void jitter();
      const stRnd = mulberry32(seed + 3);
      const stPlay = (items: typeof STAGE2_ITEMS, hit: number, extra: number) => items.map((item) => {
        const right = stRnd() < hit;
        const rt = Math.round((stMeanRt + extra) * (0.7 + 0.5 * stRnd()));
        return stroopResponse(item, right ? stroopExpected(item) : STROOP_COLORS.find((c) => c !== stroopExpected(item))!, rt, 'pointer');
      });
      const st2 = stPlay(STAGE2_ITEMS, stHit, 0);
      const st3 = stPlay(STAGE3_ITEMS, clamp(stHit - 0.06, 0, 1), stSlowing);
      const stF = stroopFields(st2, st3, stp.dur * 1000);
      const nul = (x: number | null) => x ?? 'null';
      const stAcc = stF.accuracy_percentage;
      const interference = nul(stF.interference_ms);
      const flex = stF.flexibility_score;
      const stId = nextResult();
      // the chosen colours and times; the database re-scores them against stroop_items (issue 15)
      const stArr = (xs: typeof st2) => `array[${xs.map((r) => nul(r.responseTime)).join(',')}]::int[], array[${xs.map((r) => (r.answer === null ? 'null' : q(r.answer))).join(',')}]::text[]`;
      stroop.push(`  (${q(stId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${stAcc}, ${nul(stF.avg_response_time_ms)}, ${interference}, ${flex}, ${stp.dur}, ${stF.stage2_correct_count}, ${stF.stage3_correct_count}, ${stF.stage2_accuracy}, ${stF.stage3_accuracy}, pg_temp.stroop_details(${stArr(st2)}, ${stArr(st3)}), ${ago(stp.st)}, ${ago(stp.en)}, ${ago(stp.en)})`);
      // puzzle: the child plays the page's four puzzles (own PRNG; the main stream draws as before):
      // pieces from the tray in order, some put on a wrong cell first, until solved or out of time.
      // The summary columns and the placement flags are derived from the placements by the database
      // (puzzle_derive_scores, issue 15) with puzzleFields, which computes the same figures here.
      const pz = slot();
      const pzSkill = [r2(clamp(a * 110 + jitter(), 30, 100)), r2(clamp(a * 100 + jitter(), 20, 100)), r2(clamp(a * 90 + jitter(), 10, 100)), r2(clamp(a * 75 + jitter(), 0, 100))];
      const pzMeanRt = clamp(6000 - a * 3500 + real(-400, 400), 1500, 7800);
      for (let i = 0; i < 5; i++) void real(0, 1); // four jitters and the variance draw of the old seed
      const pzRnd = mulberry32(seed + 4);
      const pzOutcomes: PuzzleOutcome[] = SCORED_PUZZLES.map((def, i) => {
        const limitMs = (def.timeLimitSeconds ?? 120) * 1000;
        const errorRate = clamp(0.45 - nth(pzSkill, i) / 250, 0.03, 0.45);
        const pieces: PieceResponse[] = [];
        const open = [...def.trayOrder];
        let elapsed = 0;
        while (open.length > 0) {
          const piece = nth(open, 0);
          const rt = Math.round(pzMeanRt * (0.25 + 0.5 * pzRnd()) * (1 + def.pieceCount / 16));
          if (elapsed + rt > limitMs) {
            pieces.push(timeoutResponse(limitMs - elapsed));
            return { def, durationMs: limitMs, completed: false, pieces };
          }
          elapsed += rt;
          const wrongCells = open.filter((c) => c !== piece);
          const cell = wrongCells.length > 0 && pzRnd() < errorRate ? nth(wrongCells, Math.floor(pzRnd() * wrongCells.length)) : piece;
          pieces.push(placementResponse(piece, cell, rt, true));
          if (cell === piece) open.shift();
        }
        return { def, durationMs: elapsed, completed: true, pieces };
      });
      const pzF = puzzleFields(pzOutcomes);
      const pzAcc = pzF.accuracy_percentage;
      const pzId = nextResult();
      const pzArr = (o: PuzzleOutcome) => `array[${o.pieces.flatMap((x) => [x.piece ?? -1, x.cell ?? -1, Math.round(x.responseTime * 1000)]).join(',')}]::int[]`;
      puzzle.push(`  (${q(pzId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${pzAcc}, ${nul(pzF.average_response_time_ms)}, ${pzF.four_piece_score}, ${pzF.six_piece_score}, ${pzF.nine_piece_score}, ${pzF.sixteen_piece_score}, ${pzF.spatial_reasoning_score}, ${pzF.pattern_recognition_score}, ${pzF.problem_solving_score}, ${pzF.cognitive_flexibility_score}, ${nul(pzF.response_time_variance)}, ${pzF.total_correct}, ${pzF.test_duration_seconds}, pg_temp.puzzle_details(array[${pzOutcomes.map((o) => Math.round(o.durationMs)).join(',')}]::int[], ${pzOutcomes.map(pzArr).join(', ')}), ${ago(pz.st)}, ${ago(pz.en)}, ${ago(pz.en)})`);
      // logic: answers to the page's fifteen items (own PRNG; the main stream draws as before); the
      // answers are re-scored and the summary columns derived by the database against its answer key
      // (akil_mantik_derive_scores, issue 15) with logicFields, which computes the same figures here
      const lg = slot();
      const lgHit = clamp(a * 92 + jitter(), 10, 100) / 100;
      const lgMeanRt = clamp(6500 - a * 3800 + real(-400, 400), 1500, 7800);
      for (let i = 0; i < 5; i++) void jitter(); // the five per-format draws of the old seed
      const lgRnd = mulberry32(seed + 5);
      const lgAnswers = LOGIC_ITEMS.map((item, i) => {
        const right = lgRnd() < lgHit;
        const chosen = right ? item.correctIndex : (item.correctIndex + 1 + Math.floor(lgRnd() * (item.options.length - 1))) % item.options.length;
        return scoreLogicAnswer(item, i + 1, chosen, Math.round(lgMeanRt * (0.5 + lgRnd())));
      });
      const lgF = logicFields(lgAnswers, lg.dur * 1000);
      const lgAcc = lgF.success_rate;
      const lgId = nextResult();
      logic.push(`  (${q(lgId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${lgAcc}, ${nul(lgF.avg_response_time_ms)}, ${lgF.test_duration_seconds}, ${lgF.correct_answers}, ${lgF.total_questions}, pg_temp.logic_details(array[${lgAnswers.map((x) => x.chosenOption).join(',')}], array[${lgAnswers.map((x) => Math.round(x.responseTime * 1000)).join(',')}]), ${lgF.dortlu_yatay_accuracy_percentage}, ${lgF.dortlu_kare_accuracy_percentage}, ${lgF.altili_kare_accuracy_percentage}, ${lgF.l_format_accuracy_percentage}, ${lgF.dokuzlu_format_accuracy_percentage}, ${ago(lg.st)}, ${ago(lg.en)}, ${ago(lg.en)})`);
      // combined record (spec 2 §9: six scores rounded to 2 decimals)
      const speed = r2(clamp(a * 90 + jitter(), 10, 100));
      const cogId = nextResult();
      const summary = `jsonb_build_object('attention_id', ${q(attId)}, 'memory_id', ${q(memId)}, 'stroop_id', ${q(stId)}, 'puzzle_id', ${q(pzId)}, 'akil_mantik_id', ${q(lgId)},
      'attention', jsonb_build_object('accuracy', ${attAcc}, 'avg_response_time_ms', ${attRt}), 'memory', jsonb_build_object('accuracy', ${memAcc}),
      'stroop', jsonb_build_object('accuracy', ${stAcc}, 'interference_ms', ${interference}, 'flexibility_score', ${flex}),
      'puzzle', jsonb_build_object('accuracy', ${pzAcc}), 'akil_mantik', jsonb_build_object('success_rate', ${lgAcc}))`;
      cognitive.push(`  (${q(cogId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${ago(startAgo)}, ${ago(lg.en)}, ${Math.round((startAgo - lg.en) * 60)}, ${attAcc}, ${memAcc}, ${speed}, ${pzAcc}, ${lgAcc}, ${flex}, ${summary}, ${ago(lg.en - 0.5)})`);
      resultRefs.push({ student: s, type: 'cognitive', id: cogId, agoMin: lg.en - 0.5 });
    }

    // Burdon: 1-3 runs; sections 1 start, 2 middle, 3 end (spec 3 §2.3)
    const nB = s.k === 1 ? 2 : int(1, 3);
    for (let b = 0; b < nB; b++) {
      const when = int(1, 56) * DAY + int(0, 600);
      const secs = [0, 1, 2].map((i) => {
        const correct = Math.round(clamp(a * 48 - i * 3 + real(-6, 6), 8, 55));
        const wrong = int(0, Math.round(10 - a * 8));
        const missed = int(1, Math.round(20 - a * 15));
        return { correct, wrong, missed, score: correct - wrong - missed };
      });
      const tc = secs.reduce((x, y) => x + y.correct, 0);
      const tw = secs.reduce((x, y) => x + y.wrong, 0);
      const tm = secs.reduce((x, y) => x + y.missed, 0);
      const ratio = (tc - tw) / Math.max(1, tc + tm);
      const dur = int(900, 1200);
      const id = nextResult();
      burdon.push(`  (${q(id)}, ${q(s.id)}, ${q(s.trainerId)}, ${secs.map((x) => `${x.correct}, ${x.wrong}, ${x.missed}, ${x.score}`).join(', ')}, ${tc}, ${tw}, ${tm}, ${tc - tw - tm}, ${ratio.toFixed(6)}, ${ago(when + dur / 60)}, ${ago(when)}, ${dur}, ${dur >= 1180}, '{"target_chars":["a","b","d","g"]}'::jsonb, ${ago(when)})`);
      resultRefs.push({ student: s, type: 'burdon', id, agoMin: when });
    }

    // d2: 14 lines × 47 items (spec 3 §5)
    const nD = s.k === 1 ? 2 : int(0, 2);
    for (let d = 0; d < nD; d++) {
      const when = int(1, 56) * DAY + int(0, 600);
      // each line is worked for 20 s: its own processed count around tn/14 (spread fr); the score
      // columns are derived from line_results by the database (d2_derive_scores, issue 15)
      const tn = Math.round(clamp(300 + a * 330 + real(-40, 40), 250, 640));
      const e1 = int(Math.round(4 + (1 - a) * 10), Math.round(10 + (1 - a) * 40));
      const e2 = int(0, Math.round(2 + (1 - a) * 14));
      const fr = int(4, Math.round(8 + (1 - a) * 14));
      const dur = 14 * 20;
      const id = nextResult();
      d2.push(`  (${q(id)}, ${q(s.id)}, ${q(s.trainerId)}, ${dur}, pg_temp.d2_lines(${resultCount() * 13}, ${tn}, ${e1}, ${e2}, ${fr}), ${ago(when + dur / 60)}, ${ago(when)}, ${ago(when)})`);
      resultRefs.push({ student: s, type: 'd2', id, agoMin: when });
    }

    // parent survey (40 questions) for about two thirds
    if (s.k % 3 !== 2) {
      const when = int(1, 56) * DAY + int(0, 600);
      survey.push(`  (${q(nextResult())}, ${q(s.id)}, ${s.k % 2 === 0 ? q(s.trainerId) : 'null'}, ${resultCount() * 7}, ${r2(0.3 + a * 0.6)}, ${ago(when)})`);
    }
  }

  emit(`-- Bulky per-item details, generated in SQL (shapes of spec 2 §3 / spec 3 §3)
create function pg_temp.attention_details(rts int[]) returns jsonb language sql immutable as $$
  select jsonb_object_agg(i::text, jsonb_build_object(
    'shape', p.shape, 'isTarget', p.shape = 'star', 'responded', rts[i] is not null, 'reactionTime', rts[i],
    'isCorrect', case when p.shape = 'star' then coalesce(rts[i] >= ${MIN_RT}, false) else rts[i] is null end,
    'implausible', coalesce(rts[i] < ${MIN_RT}, false), 'focusLost', false, 'droppedFrames', false))
  from generate_series(1, array_length(rts, 1)) i
  cross join lateral (select (array[${SCORED_ITEMS.map((x) => `'${x.shape}'`).join(', ')}])[i] as shape) p $$;
create function pg_temp.memory_details(chosen int[], rt numeric[]) returns jsonb language sql immutable as $$
  -- the chosen options and times; the database adds the question fields and the flags (issue 15)
  select jsonb_object_agg(p.part, (select jsonb_agg(jsonb_build_object('part', p.part, 'n', n, 'chosenIndex', chosen[((p.k0 - 1) * 5 + n)::int], 'responseTime', rt[((p.k0 - 1) * 5 + n)::int], 'focusLost', false, 'droppedFrames', false, 'input', 'pointer') order by n) from generate_series(1, 5) n))
         || '{"auditory_presentation": "speech"}'::jsonb
  from unnest(array['short_visual', 'short_auditory', 'long_visual', 'long_auditory']) with ordinality as p (part, k0) $$;
create function pg_temp.stroop_details(rt2 int[], a2 text[], rt3 int[], a3 text[]) returns jsonb language sql immutable as $$
  -- the database adds the design fields (word, ink, text) and the flags (correct, implausible, timedOut)
  select jsonb_build_object(
    'stage2', jsonb_build_object('responses', (select jsonb_agg(jsonb_build_object('n', i, 'answer', a2[i], 'responseTime', rt2[i], 'input', 'pointer', 'focusLost', false, 'droppedFrames', false) order by i) from generate_series(1, array_length(rt2, 1)) i)),
    'stage3', jsonb_build_object('responses', (select jsonb_agg(jsonb_build_object('n', i, 'answer', a3[i], 'responseTime', rt3[i], 'input', 'pointer', 'focusLost', false, 'droppedFrames', false) order by i) from generate_series(1, array_length(rt3, 1)) i))) $$;
create function pg_temp.puzzle_details(dur int[], e1 int[], e2 int[], e3 int[], e4 int[]) returns jsonb language sql immutable as $$
  -- e = (piece, cell, response time in ms) triples, piece −1 = the timeout entry; the database
  -- adds the design fields, the placement flags, the counts and the scores
  select jsonb_agg(jsonb_build_object('puzzle', x.k, 'durationSeconds', round(dur[x.k] / 1000.0, 3), 'pieces',
    (select coalesce(jsonb_agg(jsonb_build_object('piece', case when x.e[j] >= 0 then x.e[j] end, 'cell', case when x.e[j] >= 0 then x.e[j + 1] end,
                                                  'responseTime', round(x.e[j + 2] / 1000.0, 3), 'focusLost', false, 'droppedFrames', false) order by j), '[]'::jsonb)
     from generate_series(1, coalesce(array_length(x.e, 1), 0), 3) j)) order by x.k)
  from (values (1, e1), (2, e2), (3, e3), (4, e4)) as x (k, e) $$;
create function pg_temp.logic_details(chosen int[], rt int[]) returns jsonb language sql immutable as $$
  -- the database adds format, correctness, the correct option and the broken rule from its answer key
  select jsonb_agg(jsonb_build_object('n', i, 'itemId', (array[${LOGIC_ITEMS.map((x) => `'${x.id}'`).join(', ')}])[i], 'chosenOption', chosen[i],
    'responseTime', round(rt[i] / 1000.0, 3), 'focusLost', false, 'droppedFrames', false) order by i)
  from generate_series(1, array_length(chosen, 1)) i $$;
create function pg_temp.d2_lines(seed int, tn int, e1 int, e2 int, fr int) returns jsonb language sql immutable as $$
  select jsonb_agg(jsonb_build_object(
    'lineIndex', g / 47, 'globalIndex', g, 'isTarget', t.is_target,
    'isClicked', case when g % 47 >= t.processed then false
                      when g % 47 = t.processed - 1 then true
                      when t.is_target then pg_temp.h(seed * 10000 + g + 7) >= e1::numeric / greatest(1, tn * 0.45)
                      else pg_temp.h(seed * 10000 + g + 11) < e2::numeric / greatest(1, tn * 0.55) end) order by g)
  from generate_series(0, 657) g cross join lateral (select pg_temp.h(seed * 10000 + g) < 0.45 as is_target,
    least(47, greatest(1, round(tn / 14.0 + (pg_temp.h(seed * 100 + g / 47) - 0.5) * fr)))::int as processed) t $$;
`);

  emit(`-- Registered cognitive sessions (expired long ago; they only document where rows came from)
insert into public.test_sessions (id, student_id, conducted_by, kind, created_by, created_at, expires_at) values
${sessions.join(',\n')};

insert into public.attention_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, avg_response_time_ms, test_duration_seconds, total_correct, detailed_responses, test_start_time, test_end_time, created_at) values
${attention.join(',\n')};

insert into public.memory_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, short_visual_accuracy, short_auditory_accuracy, long_visual_accuracy, long_auditory_accuracy, test_duration_seconds, correct_answers, total_questions, detailed_answers, test_start_time, test_end_time, created_at) values
${memory.join(',\n')};

insert into public.stroop_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, avg_response_time_ms, interference_ms, flexibility_score, test_duration_seconds, stage2_correct_count, stage3_correct_count, stage2_accuracy, stage3_accuracy, detailed_responses, test_start_time, test_end_time, created_at) values
${stroop.join(',\n')};

insert into public.puzzle_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, average_response_time_ms, four_piece_score, six_piece_score, nine_piece_score, sixteen_piece_score, spatial_reasoning_score, pattern_recognition_score, problem_solving_score, cognitive_flexibility_score, response_time_variance, total_correct, test_duration_seconds, detailed_responses, test_start_time, test_end_time, created_at) values
${puzzle.join(',\n')};

insert into public.akil_mantik_test_results (id, student_id, conducted_by, session_id, success_rate, avg_response_time_ms, test_duration_seconds, correct_answers, total_questions, detailed_answers, dortlu_yatay_accuracy_percentage, dortlu_kare_accuracy_percentage, altili_kare_accuracy_percentage, l_format_accuracy_percentage, dokuzlu_format_accuracy_percentage, test_start_time, test_end_time, created_at) values
${logic.join(',\n')};

insert into public.cognitive_test_result (id, student_id, conducted_by, session_id, test_start_time, test_end_time, duration_seconds, dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru, alt_test_ozetleri, created_at) values
${cognitive.join(',\n')};

insert into public.burdon_test_results (id, student_id, conducted_by,
  section1_correct, section1_wrong, section1_missed, section1_score,
  section2_correct, section2_wrong, section2_missed, section2_score,
  section3_correct, section3_wrong, section3_missed, section3_score,
  total_correct, total_wrong, total_missed, total_score, attention_ratio,
  test_start_time, test_end_time, test_elapsed_time_seconds, test_auto_completed, detailed_results, created_at) values
${burdon.join(',\n')};

-- every d2 score column is derived from line_results on insert (d2_derive_scores)
insert into public.d2_test_results (id, student_id, conducted_by, test_duration_seconds, line_results, test_start_time, test_end_time, created_at) values
${d2.join(',\n')};

-- Parent survey: 40 answers on a 1-4 scale; total_score is their sum
insert into public.parent_survey_results (id, student_id, conducted_by, total_score, answers, created_at)
select v.id::uuid, v.student_id::uuid, v.conducted_by::uuid, a.total, a.answers, v.created_at
from (values
${survey.join(',\n')}
) as v (id, student_id, conducted_by, seed, bias, created_at)
cross join lateral (
  select sum(x.value) as total,
         jsonb_agg(jsonb_build_object('questionId', x.i, 'value', x.value) order by x.i) as answers
  from (select i, 1 + floor(4 * least(0.999, pg_temp.h(v.seed * 100 + i) * 0.5 + v.bias * 0.5))::int as value
        from generate_series(1, 40) i) x
) a;
`);

  // ---- an unfinished battery (issue 25 §3) ---------------------------------------------------------
  // Işıl Şahinoğlu's trainer started a battery two days ago; she did Dikkat, Hafıza and Stroop and
  // the window was closed: three of five sub-tests stored, no combined record. Profile and
  // Aktiviteler show it as '3/5 tamamlandı'. The rows repeat her first battery's answers (the
  // database derives the scores from them again).
  {
    const source = must(unfinishedSource, 'the unfinished-battery student has a first session');
    const student = nth(students, UNFINISHED_BATTERY_STUDENT - 1);
    const trainer = must(byId.get(student.trainerId), 'the trainer of the unfinished-battery student');
    const sid = uid('c', 900001);
    const at = (minutes: number) => ago(2 * DAY - minutes);
    const copy = (table: string, id: string, columns: string, minute: number) => `insert into public.${table} (id, student_id, conducted_by, session_id, ${columns}, test_start_time, test_end_time, created_at)
select ${q(id)}, student_id, conducted_by, ${q(sid)}, ${columns}, ${at(minute)}, ${at(minute + 5)}, ${at(minute + 5)}
from public.${table} where session_id = ${q(source)};`;
    emit(`-- An unfinished battery: 3 of 5 sub-tests (Dikkat, Hafıza, Stroop), no combined record
insert into public.test_sessions (id, student_id, conducted_by, kind, created_by, created_at, expires_at) values
  (${q(sid)}, ${q(student.id)}, ${q(trainer.id)}, 'cognitive', ${q(trainer.authId)}, ${at(-2)}, ${at(12 * 60)});
${copy('attention_test_results', uid('d', 900001), 'accuracy_percentage, avg_response_time_ms, test_duration_seconds, total_correct, detailed_responses', 0)}
${copy('memory_test_results', uid('d', 900002), 'accuracy_percentage, short_visual_accuracy, short_auditory_accuracy, long_visual_accuracy, long_auditory_accuracy, test_duration_seconds, correct_answers, total_questions, detailed_answers', 6)}
${copy('stroop_test_results', uid('d', 900003), 'accuracy_percentage, avg_response_time_ms, interference_ms, flexibility_score, test_duration_seconds, stage2_correct_count, stage3_correct_count, stage2_accuracy, stage3_accuracy, detailed_responses', 12)}
`);
  }
  return { resultRefs, counts: `${cognitive.length} cognitive sessions, ${burdon.length} burdon, ${d2.length} d2, ${survey.length} surveys` };
}
