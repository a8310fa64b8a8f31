// Cognitive results of a student (spec 3 §2.2): date, six scores, trainer, PDF, CSV; summary modal.
import { useEffect, useState } from 'react';
import { App, Button } from '@akademi/shared/kit';
import { Card, FileExcelOutlined, FilePdfOutlined, Skeleton, Table, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate } from '@akademi/shared';
import { useGetCognitiveResultsQuery, useGetPersonNamesQuery, type CognitiveRow, type ReportStudent } from '../../api/reports-api';
import { COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, fileNamePart, formatFixedTr, toNumberOrNull } from '@akademi/shared/domain';
import { nameLookup, personName, UNKNOWN_STUDENT } from '../../lib/names';
import { downloadCsv, fileDate } from '../../lib/exports';
import { CognitiveSummaryModal, cognitiveReportUrl } from './CognitiveSummaryModal';

export function cognitiveCsv(row: CognitiveRow, trainer: string) {
  const header = ['Tarih', ...COGNITIVE_SCORE_KEYS.map((k) => COGNITIVE_SCORE_LABELS[k]), 'Antrenör'];
  const data = [[formatDate(row.test_start_time ?? row.created_at), ...COGNITIVE_SCORE_KEYS.map((k) => toNumberOrNull(row[k])), trainer]];
  return { header, data };
}

export function CognitiveView({ student }: { student: ReportStudent }) {
  const { data, isLoading, isError } = useGetCognitiveResultsQuery(student.id);
  const conductorIds = [...new Set((data ?? []).map((r) => r.conducted_by).filter((id): id is string => Boolean(id)))];
  const people = useGetPersonNamesQuery(conductorIds, { skip: conductorIds.length === 0 });
  const nameOf = nameLookup(people.data);
  const { notification } = App.useApp();
  const [summary, setSummary] = useState<CognitiveRow | null>(null);

  useEffect(() => {
    if (isError) notification.error({ message: 'Hata', description: 'Rapor verileri yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  if (isLoading) return <Skeleton active />;
  const studentName = personName(student, UNKNOWN_STUDENT);

  const columns: TableColumnsType<CognitiveRow> = [
    { title: 'Tarih', key: 'date', render: (_, r) => formatDate(r.test_start_time ?? r.created_at) },
    // two-word skill names wrap in the header, so the ten columns fit a 1366 px screen (issue 25)
    ...COGNITIVE_SCORE_KEYS.map((k) => ({ title: <span style={{ display: 'inline-block', maxWidth: 72, whiteSpace: 'normal' }}>{COGNITIVE_SCORE_LABELS[k]}</span>, key: k, render: (_: unknown, r: CognitiveRow) => { const v = toNumberOrNull(r[k]); return v === null ? '-' : `%${formatFixedTr(v, 1)}`; } })),
    { title: 'Antrenör', key: 'trainer', render: (_, r) => <span style={{ display: 'inline-block', maxWidth: 140, whiteSpace: 'normal' }}>{nameOf(r.conducted_by)}</span> },
    {
      title: 'PDF',
      key: 'pdf',
      render: (_, r) => (
        <Button size="small" icon={<FilePdfOutlined />} onClick={() => setSummary(r)}>
          Özet
        </Button>
      ),
    },
    {
      title: 'CSV',
      key: 'csv',
      // stays in view when a narrower screen scrolls the table
      fixed: 'right',
      render: (_, r) => (
        <Button
          size="small"
          icon={<FileExcelOutlined />}
          onClick={() => {
            const { header, data: body } = cognitiveCsv(r, nameOf(r.conducted_by));
            downloadCsv(`Bilissel_Test_${fileNamePart(studentName)}_${fileDate(new Date(r.created_at))}.csv`, header, body);
          }}
        >
          CSV
        </Button>
      ),
    },
  ];

  return (
    <Card title="Bilişsel Beceri Testi Sonuçları">
      <Table<CognitiveRow> rowKey="id" columns={columns} dataSource={data ?? []} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: 'Bilişsel beceri testi sonucu bulunamadı.' }} />
      {summary && <CognitiveSummaryModal row={summary} student={student} onClose={() => setSummary(null)} reportUrl={cognitiveReportUrl(summary.session_id)} />}
    </Card>
  );
}
