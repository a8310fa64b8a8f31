// Server-derived scores (issue 15 §2, §4) on PGlite and — with TEST_PG_URL — PostgreSQL:
// the database computes the d2, Burdon, Dikkat, Stroop, Hafıza, Puzzle and Akıl-Mantık summary columns from the row's own detailed data with
// the same results as the pages' pure functions (d2Row → scoreD2, burdonRow) on random runs; a
// forged summary is corrected; out-of-domain values are refused with 23514; every seeded d2 and
// Burdon result agrees with itself (header totals = sum of rows, FR = max − min line TN).
//   cd supabase && npx tsx --test tests/schema/derived-scores.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, attempt, actAs, actAsOwner } from '../rls/harness.ts';
import { d2Row, generateD2Sheet } from '@akademi/shared/domain/battery/d2/sheet';
import { burdonRow, generateSheet, mulberry32, type SectionRun } from '@akademi/shared/domain/battery/burdon/sheet';
import { scoreD2, d2ResultScores, D2_ITEMS_PER_LINE } from '@akademi/shared/domain/battery/d2/scoring';
import { burdonSections } from '@akademi/shared/domain/battery/burdon/scoring';
import { attentionFields, type DikkatResponse } from '@akademi/shared/domain/battery/dikkat/scoring';
import { stroopFields, type StroopResponse } from '@akademi/shared/domain/battery/stroop/scoring';
import { COLORS, STAGE2_ITEMS, STAGE3_ITEMS, expectedAnswer, itemText, scoreResponse as stroopResponse } from '@akademi/shared/domain/battery/stroop/design';
import { memoryFields, type MemoryAnswer } from '@akademi/shared/domain/battery/hafiza/scoring';
import { MEMORY_PARTS, QUESTIONS, scoreAnswer } from '@akademi/shared/domain/battery/hafiza/design';
import { aggregateSession, type AggregateSessionInput } from '@akademi/shared/domain/cognitive/aggregate';
import { SCORED_ITEMS, scoreResponse } from '@akademi/shared/domain/battery/dikkat/design';
import { placementResponse, puzzleFields, timeoutResponse, type PieceResponse, type PuzzleItem, type PuzzleOutcome } from '@akademi/shared/domain/battery/puzzle/scoring';
import { SCORED_PUZZLES } from '@akademi/shared/domain/battery/puzzle/design';
import { logicFields, scoreLogicAnswer, type LogicAnswer } from '@akademi/shared/domain/battery/akil-mantik/scoring';
import { SCORED_ITEMS as LOGIC_ITEMS } from '@akademi/shared/domain/battery/akil-mantik/design';

const o1 = DEMO_ACCOUNTS.ogrenci1.id;
const trainer = DEMO_ACCOUNTS.antrenor1.id;

const D2_COLS = ['total_items_processed', 'correct_selections', 'omission_errors', 'commission_errors', 'total_errors', 'total_net_performance', 'total_score', 'concentration_performance', 'fluctuation_rate', 'attention_stability', 'processing_speed'] as const;
const BURDON_COLS = [1, 2, 3].flatMap((i) => ['correct', 'wrong', 'missed', 'score'].map((k) => `section${i}_${k}`))
  .concat(['total_correct', 'total_wrong', 'total_missed', 'total_score', 'attention_ratio']);

async function insertRow(tx: Tx, table: string, row: Record<string, unknown>, cols: readonly string[]): Promise<Record<string, unknown>> {
  const keys = Object.keys(row);
  const values = keys.map((k) => (row[k] !== null && typeof row[k] === 'object' ? JSON.stringify(row[k]) : row[k]));
  const r = await tx.query<Record<string, unknown>>(
    `insert into public.${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning ${cols.join(', ')}`,
    values,
  );
  return r.rows[0];
}

const ATTENTION_COLS = ['accuracy_percentage', 'success_rate', 'avg_response_time_ms', 'average_response_time_ms', 'total_correct', 'test_duration_seconds'] as const;

/** A run of the Dikkat page: random presses (some too fast, some missing) on its fixed sequence. */
function attentionRun(seed: number, items = SCORED_ITEMS.length) {
  const rnd = mulberry32(seed);
  const responses = SCORED_ITEMS.slice(0, items).map((item) => {
    const press = rnd() < (item.shape === 'star' ? 0.85 : 0.25);
    const rt = press ? Math.floor(rnd() < 0.08 ? 60 + rnd() * 90 : 200 + rnd() * 1300) : null;
    return scoreResponse(item.shape, rt, { focusLost: rnd() < 0.05, droppedFrames: false });
  });
  return { student_id: o1, session_id: crypto.randomUUID(), ...attentionFields(responses, 40_000 + Math.floor(rnd() * 20_000)) };
}

const STROOP_COLS = ['accuracy_percentage', 'success_rate', 'avg_response_time_ms', 'average_response_time_ms', 'interference_ms', 'flexibility_score', 'test_duration_seconds', 'stage2_correct_count', 'stage3_correct_count', 'stage2_accuracy', 'stage3_accuracy'] as const;

/** A run of the Stroop page: right, wrong, too fast and missing answers on its fixed stages. */
function stroopRun(seed: number) {
  const rnd = mulberry32(seed);
  const slow = 300 + rnd() * 500;
  const play = (items: typeof STAGE2_ITEMS, extra: number) => items.slice(0, items.length - Math.floor(rnd() * 3 * (seed % 2))).map((item) => {
    const x = rnd();
    if (x < 0.08) return stroopResponse(item, null, null);
    const answer = x < 0.8 ? expectedAnswer(item) : COLORS[Math.floor(rnd() * 4)];
    const rt = x > 0.95 ? 100 + Math.floor(rnd() * 140) : Math.floor(slow + extra * rnd() + rnd() * 900);
    return stroopResponse(item, answer, rt, 'pointer');
  });
  const s2 = play(STAGE2_ITEMS, 0);
  const s3 = play(STAGE3_ITEMS, rnd() * 900);
  return { student_id: o1, session_id: crypto.randomUUID(), ...stroopFields(s2, s3, 60_000 + Math.floor(rnd() * 30_000)) };
}

const MEMORY_COLS = ['accuracy_percentage', 'success_rate', 'short_visual_accuracy', 'short_auditory_accuracy', 'long_visual_accuracy', 'long_auditory_accuracy', 'correct_answers', 'total_questions', 'test_duration_seconds'] as const;

