// Veri Talepleri (issue 26 §3): a guardian's request to export or erase their child's data, due
// 30 days after it is opened (KVKK md. 13). Admin sees every request; a trainer (and a temsilci for
// their trainers' students) the requests of their own students — RLS decides, this page shows
// what it gets. On a request's row: JSON and Excel download of the export, 'Tamamlandı' /
// 'Reddet', and for an erasure 'Verileri Sil' behind a dialog that asks for the reason.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Space, Typography } from '@akademi/shared/kit';
import { Card, FileExcelOutlined, FileTextOutlined, PlusOutlined, Radio, StudentSelect, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate, formatDateTime, resultError, selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { personName } from '@akademi/shared/domain';
import { downloadBlob } from '@akademi/shared/export';
import { PageTitle } from '@akademi/shared/ui';
import { BackLink } from '../../../components/back-link';
import { ActionModal } from '../../../components/ActionModal';
import { AccessDenied, isStaffRole } from '../../../components/AccessDenied';
import { useGetStudentsQuery, type ManagedUser } from '../../../lib/users-api';
import {
  fetchStudentExport,
  useCreateDataRequestMutation,
  useEraseStudentMutation,
  useGetDataRequestsQuery,
  useSetDataRequestStatusMutation,
  type DataRequestRow,
  type RequestType,
} from '../api/privacy-api';
import { buildExportWorkbook, exportFileName, exportSheets } from '../lib/student-export';
import { REQUEST_STATUS, REQUEST_TYPE_LABELS, REQUESTED_BY_MAX, REASON_MAX, isOverdue } from '../lib/requests';

const MODAL_WIDTH = 'min(560px, calc(100vw - 32px))';

/**
 * What both dialogs do with their mutation: its error stays in the dialog; on success a toast, and
 * the dialog closes with its fields (`reset`) and the error cleared.
 */
function useDialogOutcome(reset: () => void, onClose: () => void) {
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    reset();
    setError(null);
    onClose();
  };
  const settle = (result: object, failure: string, success: string) => {
    const failed = resultError(result, failure);
    if (failed) return setError(failed);
    void message.success(success);
    close();
  };
  return { error, setError, close, settle };
}

function NewRequestDialog({ open, onClose, students, loading }: { open: boolean; onClose: () => void; students: readonly ManagedUser[] | undefined; loading: boolean }) {
  const [type, setType] = useState<RequestType>('export');
  const [studentId, setStudentId] = useState<string | null>(null);
  const [requestedBy, setRequestedBy] = useState('');
  const [create, { isLoading }] = useCreateDataRequestMutation();
  const reset = () => {
    setStudentId(null);
    setRequestedBy('');
  };
  const { error, setError, close, settle } = useDialogOutcome(reset, onClose);
  const submit = async () => {
    if (!studentId) return setError('Öğrenci seçin.');
    if (!requestedBy.trim()) return setError('Talep edenin adını ve iletişim bilgisini yazın.');
    settle(await create({ studentId, type, requestedBy: requestedBy.trim() }), 'Talep oluşturulamadı.', 'Talep oluşturuldu.');
  };
  return (
    <ActionModal title="Yeni Veri Talebi" open={open} onClose={close} width={MODAL_WIDTH} destroyOnHidden confirmLabel="Talep Oluştur" loading={isLoading} onConfirm={() => void submit()}>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Talep türü">
          <Radio.Group value={type} onChange={(e) => setType(e.target.value as RequestType)} aria-label="Talep türü">
            <Radio value="export">{REQUEST_TYPE_LABELS.export}</Radio>
            <Radio value="erasure">{REQUEST_TYPE_LABELS.erasure}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Öğrenci" htmlFor="data-request-student">
          <StudentSelect id="data-request-student" students={students} loading={loading} value={studentId} onChange={setStudentId} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Talep eden (ad ve iletişim)" htmlFor="data-request-by" extra="Örn. veli adı soyadı ve e-posta veya telefon.">
          <Input id="data-request-by" value={requestedBy} maxLength={REQUESTED_BY_MAX} showCount onChange={(e) => setRequestedBy(e.target.value)} />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Talep 30 gün içinde sonuçlandırılmalıdır (KVKK md. 13).
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      </Form>
    </ActionModal>
  );
}

