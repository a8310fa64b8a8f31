// Sidebar items the shell itself contributes (spec 1 §2 sidebar table: /help).
import type { NavItem } from '@akademi/shared';
import { STAFF_ROLES } from '@akademi/shared/domain/roles';

export const SHELL_NAV: NavItem[] = [
  { path: '/help', label: 'Yardım', icon: 'help', roles: STAFF_ROLES, section: 'quick', order: 100 },
];

/** Section headings of the sidebar (the spec names them Main, Management, Quick access). */
export const SECTION_LABELS = { main: 'Ana Menü', management: 'Yönetim', quick: 'Hızlı Erişim' } as const;
