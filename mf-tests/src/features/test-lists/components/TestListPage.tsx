// Okuma Testleri / Alan Testleri / Uluslararası Alan Testleri (spec 3 §2.6): a filterable list of
// tests, the selected test's panel with the start dialog and the results download.
import { useEffect, useMemo, useState } from 'react';
import { selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { App, Button, Flex, Input, Select, Typography } from '@akademi/shared/kit';
import { Card, Col, Empty, Row, SearchOutlined, Tag } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { durationLabel, filterTests, resultsCsv, downloadText, truncateDescription, type StatusFilter, type TestItem } from '../lib/domain';
import { useGetListStudentsQuery, useGetTestListQuery, useGetTestResultsMutation, type TestListVariant } from '../api/test-lists-api';
import { StartTestDialog } from './StartTestDialog';

export interface TestListPageProps {
  title: string;
  variant: TestListVariant;
  /** spec 3 §6: reading lists scope students by role; the field-tests page lists all the user may see */
  scopedStudents: boolean;
}

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'active', label: 'Aktif' },
  { value: 'inactive', label: 'Pasif' },
];

export function TestListPage({ title, variant, scopedStudents }: TestListPageProps) {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const { message, notification } = App.useApp();
  const tests = useGetTestListQuery(variant);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const students = useGetListStudentsQuery({ scoped: scopedStudents, role, userId: profile?.id ?? null }, { skip: !dialogOpen });
  const [loadResults, { isLoading: downloading }] = useGetTestResultsMutation();

  useEffect(() => {
    if (tests.isError) notification.error({ title: 'Hata', description: 'Testler yüklenirken bir hata oluştu.' });
  }, [tests.isError, notification]);

  const list = useMemo(() => filterTests(tests.data ?? [], search, status), [tests.data, search, status]);
  const selected = (tests.data ?? []).find((t) => t.id === selectedId) ?? null;

  async function download(ofTests: readonly TestItem[]) {
    const res = await loadResults({ testIds: ofTests.map((t) => t.id) });
    if ('error' in res || !res.data) {
      notification.error({ title: 'Hata', description: 'Sonuçlar indirilirken bir hata oluştu.' });
      return;
    }
    downloadText(resultsCsv(res.data), `test_sonuclari_${new Date().toISOString().slice(0, 10)}.csv`);
    message.success('Sonuçlar indirildi.');
  }

  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Input allowClear prefix={<SearchOutlined />} placeholder="Test ara..." aria-label="Test ara" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
          <Select aria-label="Durum" value={status} onChange={setStatus} options={STATUS_OPTIONS} style={{ minWidth: 140 }} />
          <Button onClick={() => void download(list)} loading={downloading} disabled={list.length === 0}>
            Sonuçları İndir
          </Button>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={14}>
          {tests.isLoading ? (
            <Typography.Text>Yükleniyor...</Typography.Text>
          ) : list.length === 0 ? (
            <Empty description="Henüz test bulunmuyor." />
          ) : (
            <Flex vertical gap={12} role="list" aria-label="Testler">
              {list.map((t) => (
                <Card
                  key={t.id}
                  role="listitem"
                  hoverable
                  size="small"
                  onClick={() => setSelectedId(t.id)}
                  style={{ borderColor: t.id === selectedId ? '#1677ff' : undefined }}
                  title={
                    <Flex justify="space-between" align="center" gap={8}>
                      <button type="button" onClick={() => setSelectedId(t.id)} style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}>
                        {t.title}
                      </button>
                      <Tag color={t.is_active ? 'green' : 'default'}>{t.is_active ? 'Aktif' : 'Pasif'}</Tag>
                    </Flex>
                  }
                >
                  <Typography.Paragraph style={{ marginBottom: 4 }}>{truncateDescription(t.description)}</Typography.Paragraph>
                  <Typography.Text type="secondary">Süre: {durationLabel(t.duration_minutes)}</Typography.Text>
                </Card>
              ))}
            </Flex>
          )}
        </Col>
        <Col xs={24} md={10}>
          <Card title="Test Detayı">
            {!selected ? (
              <Typography.Text type="secondary">Lütfen bir test seçin.</Typography.Text>
            ) : (
              <Flex vertical gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {selected.title}
                </Typography.Title>
                <Typography.Paragraph style={{ margin: 0 }}>{selected.description}</Typography.Paragraph>
                <Typography.Text>Süre: {durationLabel(selected.duration_minutes)}</Typography.Text>
                <Flex gap={8} wrap>
                  {/* decision: a Pasif test cannot be started (it stays listed for its results) */}
                  <Button type="primary" disabled={!selected.is_active} onClick={() => setDialogOpen(true)}>
                    Testi Başlat
                  </Button>
                  {/* a narrow detail column (a tablet with the menu open) wraps the label instead of overflowing */}
                  <Button onClick={() => void download([selected])} loading={downloading} style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'center' }}>
                    Bu Testin Sonuçlarını İndir
                  </Button>
                </Flex>
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
      {dialogOpen && selected && (
        <StartTestDialog test={selected} students={students.data ?? []} studentsLoading={students.isLoading || students.isFetching} conductedBy={profile?.id ?? null} onClose={() => setDialogOpen(false)} />
      )}
    </div>
  );
}
