// Burdon report modal (spec 3 §2.3): full screen, two pages, needle gauge, three sections,
// interpretation by band, 'PDF Olarak İndir' print window.
import { formatDate, formatDateTime } from '@akademi/shared';
import type { BurdonRow, ReportStudent } from '../../api/reports-api';
import { burdonInterpretation, burdonPerformancePercentage, burdonSections, burdonTargetChars, d2GenderLabel, formatAttentionRatio, formatFixedTr } from '@akademi/shared/domain';
import { useReportStudent } from '../../hooks/use-report-student';
import { ReportPagesModal } from '../ReportPagesModal';
import { BurdonGauge } from './BurdonGauge';
import { pageStyle, tableStyle, cellStyle, headStyle } from '../report-styles';

export function BurdonReportModal({ row, student, trainerName, onClose }: { row: BurdonRow; student: ReportStudent; trainerName: string; onClose: () => void }) {
  const { name, info } = useReportStudent(student);
  const perf = burdonPerformancePercentage(row);
  const band = burdonInterpretation(perf);
  const sections = burdonSections(row);

  return (
    <ReportPagesModal kind="burdon" studentName={name} trainerName={trainerName} onClose={onClose} bodyMinHeight="calc(100vh - 48px)">
        <div className="page" style={pageStyle}>
          <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>Burdon Dikkat Testi Raporu</h1>
          <h2 style={{ fontSize: 16 }}>Öğrenci Bilgileri</h2>
          <table style={tableStyle}>
            <tbody>
              <tr><th style={headStyle}>Ad Soyad</th><td style={cellStyle}>{name}</td><th style={headStyle}>Doğum Tarihi</th><td style={cellStyle}>{info.birth_date ? formatDate(info.birth_date) : '-'}</td></tr>
              <tr><th style={headStyle}>Cinsiyet</th><td style={cellStyle}>{info.gender ? d2GenderLabel(info.gender) : '-'}</td><th style={headStyle}>Antrenör</th><td style={cellStyle}>{trainerName}</td></tr>
              <tr><th style={headStyle}>Test Tarihi</th><td style={cellStyle}>{formatDateTime(row.created_at)}</td><th style={headStyle}>Hedef Harfler</th><td style={cellStyle}>{burdonTargetChars(row.detailed_results).join(', ')}</td></tr>
            </tbody>
          </table>
          <h2 style={{ fontSize: 16 }}>Genel Performans</h2>
          <BurdonGauge percentage={perf} />
          <table style={tableStyle}>
            <tbody>
              <tr><th style={headStyle}>Toplam Doğru</th><td style={cellStyle} data-testid="burdon-total-correct">{row.total_correct}</td><th style={headStyle}>Toplam Yanlış</th><td style={cellStyle} data-testid="burdon-total-wrong">{row.total_wrong}</td></tr>
              <tr><th style={headStyle}>Toplam Atlanan</th><td style={cellStyle} data-testid="burdon-total-missed">{row.total_missed}</td><th style={headStyle}>Toplam Puan</th><td style={cellStyle}>{row.total_score ?? 0}</td></tr>
              <tr><th style={headStyle}>Dikkat Oranı</th><td style={cellStyle}>{formatAttentionRatio(row.attention_ratio)}</td><th style={headStyle}>Süre</th><td style={cellStyle}>{row.test_elapsed_time_seconds ?? '-'} sn</td></tr>
            </tbody>
          </table>
        </div>
        <div className="page" style={pageStyle}>
          <h2 style={{ fontSize: 16 }}>Bölüm Sonuçları</h2>
          <table style={tableStyle} aria-label="Bölüm sonuçları">
            <thead>
              <tr><th style={headStyle}>Bölüm</th><th style={headStyle}>Doğru</th><th style={headStyle}>Yanlış</th><th style={headStyle}>Atlanan</th><th style={headStyle}>Başarı</th></tr>
            </thead>
            <tbody>
              {sections.map((s) => (
                <tr key={s.section} data-testid={`burdon-section-${s.section}`}>
                  <td style={cellStyle}>{`${s.section}. Bölüm (${s.label})`}</td>
                  <td style={cellStyle}>{s.correct}</td>
                  <td style={cellStyle}>{s.wrong}</td>
                  <td style={cellStyle}>{s.missed}</td>
                  <td style={cellStyle}>%{formatFixedTr(s.percentage, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 style={{ fontSize: 16 }}>Değerlendirme: {band.title}</h2>
          <p style={{ lineHeight: 1.6 }} data-testid="burdon-interpretation">{band.comment}</p>
          <p style={{ color: '#6b7280', fontSize: 12 }}>Performans yüzdesi = doğru / (doğru + atlanan + yanlış) × 100.</p>
        </div>
    </ReportPagesModal>
  );
}
