// Who may open each guarded route of mf-reports (issue 29 item 2: route roles in the contract). The
// one place this remote names them: routes.tsx, nav.ts and the pages read them. Data only.
import { ALL_ROLES, STAFF_ROLES } from '@akademi/shared/domain/roles';

export const ROUTE_ROLES = {
  // spec 3 §6: only the staff roles use the reports page; the student profile goes with it (issue 18)
  reports: STAFF_ROLES,
  'students/:id': STAFF_ROLES,
  // spec 3 §2.9: every role may open /activities (kullanici sees nothing: RLS); the sidebar shows it to staff only
  activities: ALL_ROLES,
} as const;
