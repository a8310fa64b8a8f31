// Static cognitive report page (spec 3 §2.5, §5): student info, age in years/months/days, the six
// skills with their levels, a plain SVG bar chart and 'PDF Olarak İndir' (window.print, A4 CSS).
import { useEffect, useMemo, useState } from 'react';
import { formatDate, getAcademyBranding } from '@akademi/shared';
import { letterheadHtml, PRINT_DOCUMENT_CSS, printPageCss, signatureHtml, type PrintFrame } from '@akademi/shared/export';
import { ageParts, COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, formatAgeParts, formatFixedTr, normalizeDemographicInfo, skillLevel, toNumberOrNull } from '@akademi/shared/domain';
import type { CognitivePerson, CognitiveReportData, CognitiveReportLoader } from './data';
import { SkillBarChart, type SkillBar } from './SkillBarChart';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ready'; data: CognitiveReportData };

const personName = (p: CognitivePerson | null): string => [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim() || '-';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <main className="tp-page">
      <section className="tp-card tp-error" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
      </section>
    </main>
  );
}

/** Issue 17 item 6: the academy's letterhead, running header/footer with 'Sayfa i / n' and the
 * print date, and signature lines — the same builders as the reports' print window. */
function usePrintFrame(title: string): PrintFrame {
  return useMemo(() => ({ ...getAcademyBranding(), title, printedAt: new Date() }), [title]);
}

export function CognitiveReport({ sessionId, hasKey, load }: { sessionId: string | null; hasKey: boolean; load: CognitiveReportLoader }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const frame = usePrintFrame('Bilişsel Beceri Testi Raporu');
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    load(sessionId).then(
      (data) => live && setState(data ? { kind: 'ready', data } : { kind: 'missing' }),
      (err: unknown) => {
        console.error('Bilişsel rapor yüklenemedi', err);
        if (live) setState({ kind: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [sessionId, load]);

  if (!sessionId) return <Message title="Geçersiz rapor bağlantısı" text="Bağlantıda oturum numarası (session_id) yok." />;
  if (state.kind === 'loading') return <main className="tp-page"><p role="status">Rapor yükleniyor…</p></main>;
  if (state.kind === 'missing') return <Message title="Rapor bulunamadı" text="Bu oturuma ait bir bilişsel test sonucu yok ya da bu raporu görme yetkiniz yok." />;
  if (state.kind === 'error') return <Message title="Rapor yüklenemedi" text="Rapor verileri yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin." />;

  const { result, student, conductor } = state.data;
  const at = result.test_start_time ?? result.created_at;
  const birth = normalizeDemographicInfo(student?.demographic_info).birth_date;
  const birthDate = typeof birth === 'string' ? birth : null;
  const skills: SkillBar[] = COGNITIVE_SCORE_KEYS.map((k) => ({ key: k, label: COGNITIVE_SCORE_LABELS[k], value: toNumberOrNull(result[k]) }));

  return (
    <main className="cr-page">
      <style>{printPageCss(frame) + PRINT_DOCUMENT_CSS}</style>
      {/* built from escaped text only (shared/src/export/print.ts) */}
      <div dangerouslySetInnerHTML={{ __html: letterheadHtml(frame) }} />
      <header className="cr-head">
        <h1>Bilişsel Beceri Testi Raporu</h1>
        <div className="cr-actions no-print">
          <button type="button" className="tp-button" onClick={() => window.print()} disabled={!hasKey}>PDF Olarak İndir</button>
          {!hasKey && <p className="tp-error" role="note">Erişim anahtarı (key) eksik olduğu için PDF indirme engellendi. Raporu raporlar sayfasından yeniden açın.</p>}
        </div>
      </header>
      <table className="cr-table" aria-label="Öğrenci bilgileri">
        <tbody>
          <tr><th>Ad Soyad</th><td>{personName(student)}</td><th>Test Tarihi</th><td>{formatDate(at)}</td></tr>
          <tr><th>Yaş</th><td data-testid="cognitive-age">{formatAgeParts(birthDate ? ageParts(birthDate, at) : null)}</td><th>Doğum Tarihi</th><td>{birthDate ? formatDate(birthDate) : '-'}</td></tr>
          <tr><th>Testi Uygulayan</th><td colSpan={3}>{personName(conductor)}</td></tr>
        </tbody>
      </table>
      <table className="cr-table" aria-label="Beceri puanları">
        <thead><tr><th>Beceri</th><th>Yüzde</th><th>Düzey</th></tr></thead>
        <tbody>
          {skills.map((s) => (
            <tr key={s.key}>
              <td>{s.label}</td>
              <td>{s.value === null ? '-' : `%${formatFixedTr(s.value, 2)}`}</td>
              <td>{s.value === null ? '-' : skillLevel(s.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SkillBarChart bars={skills} />
      <p className="cr-legend">Düzeyler: 75 ve üzeri Güçlü, 50–75 arası Gelişmiş, 50'nin altı Gelişim Öncelikli.</p>
      <div dangerouslySetInnerHTML={{ __html: signatureHtml([{ role: 'Testi Uygulayan', name: personName(conductor) === '-' ? null : personName(conductor) }, { role: 'Veli' }]) }} />
    </main>
  );
}
