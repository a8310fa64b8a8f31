import { Tag } from '@akademi/shared/kit-extra';
import { ROLE_LABELS, ROLE_MENU_ORDER, type Role } from '@akademi/shared';

const COLORS: Record<Role, string> = { admin: 'red', beyin_antrenoru: 'blue', temsilci: 'purple', kullanici: 'green' };

/** Role badges sorted admin, beyin_antrenoru, temsilci, kullanici (spec 1 §2 "User management"). */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const sorted = ROLE_MENU_ORDER.filter((r) => roles.includes(r));
  return (
    <>
      {sorted.map((r) => (
        <Tag key={r} color={COLORS[r]}>
          {ROLE_LABELS[r]}
        </Tag>
      ))}
    </>
  );
}
