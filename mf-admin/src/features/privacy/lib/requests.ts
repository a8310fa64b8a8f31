// Veri talepleri: stored codes → Turkish labels, limits shared with the database (migration
// 20261126220000: requested_by ≤ 200; 20261126220400: reason 3–200), overdue check.
import type { DataRequestRow, RequestType } from '../api/privacy-api';

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  export: 'Dışa aktarma',
  erasure: 'Silme',
};

export const REQUEST_STATUS = {
  acik: { label: 'Açık', color: 'blue' },
  tamamlandi: { label: 'Tamamlandı', color: 'green' },
  reddedildi: { label: 'Reddedildi', color: 'default' },
} as const;

export const REQUESTED_BY_MAX = 200;
export const REASON_MAX = 200;

/** An open request past its due date (30 days after it was opened). */
export function isOverdue(r: Pick<DataRequestRow, 'status' | 'due_at'>, now: number = Date.now()): boolean {
  return r.status === 'acik' && new Date(r.due_at).getTime() < now;
}
