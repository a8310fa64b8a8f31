import { COGNITIVE_TEST_CARDS, QUICK_ACTIONS, assignedStart, cognitiveTestUrl, ownAttentionTestUrl } from '../lib/dashboard-content';

describe('dashboard content (spec 1 §2)', () => {
  it('has the five test cards in order and builds their URLs', () => {
    expect(COGNITIVE_TEST_CARDS.map((c) => c.title)).toEqual(['Dikkat', 'Hafıza', 'Stroop', 'Puzzle', 'Akıl-Mantık']);
    expect(cognitiveTestUrl('akil-mantik', 's-1', 'u-1')).toBe('/cognitive-tests/akil-mantik/akil-mantik.html?session_id=s-1&student_id=u-1');
  });
  it('routes the quick actions of each staff role', () => {
    expect(QUICK_ACTIONS.temsilci?.map((a) => a.to)).toEqual(['/add-user?dialog=create-user', '/add-user', '/test-management']);
    expect(QUICK_ACTIONS.beyin_antrenoru?.map((a) => a.label)).toEqual(['Öğrenci Ekle', 'Öğrenci Raporları', 'Aktiviteler', 'Test Tanımla']);
    expect(QUICK_ACTIONS.kullanici).toBeUndefined();
  });
  it('an assigned test starts where the student can take it (issue 25)', () => {
    expect(assignedStart('burdon')).toEqual({ page: 'burdon' });
    expect(assignedStart('d2')).toEqual({ page: 'd2' });
    expect(assignedStart('cognitive')).toEqual({ page: 'cognitive' });
    expect(assignedStart('parent_survey')).toEqual({ route: '/forms' });
    expect(assignedStart('reading')).toEqual({ markOnly: true });
    expect(assignedStart('field')).toEqual({ markOnly: true });
    expect(ownAttentionTestUrl('d2', 's-1', 'u-1')).toBe('/cognitive-tests/d2/d2.html?session_id=s-1&student_id=u-1&conducted_by=u-1');
  });
});
