// Burdon results of a student: table (spec 3 §2.2 columns), detail view, report modal, Excel.
import { useEffect, useState } from 'react';
import { App, Button, Flex, Typography } from '@akademi/shared/kit';
import { ArrowLeftOutlined, Card, Col, FileExcelOutlined, FilePdfOutlined, Row, Skeleton, Statistic, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate, formatDateTime } from '@akademi/shared';
import { useSearchParams } from '@akademi/shared/router';
import { useGetBurdonResultsQuery, useGetPersonNamesQuery, type BurdonRow, type ReportStudent } from '../../api/reports-api';
import { burdonPerformancePercentage, burdonSections, burdonTargetChars, formatAttentionRatio, formatFixedTr } from '@akademi/shared/domain';
import { nameLookup, personName, UNKNOWN_STUDENT } from '../../lib/names';
import { exportBurdonExcel } from './burdon-export';
import { BurdonReportModal } from './BurdonReportModal';

export function BurdonView({ student }: { student: ReportStudent }) {
  const { data, isLoading, isError } = useGetBurdonResultsQuery(student.id);
  const conductorIds = [...new Set((data ?? []).map((r) => r.conducted_by).filter((id): id is string => Boolean(id)))];
  const people = useGetPersonNamesQuery(conductorIds, { skip: conductorIds.length === 0 });
  const nameOf = nameLookup(people.data);
  const { message, notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [reportRow, setReportRow] = useState<BurdonRow | null>(null);
  const studentName = personName(student, UNKNOWN_STUDENT);

  useEffect(() => {
    if (isError) notification.error({ message: 'Hata', description: 'Rapor verileri yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  const exportExcel = async (row: BurdonRow) => {
    try {
      await exportBurdonExcel(row, studentName, nameOf(row.conducted_by));
      message.success('Excel raporu indirildi.');
    } catch {
      notification.error({ message: 'Hata', description: 'Excel raporu oluşturulurken hata oluştu.' });
    }
  };

  const detailId = params.get('result');
  const detail = detailId ? data?.find((r) => r.id === detailId) : undefined;
  const openDetail = (id: string) => setParams((p) => { const n = new URLSearchParams(p); n.set('result', id); return n; });
  const closeDetail = () => setParams((p) => { const n = new URLSearchParams(p); n.delete('result'); return n; });

  if (isLoading) return <Skeleton active />;

  const columns: TableColumnsType<BurdonRow> = [
    { title: 'Öğrenci', key: 'student', render: () => studentName },
    { title: 'Uygulayan', key: 'conducted_by', render: (_, r) => nameOf(r.conducted_by) },
    {
      title: 'Toplam Puan',
      key: 'total_score',
      render: (_, r) => <TotalScoreBadge value={r.total_score} />,
    },
    { title: 'Doğru / Yanlış / Atlanan', key: 'cwm', render: (_, r) => `${r.total_correct} / ${r.total_wrong} / ${r.total_missed}` },
    { title: 'Tarih', key: 'date', render: (_, r) => formatDate(r.created_at) },
    {
      title: 'PDF',
      key: 'pdf',
      render: (_, r) => (
        <Button size="small" icon={<FilePdfOutlined />} aria-label="Raporu aç" onClick={(e) => { e.stopPropagation(); setReportRow(r); }}>
          Rapor
        </Button>
      ),
    },
    {
      title: 'Excel',
      key: 'excel',
      render: (_, r) => (
        <Button size="small" icon={<FileExcelOutlined />} aria-label="Excel indir" onClick={(e) => { e.stopPropagation(); void exportExcel(r); }}>
          Excel
        </Button>
      ),
    },
  ];

  return (
    <>
      {detail ? (
        <BurdonDetail row={detail} conductor={nameOf(detail.conducted_by)} onBack={closeDetail} onReport={() => setReportRow(detail)} onExcel={() => void exportExcel(detail)} />
      ) : (
        <Card title="Burdon Dikkat Testi Sonuçları">
          <Table<BurdonRow>
            rowKey="id"
            columns={columns}
            dataSource={data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Henüz test sonucu bulunmuyor.' }}
            onRow={(r) => ({ onClick: () => openDetail(r.id), style: { cursor: 'pointer' } })}
          />
        </Card>
      )}
      {reportRow && <BurdonReportModal row={reportRow} student={student} trainerName={people.data ? nameOf(reportRow.conducted_by, 'Belirtilmedi') : 'Belirtilmedi'} onClose={() => setReportRow(null)} />}
    </>
  );
}

/** Spec 3 §2.2: the total-score badge is destructive when negative. */
export function TotalScoreBadge({ value }: { value: number | null }) {
  const v = value ?? 0;
  return <Tag color={v < 0 ? 'error' : 'blue'} data-negative={v < 0 ? 'true' : 'false'}>{v}</Tag>;
}

function BurdonDetail({ row, conductor, onBack, onReport, onExcel }: { row: BurdonRow; conductor: string; onBack: () => void; onReport: () => void; onExcel: () => void }) {
  const perf = burdonPerformancePercentage(row);
  const sections = burdonSections(row);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          Sonuçlara Dön
        </Button>
        <Button icon={<FilePdfOutlined />} onClick={onReport}>
          Raporu Görüntüle
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={onExcel}>
          Excel
        </Button>
      </Flex>
      <Card title="Özet">
        <Row gutter={16}>
          <Col xs={12} sm={6}><Statistic title="Toplam Puan" value={row.total_score ?? 0} valueStyle={{ color: (row.total_score ?? 0) < 0 ? '#dc2626' : undefined }} /></Col>
          <Col xs={12} sm={6}><Statistic title="Doğru" value={row.total_correct} /></Col>
          <Col xs={12} sm={6}><Statistic title="Yanlış" value={row.total_wrong} /></Col>
          <Col xs={12} sm={6}><Statistic title="Atlanan" value={row.total_missed} /></Col>
        </Row>
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          Performans: <strong>%{formatFixedTr(perf, 1)}</strong> · Dikkat Oranı: <strong>{formatAttentionRatio(row.attention_ratio)}</strong>
        </Typography.Paragraph>
      </Card>
      <Card title="Bölüm Sonuçları">
        <Table
          rowKey="section"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={sections}
          columns={[
            { title: 'Bölüm', dataIndex: 'label', key: 'label', render: (label: string, s) => `${s.section}. Bölüm (${label})` },
            { title: 'Doğru', dataIndex: 'correct', key: 'correct' },
            { title: 'Yanlış', dataIndex: 'wrong', key: 'wrong' },
            { title: 'Atlanan', dataIndex: 'missed', key: 'missed' },
            { title: 'Puan', dataIndex: 'score', key: 'score' },
            { title: 'Başarı', dataIndex: 'percentage', key: 'percentage', render: (p: number) => `%${formatFixedTr(p, 1)}` },
          ]}
        />
      </Card>
      <Card title="Test Bilgileri">
        <Flex vertical gap={4}>
          <span>Uygulayan: {conductor}</span>
          <span>Başlangıç: {formatDateTime(row.test_start_time)}</span>
          <span>Bitiş: {formatDateTime(row.test_end_time)}</span>
          <span>Süre: {row.test_elapsed_time_seconds ?? '-'} sn</span>
          <span>Otomatik tamamlandı: {row.test_auto_completed ? 'Evet' : 'Hayır'}</span>
          <span>Hedef harfler: {burdonTargetChars(row.detailed_results).join(', ')}</span>
        </Flex>
      </Card>
    </Flex>
  );
}
