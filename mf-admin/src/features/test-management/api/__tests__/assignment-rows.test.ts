import { assignmentRows } from '../test-assignment-api';

describe('assignmentRows (spec 1 §4, §7)', () => {
  it('one assigned row per student, start_time now, conducted_by the current user', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const rows = assignmentRows({ testId: 't', studentIds: ['a', 'b', 'a'], conductedBy: 'me', now });
    expect(rows).toEqual([
      { test_id: 't', student_id: 'a', conducted_by: 'me', start_time: '2026-11-22T10:00:00.000Z', status: 'assigned' },
      { test_id: 't', student_id: 'b', conducted_by: 'me', start_time: '2026-11-22T10:00:00.000Z', status: 'assigned' },
    ]);
  });
});
