// Who may open each guarded route of mf-auth (issue 29 item 2): Ayarlar is every role's (spec 1 §2).
// Data only: routes.tsx and nav.ts read it.
import { ALL_ROLES } from '@akademi/shared/domain/roles';

export const ROUTE_ROLES = {
  settings: ALL_ROLES,
} as const;
