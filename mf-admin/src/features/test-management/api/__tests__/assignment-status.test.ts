import { assignmentStatusLabel, filterAssignments } from '../../lib/assignment-status';

describe('assignment states (issue 25 item 2)', () => {
  it('labels atandı / başladı / tamamlandı in Turkish', () => {
    expect(['assigned', 'in_progress', 'completed', 'cancelled'].map(assignmentStatusLabel)).toEqual(['Atandı', 'Başladı', 'Tamamlandı', 'İptal Edildi']);
  });
  it('filters by state', () => {
    const rows = [{ status: 'assigned' }, { status: 'completed' }, { status: 'in_progress' }];
    expect(filterAssignments(rows, 'completed')).toEqual([{ status: 'completed' }]);
    expect(filterAssignments(rows, 'all')).toHaveLength(3);
  });
});
