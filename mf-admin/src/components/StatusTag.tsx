import { Tag } from '@akademi/shared/kit-extra';

/** 'Aktif' / 'Pasif' (spec 1 §2 "User management"). */
export function StatusTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'default'}>{active ? 'Aktif' : 'Pasif'}</Tag>;
}