/** A run of the Hafıza page: right, wrong and too fast answers; some parts cut short. */
function memoryRun(seed: number) {
  const rnd = mulberry32(seed);
  const answers = MEMORY_PARTS.flatMap((part) => QUESTIONS[part].slice(0, rnd() < 0.2 ? Math.floor(rnd() * QUESTIONS[part].length) : undefined).map((q) => {
    const x = rnd();
    const choice = x < 0.7 ? q.correctIndex : (q.correctIndex + 1 + Math.floor(rnd() * 3)) % q.options.length;
    return scoreAnswer(q, choice, x > 0.95 ? 80 + rnd() * 60 : 400 + rnd() * 5000);
  }));
  return { student_id: o1, session_id: crypto.randomUUID(), ...memoryFields(answers, 90_000 + Math.floor(rnd() * 30_000), 'speech') };
}

const PUZZLE_COLS = ['accuracy_percentage', 'average_response_time_ms', 'four_piece_score', 'six_piece_score', 'nine_piece_score', 'sixteen_piece_score', 'spatial_reasoning_score', 'pattern_recognition_score', 'problem_solving_score', 'cognitive_flexibility_score', 'response_time_variance', 'total_correct', 'test_duration_seconds'] as const;

/** A run of the Puzzle page: wrong cells, repeated tries, too fast placements, timeouts, puzzles left out. */
function puzzleOutcomes(seed: number): PuzzleOutcome[] {
  const rnd = mulberry32(seed);
  const skill = rnd();
  const defs = SCORED_PUZZLES.filter(() => seed % 7 !== 0 || rnd() < 0.7);
  return defs.map((def) => {
    const limitMs = (def.timeLimitSeconds ?? 60) * 1000;
    const pieces: PieceResponse[] = [];
    const open = [...def.trayOrder];
    let elapsed = 0;
    while (open.length > 0) {
      const piece = open[Math.floor(rnd() * Math.min(open.length, 2))];
      const rt = rnd() < 0.06 ? 40 + rnd() * 100 : 300 + rnd() * (2000 + 8000 * (1 - skill));
      if (elapsed + rt > limitMs) {
        pieces.push(timeoutResponse(limitMs - elapsed));
        return { def, durationMs: limitMs + rnd() * 30, completed: false, pieces };
      }
      elapsed += rt;
      const others = open.filter((c) => c !== piece);
      const cell = others.length > 0 && rnd() < 0.35 * (1 - skill) + 0.03 ? others[Math.floor(rnd() * others.length)] : piece;
      pieces.push(placementResponse(piece, cell, rt, true));
      if (cell === piece) open.splice(open.indexOf(piece), 1);
    }
    return { def, durationMs: elapsed, completed: true, pieces };
  });
}

/** The claims a forger adds: every placement right and first time, perfect counts and scores. */
function forgedPuzzleDetails(items: PuzzleItem[]) {
  return items.map((it) => ({ ...it, pieceCount: 2, completed: true, isTimeout: false, correctCount: it.pieceCount, wrongCount: 0, firstTryCorrect: it.pieceCount, score: 100,
    pieces: it.pieces.map((p) => ({ ...p, isCorrect: true, firstAttempt: true, implausible: false })) }));
}

const LOGIC_COLS = ['success_rate', 'avg_response_time_ms', 'test_duration_seconds', 'correct_answers', 'total_questions', 'dortlu_yatay_accuracy_percentage', 'dortlu_kare_accuracy_percentage', 'altili_kare_accuracy_percentage', 'l_format_accuracy_percentage', 'dokuzlu_format_accuracy_percentage'] as const;

