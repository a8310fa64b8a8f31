// Öğrenci Aktiviteleri (/activities, spec 3 §2.9).
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@akademi/shared/router';
import { formatLongDate, formatRelativeTime, selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { App, Flex, Input, Select, Typography } from '@akademi/shared/kit';
import { ArrowLeftOutlined, Card, SearchOutlined, Skeleton, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { ACTIVITY_TEST_LABELS, batteryProgressLabel, filterActivities, formatActivityScore, type ActivityItem, type ActivityTestType } from '@akademi/shared/domain';
import { useGetActivitiesQuery } from '../api/activities-api';

const TYPE_OPTIONS: { value: ActivityTestType | 'all'; label: string }[] = [
  { value: 'all', label: 'Tüm Testler' },
  { value: 'cognitive', label: ACTIVITY_TEST_LABELS.cognitive },
  { value: 'burdon', label: ACTIVITY_TEST_LABELS.burdon },
  { value: 'd2', label: ACTIVITY_TEST_LABELS.d2 },
  { value: 'parent_survey', label: ACTIVITY_TEST_LABELS.parent_survey },
];

export default function ActivitiesPage() {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const { data, isLoading, isError } = useGetActivitiesQuery({ role, userId: profile?.id ?? null });
  const { notification } = App.useApp();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ActivityTestType | 'all'>('all');

  useEffect(() => {
    if (isError) notification.error({ message: 'Hata', description: 'Aktiviteler yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  const items = useMemo(() => filterActivities(data ?? [], search, type), [data, search, type]);

  const columns: TableColumnsType<ActivityItem> = [
    { title: 'Öğrenci', key: 'student', render: (_, a) => <Link to={`/students/${a.student_id}`}>{a.student_name}</Link> },
    { title: 'Test Türü', key: 'type', render: (_, a) => ACTIVITY_TEST_LABELS[a.test_type] },
    { title: 'Skor', key: 'score', render: (_, a) => (a.score === null ? '-' : <Tag color="blue">{formatActivityScore(a.test_type, a.score)}</Tag>) },
    {
      title: 'Tarih',
      key: 'date',
      render: (_, a) => (
        <Flex vertical>
          <span>{formatLongDate(a.created_at)}</span>
          <Typography.Text type="secondary">{formatRelativeTime(a.created_at)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Durum',
      key: 'status',
      // issue 25 §3: an unfinished battery says how far it got and who started it
      render: (_, a) =>
        a.progress ? (
          <Flex vertical gap={2}>
            <Tag color="orange">{batteryProgressLabel(a.progress.completed, a.progress.total)}</Tag>
            {a.started_by && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Başlatan: ${a.started_by}`}</Typography.Text>}
          </Flex>
        ) : (
          <Tag color="green">Tamamlandı</Tag>
        ),
    },
  ];

  return (
    <div>
      <Link to="/dashboard" style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
        <ArrowLeftOutlined /> Panele Dön
      </Link>
      <PageTitle>Öğrenci Aktiviteleri</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Input allowClear prefix={<SearchOutlined />} placeholder="Öğrenci adı ile ara..." aria-label="Öğrenci ara" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
          <Select aria-label="Test türü" value={type} onChange={setType} options={TYPE_OPTIONS} style={{ minWidth: 220 }} />
        </Flex>
      </Card>
      <Card>
        {isLoading ? (
          <Flex vertical gap={12} data-testid="activity-skeletons">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} active title={false} paragraph={{ rows: 1 }} />
            ))}
          </Flex>
        ) : (
          <>
            <Typography.Text strong style={{ display: 'block', marginBottom: 12 }}>{`Toplam ${items.length} aktivite bulundu`}</Typography.Text>
            <Table<ActivityItem> rowKey="id" columns={columns} dataSource={items} pagination={{ pageSize: 20, hideOnSinglePage: true }} scroll={{ x: 'max-content' }} locale={{ emptyText: 'Henüz aktivite bulunmuyor.' }} />
          </>
        )}
      </Card>
    </div>
  );
}
