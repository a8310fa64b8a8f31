// Who may open each guarded route of mf-admin (issue 29 item 2: route roles in the contract). The one
// place this remote names them: routes.tsx puts them on its RemoteRoute declarations (the shell's
// guard reads them there), nav.ts gives its sidebar items the same lists. Data only, no components:
// the build reads nav.ts (and so this module) in node to write nav.json.
import { ADMIN_ONLY, STAFF_ROLES } from '@akademi/shared/domain/roles';

export const ROUTE_ROLES = {
  // spec 1 §2: 'Both screens are reachable only by admin, temsilci, beyin_antrenoru'
  students: STAFF_ROLES,
  'add-user': STAFF_ROLES,
  // spec 1 §2 "Test assignment"
  'test-management': STAFF_ROLES,
  // issue 25: the admin's test catalogue
  'test-catalog': ADMIN_ONLY,
  // issue 26: KVKK requests (staff), the destruction record, the access log and the notice (admins)
  'privacy/requests': STAFF_ROLES,
  'privacy/destruction-log': ADMIN_ONLY,
  'access-logs': ADMIN_ONLY,
  'aydinlatma-metni': ADMIN_ONLY,
} as const;
