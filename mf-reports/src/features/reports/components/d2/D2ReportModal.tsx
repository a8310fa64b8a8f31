// d2 report modal (spec 3 §2.4): two A4 pages; defaults for missing data; chart after 500 ms;
// percentiles from d2_norms (illustrative demo rows in the seed: see the footer).
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Spin } from '@akademi/shared/kit';
import { FileTextOutlined } from '@akademi/shared/kit-extra';
import { formatDate } from '@akademi/shared';
import { useGetD2NormsQuery, type D2Row, type ReportStudent } from '../../api/reports-api';
import {
  ageGroup,
  ageInYears,
  d2ConcentrationComment,
  d2ErrorComment,
  d2FluctuationComment,
  d2GenderLabel,
  d2Percentile,
  d2SpeedComment,
  formatD2OneDecimal,
  formatFixedTr,
  type D2Scores,
} from '@akademi/shared/domain';
import { useReportStudent } from '../../hooks/use-report-student';
import { ReportPagesModal } from '../ReportPagesModal';
import { cellStyle, headStyle, pageStyle, tableStyle } from '../report-styles';

const D2LineChart = lazy(() => import('./D2LineChart'));

/** Spec 3 §2.4 defaults when data is missing. */
export const D2_DEFAULT_BIRTH_DATE = '1990-01-01';
export const D2_DEFAULT_TRAINER = 'Beyin Antrenörü';
/** Spec 3 §9: the chart loads after 500 ms. */
export const D2_CHART_DELAY_MS = 500;

export const D2_NORMS_FOOTER =
  'Not: Yüzdelik değerler gösterim amaçlı örnek norm verileriyle hesaplanmıştır. Yayımlanmış d2 normları lisanslı materyaldir; lisanslı norm tablosu içe aktarıldığında değerler bu tabloya göre hesaplanır.';

