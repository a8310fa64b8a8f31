// Erişim Kayıtları (issue 26 §2): who looked at which child's data, when and through which path.
// Admin only (the RPC refuses everyone else too). Filters by student, staff member and date
// range; the database filters and pages (25 rows a page).
import { useMemo, useState } from 'react';
import { Button, Flex, Input, Select, Typography } from '@akademi/shared/kit';
import { Card, Empty, StudentSelect } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { formatDateTime, formatNumber, selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { ACCESS_WHAT_LABELS, accessActorLabel, accessPathLabel } from '@akademi/shared/domain';
import { AccessDenied } from '../../../components/AccessDenied';
import { useGetManagedUsersQuery, useGetStudentsQuery } from '../../../lib/users-api';
import { useGetAccessLogQuery, type AccessLogQuery } from '../api/access-logs-api';
import { staffOptionMatches, staffOptions, type StaffOption } from '../lib/staff-options';

export const ACCESS_LOG_PAGE_SIZE = 25;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: '1 1 200px', maxWidth: 320 }}>
      <label htmlFor={id} style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
        {label}
      </label>
      {children}
    </div>
  );
}

export default function AccessLogsPage() {
  const role = useAppSelector(selectCurrentRole);
  if (role !== 'admin') return <AccessDenied />;
  return <AccessLogs />;
}

function AccessLogs() {
  const profile = useAppSelector(selectProfile);
  const scope = { role: 'admin' as const, meId: profile?.id ?? null };
  const students = useGetStudentsQuery(scope);
  const users = useGetManagedUsersQuery(scope);
  const staff = useMemo(
    () => staffOptions(users.data),
    [users.data],
  );
  const [studentId, setStudentId] = useState<string | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query: AccessLogQuery = { studentId, actorId, from: from || null, to: to || null, page, pageSize: ACCESS_LOG_PAGE_SIZE };
  const { data, isFetching, isError } = useGetAccessLogQuery(query, { refetchOnMountOrArgChange: true });
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE));
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
  };

  return (
    <div style={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle>Erişim Kayıtları</PageTitle>
      <Typography.Paragraph type="secondary">
        Öğrencilerin sonuçlarına, profiline ve notlarına kimin, ne zaman ve hangi ekrandan baktığı. Kayıtlar değiştirilemez ve silinemez.
      </Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="flex-end">
          <Field id="access-log-student" label="Öğrenci">
            <StudentSelect
              id="access-log-student"
              students={students.data}
              loading={students.isLoading}
              value={studentId}
              onChange={(id) => reset(() => setStudentId(id))}
              style={{ width: '100%' }}
            />
          </Field>
          <Field id="access-log-actor" label="Personel">
            <Select<string, StaffOption>
              id="access-log-actor"
              aria-label="Personel"
              showSearch={{ filterOption: staffOptionMatches }}
              allowClear
              placeholder="Personel seçin"
              options={staff}
              value={actorId ?? undefined}
              onChange={(v?: string) => reset(() => setActorId(v ?? null))}
              style={{ width: '100%' }}
            />
          </Field>
          <Field id="access-log-from" label="Başlangıç Tarihi">
            <Input id="access-log-from" type="date" value={from} onChange={(e) => reset(() => setFrom(e.target.value))} />
          </Field>
          <Field id="access-log-to" label="Bitiş Tarihi">
            <Input id="access-log-to" type="date" value={to} onChange={(e) => reset(() => setTo(e.target.value))} />
          </Field>
          <Button
            onClick={() =>
              reset(() => {
                setStudentId(null);
                setActorId(null);
                setFrom('');
                setTo('');
              })
            }
          >
            Filtreleri Temizle
          </Button>
        </Flex>
      </Card>
      {isError && <Typography.Text type="danger">Erişim kayıtları yüklenemedi.</Typography.Text>}
      <Typography.Text aria-live="polite">{isFetching ? 'Yükleniyor...' : `${formatNumber(total)} kayıt`}</Typography.Text>
      {rows.length === 0 && !isFetching ? (
        <Empty description="Kayıt bulunamadı" />
      ) : (
        <ul aria-label="Erişim kayıtları" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
          {rows.map((r) => (
            <li key={r.id} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0', display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 2, overflowWrap: 'anywhere' }}>
              <span style={{ minWidth: 140 }}>{formatDateTime(r.at)}</span>
              <strong>{accessActorLabel(r)}</strong>
              <span>{r.student_name ?? 'Silinmiş öğrenci'}</span>
              <span>{ACCESS_WHAT_LABELS[r.what] ?? r.what}</span>
              <Typography.Text type="secondary">{accessPathLabel(r.path)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} align="center" wrap>
        <Button disabled={page <= 1 || isFetching} onClick={() => setPage((p) => p - 1)}>
          Önceki
        </Button>
        <span>
          Sayfa {formatNumber(page)} / {formatNumber(pages)}
        </span>
        <Button disabled={page >= pages || isFetching} onClick={() => setPage((p) => p + 1)}>
          Sonraki
        </Button>
      </Flex>
    </div>
  );
}
