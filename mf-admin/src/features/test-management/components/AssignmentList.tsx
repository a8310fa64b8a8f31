// 'Atamalar' tab of Test Tanımla (issue 25 item 2): every assignment and start record the user
// may see with its state (Atandı / Başladı / Tamamlandı), which the database advances.
import { useState } from 'react';
import { Flex, Select, Typography } from '@akademi/shared/kit';
import { Empty, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDateTime } from '@akademi/shared';
import { personName } from '@akademi/shared/domain';
import { useGetAssignmentsQuery, type AssignmentListRow } from '../api/test-assignment-api';
import { ASSIGNMENT_FILTERS, ASSIGNMENT_STATUS_COLORS, assignmentStatusLabel, filterAssignments, type AssignmentFilter } from '../lib/assignment-status';

export function AssignmentList() {
  const rows = useGetAssignmentsQuery();
  const [filter, setFilter] = useState<AssignmentFilter>('all');
  const shown = filterAssignments(rows.data ?? [], filter);

  const columns: TableColumnsType<AssignmentListRow> = [
    { title: 'Öğrenci', key: 'student', render: (_: unknown, r) => personName(r.student, 'Bilinmeyen Öğrenci') },
    { title: 'Test', key: 'test', render: (_: unknown, r) => r.test?.title ?? '—' },
    { title: 'Tanımlayan', key: 'conductor', render: (_: unknown, r) => personName(r.conductor, '—') },
    { title: 'Tarih', dataIndex: 'start_time', key: 'start', render: (d: string) => formatDateTime(d) },
    {
      title: 'Durum',
      dataIndex: 'status',
      key: 'status',
      render: (s: string, r) => (
        <Flex vertical gap={2}>
          <Tag color={ASSIGNMENT_STATUS_COLORS[s] ?? 'default'} style={{ width: 'fit-content' }}>
            {assignmentStatusLabel(s)}
          </Tag>
          {r.completed_at && <Typography.Text type="secondary">{formatDateTime(r.completed_at)}</Typography.Text>}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Select aria-label="Durum" value={filter} onChange={setFilter} options={ASSIGNMENT_FILTERS} style={{ minWidth: 160 }} />
        {/* no '0 kayıt' while the list is still loading */}
        <Typography.Text type="secondary">{rows.isLoading ? 'Yükleniyor...' : `${shown.length} kayıt`}</Typography.Text>
      </Flex>
      <Table<AssignmentListRow>
        rowKey="id"
        size="small"
        aria-label="Atamalar"
        loading={rows.isLoading}
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={rows.isError ? 'Atamalar yüklenirken bir hata oluştu.' : 'Henüz atama yok.'} /> }}
      />
    </Flex>
  );
}
