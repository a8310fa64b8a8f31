// Assignment states as staff read them (issue 25 item 2: atandı / başladı / tamamlandı; the
// database moves them, migration 20261126100100). Pure (unit-tested).
export const ASSIGNMENT_STATUS_LABELS: Record<string, string> = {
  assigned: 'Atandı',
  in_progress: 'Başladı',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
};
export const ASSIGNMENT_STATUS_COLORS: Record<string, string> = {
  assigned: 'blue',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'default',
};

export type AssignmentFilter = 'all' | 'assigned' | 'in_progress' | 'completed';
export const ASSIGNMENT_FILTERS: { value: AssignmentFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'assigned', label: 'Atandı' },
  { value: 'in_progress', label: 'Başladı' },
  { value: 'completed', label: 'Tamamlandı' },
];

export const assignmentStatusLabel = (status: string): string => ASSIGNMENT_STATUS_LABELS[status] ?? status;

export function filterAssignments<T extends { status: string }>(rows: readonly T[], filter: AssignmentFilter): T[] {
  return filter === 'all' ? [...rows] : rows.filter((r) => r.status === filter);
}
