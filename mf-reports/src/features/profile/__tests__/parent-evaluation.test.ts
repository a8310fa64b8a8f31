import { EVALUATION_MESSAGES, MAX_EVALUATION_LENGTH, reportDateOf, validateEvaluation } from '../lib/parent-evaluation';

test('the report date is the Istanbul day, whatever the browser zone', () => {
  expect(reportDateOf(new Date('2026-11-25T21:30:00Z'))).toBe('2026-11-26'); // 00:30 in Istanbul
  expect(reportDateOf(new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
});

test('the evaluation is 1..2000 characters after trimming, counted as the database does', () => {
  expect(validateEvaluation('  \n ')).toBe(EVALUATION_MESSAGES.required);
  expect(validateEvaluation('İyi bir dönem.')).toBeNull();
  expect(validateEvaluation(`  ${'ş'.repeat(MAX_EVALUATION_LENGTH)}  `)).toBeNull();
  expect(validateEvaluation('ş'.repeat(MAX_EVALUATION_LENGTH + 1))).toBe(EVALUATION_MESSAGES.tooLong);
  expect(validateEvaluation('😀'.repeat(MAX_EVALUATION_LENGTH))).toBeNull(); // 2000 code points, 4000 UTF-16 units
});
