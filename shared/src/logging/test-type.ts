// Test-type labelling by page path (spec 2 §2 "Test-type labelling by page path"). Pure.
// NOTE: this file imports nothing so static test pages and the capture can bundle it cheaply.

/** Test types a log entry can carry (spec 2 §2; the viewer's filter lists the same values). */
export const LOG_TEST_TYPES = ['stroop', 'puzzle', 'memory', 'attention', 'logic', 'cognitive', 'system', 'admin'] as const;
export type LogTestType = (typeof LOG_TEST_TYPES)[number];

/**
 * localStorage key of the active test (spec 2 §3 "the active-test key"; the spec does not name it).
 * Static test pages set it to their test type when they start and remove it when they end.
 */
export const ACTIVE_TEST_KEY = 'activeTest';

/** Rules in the spec's order: the first whose words the path contains wins (spec 2 §2 table). */
export const TEST_TYPE_PATH_RULES: ReadonlyArray<{ words: readonly string[]; testType: LogTestType }> = [
  { words: ['stroop'], testType: 'stroop' },
  { words: ['puzzle'], testType: 'puzzle' },
  { words: ['memory', 'hafiza'], testType: 'memory' },
  { words: ['attention', 'dikkat'], testType: 'attention' },
  { words: ['logic', 'mantik'], testType: 'logic' },
  { words: ['cognitive', 'bilissel'], testType: 'cognitive' },
  { words: ['admin'], testType: 'admin' },
];

/**
 * The test type of a page: the first path rule that matches (case-insensitive), else the
 * active-test value stored locally, else 'system'.
 */
export function testTypeForPath(path: string, activeTest?: string | null): string {
  const lower = path.toLowerCase();
  for (const rule of TEST_TYPE_PATH_RULES) {
    if (rule.words.some((w) => lower.includes(w))) return rule.testType;
  }
  const stored = activeTest?.trim();
  return stored ? stored : 'system';
}
