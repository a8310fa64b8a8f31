// Who may open each guarded route of mf-tests (issue 29 item 2): every signed-in role (spec 1 §2's
// sidebar: 'all four'; spec 3 §2.1). Data only: routes.tsx and nav.ts read it.
import { ALL_ROLES } from '@akademi/shared/domain/roles';

export const ROUTE_ROLES = {
  'cognitive-assessment': ALL_ROLES,
  'reading-exercises': ALL_ROLES,
  'reading-tests': ALL_ROLES,
  'subject-tests': ALL_ROLES,
  'international-tests': ALL_ROLES,
  forms: ALL_ROLES,
} as const;
