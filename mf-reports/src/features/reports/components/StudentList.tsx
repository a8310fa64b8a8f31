// Student list with search and per-type count buttons (spec 3 §2.2), in Turkish name order.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Flex, Input, Typography } from '@akademi/shared/kit';
import { Card, SearchOutlined, Skeleton, Table, type TableColumnsType } from '@akademi/shared/kit-extra';
import { Link } from '@akademi/shared/router';
import type { ReportStudent } from '../api/reports-api';
import { studentNumberLabel } from '@akademi/shared/domain';
import { studentListRows, type ReportTestType } from '../lib/names';

export interface StudentListQuery {
  data?: ReportStudent[];
  isLoading: boolean;
  isError: boolean;
}

export function StudentList({ query, onOpen }: { query: StudentListQuery; onOpen: (id: string, type: ReportTestType) => void }) {
  const [search, setSearch] = useState('');
  const { notification } = App.useApp();
  const { data, isLoading, isError } = query;

  useEffect(() => {
    if (isError) notification.error({ message: 'Hata', description: 'Rapor verileri yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  const rows = useMemo(() => studentListRows(data ?? [], search), [data, search]);

  const columns: TableColumnsType<ReportStudent> = [
    {
      title: 'Öğrenci',
      key: 'name',
      render: (_, s) => (
        <Flex vertical>
          <Link to={`/students/${s.id}`} style={{ fontWeight: 600 }}>
            {`${s.first_name} ${s.last_name}`.trim() || 'Bilinmeyen Öğrenci'}
          </Link>
          <Typography.Text type="secondary">{studentNumberLabel(s)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Testler',
      key: 'tests',
      render: (_, s) =>
        s.burdon_count + s.d2_count + s.cognitive_count === 0 ? (
          <Typography.Text type="secondary">Henüz test yapılmamış</Typography.Text>
        ) : (
          <Flex gap={8} wrap>
            {s.burdon_count > 0 && (
              <Button size="small" onClick={() => onOpen(s.id, 'burdon')}>
                Burdon ({s.burdon_count})
              </Button>
            )}
            {s.d2_count > 0 && (
              <Button size="small" onClick={() => onOpen(s.id, 'd2')}>
                D2 ({s.d2_count})
              </Button>
            )}
            {s.cognitive_count > 0 && (
              <Button size="small" onClick={() => onOpen(s.id, 'cognitive')}>
                Bilişsel ({s.cognitive_count})
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <Card>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Öğrenci adı veya numarası ile ara..."
        aria-label="Öğrenci ara"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Table<ReportStudent>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Öğrenci bulunamadı.' }}
        />
      )}
    </Card>
  );
}
