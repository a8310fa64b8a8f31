// User management at /add-user (spec 1 §2 "User management", §6, §8).
import { Button } from '@akademi/shared/kit';
import { PlusOutlined, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate, selectCurrentRole, selectProfile, useAppSelector, type Role } from '@akademi/shared';
import { comparePersonNames, compareTr, personName } from '@akademi/shared/domain';
import { useGetManagedUsersQuery, type ManagedUser } from '../../../lib/users-api';
import { matchesUserSearch } from '../../../lib/student-list';
import { AccessDenied, isStaffRole } from '../../../components/AccessDenied';
import { RoleBadges } from '../../../components/RoleBadges';
import { StatusTag } from '../../../components/StatusTag';
import { Clipped, UserListPage } from '../../../components/UserListPage';
import { AddStudentDialog, UserCreationDialog, useCreateDialogParam } from '../../user-creation';

/** Title by current role (spec 1 §2). */
export function userManagementTitle(role: Role | null): string {
  if (role === 'admin') return 'Tüm Kullanıcı Yönetimi';
  if (role === 'temsilci') return 'Beyin Antrenörü Yönetimi';
  if (role === 'beyin_antrenoru') return 'Öğrenci Yönetimi';
  return 'Kullanıcı Yönetimi';
}

/** Add-button label by role (spec 1 §2). */
export function addUserLabel(role: Role | null): string {
  if (role === 'admin') return 'Kullanıcı Ekle';
  if (role === 'temsilci') return 'Beyin Antrenörü Ekle';
  if (role === 'beyin_antrenoru') return 'Yeni Öğrenci Ekle';
  return 'Yeni Kullanıcı Ekle';
}

const columns: TableColumnsType<ManagedUser> = [
  { title: 'Ad Soyad', key: 'name', ellipsis: true, sorter: comparePersonNames, render: (_, u) => <Clipped text={personName(u)} /> },
  { title: 'E-posta', key: 'email', ellipsis: true, sorter: (a, b) => compareTr(a.email, b.email), render: (_, u) => <Clipped text={u.email} /> },
  { title: 'Telefon', key: 'phone', render: (_, u) => u.phone ?? '-' },
  { title: 'Roller', key: 'roles', render: (_, u) => <RoleBadges roles={u.roles} /> },
  { title: 'Durum', key: 'status', sorter: (a, b) => Number(b.is_active) - Number(a.is_active), render: (_, u) => <StatusTag active={u.is_active} /> },
  {
    title: 'Kayıt Tarihi',
    key: 'created',
    sorter: (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
    render: (_, u) => formatDate(u.created_at),
  },
];

export default function AddUserPage() {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const [adding, setAdding] = useCreateDialogParam();
  const { data, isLoading, isError } = useGetManagedUsersQuery({ role, meId: profile?.id ?? null }, { skip: !isStaffRole(role) || !profile });

  if (!isStaffRole(role)) return <AccessDenied />;

  return (
    <UserListPage
      title={userManagementTitle(role)}
      addButton={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {addUserLabel(role)}
        </Button>
      }
      listTitle="Kullanıcı Listesi"
      countText={(n) => `Toplam ${n} kullanıcı`}
      searchLabel="Ad, soyad veya e-posta ile arama yapın..."
      searchWidth={380}
      rows={data}
      isLoading={isLoading}
      isError={isError}
      errorMessage="Kullanıcılar yüklenirken bir hata oluştu."
      matches={matchesUserSearch}
      columns={columns}
      emptyText={(term) => (term.trim() ? 'Arama kriterlerine uygun kullanıcı bulunamadı.' : 'Henüz kullanıcı bulunmuyor.')}
    >
      {role === 'beyin_antrenoru' ? (
        <AddStudentDialog open={adding} onClose={() => setAdding(false)} />
      ) : (
        <UserCreationDialog open={adding} onClose={() => setAdding(false)} />
      )}
    </UserListPage>
  );
}
