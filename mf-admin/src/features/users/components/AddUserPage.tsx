// User management at /add-user (spec 1 §2 "User management", §6, §8).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Flex, Input, Space, Typography } from '@akademi/shared/kit';
import {
  Card,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SearchOutlined,
  Skeleton,
  Table,
  Tooltip,
  type TableColumnsType,
} from '@akademi/shared/kit-extra';
import { formatDate, formatNumber, selectCurrentRole, selectProfile, useAppSelector, type Role } from '@akademi/shared';
import { useGetManagedUsersQuery, type ManagedUser } from '../api/users-api';
import { matchesUserSearch, SEARCH_DEBOUNCE_MS } from '../../students/lib/student-list';
import { useDebounced } from '../../students/components/use-debounced';
import { UserCreationDialog } from '../../user-creation/components/UserCreationDialog';
import { AddStudentDialog } from '../../user-creation/components/AddStudentDialog';
import { AccessDenied, isStaffRole } from './AccessDenied';
import { BackLink } from '../../../components/back-link';
import { RoleBadges } from './RoleBadges';
import { StatusTag } from './StatusTag';
import { UserDetailsDialog } from './UserDetailsDialog';
import { EditUserDialog } from './EditUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { useCreateDialogParam } from '../../user-creation/hooks/use-create-dialog-param';

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

export default function AddUserPage() {
  const { notification } = App.useApp();
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const [search, setSearch] = useState('');
  const term = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [details, setDetails] = useState<ManagedUser | null>(null);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [adding, setAdding] = useCreateDialogParam();
  const { data, isLoading, isError } = useGetManagedUsersQuery({ role, meId: profile?.id ?? null }, { skip: !isStaffRole(role) || !profile });

  useEffect(() => {
    if (isError) notification.error({ title: 'Hata', description: 'Kullanıcılar yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  const users = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(() => users.filter((u) => matchesUserSearch(u, term)), [users, term]);

  if (!isStaffRole(role)) return <AccessDenied />;

  const columns: TableColumnsType<ManagedUser> = [
    { title: 'Ad Soyad', key: 'name', render: (_, u) => `${u.first_name} ${u.last_name}` },
    { title: 'E-posta', dataIndex: 'email', key: 'email' },
    { title: 'Telefon', key: 'phone', render: (_, u) => u.phone ?? '-' },
    { title: 'Roller', key: 'roles', render: (_, u) => <RoleBadges roles={u.roles} /> },
    { title: 'Durum', key: 'status', render: (_, u) => <StatusTag active={u.is_active} /> },
    { title: 'Kayıt Tarihi', key: 'created', render: (_, u) => formatDate(u.created_at) },
    {
      title: 'İşlemler',
      key: 'actions',
      render: (_, u) => (
        <Space size={4}>
          <Tooltip title="Detaylar">
            <Button size="small" icon={<EyeOutlined />} aria-label="Detaylar" onClick={() => setDetails(u)} />
          </Tooltip>
          <Tooltip title="Düzenle">
            <Button size="small" icon={<EditOutlined />} aria-label="Düzenle" onClick={() => setEditing(u)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Sil" onClick={() => setDeleting(u)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <BackLink />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {userManagementTitle(role)}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {addUserLabel(role)}
        </Button>
      </Flex>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Kullanıcı Listesi
            </Typography.Title>
            {!isLoading && <Typography.Text type="secondary">{`Toplam ${formatNumber(filtered.length)} kullanıcı`}</Typography.Text>}
          </div>
          <Input
            prefix={<SearchOutlined />}
            placeholder="Ad, soyad veya e-posta ile arama yapın..."
            aria-label="Ad, soyad veya e-posta ile arama yapın..."
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 380 }}
          />
        </Flex>
        {isLoading ? (
          <div aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} active title={false} paragraph={{ rows: 1 }} />
            ))}
          </div>
        ) : (
          <Table<ManagedUser>
            rowKey="id"
            columns={columns}
            dataSource={filtered}
            pagination={filtered.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            locale={{ emptyText: term.trim() ? 'Arama kriterlerine uygun kullanıcı bulunamadı.' : 'Henüz kullanıcı bulunmuyor.' }}
            scroll={{ x: 900 }}
          />
        )}
      </Card>
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      {role === 'beyin_antrenoru' ? (
        <AddStudentDialog open={adding} onClose={() => setAdding(false)} />
      ) : (
        <UserCreationDialog open={adding} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
