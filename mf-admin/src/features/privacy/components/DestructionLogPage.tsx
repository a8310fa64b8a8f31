// İmha Kayıtları and Saklama Süreleri (issue 26 §3, §4), admin only: what was destroyed, when, by
// whom and why (no personal data is kept there), and the retention periods the daily job applies,
// with 'Şimdi Çalıştır' for run_retention(). RLS and the functions refuse everyone else.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Form, Space, Typography } from '@akademi/shared/kit';
import { Card, InputNumber, Modal, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDateTime, formatNumber, resultError, selectCurrentRole, useAppSelector } from '@akademi/shared';
import { personName } from '@akademi/shared/domain';
import { PageTitle } from '@akademi/shared/ui';
import { BackLink } from '../../../components/back-link';
import { AccessDenied } from '../../../components/AccessDenied';
import {
  useGetDestructionLogQuery,
  useGetRetentionSettingsQuery,
  useRunRetentionMutation,
  useUpdateRetentionSettingsMutation,
  type DestructionLogRow,
} from '../api/privacy-api';
import { tableLabel } from '../lib/student-export';
import { RETENTION_LIMITS } from '../lib/retention';

const KIND_LABELS: Record<string, string> = { erasure: 'Silme', retention_run: 'Saklama süresi' };

function RetentionCard() {
  const { message } = App.useApp();
  const { data, isLoading } = useGetRetentionSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateRetentionSettingsMutation();
  const [run, { isLoading: running }] = useRunRetentionMutation();
  const [studentMonths, setStudentMonths] = useState<number | null>(null);
  const [logMonths, setLogMonths] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data) {
      setStudentMonths(data.student_months);
      setLogMonths(data.system_log_months);
    }
  }, [data]);

  const save = async () => {
    const s = RETENTION_LIMITS.student;
    const l = RETENTION_LIMITS.systemLogs;
    if (studentMonths === null || studentMonths < s.min || studentMonths > s.max) return setError(`Öğrenci verisi ${s.min}–${s.max} ay arasında olmalıdır.`);
    if (logMonths === null || logMonths < l.min || logMonths > l.max) return setError(`Sistem kayıtları ${l.min}–${l.max} ay arasında olmalıdır.`);
    setError(null);
    const r = await update({ studentMonths, systemLogMonths: logMonths });
    const failed = resultError(r, 'Kaydedilemedi.');
    if (failed) setError(failed);
    else void message.success('Saklama süreleri kaydedildi.');
  };
  const runNow = () =>
    Modal.confirm({
      title: 'Saklama süresi imhası şimdi çalıştırılsın mı?',
      content: 'Son etkinliğinden bu yana saklama süresi dolan öğrencilerin verileri ve süresi dolan sistem kayıtları kalıcı olarak silinir.',
      okText: 'Çalıştır',
      okButtonProps: { danger: true },
      cancelText: 'Vazgeç',
      onOk: async () => {
        const r = await run();
        const failed = resultError(r, 'Çalıştırılamadı.');
        if (failed) void message.error(failed);
        else if (r.data) void message.success(`${formatNumber(r.data.students_erased)} öğrenci ve ${formatNumber(r.data.system_logs_deleted)} sistem kaydı silindi.`);
      },
    });

  return (
    <Card title="Saklama Süreleri" loading={isLoading} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        Süresi dolan veriler her gün 03:30'da (UTC) otomatik olarak imha edilir ve aşağıdaki listeye kaydedilir.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void save()}>
        <Flex gap={16} wrap>
          <Form.Item label="Öğrenci verisi (son etkinlikten sonra, ay)" htmlFor="retention-student">
            <InputNumber id="retention-student" min={RETENTION_LIMITS.student.min} max={RETENTION_LIMITS.student.max} value={studentMonths} onChange={(v) => setStudentMonths(v)} />
          </Form.Item>
          <Form.Item label="Sistem kayıtları (ay)" htmlFor="retention-logs">
            <InputNumber id="retention-logs" min={RETENTION_LIMITS.systemLogs.min} max={RETENTION_LIMITS.systemLogs.max} value={logMonths} onChange={(v) => setLogMonths(v)} />
          </Form.Item>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Kaydet
          </Button>
          <Button danger loading={running} onClick={runNow}>
            Şimdi Çalıştır
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

export default function DestructionLogPage() {
  const role = useAppSelector(selectCurrentRole);
  const admin = role === 'admin';
  const { data, isLoading, isError } = useGetDestructionLogQuery(undefined, { skip: !admin });
  const people = useMemo(() => new Map((data?.people ?? []).map((p) => [p.id, p])), [data]);
  if (!admin) return <AccessDenied />;

  const columns: TableColumnsType<DestructionLogRow> = [
    { title: 'Kayıt No', dataIndex: 'ref', key: 'ref' },
    { title: 'Tarih', key: 'at', render: (_, r) => formatDateTime(r.created_at) },
    { title: 'Tür', key: 'kind', render: (_, r) => <Tag color={r.kind === 'erasure' ? 'red' : 'orange'}>{KIND_LABELS[r.kind] ?? r.kind}</Tag> },
    { title: 'Silinen Kayıt', key: 'total', render: (_, r) => formatNumber(r.total_rows) },
    {
      title: 'Kategoriler',
      key: 'categories',
      render: (_, r) => {
        const entries = Object.entries((r.categories ?? {}) as Record<string, number>);
        if (entries.length === 0) return '-';
        return (
          <div style={{ fontSize: 12, maxWidth: 360, whiteSpace: 'normal' }}>
            {entries.map(([k, n]) => `${tableLabel(k)}: ${formatNumber(n)}`).join(', ')}
          </div>
        );
      },
    },
    { title: 'Gerekçe', key: 'reason', render: (_, r) => <div style={{ maxWidth: 280, whiteSpace: 'normal' }}>{r.reason}</div> },
    { title: 'Talep No', key: 'request', render: (_, r) => r.request_ref ?? '-' },
    {
      title: 'İşlemi Yapan',
      key: 'by',
      render: (_, r) => {
        if (!r.performed_by) return 'Sistem (zamanlanmış görev)';
        const p = people.get(r.performed_by);
        return p ? personName(p) : '-';
      },
    },
  ];

  return (
    <div>
      <BackLink />
      <PageTitle>İmha Kayıtları</PageTitle>
      <Typography.Paragraph type="secondary">
        Silinen verilerin kaydı: hangi tablolardan kaç kayıt, ne zaman, kim tarafından ve neden silindi. Bu kayıtlar kişisel veri içermez.
      </Typography.Paragraph>
      <RetentionCard />
      {isError && <Alert type="error" showIcon title="İmha kayıtları yüklenemedi." style={{ marginBottom: 12 }} />}
      <Card title="Kayıtlar">
        <Table<DestructionLogRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isLoading}
          scroll={{ x: 'max-content' }}
          pagination={(data?.rows.length ?? 0) > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: <Typography.Text type="secondary">Henüz imha kaydı yok.</Typography.Text> }}
        />
      </Card>
    </div>
  );
}
