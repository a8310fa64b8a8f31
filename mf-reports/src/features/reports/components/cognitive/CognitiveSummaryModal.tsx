// Cognitive summary modal (spec 3 §2.5): age in years/months/days, six skills with levels, bar
// chart, buttons to the static cognitive report page (session_id + anon key; no key → blocked).
import { lazy, Suspense } from 'react';
import { Button, Flex, Spin } from '@akademi/shared/kit';
import { Modal, Tag } from '@akademi/shared/kit-extra';
import { formatDate, getRuntimeConfig } from '@akademi/shared';
import type { CognitiveRow, ReportStudent } from '../../api/reports-api';
import { ageParts, COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, formatAgeParts, formatFixedTr, skillLevel, toNumberOrNull } from '@akademi/shared/domain';
import { useReportStudent } from '../../hooks/use-report-student';
import { cellStyle, headStyle, tableStyle } from '../report-styles';

const CognitiveBarChart = lazy(() => import('./CognitiveBarChart'));

/** The static cognitive report page (served with the static test pages of mf-tests). */
export const COGNITIVE_REPORT_PATH = '/cognitive-tests/rapor/rapor.html';

/** URL of the static report page, or null when the session id or the anon key is missing. */
export function cognitiveReportUrl(sessionId: string | null, anonKey: string | null = safeAnonKey()): string | null {
  if (!sessionId || !anonKey) return null;
  return `${COGNITIVE_REPORT_PATH}?${new URLSearchParams({ session_id: sessionId, key: anonKey }).toString()}`;
}

function safeAnonKey(): string | null {
  try {
    return getRuntimeConfig().supabaseAnonKey || null;
  } catch {
    return null;
  }
}

const LEVEL_COLORS = { Güçlü: 'green', Gelişmiş: 'blue', 'Gelişim Öncelikli': 'orange' } as const;

export function CognitiveSummaryModal({ row, student, reportUrl, onClose }: { row: CognitiveRow; student: ReportStudent; reportUrl: string | null; onClose: () => void }) {
  const { name, info } = useReportStudent(student);
  const at = row.test_start_time ?? row.created_at;
  const skills = COGNITIVE_SCORE_KEYS.map((k) => ({ key: k, label: COGNITIVE_SCORE_LABELS[k], value: toNumberOrNull(row[k]) }));
  const chartData = skills.flatMap((s) => (s.value === null ? [] : [{ beceri: s.label, yuzde: s.value }]));
  const open = () => {
    if (reportUrl) window.open(reportUrl, '_blank', 'noopener');
  };
  return (
    <Modal open onCancel={onClose} title="Bilişsel Beceri Testi Özeti" width="min(820px, calc(100vw - 32px))" footer={
      <Flex gap={8} justify="end">
        <Button onClick={open} disabled={!reportUrl}>Detaylı Rapor</Button>
        <Button type="primary" onClick={open} disabled={!reportUrl}>PDF Olarak İndir</Button>
        <Button onClick={onClose}>Kapat</Button>
      </Flex>
    }>
      <table style={tableStyle}>
        <tbody>
          <tr><th style={headStyle}>Ad Soyad</th><td style={cellStyle}>{name}</td><th style={headStyle}>Test Tarihi</th><td style={cellStyle}>{formatDate(at)}</td></tr>
          <tr><th style={headStyle}>Yaş</th><td style={cellStyle} data-testid="cognitive-age">{formatAgeParts(info.birth_date ? ageParts(info.birth_date, at) : null)}</td><th style={headStyle}>Doğum Tarihi</th><td style={cellStyle}>{info.birth_date ? formatDate(info.birth_date) : '-'}</td></tr>
        </tbody>
      </table>
      <table style={tableStyle} aria-label="Beceri puanları">
        <thead><tr><th style={headStyle}>Beceri</th><th style={headStyle}>Yüzde</th><th style={headStyle}>Düzey</th></tr></thead>
        <tbody>
          {skills.map((s) => (
            <tr key={s.key}>
              <td style={cellStyle}>{s.label}</td>
              <td style={cellStyle}>{s.value === null ? '-' : `%${formatFixedTr(s.value, 1)}`}</td>
              <td style={cellStyle}>{s.value === null ? '-' : <Tag color={LEVEL_COLORS[skillLevel(s.value)]}>{skillLevel(s.value)}</Tag>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div data-testid="cognitive-chart" style={{ minHeight: 260 }}>
        <Suspense fallback={<Spin />}>
          <CognitiveBarChart data={chartData} />
        </Suspense>
      </div>
    </Modal>
  );
}