export function D2ReportModal({ row, scores, student, trainerName, onClose }: { row: D2Row; scores: D2Scores; student: ReportStudent; trainerName: string | null; onClose: () => void }) {
  const [showChart, setShowChart] = useState(false);
  const norms = useGetD2NormsQuery();
  useEffect(() => {
    const t = setTimeout(() => setShowChart(true), D2_CHART_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  const { name, info } = useReportStudent(student);
  const birthDate = typeof info.birth_date === 'string' && info.birth_date ? info.birth_date : D2_DEFAULT_BIRTH_DATE;
  const gender = info.gender === 'female' ? 'female' : 'male';
  const trainer = trainerName ?? D2_DEFAULT_TRAINER;
  const group = ageGroup(birthDate, row.created_at);
  const tnPercentile = d2Percentile(norms.data, 'TN', scores.TN, group, gender);
  const tnePercentile = d2Percentile(norms.data, 'TN-E', scores['TN-E'], group, gender);
  const illustrative = (norms.data ?? []).some((n) => n.source.toLowerCase().includes('illustrative'));

  return (
    <ReportPagesModal
      kind="d2"
      studentName={name}
      trainerName={trainer}
      onClose={onClose}
      extraButtons={
        <Button icon={<FileTextOutlined />} onClick={() => document.getElementById('d2-page-2')?.scrollIntoView({ behavior: 'smooth' })}>
          Detaylı Rapor
        </Button>
      }
    >
        <div className="page" style={pageStyle}>
          <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>D2 Dikkat Testi Raporu</h1>
          <table style={tableStyle}>
            <tbody>
              <tr><th style={headStyle}>Ad Soyad</th><td style={cellStyle}>{name}</td><th style={headStyle}>Yaş</th><td style={cellStyle} data-testid="d2-age">{ageInYears(birthDate, row.created_at) ?? '-'}</td></tr>
              <tr><th style={headStyle}>Değerlendirme Tarihi</th><td style={cellStyle}>{formatDate(row.created_at)}</td><th style={headStyle}>Cinsiyet</th><td style={cellStyle}>{d2GenderLabel(gender)}</td></tr>
              <tr><th style={headStyle}>Doğum Tarihi</th><td style={cellStyle}>{formatDate(birthDate)}</td><th style={headStyle}>Antrenör</th><td style={cellStyle}>{trainerName ?? 'Belirtilmemiş'}</td></tr>
            </tbody>
          </table>
          <h2 style={{ fontSize: 16 }}>Satır Performansı</h2>
          <table style={{ ...tableStyle, fontSize: 11 }} aria-label="Satır performansı">
            <thead>
              <tr><th style={headStyle}>Satır</th>{scores.lines.map((l) => <th key={l.position} style={headStyle}>{l.position}</th>)}</tr>
            </thead>
            <tbody>
              <tr><th style={headStyle}>TN</th>{scores.lines.map((l) => <td key={l.position} style={cellStyle}>{l.processed}</td>)}</tr>
              <tr><th style={headStyle}>D</th>{scores.lines.map((l) => <td key={l.position} style={cellStyle}>{l.correct}</td>)}</tr>
              <tr><th style={headStyle}>E</th>{scores.lines.map((l) => <td key={l.position} style={cellStyle}>{l.errors}</td>)}</tr>
            </tbody>
          </table>
          <div data-testid="d2-chart" data-print-chart style={{ minHeight: 260 }}>
            {showChart ? (
              <Suspense fallback={<Spin />}>
                <D2LineChart lines={scores.lines} />
              </Suspense>
            ) : (
              <Spin />
            )}
          </div>
          <h2 style={{ fontSize: 16 }}>Testin Amacı</h2>
          <p>d2 Dikkat Testi; seçici dikkat, sürdürülebilir dikkat, görsel tarama hızı ve doğruluğu ölçen, zaman sınırlı bir kâğıt-kalem testinin dijital uygulamasıdır.</p>
          <h2 style={{ fontSize: 16 }}>Kullanım Alanları</h2>
          <p>Eğitimde dikkat becerilerinin izlenmesi, dikkat çalışmalarının planlanması ve gelişimin dönemsel olarak karşılaştırılması.</p>
          <h2 style={{ fontSize: 16 }}>Notlar</h2>
          <p>Sonuçlar tek başına tanı amacıyla kullanılmamalı; gözlem ve diğer değerlendirmelerle birlikte yorumlanmalıdır.</p>
        </div>
        <div className="page" id="d2-page-2" style={pageStyle}>
          <h2 style={{ fontSize: 16 }}>Ölçülen Alanlar</h2>
          <p>Psikomotor hız (TN), seçici dikkat ve konsantrasyon (CP, TN-E), hata eğilimi (%Hata) ve dikkat dalgalanması (FR).</p>
          <table style={tableStyle} aria-label="Puan tablosu">
            <thead>
              <tr><th style={headStyle}>TN</th><th style={headStyle}>E1</th><th style={headStyle}>E2</th><th style={headStyle}>TN-E</th><th style={headStyle}>CP</th><th style={headStyle}>%Hata</th><th style={headStyle}>SP (Yüzdelik)</th></tr>
            </thead>
            <tbody>
              <tr data-testid="d2-score-row">
                <td style={cellStyle}>{scores.TN}</td>
                <td style={cellStyle}>{scores.E1}</td>
                <td style={cellStyle}>{scores.E2}</td>
                <td style={cellStyle}>{scores['TN-E']}</td>
                <td style={cellStyle}>{formatD2OneDecimal(scores.CP)}</td>
                <td style={cellStyle}>{formatD2OneDecimal(scores.errorPercentage)}</td>
                <td style={cellStyle}>{formatFixedTr(tnePercentile, 1)}</td>
              </tr>
            </tbody>
          </table>
          <h2 style={{ fontSize: 16 }}>Psikomotor Hız</h2>
          <p>{d2SpeedComment(tnPercentile)} (TN yüzdelik: {formatFixedTr(tnPercentile, 1)})</p>
          <h2 style={{ fontSize: 16 }}>Seçici Dikkat</h2>
          <p>{d2ConcentrationComment(tnePercentile)}</p>
          <h2 style={{ fontSize: 16 }}>Hata Eğilimi</h2>
          <p>{d2ErrorComment(scores.errorPercentage)}</p>
          <h2 style={{ fontSize: 16 }}>Dikkat Dalgalanması</h2>
          <p>{d2FluctuationComment(scores.FR)} (FR: {formatD2OneDecimal(scores.FR)})</p>
          <h2 style={{ fontSize: 16 }}>Antrenör Gözlemleri</h2>
          <div style={{ border: '1px solid #9ca3af', minHeight: 120 }} />
          <p style={{ color: '#6b7280', fontSize: 11, marginTop: 12 }} data-testid="d2-norms-footer">
            {illustrative || (norms.data ?? []).length === 0 ? D2_NORMS_FOOTER : 'Yüzdelik değerler yüklü d2 norm tablosuna göre hesaplanmıştır.'}
            {` Uygulayan: ${trainer}.`}
          </p>
        </div>
    </ReportPagesModal>
  );
}
