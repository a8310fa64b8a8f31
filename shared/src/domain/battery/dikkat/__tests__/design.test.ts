import { attentionFields, isTarget, PRACTICE_ITEMS, scoreResponse, SCORED_ITEMS } from '../design.ts';

test('fixed sequence: 30 scored items, 20 targets, never four stars in a row; 4 practice items', () => {
  expect(SCORED_ITEMS).toHaveLength(30);
  expect(SCORED_ITEMS.filter((i) => isTarget(i.shape))).toHaveLength(20);
  const run = SCORED_ITEMS.map((i) => (isTarget(i.shape) ? 'x' : '.')).join('');
  expect(run).not.toContain('xxxx');
  expect(PRACTICE_ITEMS).toHaveLength(4);
});

test('scoring: hit, miss, false alarm, correct rejection, anticipation', () => {
  expect(scoreResponse('star', 420)).toMatchObject({ isCorrect: true, responded: true, implausible: false });
  expect(scoreResponse('star', null)).toMatchObject({ isCorrect: false, responded: false, reactionTime: null });
  expect(scoreResponse('circle', 380)).toMatchObject({ isCorrect: false, responded: true });
  expect(scoreResponse('square', null)).toMatchObject({ isCorrect: true, responded: false });
  expect(scoreResponse('star', 149)).toMatchObject({ isCorrect: false, implausible: true });
  expect(scoreResponse('star', 150)).toMatchObject({ isCorrect: true, implausible: false });
});

test('row fields: accuracy with alias, mean of correct presses only, duration, map keyed 1..n', () => {
  const rs = [scoreResponse('star', 400), scoreResponse('star', 601), scoreResponse('circle', null), scoreResponse('star', 100), scoreResponse('circle', 300), scoreResponse('star', null)];
  const f = attentionFields(rs, 12345);
  expect(f.total_correct).toBe(3);
  expect(f.accuracy_percentage).toBe(50);
  expect(f.success_rate).toBe(50);
  expect(f.avg_response_time_ms).toBe(501); // (400 + 601) / 2 = 500.5 → 501
  expect(f.average_response_time_ms).toBe(501);
  expect(f.test_duration_seconds).toBe(12.35);
  expect(Object.keys(f.detailed_responses)).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(f.detailed_responses['4']).toMatchObject({ reactionTime: 100, isCorrect: false });
  expect(attentionFields([scoreResponse('circle', null)], 1000).avg_response_time_ms).toBeNull();
});
