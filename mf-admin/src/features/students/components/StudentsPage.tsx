// Student management (spec 1 §2 "Student management", §4, §6, §8).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Flex, Input, Space, Typography } from '@akademi/shared/kit';
import {
  Card,
  Col,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  Row,
  SearchOutlined,
  Skeleton,
  Statistic,
  Table,
  Tooltip,
  type TableColumnsType,
} from '@akademi/shared/kit-extra';
import { formatNumber, selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { Link } from '@akademi/shared/router';
import { useGetStudentsQuery, type ManagedUser } from '../../users/api/users-api';
import { AccessDenied, isStaffRole } from '../../users/components/AccessDenied';
import { BackLink } from '../../../components/back-link';
import { StatusTag } from '../../users/components/StatusTag';
import { UserDetailsDialog } from '../../users/components/UserDetailsDialog';
import { EditUserDialog } from '../../users/components/EditUserDialog';
import { DeleteUserDialog } from '../../users/components/DeleteUserDialog';
import { UserCreationDialog } from '../../user-creation/components/UserCreationDialog';
import { AddStudentDialog } from '../../user-creation/components/AddStudentDialog';
import { normalizeDemographicInfo } from '../../user-creation/lib/student-label';
import { SEARCH_DEBOUNCE_MS, matchesStudentSearch, studentCards } from '../lib/student-list';
import { StudentsErrorBoundary } from './StudentsErrorBoundary';
import { useDebounced } from './use-debounced';
import { useCreateDialogParam } from '../../user-creation/hooks/use-create-dialog-param';

/** spec 1 §9: five skeleton rows while loading. */
const SKELETON_ROWS = 5;

function StudentsList() {
  const { notification } = App.useApp();
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const [search, setSearch] = useState('');
  const term = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [details, setDetails] = useState<ManagedUser | null>(null);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [adding, setAdding] = useCreateDialogParam();
  const { data, isLoading, isError } = useGetStudentsQuery({ role, meId: profile?.id ?? null }, { skip: !isStaffRole(role) || !profile });

  useEffect(() => {
    if (isError) notification.error({ title: 'Hata', description: 'Öğrenciler yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  const students = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(() => students.filter((s) => matchesStudentSearch(s, term)), [students, term]);
  const cards = useMemo(() => studentCards(students), [students]);

  if (!isStaffRole(role)) return <AccessDenied />;

  const addButton =
    role === 'admin' ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        Öğrenci Ekle
      </Button>
    ) : role === 'beyin_antrenoru' ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        Yeni Öğrenci
      </Button>
    ) : (
      <Button type="primary" icon={<PlusOutlined />} disabled>
        Yeni Öğrenci
      </Button>
    );

  const columns: TableColumnsType<ManagedUser> = [
    // the name opens the Öğrenci Profili (issue 18)
    { title: 'Ad Soyad', key: 'name', render: (_, s) => <Link to={`/students/${s.id}`}>{`${s.first_name} ${s.last_name}`}</Link> },
    {
      title: 'Sınıf',
      key: 'grade',
      render: (_, s) => {
        const g = normalizeDemographicInfo(s.demographic_info).grade_level;
        return g ? `${g}. Sınıf` : '-';
      },
    },
    { title: 'Okul', key: 'school', render: (_, s) => String(normalizeDemographicInfo(s.demographic_info).school_name ?? '-') },
    { title: 'Veli', key: 'parent', render: (_, s) => String(normalizeDemographicInfo(s.demographic_info).parent_name ?? '-') },
    {
      title: 'İletişim',
      key: 'contact',
      render: (_, s) => {
        const info = normalizeDemographicInfo(s.demographic_info);
        return (
          <div style={{ fontSize: 12 }}>
            <div>{s.email}</div>
            {(info.parent_phone || s.phone) && <div>{String(info.parent_phone ?? s.phone)}</div>}
          </div>
        );
      },
    },
    { title: 'Durum', key: 'status', render: (_, s) => <StatusTag active={s.is_active} /> },
    {
      title: 'İşlemler',
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          <Tooltip title="Detaylar">
            <Button size="small" icon={<EyeOutlined />} aria-label="Detaylar" onClick={() => setDetails(s)} />
          </Tooltip>
          <Tooltip title="Düzenle">
            <Button size="small" icon={<EditOutlined />} aria-label="Düzenle" onClick={() => setEditing(s)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Sil" onClick={() => setDeleting(s)} />
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
          Öğrenci Yönetimi
        </Typography.Title>
        {addButton}
      </Flex>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Toplam Öğrenci" value={cards.total} formatter={(v) => formatNumber(Number(v))} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Aktif Öğrenci" value={cards.active} formatter={(v) => formatNumber(Number(v))} />
            {/* spec 1 §"Student management": the card counts birthdays this month; say so (issue 17) */}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Doğum günü bu ay olan öğrenciler
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Bu Ay Kayıt" value={cards.thisMonth} formatter={(v) => formatNumber(Number(v))} />
          </Card>
        </Col>
      </Row>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Öğrenci Listesi
            </Typography.Title>
            {!isLoading && <Typography.Text type="secondary">{`Toplam ${formatNumber(filtered.length)} öğrenci bulundu.`}</Typography.Text>}
          </div>
          <Input
            prefix={<SearchOutlined />}
            placeholder="Öğrenci ara..."
            aria-label="Öğrenci ara..."
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        {isLoading ? (
          <div aria-busy="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} active title={false} paragraph={{ rows: 1 }} />
            ))}
          </div>
        ) : (
          <Table<ManagedUser>
            rowKey="id"
            columns={columns}
            dataSource={filtered}
            pagination={filtered.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            locale={{ emptyText: 'Öğrenci bulunamadı.' }}
            scroll={{ x: 900 }}
          />
        )}
      </Card>
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      {role === 'admin' && <UserCreationDialog open={adding} onClose={() => setAdding(false)} />}
      {role === 'beyin_antrenoru' && <AddStudentDialog open={adding} onClose={() => setAdding(false)} />}
    </div>
  );
}

export default function StudentsPage() {
  return (
    <StudentsErrorBoundary>
      <StudentsList />
    </StudentsErrorBoundary>
  );
}
