import { aggregateSession, cognitiveMeanScore, skillLevel } from '../aggregate.ts';
import { SESSION_ID, attentionRow, logicRow, memoryRow, puzzleRow, stroopRow } from '../__fixtures__/rows.ts';
import type {
  AkilMantikTestResultRow,
  AttentionTestResultRow,
  CognitiveTestResultRow,
  MemoryTestResultRow,
  PuzzleTestResultRow,
  StroopTestResultRow,
  TablesInsert,
} from '../../../db/database.ts';
import type { CognitiveResultInsert } from '../aggregate.ts';
import type { AttentionResultRow, LogicResultRow, MemoryResultRow, PuzzleResultRow, StroopResultRow } from '../types.ts';

const input = () => ({
  sessionId: SESSION_ID,
  attention: attentionRow(),
  memory: memoryRow(),
  stroop: stroopRow(),
  puzzle: puzzleRow(),
  logic: logicRow(),
});

describe('aggregateSession', () => {
  it('builds the combined record with the six scores rounded to 2 decimals', () => {
    const result = aggregateSession(input());
    if (!result.ok) throw new Error(result.reason);
    const r = result.record;
    expect(r.student_id).toBe('student-1');
    expect(r.conducted_by).toBe('trainer-1');
    expect(r.session_id).toBe(SESSION_ID);
    expect(r.test_start_time).toBe('2026-11-22T10:00:00.000Z');
    expect(r.test_end_time).toBe('2026-11-22T10:30:30.000Z');
    expect(r.duration_seconds).toBe(1830);
    expect(r.dikkat_skoru).toBe(80);
    expect(r.hafiza_skoru).toBe(75.56); // 75.555 half-up
    expect(r.gorsel_isleme_skoru).toBe(70);
    expect(r.akil_mantik_yurutme_skoru).toBe(60.01); // 60.005 half-up
    expect(r.bilissel_esneklik_skoru).toBe(66.67);
    expect(r.isleme_hizi_skoru).toBe(39.67);
  });

  it('stores the five result ids and per-test summaries', () => {
    const result = aggregateSession(input());
    if (!result.ok) throw new Error(result.reason);
    const s = result.record.alt_test_ozetleri;
    expect([s.attention_id, s.memory_id, s.stroop_id, s.puzzle_id, s.akil_mantik_id]).toEqual(['att-1', 'mem-1', 'str-1', 'puz-1', 'log-1']);
    expect(s.attention.accuracy).toBe(80);
    expect(s.attention.avg_response_time_ms).toBe(1900);
    expect(s.stroop.interference_ms).toBe(120);
    expect(s.puzzle.sixteen_piece_score).toBe(40);
    expect(s.akil_mantik.success_rate).toBe(60.01);
    expect(s.memory.avg_response_time_ms).toBe(3000);
    expect(s.isleme_hizi.overall).toBe(39.67);
    expect(s.attention.processing_speed).toMatchObject({ speed_score: 55.56, efficiency_score: 33.33, value: 42.22 });
  });

  it('reads the success_rate alias when accuracy_percentage is absent', () => {
    const result = aggregateSession({ ...input(), attention: attentionRow({ accuracy_percentage: null, success_rate: '91.234' }) });
    expect(result.ok && result.record.dikkat_skoru).toBe(91.23);
  });

  it('keeps the record with a null processing speed and the Turkish failure text', () => {
    const result = aggregateSession({ ...input(), logic: logicRow({ detailed_answers: [{ responseTime: 2, isCorrect: false }] }) });
    if (!result.ok) throw new Error(result.reason);
    expect(result.record.isleme_hizi_skoru).toBeNull();
    expect(result.record.alt_test_ozetleri.isleme_hizi.error).toBe('İşleme Hızı hesaplanamadı. Eksik testler: Akıl-Mantık');
  });

  it('missing_session_info without a session id or start info', () => {
    expect(aggregateSession({ ...input(), sessionId: '  ' })).toMatchObject({ ok: false, reason: 'missing_session_info' });
    const noConductor = aggregateSession({ ...input(), attention: attentionRow({ conducted_by: null }) });
    expect(noConductor).toMatchObject({ ok: false, reason: 'missing_session_info', details: { missingFields: ['conducted_by'] } });
  });

  it('missing_subtests naming the missing tests', () => {
    const result = aggregateSession({ ...input(), memory: null, stroop: null });
    expect(result).toMatchObject({ ok: false, reason: 'missing_subtests', details: { missing: ['memory', 'stroop'], missingNames: ['Hafıza', 'Stroop'] } });
    expect(aggregateSession({ ...input(), attention: null })).toMatchObject({ reason: 'missing_subtests', details: { missing: ['attention'] } });
  });

  it('invalid_time for a non-finite start or end', () => {
    expect(aggregateSession({ ...input(), logic: logicRow({ test_end_time: 'not a date' }) })).toMatchObject({ ok: false, reason: 'invalid_time' });
    expect(aggregateSession({ ...input(), logic: logicRow({ test_end_time: null }) })).toMatchObject({ ok: false, reason: 'invalid_time' });
  });

  it('never produces a negative duration', () => {
    const result = aggregateSession({ ...input(), logic: logicRow({ test_end_time: '2026-11-22T09:00:00.000Z' }) });
    expect(result.ok && result.record.duration_seconds).toBe(0);
  });
});

describe('skillLevel', () => {
  it('uses the 75 and 50 cut points', () => {
    expect(skillLevel(100)).toBe('Güçlü');
    expect(skillLevel(75)).toBe('Güçlü');
    expect(skillLevel(74.99)).toBe('Gelişmiş');
    expect(skillLevel(50)).toBe('Gelişmiş');
    expect(skillLevel(49.99)).toBe('Gelişim Öncelikli');
    expect(skillLevel(0)).toBe('Gelişim Öncelikli');
  });
});

describe('cognitiveMeanScore', () => {
  it('is the rounded mean of the available scores', () => {
    expect(cognitiveMeanScore({ dikkat_skoru: 80, hafiza_skoru: '71', isleme_hizi_skoru: null })).toBe(76); // 75.5 → 76
    expect(cognitiveMeanScore({ dikkat_skoru: 10, hafiza_skoru: 20, isleme_hizi_skoru: 30, gorsel_isleme_skoru: 40, akil_mantik_yurutme_skoru: 50, bilissel_esneklik_skoru: 61 })).toBe(35);
  });
  it('is null when no score is available', () => {
    expect(cognitiveMeanScore({ dikkat_skoru: null, hafiza_skoru: undefined })).toBeNull();
    expect(cognitiveMeanScore(null)).toBeNull();
  });
});

// Compile-time: database rows are valid inputs and the record is a valid insert (tsc -p shared).

export const typeChecks = {
  attention: (r: AttentionTestResultRow): AttentionResultRow => r,
  memory: (r: MemoryTestResultRow): MemoryResultRow => r,
  stroop: (r: StroopTestResultRow): StroopResultRow => r,
  puzzle: (r: PuzzleTestResultRow): PuzzleResultRow => r,
  logic: (r: AkilMantikTestResultRow): LogicResultRow => r,
  insert: (r: CognitiveResultInsert): TablesInsert<'cognitive_test_result'> => r,
  mean: (r: CognitiveTestResultRow) => cognitiveMeanScore(r),
};
