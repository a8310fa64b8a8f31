// d2 results of a student (spec 3 §2.2): table D, E1, E2, E, CP, TN, FR with the formula legend;
// report modal and CSV per row.
import { useEffect, useState } from 'react';
import { App, Button, Typography } from '@akademi/shared/kit';
import { Card, FileExcelOutlined, FilePdfOutlined, Skeleton, Table, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate } from '@akademi/shared';
import { useGetD2ResultsQuery, useGetPersonNamesQuery, type D2Row, type ReportStudent } from '../../api/reports-api';
import { d2ResultScores, formatD2OneDecimal, type D2Scores } from '@akademi/shared/domain';
import { nameLookup, personName, UNKNOWN_STUDENT } from '../../lib/names';
import { downloadCsv, fileDate } from '../../lib/exports';
import { fileNamePart, roundTo } from '@akademi/shared/domain';
import { D2ReportModal } from './D2ReportModal';

type D2TableRow = D2Row & { scores: D2Scores };

export const D2_FORMULA_LEGEND = 'D: doğru işaretlenen hedef · E1: atlanan hedef (ihmal hatası) · E2: yanlış işaretleme (karıştırma hatası) · E = E1 + E2 · CP = D − E2 · TN: işlenen toplam öğe · FR = en yüksek satır TN − en düşük satır TN';

export function d2CsvRows(rows: readonly D2TableRow[], trainer: (id: string | null) => string) {
  const header = ['Tarih', 'D', 'E1', 'E2', 'E', 'CP', 'TN', 'TN-E', '%Hata', 'FR', 'Antrenör'];
  const data = rows.map((r) => [formatDate(r.created_at), r.scores.D, r.scores.E1, r.scores.E2, r.scores.E, r.scores.CP, r.scores.TN, r.scores['TN-E'], roundTo(r.scores.errorPercentage, 1), r.scores.FR, trainer(r.conducted_by)]);
  return { header, data };
}

export function D2View({ student }: { student: ReportStudent }) {
  const { data, isLoading, isError } = useGetD2ResultsQuery(student.id);
  const conductorIds = [...new Set((data ?? []).map((r) => r.conducted_by).filter((id): id is string => Boolean(id)))];
  const people = useGetPersonNamesQuery(conductorIds, { skip: conductorIds.length === 0 });
  const nameOf = nameLookup(people.data);
  const { notification } = App.useApp();
  const [reportRow, setReportRow] = useState<D2TableRow | null>(null);

  useEffect(() => {
    if (isError) notification.error({ message: 'Hata', description: 'D2 rapor verileri yüklenirken bir hata oluştu.' });
  }, [isError, notification]);

  if (isLoading) return <Skeleton active />;
  const rows: D2TableRow[] = (data ?? []).map((r) => ({ ...r, scores: d2ResultScores(r) }));
  const studentName = personName(student, UNKNOWN_STUDENT);
  const exportCsv = (r: D2TableRow) => {
    const { header, data: body } = d2CsvRows([r], (id) => nameOf(id));
    downloadCsv(`D2_Test_${fileNamePart(studentName)}_${fileDate(new Date(r.created_at))}.csv`, header, body);
  };

  const columns: TableColumnsType<D2TableRow> = [
    { title: 'Tarih', key: 'date', render: (_, r) => formatDate(r.created_at) },
    { title: 'D', key: 'D', render: (_, r) => r.scores.D },
    { title: 'E1', key: 'E1', render: (_, r) => r.scores.E1 },
    { title: 'E2', key: 'E2', render: (_, r) => r.scores.E2 },
    { title: 'E', key: 'E', render: (_, r) => r.scores.E },
    { title: 'CP', key: 'CP', render: (_, r) => formatD2OneDecimal(r.scores.CP) },
    { title: 'TN', key: 'TN', render: (_, r) => r.scores.TN },
    { title: 'FR', key: 'FR', render: (_, r) => formatD2OneDecimal(r.scores.FR) },
    { title: 'Antrenör', key: 'trainer', render: (_, r) => nameOf(r.conducted_by) },
    { title: 'PDF', key: 'pdf', render: (_, r) => <Button size="small" icon={<FilePdfOutlined />} onClick={() => setReportRow(r)}>Rapor</Button> },
    { title: 'CSV', key: 'csv', render: (_, r) => <Button size="small" icon={<FileExcelOutlined />} onClick={() => exportCsv(r)}>CSV</Button> },
  ];

  return (
    <Card title="D2 Dikkat Testi Sonuçları">
      <Table<D2TableRow> rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: 'D2 test sonucu bulunamadı.' }} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="d2-legend">
        {D2_FORMULA_LEGEND}
      </Typography.Paragraph>
      {reportRow && (
        <D2ReportModal row={reportRow} scores={reportRow.scores} student={student} trainerName={reportRow.conducted_by && people.data?.some((p) => p.id === reportRow.conducted_by) ? nameOf(reportRow.conducted_by) : null} onClose={() => setReportRow(null)} />
      )}
    </Card>
  );
}