/** A run of the Akıl-Mantık page: right, wrong and too fast answers; some runs cut short. */
function logicAnswers(seed: number): LogicAnswer[] {
  const rnd = mulberry32(seed);
  const items = LOGIC_ITEMS.slice(0, seed % 4 === 0 ? 1 + Math.floor(rnd() * 14) : 15);
  return items.map((item, i) => {
    const x = rnd();
    const chosen = x < 0.65 ? item.correctIndex : Math.floor(rnd() * item.options.length);
    return scoreLogicAnswer(item, i + 1, chosen, x > 0.93 ? 20 + rnd() * 140 : 400 + rnd() * 9000);
  });
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A run of the d2 page: on each line the child works up to a random point, with random slips. */
function d2Run(seed: number) {
  const rnd = mulberry32(seed);
  const sheet = generateD2Sheet(seed);
  const clicked = new Set<number>();
  sheet.forEach((line, li) => {
    const reach = Math.floor(rnd() * (D2_ITEMS_PER_LINE + 1));
    line.forEach((item, i) => {
      if (i >= reach) return;
      const slip = rnd() < 0.1;
      if (item.isTarget !== slip) clicked.add(li * D2_ITEMS_PER_LINE + i);
    });
  });
  const start = new Date('2026-11-23T10:00:00Z');
  return d2Row({ sessionId: crypto.randomUUID(), studentId: o1, conductedBy: trainer, sheet, clicked, lineSeconds: 20, start, end: new Date(start.getTime() + 280_000) });
}

function burdonRun(seed: number) {
  const rnd = mulberry32(seed);
  const sheet = generateSheet(seed);
  const sections: SectionRun[] = sheet.map((rows) => {
    const marked = new Set<string>();
    rows.forEach((row, r) => row.forEach((cell, c) => {
      if (rnd() < (cell.isTarget ? 0.8 : 0.05)) marked.add(`${r}:${c}`);
    }));
    return { marked, elapsedSeconds: 100, autoCompleted: false };
  });
  const start = new Date('2026-11-23T10:00:00Z');
  return burdonRow({ sessionId: crypto.randomUUID(), studentId: o1, conductedBy: trainer, sheet, seed, targets: ['a', 'b', 'd', 'g'], sectionSeconds: 120, sections, start, end: new Date(start.getTime() + 360_000) });
}

for (const target of targets()) {
  describe(`server-derived scores on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('d2: the database derives what the page computes (20 random runs), whatever the client claims', async () => {
      for (let seed = 1; seed <= 20; seed++) {
        const page = d2Run(seed * 7919);
        const { session_id: _s, ...row } = page;
        const forged = { ...row, total_items_processed: 999, correct_selections: 500, fluctuation_rate: 0, concentration_performance: 9999 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'd2_test_results', forged, D2_COLS));
        for (const c of D2_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
      }
    });

    it('Burdon: the database derives what the page computes (20 random runs); forged totals are corrected', async () => {
      for (let seed = 1; seed <= 20; seed++) {
        const page = burdonRun(seed * 104729);
        const { session_id: _s, ...row } = page;
        const forged = { ...row, total_correct: 999, section1_score: 120, attention_ratio: 1, total_missed: 0 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'burdon_test_results', forged, BURDON_COLS));
        for (const c of BURDON_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
      }
    });

    it('Dikkat: the database derives what attentionFields computes (30 random runs), whatever the client claims', async () => {
      for (let seed = 1; seed <= 30; seed++) {
        const page = attentionRun(seed * 6151, seed % 5 === 0 ? 1 + (seed % 29) : 30);
        const claimed = Object.fromEntries(Object.entries(page.detailed_responses).map(([k, r]) => [k, { ...r, isCorrect: true, implausible: false }]));
        const forged = { ...page, detailed_responses: claimed, accuracy_percentage: 100, success_rate: 100, total_correct: Object.keys(page.detailed_responses).length, avg_response_time_ms: 1, average_response_time_ms: 1 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'attention_test_results', forged, [...ATTENTION_COLS, 'detailed_responses']));
        for (const c of ATTENTION_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
        assert.deepEqual(stored.detailed_responses, JSON.parse(JSON.stringify(page.detailed_responses)), `seed ${seed} detailed_responses`);
      }
    });

    it('Dikkat: a forged summary (99 % / 20 correct for 17 of 20) is stored as the true figures; an update cannot forge it either', async () => {
      // the first 20 items of the sequence: 17 handled right, 3 wrong (a star missed, a distractor pressed)
      const responses = SCORED_ITEMS.slice(0, 20).map((item, i) => {
        const right = i < 17;
        const press = (item.shape === 'star') === right;
        return scoreResponse(item.shape, press ? 400 + i * 10 : null);
      });
      const truth = attentionFields(responses, 30_000);
      assert.equal(truth.total_correct, 17);
      // the forger also marks every response correct
      const claimed = Object.fromEntries(Object.entries(truth.detailed_responses).map(([k, r]) => [k, { ...r, isCorrect: true, isTarget: true, shape: 'star' }]));
      const out = await inRollback(db, async (tx) => {
        const inserted = await insertRow(tx, 'attention_test_results', { ...truth, detailed_responses: claimed, student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 99, success_rate: 99, total_correct: 20 }, ['id', ...ATTENTION_COLS]);
        const updated = (await tx.query<Record<string, unknown>>(
          `update public.attention_test_results set accuracy_percentage = 100, total_correct = 20, avg_response_time_ms = 5 where id = $1 returning ${ATTENTION_COLS.join(', ')}`, [inserted.id])).rows[0];
        return { inserted, updated };
      });
      for (const row of [out.inserted, out.updated]) {
        assert.equal(num(row.accuracy_percentage), 85);
        assert.equal(num(row.success_rate), 85);
        assert.equal(num(row.total_correct), 17);
        assert.equal(num(row.avg_response_time_ms), truth.avg_response_time_ms);
        assert.equal(num(row.average_response_time_ms), truth.avg_response_time_ms);
      }
    });

    it('Dikkat without detailed_responses stores no claimed figure', async () => {
      const stored = await inRollback(db, (tx) => insertRow(tx, 'attention_test_results',
        { student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 95, success_rate: 95, total_correct: 28, avg_response_time_ms: 300 }, ATTENTION_COLS));
      for (const c of ['accuracy_percentage', 'success_rate', 'avg_response_time_ms', 'average_response_time_ms', 'total_correct'] as const) assert.equal(stored[c], null, c);
    });

    it('Stroop: the database derives what stroopFields computes (60 random runs), whatever the client claims', async () => {
      for (let seed = 1; seed <= 60; seed++) {
        const page = stroopRun(seed * 3571);
        // the forger also marks every answer correct and plausible, and claims the ink was its answer
        const claim = (rs: StroopResponse[]) => ({ responses: rs.map((r) => ({ ...r, correct: true, implausible: false, timedOut: false, ink: r.answer ?? r.ink })) });
        const claimed = { stage2: claim(page.detailed_responses.stage2.responses), stage3: claim(page.detailed_responses.stage3.responses) };
        const forged = { ...page, detailed_responses: claimed, accuracy_percentage: 100, success_rate: 100, interference_ms: 0, flexibility_score: 100, stage2_correct_count: 12, stage3_correct_count: 12, stage2_accuracy: 100, stage3_accuracy: 100, avg_response_time_ms: 300, average_response_time_ms: 300 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'stroop_test_results', forged, [...STROOP_COLS, 'detailed_responses']));
        for (const c of STROOP_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
        assert.deepEqual(stored.detailed_responses, JSON.parse(JSON.stringify(page.detailed_responses)), `seed ${seed} detailed_responses`);
      }
    });

    it('Stroop: a forged summary is corrected on insert and on update; without answers no claimed figure is kept', async () => {
      const s2 = STAGE2_ITEMS.map((item) => stroopResponse(item, expectedAnswer(item), 600));
      const s3 = STAGE3_ITEMS.map((item, i) => stroopResponse(item, i < 9 ? expectedAnswer(item) : null, i < 9 ? 900 : null));
      const truth = stroopFields(s2, s3, 70_000);
      assert.equal(truth.stage3_correct_count, 9);
      // the forger also marks the three unanswered items as answered right
      const claimed = { ...truth.detailed_responses, stage3: { responses: truth.detailed_responses.stage3.responses.map((r) => ({ ...r, correct: true })) } };
      const out = await inRollback(db, async (tx) => {
        const inserted = await insertRow(tx, 'stroop_test_results', { ...truth, detailed_responses: claimed, student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 99, stage3_correct_count: 12, interference_ms: 0, flexibility_score: 100 }, ['id', ...STROOP_COLS]);
        const updated = (await tx.query<Record<string, unknown>>(
          `update public.stroop_test_results set stage3_accuracy = 100, flexibility_score = 100 where id = $1 returning ${STROOP_COLS.join(', ')}`, [inserted.id])).rows[0];
        const bare = await insertRow(tx, 'stroop_test_results', { student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 95, flexibility_score: 90 }, STROOP_COLS);
        return { inserted, updated, bare };
      });
      for (const row of [out.inserted, out.updated]) {
        assert.equal(num(row.accuracy_percentage), 87.5);
        assert.equal(num(row.stage3_correct_count), 9);
        assert.equal(num(row.stage3_accuracy), 75);
        assert.equal(num(row.interference_ms), 300);
        assert.equal(num(row.flexibility_score), 60); // 75 × (1 − 0.4 × 300/600)
      }
      for (const c of ['accuracy_percentage', 'flexibility_score', 'stage3_accuracy', 'interference_ms'] as const) assert.equal(out.bare[c], null, c);
    });

    it('Hafıza: the database derives what memoryFields computes (40 random runs), whatever the client claims', async () => {
      for (let seed = 1; seed <= 40; seed++) {
        const page = memoryRun(seed * 7207);
        // the forger also marks every answer correct and plausible, and claims its choice was the correct option
        const claim = (as: MemoryAnswer[]) => as.map((a) => ({ ...a, isCorrect: true, implausible: false, correctIndex: a.chosenIndex, target: a.chosen }));
        const d = page.detailed_answers;
        const claimed = { ...d, short_visual: claim(d.short_visual), short_auditory: claim(d.short_auditory), long_visual: claim(d.long_visual), long_auditory: claim(d.long_auditory) };
        const forged = { ...page, detailed_answers: claimed, accuracy_percentage: 100, success_rate: 100, correct_answers: page.total_questions, short_visual_accuracy: 100, long_auditory_accuracy: 100 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'memory_test_results', forged, [...MEMORY_COLS, 'detailed_answers']));
        for (const c of MEMORY_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
        assert.deepEqual(stored.detailed_answers, JSON.parse(JSON.stringify(page.detailed_answers)), `seed ${seed} detailed_answers`);
      }
    });

    it('Hafıza: a forged summary (99 % / 20 correct for 17 of 20) is stored as the true figures; without answers no claim is kept', async () => {
      let i = 0;
      const answers = MEMORY_PARTS.flatMap((part) => QUESTIONS[part].map((q) => scoreAnswer(q, i++ < 17 ? q.correctIndex : (q.correctIndex + 1) % 4, 1500)));
      const truth = memoryFields(answers, 100_000, 'speech');
      assert.equal(truth.correct_answers, 17);
      // the forger also marks the three wrong answers correct
      const claimedMemory = { ...truth.detailed_answers, long_auditory: truth.detailed_answers.long_auditory.map((a) => ({ ...a, isCorrect: true })) };
      const out = await inRollback(db, async (tx) => {
        const inserted = await insertRow(tx, 'memory_test_results', { ...truth, detailed_answers: claimedMemory, student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 99, success_rate: 99, correct_answers: 20 }, ['id', ...MEMORY_COLS]);
        const updated = (await tx.query<Record<string, unknown>>(
          `update public.memory_test_results set correct_answers = 20, long_auditory_accuracy = 100 where id = $1 returning ${MEMORY_COLS.join(', ')}`, [inserted.id])).rows[0];
        const bare = await insertRow(tx, 'memory_test_results', { student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 95, correct_answers: 19, total_questions: 20 }, MEMORY_COLS);
        return { inserted, updated, bare };
      });
      for (const row of [out.inserted, out.updated]) {
        assert.equal(num(row.accuracy_percentage), 85);
        assert.equal(num(row.success_rate), 85);
        assert.equal(num(row.correct_answers), 17);
        assert.equal(num(row.total_questions), 20);
        assert.equal(num(row.long_auditory_accuracy), truth.long_auditory_accuracy);
      }
      for (const c of ['accuracy_percentage', 'correct_answers', 'total_questions'] as const) assert.equal(out.bare[c], null, c);
    });

    it('Puzzle: the database derives what puzzleFields computes (60 random runs), whatever the client claims about placements and scores', async () => {
      for (let seed = 1; seed <= 60; seed++) {
        const page = puzzleFields(puzzleOutcomes(seed * 4813));
        const forged = { student_id: o1, session_id: crypto.randomUUID(), ...page, detailed_responses: forgedPuzzleDetails(page.detailed_responses),
          accuracy_percentage: 100, four_piece_score: 100, sixteen_piece_score: 100, total_correct: 35, spatial_reasoning_score: 100, problem_solving_score: 100,
          cognitive_flexibility_score: 100, pattern_recognition_score: 100, average_response_time_ms: 1, response_time_variance: 0, test_duration_seconds: 1 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'puzzle_test_results', forged, [...PUZZLE_COLS, 'detailed_responses']));
        for (const c of PUZZLE_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
        // the stored placements carry the derived flags, counts and scores (the page's, not the forger's)
        assert.deepEqual(stored.detailed_responses, JSON.parse(JSON.stringify(page.detailed_responses)), `seed ${seed} detailed_responses`);
      }
    });

    it('Puzzle: a wrong placement claimed right is stored as wrong, on insert and on update; without placements no claim is kept', async () => {
      const [p4, p6] = SCORED_PUZZLES;
      const outcomes: PuzzleOutcome[] = [
        { def: p4, durationMs: 9000, completed: true, pieces: [placementResponse(0, 1, 2000, true), ...[0, 1, 2, 3].map((i) => placementResponse(i, i, 1750, i !== 0))] },
        { def: p6, durationMs: 60000, completed: false, pieces: [...[0, 1, 2].map((i) => placementResponse(i, i, 3000, true)), timeoutResponse(51000)] },
      ];
      const truth = puzzleFields(outcomes);
      assert.equal(truth.detailed_responses[0].wrongCount, 1);
      const claimed = forgedPuzzleDetails(truth.detailed_responses);
      const out = await inRollback(db, async (tx) => {
        const inserted = await insertRow(tx, 'puzzle_test_results', { ...truth, student_id: o1, session_id: crypto.randomUUID(), detailed_responses: claimed, four_piece_score: 100, accuracy_percentage: 100 }, ['id', 'detailed_responses', ...PUZZLE_COLS]);
        const updated = (await tx.query<Record<string, unknown>>(
          `update public.puzzle_test_results set detailed_responses = $2::jsonb, six_piece_score = 100 where id = $1 returning detailed_responses, ${PUZZLE_COLS.join(', ')}`, [inserted.id, JSON.stringify(claimed)])).rows[0];
        const bare = await insertRow(tx, 'puzzle_test_results', { student_id: o1, session_id: crypto.randomUUID(), accuracy_percentage: 95, four_piece_score: 100, total_correct: 35 }, PUZZLE_COLS);
        return { inserted, updated, bare };
      });
      for (const row of [out.inserted, out.updated]) {
        const items = row.detailed_responses as PuzzleItem[];
        assert.equal(items[0].pieces[0].isCorrect, false);
        assert.equal(items[0].wrongCount, 1);
        assert.equal(items[1].completed, false);
        assert.equal(items[0].pieceCount, 4);
        assert.equal(num(row.four_piece_score), truth.four_piece_score);
        assert.equal(num(row.six_piece_score), truth.six_piece_score);
        assert.equal(num(row.accuracy_percentage), truth.accuracy_percentage);
        assert.ok(truth.four_piece_score < 100 && truth.accuracy_percentage < 100);
      }
      for (const c of PUZZLE_COLS) assert.equal(out.bare[c], null, c);
    });

    it('Akıl-Mantık: the database re-scores the answers against its key and derives what logicFields computes (60 random runs)', async () => {
      for (let seed = 1; seed <= 60; seed++) {
        const answers = logicAnswers(seed * 2731);
        const page = logicFields(answers, 60_000 + seed * 917.3);
        // the forger claims every answer right (with a matching "correct option") and a perfect summary
        const claimed = answers.map((a) => ({ ...a, isCorrect: true, implausible: false, correctOption: a.chosenOption, brokenRule: null }));
        const forged = { student_id: o1, session_id: crypto.randomUUID(), ...page, detailed_answers: claimed, success_rate: 100, correct_answers: answers.length, avg_response_time_ms: 1, dokuzlu_format_accuracy_percentage: 100 };
        const stored = await inRollback(db, (tx) => insertRow(tx, 'akil_mantik_test_results', forged, [...LOGIC_COLS, 'detailed_answers']));
        for (const c of LOGIC_COLS) assert.equal(num(stored[c]), num(page[c]), `seed ${seed} ${c}`);
        assert.deepEqual(stored.detailed_answers, JSON.parse(JSON.stringify(page.detailed_answers)), `seed ${seed} detailed_answers`);
      }
    });

    it('Akıl-Mantık: a wrong answer claimed right is stored as wrong, on insert and on update; without answers no claim is kept', async () => {
      const answers = LOGIC_ITEMS.map((item, i) => scoreLogicAnswer(item, i + 1, i < 12 ? item.correctIndex : (item.correctIndex + 1) % item.options.length, 2000));
      const truth = logicFields(answers, 90_000);
      assert.equal(truth.correct_answers, 12);
      const claimed = answers.map((a) => ({ ...a, isCorrect: true, correctOption: a.chosenOption, format: 'dortlu_yatay' }));
      const out = await inRollback(db, async (tx) => {
        const inserted = await insertRow(tx, 'akil_mantik_test_results', { ...truth, student_id: o1, session_id: crypto.randomUUID(), detailed_answers: claimed, success_rate: 100, correct_answers: 15 }, ['id', 'detailed_answers', ...LOGIC_COLS]);
        const updated = (await tx.query<Record<string, unknown>>(
          `update public.akil_mantik_test_results set detailed_answers = $2::jsonb, success_rate = 100, dokuzlu_format_accuracy_percentage = 100 where id = $1 returning detailed_answers, ${LOGIC_COLS.join(', ')}`, [inserted.id, JSON.stringify(claimed)])).rows[0];
        const bare = await insertRow(tx, 'akil_mantik_test_results', { student_id: o1, session_id: crypto.randomUUID(), success_rate: 95, correct_answers: 14, total_questions: 15 }, LOGIC_COLS);
        return { inserted, updated, bare };
      });
      for (const row of [out.inserted, out.updated]) {
        assert.equal(num(row.success_rate), 80);
        assert.equal(num(row.correct_answers), 12);
        assert.equal(num(row.dokuzlu_format_accuracy_percentage), 0);
        assert.equal(num(row.l_format_accuracy_percentage), 100);
        const stored = row.detailed_answers as LogicAnswer[];
        assert.deepEqual(stored.map((a) => a.isCorrect), answers.map((a) => a.isCorrect));
        assert.deepEqual(stored.map((a) => a.correctOption), answers.map((a) => a.correctOption));
        assert.deepEqual(stored.map((a) => a.format), LOGIC_ITEMS.map((i) => i.format));
      }
      for (const c of LOGIC_COLS.filter((x) => x !== 'test_duration_seconds')) assert.equal(out.bare[c], null, c);
    });

    it("after the migrations the design tables hold the designs of shared/src/domain/battery (the generated migration), and no API caller reads them", async () => {
      const memory = (await db.query<Record<string, unknown>>('select part, position, target, options, correct_index from public.memory_items')).rows;
      assert.deepEqual(memory.map((r) => [r.part, num(r.position), r.target, r.options, num(r.correct_index)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
        MEMORY_PARTS.flatMap((p) => QUESTIONS[p].map((it) => [p, it.n, it.target, it.options, it.correctIndex])).sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])));
      const stroop = (await db.query<Record<string, unknown>>('select stage, position, word, ink, shown_text from public.stroop_items order by stage, position')).rows;
      assert.deepEqual(stroop.map((r) => [num(r.stage), num(r.position), r.word, r.ink, r.shown_text]),
        [...STAGE2_ITEMS, ...STAGE3_ITEMS].map((it) => [it.stage, it.n, it.word, it.ink, itemText(it)]));
      const dikkat = (await db.query<{ position: number; shape: string }>('select position, shape from public.attention_items order by position')).rows;
      assert.deepEqual(dikkat.map((r) => [Number(r.position), r.shape]), SCORED_ITEMS.map((it) => [it.n, it.shape]));
      const puzzles = (await db.query<Record<string, unknown>>('select * from public.puzzle_design order by puzzle')).rows;
      assert.deepEqual(puzzles.map((r) => [r.puzzle, r.piece_count, r.grid_rows, r.grid_cols, r.scene, r.time_limit_seconds].map((v) => (typeof v === 'string' ? v : num(v)))),
        SCORED_PUZZLES.map((p) => [p.n, p.pieceCount, p.scene.rows, p.scene.cols, p.scene.name, p.timeLimitSeconds]));
      const items = (await db.query<Record<string, unknown>>('select * from public.akil_mantik_items order by position')).rows;
      assert.deepEqual(items.map((r) => [r.item_id, num(r.position), r.format, num(r.correct_option), num(r.option_count), r.option_breaks]),
        LOGIC_ITEMS.map((it, i) => [it.id, i + 1, it.format, it.correctIndex + 1, it.options.length, it.optionBreaks]));
      for (const who of ['ogrenci1', 'antrenor1', 'admin'] as const) {
        for (const table of ['puzzle_design', 'akil_mantik_items', 'attention_items', 'stroop_items', 'memory_items']) {
          const r = await inRollback(db, async (tx) => {
            await actAs(tx, who);
            return attempt(tx, `select * from public.${table}`);
          });
          assert.ok(!r.ok || r.rows.length === 0, `${who} reads ${table}`);
          const w = await inRollback(db, async (tx) => {
            await actAs(tx, who);
            return attempt(tx, `update public.${table} set ${{ puzzle_design: 'time_limit_seconds = 9999', akil_mantik_items: 'correct_option = 1', attention_items: "shape = 'star'", stroop_items: "ink = 'red'", memory_items: 'correct_index = 0' }[table]}`);
          });
          assert.ok(!w.ok || w.rows.length === 0, `${who} writes ${table}`);
        }
      }
    });

    it('Burdon section columns that contradict detailed_results are replaced by it', async () => {
      const page = burdonRun(42);
      const { session_id: _s, ...row } = page;
      const stored = await inRollback(db, (tx) => insertRow(tx, 'burdon_test_results', { ...row, section2_correct: 119, section2_missed: 0 }, BURDON_COLS));
      assert.equal(num(stored.section2_correct), num(page.section2_correct));
      assert.equal(num(stored.section2_missed), num(page.section2_missed));
    });

    it('d2 without line_results stores no claimed score', async () => {
      const stored = await inRollback(db, (tx) => insertRow(tx, 'd2_test_results', { student_id: o1, total_items_processed: 658, correct_selections: 300 }, D2_COLS));
      for (const c of D2_COLS) assert.equal(stored[c], null, c);
    });

    it('out-of-domain values are refused with 23514 and a clear message', async () => {
      const d2 = d2Run(5);
      const { session_id: _d, ...d2row } = d2;
      const lines = d2row.line_results as unknown[];
      const burdon = burdonRun(5);
      const { session_id: _b, ...brow } = burdon;
      const details = burdon.detailed_results as { sections: Record<string, unknown>[] };
      const cases: [string, string, unknown[]][] = [
        ['d2 more items than the sheet', `insert into public.d2_test_results (student_id, line_results) values ($1, $2::jsonb)`, [o1, JSON.stringify([...lines, ...lines.slice(0, 10).map((x, i) => ({ ...(x as object), globalIndex: 1000 + i }))])]],
        ['d2 an item twice', `insert into public.d2_test_results (student_id, line_results) values ($1, $2::jsonb)`, [o1, JSON.stringify([...lines.slice(0, 20), lines[0]])]],
        ['d2 negative duration', `insert into public.d2_test_results (student_id, test_duration_seconds, line_results) values ($1, -5, $2::jsonb)`, [o1, JSON.stringify(lines)]],
        ['Burdon negative count', `insert into public.burdon_test_results (student_id, detailed_results) values ($1, $2::jsonb)`,
          [o1, JSON.stringify({ ...details, sections: [{ ...details.sections[0], wrong: -3 }] })]],
        ['Burdon more marks than letters', `insert into public.burdon_test_results (student_id, section1_correct, section1_wrong) values ($1, 100, 30)`, [o1]],
        ['Burdon negative time', `insert into public.burdon_test_results (student_id, test_elapsed_time_seconds) values ($1, -1)`, [o1]],
        // attention accuracy, correct count and mean time are derived (corrected, see above); its
        // measured duration is kept and checked
        ['attention negative duration', `insert into public.attention_test_results (student_id, session_id, test_duration_seconds) values ($1, gen_random_uuid(), -20)`, [o1]],
        ['attention more responses than items', `insert into public.attention_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`,
          [o1, JSON.stringify(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [String(i + 1), { reactionTime: 500, isCorrect: true }])))]],
        ['attention not an item of the sequence', `insert into public.attention_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ '31': { reactionTime: 400 } })]],
        ['attention negative reaction time', `insert into public.attention_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ '1': { reactionTime: -40 } })]],
        ['memory negative duration', `insert into public.memory_test_results (student_id, session_id, test_duration_seconds) values ($1, gen_random_uuid(), -2)`, [o1]],
        ['memory more answers than questions', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`,
          [o1, JSON.stringify({ short_visual: Array.from({ length: 21 }, () => ({ isCorrect: true })) })]],
        ['memory not a question of the test (plain list without part)', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ chosenIndex: 0, responseTime: 2 }])]],
        ['memory question 6 of a part', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ part: 'long_visual', n: 6, chosenIndex: 0, responseTime: 2 }])]],
        ['memory option out of range', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ short_visual: [{ chosenIndex: 4, responseTime: 2 }] })]],
        ['memory answer not an object', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ short_visual: [2] })]],
        ['memory response time not a number', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ short_visual: [{ chosenIndex: 2, responseTime: 'fast' }] })]],
        ['memory negative response time', `insert into public.memory_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ short_visual: [{ chosenIndex: 2, responseTime: -1 }] })]],
        ['stroop more answers than items', `insert into public.stroop_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`,
          [o1, JSON.stringify({ stage2: { responses: [] }, stage3: { responses: Array.from({ length: 13 }, () => ({ answer: 'red', responseTime: 600 })) } })]],
        ['stroop answer not a colour', `insert into public.stroop_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ stage2: { responses: [{ answer: 'purple', responseTime: 600 }] } })]],
        ['stroop answer not an object', `insert into public.stroop_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ stage2: { responses: ['red'] } })]],
        ['stroop response time not a number', `insert into public.stroop_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ stage3: { responses: [{ answer: 'blue', responseTime: '600' }] } })]],
        ['stroop negative response time', `insert into public.stroop_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify({ stage3: { responses: [{ answer: 'blue', responseTime: -600 }] } })]],
        ['stroop negative duration', `insert into public.stroop_test_results (student_id, session_id, test_duration_seconds) values ($1, gen_random_uuid(), -1)`, [o1]],
        ['logic more answers than items', `insert into public.akil_mantik_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`,
          [o1, JSON.stringify(Array.from({ length: 16 }, () => ({ isCorrect: true })))]],
        // puzzle and logic summaries are derived (a claimed 140 is replaced); their raw data is checked
        ['puzzle more puzzles than four', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([1, 2, 3, 4, 1].map((n) => ({ puzzle: n, durationSeconds: 5, pieces: [] })))]],
        ['puzzle not a scored puzzle', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ puzzle: 5, durationSeconds: 5, pieces: [] }])]],
        ['puzzle the same puzzle twice', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ puzzle: 2, durationSeconds: 5, pieces: [] }, { puzzle: 2, durationSeconds: 5, pieces: [] }])]],
        ['puzzle negative duration', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ puzzle: 1, durationSeconds: -3, pieces: [] }])]],
        ['puzzle piece not on the board', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ puzzle: 1, durationSeconds: 5, pieces: [{ piece: 4, cell: 4, responseTime: 1 }] }])]],
        ['puzzle negative response time', `insert into public.puzzle_test_results (student_id, session_id, detailed_responses) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ puzzle: 1, durationSeconds: 5, pieces: [{ piece: 0, cell: 0, responseTime: -1 }] }])]],
        ['logic unknown item', `insert into public.akil_mantik_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ itemId: 'p1', chosenOption: 1, responseTime: 1 }])]],
        ['logic an item twice', `insert into public.akil_mantik_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ itemId: 'dy1', chosenOption: 4, responseTime: 1 }, { itemId: 'dy1', chosenOption: 4, responseTime: 1 }])]],
        ['logic option outside the item', `insert into public.akil_mantik_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ itemId: 'dy1', chosenOption: 5, responseTime: 1 }])]],
        ['logic negative response time', `insert into public.akil_mantik_test_results (student_id, session_id, detailed_answers) values ($1, gen_random_uuid(), $2::jsonb)`, [o1, JSON.stringify([{ itemId: 'dy1', chosenOption: 4, responseTime: -0.5 }])]],
      ];
      const failures: string[] = [];
      for (const [name, sql, params] of cases) {
        const r = await inRollback(db, (tx) => attempt(tx, sql, params));
        if (r.code !== '23514') failures.push(`${name}: ${r.ok ? 'stored' : `${r.code} ${r.message}`}`);
      }
      assert.deepEqual(failures, []);
      // the message names the field
      const r = await inRollback(db, (tx) => attempt(tx, `insert into public.burdon_test_results (student_id, section2_missed) values ($1, -1)`, [o1]));
      assert.match(r.message ?? '', /Geçersiz sonuç değeri: section2/);
      void brow;
    });

    it("the pages' own row shapes at full size are accepted (Hafıza's per-part answers with auditory_presentation)", async () => {
      const part = (n: number) => Array.from({ length: 5 }, (_, i) => ({ n: i + 1 + n, isCorrect: true, responseTime: 1.2 }));
      const detailed = { short_visual: part(0), short_auditory: part(5), long_visual: part(10), long_auditory: part(15), auditory_presentation: { spoken: 0, text: 10 } };
      const r = await inRollback(db, (tx) => attempt(tx,
        `insert into public.memory_test_results (student_id, session_id, accuracy_percentage, correct_answers, total_questions, detailed_answers) values ($1, gen_random_uuid(), 100, 20, 20, $2::jsonb)`,
        [o1, JSON.stringify(detailed)]));
      assert.ok(r.ok, r.message);
      const dikkat = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [String(i + 1), { shape: 'star', reactionTime: 400, isCorrect: true }]));
      const d = await inRollback(db, (tx) => attempt(tx,
        `insert into public.attention_test_results (student_id, session_id, accuracy_percentage, total_correct, detailed_responses) values ($1, gen_random_uuid(), 100, 30, $2::jsonb)`,
        [o1, JSON.stringify(dikkat)]));
      assert.ok(d.ok, d.message);
    });

    it('the conductor writing through the API gets the same 23514 (not a permission error), and derived scores', async () => {
      const out = await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        const sid = crypto.randomUUID();
        await tx.query(`insert into public.test_sessions (id, student_id, conducted_by, kind) values ($1, $2, public.current_user_id(), 'burdon')`, [sid, o1]);
        const bad = await attempt(tx, `insert into public.burdon_test_results (student_id, session_id, section1_missed) values ($1, $2, -4)`, [o1, sid]);
        // no RETURNING: staff read no result row back (issue 26 §2); the owner reads the stored figures
        const written = await attempt(tx,
          `insert into public.burdon_test_results (student_id, session_id, section1_correct, section2_correct, total_correct, total_score) values ($1, $2, 10, 5, 999, 999)`, [o1, sid]);
        await actAsOwner(tx);
        const stored = await attempt<{ total_correct: number; total_score: number }>(tx, 'select total_correct, total_score from public.burdon_test_results where session_id = $1', [sid]);
        const forged = { ...stored, ok: written.ok && stored.ok, message: written.message ?? stored.message };
        return { bad, forged };
      });
      assert.equal(out.bad.code, '23514', out.bad.message);
      assert.ok(out.forged.ok, out.forged.message);
      assert.equal(out.forged.rows[0].total_correct, 15);
      assert.equal(out.forged.rows[0].total_score, 15);
    });

    it('every seeded d2 result agrees with itself: header = sum of rows, FR = max − min line TN, late lines counted', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.d2_test_results where line_results is not null')).rows;
      assert.ok(rows.length > 10);
      for (const row of rows) {
        const report = d2ResultScores(row as never);
        const fresh = scoreD2(row.line_results);
        const sum = (f: (l: (typeof fresh.lines)[number]) => number) => fresh.lines.reduce((s, l) => s + f(l), 0);
        assert.equal(report.TN, sum((l) => l.processed));
        assert.equal(report.E1, sum((l) => l.omissions));
        assert.equal(report.E2, sum((l) => l.commissions));
        assert.equal(report.D, sum((l) => l.correct));
        const tns = fresh.lines.map((l) => l.processed);
        assert.equal(report.FR, Math.max(...tns) - Math.min(...tns));
        assert.equal(report.CP, report.D - report.E2);
        // every line was worked on (the seed used to leave lines 13–14 untouched)
        assert.ok(fresh.lines[12].processed > 0 && fresh.lines[13].processed > 0, 'lines 13–14 processed');
      }
    });

    it('every seeded Dikkat result is what attentionFields computes from its answers, and its combined record agrees', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.attention_test_results where detailed_responses is not null')).rows;
      assert.ok(rows.length > 10);
      let combinedChecked = 0;
      for (const row of rows) {
        const responses = Object.values(row.detailed_responses as Record<string, DikkatResponse>);
        const fields = attentionFields(responses, Number(row.test_duration_seconds) * 1000);
        for (const c of ATTENTION_COLS) assert.equal(num(row[c]), num(fields[c]), `${String(row.id)} ${c}`);
        const combined = (await db.query<Record<string, unknown>>('select * from public.cognitive_test_result where session_id = $1', [row.session_id])).rows[0];
        if (!combined) continue;
        const input: Record<string, unknown> = { sessionId: row.session_id };
        for (const [key, table] of [['attention', 'attention_test_results'], ['memory', 'memory_test_results'], ['stroop', 'stroop_test_results'], ['puzzle', 'puzzle_test_results'], ['logic', 'akil_mantik_test_results']] as const) {
          input[key] = (await db.query(`select * from public.${table} where session_id = $1 order by test_end_time desc limit 1`, [row.session_id])).rows[0] ?? null;
        }
        const agg = aggregateSession(input as unknown as AggregateSessionInput);
        assert.ok(agg.ok);
        // the attention figures of the seeded combined record are those of its stored row
        assert.equal(num(combined.dikkat_skoru), agg.record.dikkat_skoru, `${String(row.id)} dikkat_skoru`);
        const summary = (combined.alt_test_ozetleri as { attention: Record<string, unknown> }).attention;
        assert.equal(num(summary.accuracy), num(row.accuracy_percentage));
        assert.equal(num(summary.avg_response_time_ms), num(row.avg_response_time_ms));
        combinedChecked++;
      }
      assert.ok(combinedChecked > 10);
    });

    it('every seeded Stroop result is what stroopFields computes from its answers, and its combined record agrees', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.stroop_test_results where detailed_responses is not null')).rows;
      assert.ok(rows.length > 10);
      let combinedChecked = 0;
      for (const row of rows) {
        const d = row.detailed_responses as { stage2: { responses: StroopResponse[] }; stage3: { responses: StroopResponse[] } };
        const fields = stroopFields(d.stage2.responses, d.stage3.responses, Number(row.test_duration_seconds) * 1000);
        for (const c of STROOP_COLS) assert.equal(num(row[c]), num(fields[c]), `${String(row.id)} ${c}`);
        const combined = (await db.query<Record<string, unknown>>('select * from public.cognitive_test_result where session_id = $1', [row.session_id])).rows[0];
        if (!combined) continue;
        assert.equal(num(combined.bilissel_esneklik_skoru), num(row.flexibility_score), `${String(row.id)} bilissel_esneklik_skoru`);
        const summary = (combined.alt_test_ozetleri as { stroop: Record<string, unknown> }).stroop;
        for (const [k, c] of [['accuracy', 'accuracy_percentage'], ['interference_ms', 'interference_ms'], ['flexibility_score', 'flexibility_score']] as const) {
          assert.equal(num(summary[k]), num(row[c]), `${String(row.id)} ${k}`);
        }
        combinedChecked++;
      }
      assert.ok(combinedChecked > 10);
    });

    it('every seeded Hafıza result is what memoryFields computes from its answers, and its combined record agrees', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.memory_test_results where detailed_answers is not null')).rows;
      assert.ok(rows.length > 10);
      let combinedChecked = 0;
      for (const row of rows) {
        const d = row.detailed_answers as Record<string, MemoryAnswer[]>;
        const fields = memoryFields(MEMORY_PARTS.flatMap((p) => d[p] ?? []), Number(row.test_duration_seconds) * 1000, 'speech');
        for (const c of MEMORY_COLS) assert.equal(num(row[c]), num(fields[c]), `${String(row.id)} ${c}`);
        const combined = (await db.query<Record<string, unknown>>('select * from public.cognitive_test_result where session_id = $1', [row.session_id])).rows[0];
        if (!combined) continue;
        assert.equal(num(combined.hafiza_skoru), num(row.accuracy_percentage), `${String(row.id)} hafiza_skoru`);
        assert.equal(num((combined.alt_test_ozetleri as { memory: Record<string, unknown> }).memory.accuracy), num(row.accuracy_percentage));
        combinedChecked++;
      }
      assert.ok(combinedChecked > 10);
    });

    it('every seeded Puzzle result is what puzzleFields computes from its placements and the design, and its combined record agrees', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.puzzle_test_results where detailed_responses is not null')).rows;
      assert.ok(rows.length > 10);
      let combinedChecked = 0;
      for (const row of rows) {
        // an independent re-scoring: only the puzzle numbers, durations and (piece, cell, time) are read
        const outcomes: PuzzleOutcome[] = (row.detailed_responses as PuzzleItem[]).map((it) => ({
          def: SCORED_PUZZLES[it.puzzle - 1], durationMs: it.durationSeconds * 1000, completed: false,
          pieces: it.pieces.map((p) => (p.piece === null ? timeoutResponse(p.responseTime * 1000) : placementResponse(p.piece, p.cell as number, p.responseTime * 1000, false))),
        }));
        const fields = puzzleFields(outcomes);
        for (const c of PUZZLE_COLS) assert.equal(num(row[c]), num(fields[c]), `${String(row.id)} ${c}`);
        assert.ok((row.detailed_responses as PuzzleItem[]).length === 4);
        const combined = (await db.query<Record<string, unknown>>('select * from public.cognitive_test_result where session_id = $1', [row.session_id])).rows[0];
        if (!combined) continue;
        assert.equal(num(combined.gorsel_isleme_skoru), num(row.accuracy_percentage), `${String(row.id)} gorsel_isleme_skoru`);
        assert.equal(num((combined.alt_test_ozetleri as { puzzle: Record<string, unknown> }).puzzle.accuracy), num(row.accuracy_percentage));
        combinedChecked++;
      }
      assert.ok(combinedChecked > 10);
    });

    it('every seeded Akıl-Mantık result is what logicFields computes from its answers and the key, and its combined record agrees', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.akil_mantik_test_results where detailed_answers is not null')).rows;
      assert.ok(rows.length > 10);
      let combinedChecked = 0;
      for (const row of rows) {
        // an independent re-scoring: only the item, the chosen option and the time are read
        const answers = (row.detailed_answers as LogicAnswer[]).map((a) => {
          const item = LOGIC_ITEMS.find((i) => i.id === a.itemId);
          assert.ok(item, a.itemId);
          return scoreLogicAnswer(item, a.n, a.chosenOption - 1, a.responseTime * 1000);
        });
        const fields = logicFields(answers, Number(row.test_duration_seconds) * 1000);
        for (const c of LOGIC_COLS) assert.equal(num(row[c]), num(fields[c]), `${String(row.id)} ${c}`);
        assert.equal(answers.length, 15);
        const combined = (await db.query<Record<string, unknown>>('select * from public.cognitive_test_result where session_id = $1', [row.session_id])).rows[0];
        if (!combined) continue;
        assert.equal(num(combined.akil_mantik_yurutme_skoru), num(row.success_rate), `${String(row.id)} akil_mantik_yurutme_skoru`);
        assert.equal(num((combined.alt_test_ozetleri as { akil_mantik: Record<string, unknown> }).akil_mantik.success_rate), num(row.success_rate));
        combinedChecked++;
      }
      assert.ok(combinedChecked > 10);
    });

    it('every seeded Burdon result agrees with itself: totals = sum of the sections', async () => {
      const rows = (await db.query<Record<string, unknown>>('select * from public.burdon_test_results')).rows;
      assert.ok(rows.length > 10);
      for (const row of rows) {
        const secs = burdonSections(row as never);
        for (const k of ['correct', 'wrong', 'missed'] as const) {
          assert.equal(num(row[`total_${k}`]), secs.reduce((s, x) => s + Number(x[k]), 0), k);
        }
        assert.equal(num(row.total_score), num(row.total_correct)! - num(row.total_wrong)! - num(row.total_missed)!);
      }
    });
  });
}
