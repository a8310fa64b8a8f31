// Admin's system-notification dialog (spec 1 §2, §4 "Notification dialog", §8, §9). Loaded lazily
// from the dashboard's quick actions, so the dashboard chunk does not carry it.
import { ROLES, ROLE_LABELS, selectSession, useAppSelector, type NotificationPriority, type Role } from '@akademi/shared';
import { App, Form, Input, Select } from '@akademi/shared/kit';
import { Modal } from '@akademi/shared/kit-extra';
import { useSendSystemAlertMutation, type SystemAlertResult } from '../api/send-system-alert';

/** Default priority of a system alert (spec 1 §9). */
export const DEFAULT_PRIORITY: NotificationPriority = 'high';

const PRIORITY_OPTIONS: { value: NotificationPriority; label: string }[] = [
  { value: 'low', label: 'Düşük' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'Yüksek' },
  { value: 'urgent', label: 'Acil' },
];

const TARGET_OPTIONS: { value: Role | 'all'; label: string }[] = [
  { value: 'all', label: 'Tüm Kullanıcılar' },
  ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];

interface FormValues {
  title: string;
  message: string;
  priority: NotificationPriority;
  targetRole: Role | 'all';
}

export default function SystemNotificationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { currentRole } = useAppSelector(selectSession);
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [sendAlert, { isLoading: sending }] = useSendSystemAlertMutation();

  if (currentRole !== 'admin') return null;

  const submit = async () => {
    const values = form.getFieldsValue();
    const title = (values.title ?? '').trim();
    const message = (values.message ?? '').trim();
    if (!title || !message) {
      void toast.error('Başlık ve mesaj alanları zorunludur');
      return;
    }
    const answer = await sendAlert({ title, message, priority: values.priority, targetRole: values.targetRole });
    const result: SystemAlertResult = 'data' in answer && answer.data ? answer.data : { ok: false, reason: 'error' };
    if (result.ok) {
      void toast.success(`Bildirim ${result.count} kullanıcıya gönderildi`);
      form.resetFields();
      onClose();
    } else {
      void toast.error(result.reason === 'empty' ? 'Bildirim gönderilemedi' : 'Bildirim gönderilirken bir hata oluştu');
    }
  };

  return (
    <Modal
      open={open}
      title="Sistem Bildirimi Gönder"
      okText="Gönder"
      cancelText="İptal"
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ priority: DEFAULT_PRIORITY, targetRole: 'all' }}>
        <Form.Item label="Başlık" name="title">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Mesaj" name="message">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Öncelik" name="priority">
          <Select options={PRIORITY_OPTIONS} />
        </Form.Item>
        <Form.Item label="Hedef Kitle" name="targetRole">
          <Select options={TARGET_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