function EraseDialog({ request, student, onClose }: { request: DataRequestRow | null; student: ManagedUser | undefined; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [erase, { isLoading }] = useEraseStudentMutation();
  const { error, setError, close, settle } = useDialogOutcome(() => setReason(''), onClose);
  const submit = async () => {
    if (!request?.student_id) return;
    if (reason.trim().length < 3) return setError('Gerekçe en az 3 karakter olmalıdır.');
    settle(await erase({ studentId: request.student_id, reason: reason.trim() }), 'Silme başarısız oldu.', 'Öğrencinin verileri kalıcı olarak silindi.');
  };
  return (
    <ActionModal
      title="Öğrencinin verilerini kalıcı olarak sil"
      open={request !== null}
      onClose={close}
      width={MODAL_WIDTH}
      destroyOnHidden
      cancelLabel="Vazgeç"
      danger
      confirmLabel="Kalıcı Olarak Sil"
      loading={isLoading}
      onConfirm={() => void submit()}
    >
      <Typography.Paragraph>
        <strong>{student ? personName(student) : 'Bu öğrenci'}</strong> için tutulan her şey — profil, demografik ve veli bilgileri, giriş hesabı, sonuçlar,
        oturumlar, notlar, egzersizler, bildirimler, kayıtlar ve e-postalar — geri alınamaz biçimde silinecek. İmha Kayıtları'na yalnızca kişisel veri
        içermeyen bir kayıt düşülür.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Gerekçe" htmlFor="erase-reason" extra="Kişisel veri yazmayın (ad, e-posta, telefon). Örn. 'Veli başvurusu'.">
          <Input.TextArea id="erase-reason" value={reason} maxLength={REASON_MAX} showCount rows={2} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </ActionModal>
  );
}

export default function DataRequestsPage() {
  const { message } = App.useApp();
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const staff = isStaffRole(role);
  const { data: requests, isLoading, isError } = useGetDataRequestsQuery(undefined, { skip: !staff });
  const students = useGetStudentsQuery({ role, meId: profile?.id ?? null }, { skip: !staff || !profile });
  const [setStatus] = useSetDataRequestStatusMutation();
  const [creating, setCreating] = useState(false);
  const [erasing, setErasing] = useState<DataRequestRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const byId = useMemo(() => new Map((students.data ?? []).map((s) => [s.id, s])), [students.data]);

  if (!staff) return <AccessDenied />;

  const download = async (row: DataRequestRow, kind: 'json' | 'xlsx') => {
    if (!row.student_id) return;
    setBusy(`${row.id}:${kind}`);
    try {
      const data = await fetchStudentExport(row.student_id);
      const student = byId.get(row.student_id) ?? null;
      if (kind === 'json') {
        downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(student, 'json'));
      } else {
        const bytes = await buildExportWorkbook(exportSheets(data));
        downloadBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), exportFileName(student, 'xlsx'));
      }
    } catch (e) {
      void message.error(e instanceof Error ? e.message : 'Dışa aktarma başarısız oldu.');
    } finally {
      setBusy(null);
    }
  };

  const close = async (row: DataRequestRow, status: 'tamamlandi' | 'reddedildi') => {
    const r = await setStatus({ id: row.id, status });
    const failed = resultError(r, 'İşlem başarısız oldu.');
    if (failed) void message.error(failed);
    else void message.success(status === 'tamamlandi' ? 'Talep tamamlandı.' : 'Talep reddedildi.');
  };

  const columns: TableColumnsType<DataRequestRow> = [
    { title: 'Talep No', dataIndex: 'ref', key: 'ref' },
    { title: 'Tür', key: 'type', render: (_, r) => REQUEST_TYPE_LABELS[r.request_type as RequestType] ?? r.request_type },
    {
      title: 'Öğrenci',
      key: 'student',
      render: (_, r) => {
        if (!r.student_id) return <Typography.Text type="secondary">Silinmiş öğrenci</Typography.Text>;
        const s = byId.get(r.student_id);
        return s ? personName(s) : '-';
      },
    },
    { title: 'Talep Eden', key: 'by', render: (_, r) => r.requested_by ?? <Typography.Text type="secondary">-</Typography.Text> },
    { title: 'Oluşturulma', key: 'created', render: (_, r) => formatDateTime(r.created_at) },
    {
      title: 'Son Tarih',
      key: 'due',
      render: (_, r) => (
        <Space size={4} wrap>
          {formatDate(r.due_at)}
          {isOverdue(r) && <Tag color="red">Gecikti</Tag>}
        </Space>
      ),
    },
    {
      title: 'Durum',
      key: 'status',
      render: (_, r) => {
        const s = REQUEST_STATUS[r.status as keyof typeof REQUEST_STATUS];
        return <Tag color={s?.color}>{s?.label ?? r.status}</Tag>;
      },
    },
    {
      title: 'İşlemler',
      key: 'actions',
      render: (_, r) => {
        if (r.status !== 'acik' || !r.student_id) return null;
        const name = byId.get(r.student_id);
        const who = name ? personName(name) : r.ref;
        return (
          <Flex gap={8} wrap>
            {r.request_type === 'export' ? (
              <>
                <Button size="small" icon={<FileTextOutlined />} loading={busy === `${r.id}:json`} aria-label={`${who} verilerini JSON olarak indir`} onClick={() => void download(r, 'json')}>
                  JSON İndir
                </Button>
                <Button size="small" icon={<FileExcelOutlined />} loading={busy === `${r.id}:xlsx`} aria-label={`${who} verilerini Excel olarak indir`} onClick={() => void download(r, 'xlsx')}>
                  Excel İndir
                </Button>
                <Button size="small" aria-label={`${r.ref} talebini tamamla`} onClick={() => void close(r, 'tamamlandi')}>
                  Tamamlandı
                </Button>
              </>
            ) : (
              <Button size="small" danger aria-label={`${who} verilerini sil`} onClick={() => setErasing(r)}>
                Verileri Sil
              </Button>
            )}
            <Button size="small" aria-label={`${r.ref} talebini reddet`} onClick={() => void close(r, 'reddedildi')}>
              Reddet
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <div>
      <BackLink />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle>Veri Talepleri</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Yeni Talep
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        Velinin, çocuğu hakkında tutulan verilerin bir kopyasını (dışa aktarma) veya silinmesini istediği talepler. Her talep açıldığı günden itibaren 30
        gün içinde sonuçlandırılır.
      </Typography.Paragraph>
      {isError && <Alert type="error" showIcon title="Veri talepleri yüklenemedi." style={{ marginBottom: 12 }} />}
      <Card>
        <Table<DataRequestRow>
          rowKey="id"
          columns={columns}
          dataSource={requests ?? []}
          loading={isLoading}
          scroll={{ x: 'max-content' }}
          pagination={(requests?.length ?? 0) > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: <Typography.Text type="secondary">Veri talebi yok.</Typography.Text> }}
        />
      </Card>
      <NewRequestDialog open={creating} onClose={() => setCreating(false)} students={students.data} loading={students.isLoading} />
      <EraseDialog request={erasing} student={erasing?.student_id ? byId.get(erasing.student_id) : undefined} onClose={() => setErasing(null)} />
    </div>
  );
}
