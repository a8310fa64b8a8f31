// The 'Veli Onayı' column of the student list (issue 26): the state as a tag (Onaylı / Bekliyor /
// Geri çekildi) that opens a dialog with the details, 'Onay Bağlantısını Gönder' (mailed to the
// guardian e-mail on the profile) and a paper consent form recorded under the signed-in staff
// member's name. Names and e-mails are React text (escaped); the database limits and checks them.
import { useState } from 'react';
import { CONSENT_STATUS_LABELS, formatDateTime, type ConsentStatusRow } from '@akademi/shared';
import { App, Button, Flex, Form, Input, Typography } from '@akademi/shared/kit';
import { Checkbox, Modal, Tag } from '@akademi/shared/kit-extra';
import { useRecordPaperConsentMutation, useSendConsentLinkMutation } from '../api/consent-api';

const COLORS = { onayli: 'green', bekliyor: 'gold', geri_cekildi: 'red' } as const;

export function ConsentTag({ row }: { row: ConsentStatusRow | undefined }) {
  const status = row?.status ?? 'bekliyor';
  return <Tag color={COLORS[status]}>{CONSENT_STATUS_LABELS[status]}</Tag>;
}

interface PaperForm {
  guardianName: string;
  guardianEmail?: string;
  signed: boolean;
}

export function ConsentCell({ studentId, studentName, guardianEmail, row }: { studentId: string; studentName: string; guardianEmail: string | null; row: ConsentStatusRow | undefined }) {
  const [open, setOpen] = useState(false);
  const status = row?.status ?? 'bekliyor';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Veli onayı: ${CONSENT_STATUS_LABELS[status]}`}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
      >
        <ConsentTag row={row} />
      </button>
      {open ? <ConsentDialog studentId={studentId} studentName={studentName} guardianEmail={guardianEmail} row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ConsentDialog({ studentId, studentName, guardianEmail, row, onClose }: { studentId: string; studentName: string; guardianEmail: string | null; row: ConsentStatusRow | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PaperForm>();
  const [sendLink, sending] = useSendConsentLinkMutation();
  const [recordPaper, recording] = useRecordPaperConsentMutation();
  const status = row?.status ?? 'bekliyor';

  const resend = async () => {
    const res = await sendLink(studentId);
    if ('error' in res) message.error(res.error && 'message' in res.error ? String(res.error.message) : 'Onay bağlantısı gönderilemedi.');
    else message.success(`Onay bağlantısı ${res.data.sentTo} adresine gönderildi.`);
  };
  const savePaper = async (v: PaperForm) => {
    const res = await recordPaper({ studentId, guardianName: v.guardianName.trim(), guardianEmail: v.guardianEmail?.trim() || null });
    if ('error' in res) {
      message.error(res.error && 'message' in res.error ? String(res.error.message) : 'Onay kaydedilemedi.');
      return;
    }
    message.success('Kağıt onay formu kaydedildi.');
    onClose();
  };

  return (
    <Modal open title={`Veli Onayı — ${studentName}`} onCancel={onClose} footer={null} width="min(560px, calc(100vw - 32px))">
      <Flex vertical gap={12}>
        <div>
          Durum: <ConsentTag row={row} />
        </div>
        {row?.consented_at ? (
          <Typography.Text>
            {row.method === 'paper' ? 'Kağıt form' : 'E-posta bağlantısı'} · {row.guardian_name ?? '-'} · {formatDateTime(row.consented_at)}
            {row.withdrawn_at ? ` · geri çekildi: ${formatDateTime(row.withdrawn_at)}` : ''}
          </Typography.Text>
        ) : null}
        {row?.link_sent_at ? <Typography.Text type="secondary">Son bağlantı: {formatDateTime(row.link_sent_at)}</Typography.Text> : null}
        {status !== 'onayli' ? (
          <>
            <Flex gap={8} wrap align="center">
              <Button onClick={() => void resend()} loading={sending.isLoading} disabled={!guardianEmail}>
                Onay Bağlantısını Gönder
              </Button>
              <Typography.Text type="secondary">{guardianEmail ? `Veli e-postası: ${guardianEmail}` : 'Profilde veli e-postası yok.'}</Typography.Text>
            </Flex>
            <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
              Kağıt onay formu
            </Typography.Title>
            <Form form={form} layout="vertical" onFinish={(v) => void savePaper(v)} requiredMark={false}>
              <Form.Item label="Veli Adı Soyadı" name="guardianName" rules={[{ required: true, whitespace: true, message: 'Veli adı soyadı gerekli.' }, { min: 2, max: 100, message: 'Veli adı soyadı 2–100 karakter olmalıdır.' }]}>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
              <Form.Item label="Veli E-posta (isteğe bağlı)" name="guardianEmail" rules={[{ type: 'email', message: 'Geçerli bir veli e-posta adresi girin.' }, { max: 254 }]}>
                <Input maxLength={254} autoComplete="off" />
              </Form.Item>
              <Form.Item name="signed" valuePropName="checked" rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error('İmzalı formu teslim aldığınızı onaylayın.'))) }]}>
                <Checkbox>Velinin imzaladığı onay formunu teslim aldım.</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={recording.isLoading}>
                Kağıt Onayı Kaydet
              </Button>
            </Form>
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
