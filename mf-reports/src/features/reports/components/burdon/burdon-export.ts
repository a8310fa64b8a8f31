// Burdon Excel export (spec 3 §9 file name Burdon_Test_{student}_{date}.xlsx).
import { formatDate } from '@akademi/shared';
import type { BurdonRow } from '../../api/reports-api';
import { burdonPerformancePercentage, burdonSections, roundTo, type CellValue } from '@akademi/shared/domain';
import { burdonExcelFileName, downloadXlsx } from '../../lib/exports';

/** The sheet rows (label/value block, then the per-section table). */
export function burdonSheetRows(row: BurdonRow, studentName: string, conductor: string): CellValue[][] {
  const sections = burdonSections(row);
  return [
    ['Öğrenci', studentName],
    ['Uygulayan', conductor],
    ['Tarih', formatDate(row.created_at)],
    ['Toplam Puan', row.total_score],
    ['Performans (%)', roundTo(burdonPerformancePercentage(row), 2)],
    ['Dikkat Oranı', row.attention_ratio],
    ['Süre (sn)', row.test_elapsed_time_seconds],
    [],
    ['Bölüm', 'Doğru', 'Yanlış', 'Atlanan', 'Puan', 'Başarı (%)'],
    ...sections.map((s): CellValue[] => [`${s.section}. Bölüm (${s.label})`, s.correct, s.wrong, s.missed, s.score, roundTo(s.percentage, 2)]),
    ['Toplam', row.total_correct, row.total_wrong, row.total_missed, row.total_score, roundTo(burdonPerformancePercentage(row), 2)],
  ];
}

export async function exportBurdonExcel(row: BurdonRow, studentName: string, conductor: string): Promise<void> {
  await downloadXlsx(burdonExcelFileName(studentName, new Date()), 'Burdon Testi', ['Burdon Dikkat Testi Raporu', ''], burdonSheetRows(row, studentName, conductor));
}
