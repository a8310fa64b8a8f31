import { TEST_TYPE_PATH_RULES, testTypeForPath } from '../test-type';

describe('testTypeForPath (spec 2 §2 table, in order)', () => {
  it.each([
    ['/cognitive-tests/stroop/stroop.html', 'stroop'],
    ['/cognitive-tests/puzzle/puzzle.html', 'puzzle'],
    ['/cognitive-tests/hafiza/hafiza.html', 'memory'],
    ['/memory-test', 'memory'],
    ['/cognitive-tests/dikkat/dikkat.html', 'attention'],
    ['/attention', 'attention'],
    ['/cognitive-tests/akil-mantik/akil-mantik.html', 'logic'],
    ['/logic', 'logic'],
    ['/cognitive-assessment', 'cognitive'],
    ['/bilissel-rapor', 'cognitive'],
    ['/admin/system-logs', 'admin'],
    ['/Cognitive-Tests/STROOP/x.html', 'stroop'],
  ])('%s → %s', (path, expected) => {
    expect(testTypeForPath(path, null)).toBe(expected);
  });

  it('applies the rules in the spec order when several words match', () => {
    // stroop before puzzle, puzzle before memory, memory before attention, … cognitive before admin
    expect(testTypeForPath('/puzzle/stroop')).toBe('stroop');
    expect(testTypeForPath('/hafiza/puzzle')).toBe('puzzle');
    expect(testTypeForPath('/dikkat/hafiza')).toBe('memory');
    expect(testTypeForPath('/mantik/dikkat')).toBe('attention');
    expect(testTypeForPath('/cognitive/mantik')).toBe('logic');
    expect(testTypeForPath('/admin/cognitive')).toBe('cognitive');
    expect(TEST_TYPE_PATH_RULES.map((r) => r.testType)).toEqual(['stroop', 'puzzle', 'memory', 'attention', 'logic', 'cognitive', 'admin']);
  });

  it('falls back to the active-test value, then to system', () => {
    expect(testTypeForPath('/dashboard', 'puzzle')).toBe('puzzle');
    expect(testTypeForPath('/dashboard', '  ')).toBe('system');
    expect(testTypeForPath('/dashboard', null)).toBe('system');
    expect(testTypeForPath('/dashboard')).toBe('system');
    // a path rule wins over the active test
    expect(testTypeForPath('/pagetester/stroop', 'puzzle')).toBe('stroop');
  });
});
