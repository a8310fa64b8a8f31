// Staff statistics cards and 'Son Aktiviteler' (spec 1 §2 Dashboard, §6, §9). Numbers count up
// to their value in Turkish number format.
import { useEffect, useState } from 'react';
import { formatDateTime, formatNumber, type Role } from '@akademi/shared';
import { formatActivityScore } from '@akademi/shared/domain';
import { useGetDashboardQuery, type DashboardData } from '../api/get-dashboard-data';
import { toast } from '../../../components/toast';

const COUNT_UP_MS = 800;

function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (typeof window.requestAnimationFrame !== 'function') {
      setValue(target);
      return undefined;
    }
    const start = performance.now();
    let frame = 0;
    const step = (t: number) => {
      const p = Math.min(1, (t - start) / COUNT_UP_MS);
      setValue(Math.round(target * p));
      if (p < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return value;
}

function StatCard({ label, value, suffix = '' }: { label: string; value: number | null; suffix?: string }) {
  const shown = useCountUp(value ?? 0);
  return (
    <li className="ak-card" aria-label={label}>
      <div style={{ color: 'rgba(0,0,0,0.6)' }}>{label}</div>
      <div style={{ fontSize: 28, fontWeight: 600 }} data-value={value ?? ''}>
        {value === null ? '—' : `${suffix}${formatNumber(shown, 0)}`}
      </div>
    </li>
  );
}

function cardsFor(role: Role, d: DashboardData): { label: string; value: number | null; suffix?: string }[] {
  if (role === 'admin')
    return [
      { label: 'Toplam Kullanıcı', value: d.totalUsers },
      { label: 'Toplam Test', value: d.totalTests },
      { label: 'Başarı Ortalaması', value: d.averageSuccess, suffix: '%' },
      { label: 'Bu hafta', value: d.thisWeek },
    ];
  if (role === 'temsilci')
    return [
      { label: 'Beyin Antrenörleri', value: d.trainers },
      { label: 'Bölge Öğrencileri', value: d.students },
      { label: 'Bölge Performansı', value: d.averageSuccess, suffix: '%' },
    ];
  return [
    { label: 'Öğrencilerim', value: d.students },
    { label: 'Tamamlanan Testler', value: d.totalTests },
    { label: 'Başarı Ortalaması', value: d.averageSuccess, suffix: '%' },
    { label: 'Bu hafta', value: d.thisWeek },
  ];
}

export function DashboardStats({ role, usersId }: { role: Role; usersId: string }) {
  const { data, isLoading, isError } = useGetDashboardQuery({ role, usersId });
  const loading = isLoading;

  useEffect(() => {
    if (isError) toast.error('Dashboard verileri yüklenirken bir hata oluştu.', 5, 'Hata');
  }, [isError]);

  return (
    <>
      {data ? (
        <ul aria-label="İstatistikler" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {cardsFor(role, data).map((c) => (
            <StatCard key={c.label} {...c} />
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="recent-activities-title" className="ak-card">
        <h4 className="ak-title" id="recent-activities-title">
          Son Aktiviteler
        </h4>
        {loading ? (
          <span className="ak-secondary">Yükleniyor...</span>
        ) : !data || data.recent.length === 0 ? (
          <span className="ak-secondary">Son aktivite bulunamadı</span>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.recent.map((a) => (
              <li key={a.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '8px 0', borderBottom: '1px solid #f5f5f5' }}>
                <span>
                  <strong>{a.studentName}</strong> · {a.activity} · Tamamlandı
                </span>
                <span style={{ color: 'rgba(0,0,0,0.6)', whiteSpace: 'nowrap' }}>
                  {a.score === null ? '' : `${formatActivityScore(a.type, a.score)} · `}
                  {formatDateTime(a.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
