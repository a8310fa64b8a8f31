// The row this page builds, read by the aggregator's domain functions (shared/src/domain/cognitive):
// response times in seconds are read as ms, timed-out / wrong / implausible placements are not
// counted, accuracy for processing speed = sum of the four piece scores / 400 (spec 2 §9), and
// gorsel_isleme_skoru = accuracy_percentage.
import { aggregateSession } from '../../../cognitive/aggregate.ts';
import { accuracyFraction, extractResponses, speedScore, testProcessingSpeed } from '../../../cognitive/processing-speed.ts';
import { attentionRow, logicRow, memoryRow, SESSION_ID, stroopRow } from '../../../cognitive/__fixtures__/rows.ts';
import { placementResponse, puzzleFields, SCORED_PUZZLES, timeoutResponse, type PuzzleOutcome } from '../design.ts';

const [P4, P6, P9, P16] = SCORED_PUZZLES;

function row() {
  const outcomes: PuzzleOutcome[] = [
    { def: P4, durationMs: 4000, completed: true, pieces: [0, 1, 2, 3].map((i) => placementResponse(i, i, 1000, true)) },
    { def: P6, durationMs: 12000, completed: true, pieces: [0, 1, 2, 3, 4, 5].map((i) => placementResponse(i, i, 2000, true)) },
    {
      def: P9,
      durationMs: 27000,
      completed: true,
      pieces: [placementResponse(0, 1, 3000, true), placementResponse(0, 0, 120, false), ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => placementResponse(i, i, 3000, true))],
    },
    { def: P16, durationMs: 120000, completed: false, pieces: [...[0, 1, 2, 3].map((i) => placementResponse(i, i, 4000, true)), timeoutResponse(104000)] },
  ];
  // JSON round trip: what PostgREST stores and gives back
  return { id: 'puz-x', session_id: SESSION_ID, ...(JSON.parse(JSON.stringify(puzzleFields(outcomes))) as ReturnType<typeof puzzleFields>) };
}

test('the aggregator reads every placement (seconds → ms) and counts only valid correct ones', () => {
  const r = row();
  const responses = extractResponses('puzzle', r);
  // 4 + 6 + 10 + 5 entries (one wrong, one timeout)
  expect(responses).toHaveLength(25);
  expect(responses.filter((x) => x.timedOut)).toHaveLength(1);
  const ps = testProcessingSpeed('puzzle', r);
  expect(ps).not.toBeNull();
  // valid: 4 × 1000, 6 × 2000, 8 × 3000 (piece 0 landed after 120 ms: implausible, left out), 4 × 4000
  expect(ps?.validCorrectCount).toBe(4 + 6 + 8 + 4);
  const mean = (4 * 1000 + 6 * 2000 + 8 * 3000 + 4 * 4000) / 22;
  expect(ps?.meanResponseTimeMs).toBeCloseTo(mean, 6);
  // the page's own average uses the same valid set
  expect(r.average_response_time_ms).toBe(Math.round(mean));
  expect(ps?.speedScore).toBeCloseTo(speedScore('puzzle', mean), 9);
  // spec 2 §9: puzzle accuracy = (four + six + nine + sixteen) / 400
  const sum = r.four_piece_score + r.six_piece_score + r.nine_piece_score + r.sixteen_piece_score;
  expect(accuracyFraction('puzzle', r)).toBeCloseTo(sum / 400, 12);
  expect(ps?.durationSeconds).toBe(r.test_duration_seconds);
});

test('combined record: gorsel_isleme_skoru is the puzzle accuracy_percentage; sub-scores copied to the summary', () => {
  const r = row();
  const result = aggregateSession({ sessionId: SESSION_ID, attention: attentionRow(), memory: memoryRow(), stroop: stroopRow(), puzzle: r, logic: logicRow() });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.record.gorsel_isleme_skoru).toBe(r.accuracy_percentage);
  expect(result.record.alt_test_ozetleri.puzzle).toMatchObject({
    accuracy: r.accuracy_percentage,
    avg_response_time_ms: r.average_response_time_ms,
    four_piece_score: r.four_piece_score,
    sixteen_piece_score: r.sixteen_piece_score,
    spatial_reasoning_score: r.spatial_reasoning_score,
    cognitive_flexibility_score: r.cognitive_flexibility_score,
  });
  expect(result.record.isleme_hizi_skoru).not.toBeNull();
});
