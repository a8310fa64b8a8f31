// /aydinlatma-metni — the Aydınlatma Metni (KVKK md. 10) for admins (issue 26): the current
// version and its history; editing publishes a NEW version (published texts never change, so
// every consent keeps the exact text the guardian saw). Plain text, shown escaped; title ≤ 200,
// text ≤ 20,000 characters (the database enforces both).
import { useState } from 'react';
import { formatDateTime, selectCurrentRole, useAppSelector } from '@akademi/shared';
import { App, Button, Flex, Form, Input, Typography } from '@akademi/shared/kit';
import { Card, Collapse } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { AccessDenied } from '../../../components/AccessDenied';
import { useGetPrivacyNoticesQuery, usePublishPrivacyNoticeMutation } from '../api/consent-api';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 20000;

interface NoticeForm {
  title: string;
  body: string;
}

const textStyle = { whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const, margin: 0 };

export default function PrivacyNoticePage() {
  const role = useAppSelector(selectCurrentRole);
  const { message } = App.useApp();
  const notices = useGetPrivacyNoticesQuery(undefined, { skip: role !== 'admin' });
  const [publish, publishing] = usePublishPrivacyNoticeMutation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<NoticeForm>();
  if (role !== 'admin') return <AccessDenied />;
  const current = notices.data?.[0];

  const submit = async (v: NoticeForm) => {
    const res = await publish({ title: v.title.trim(), body: v.body.trim() });
    if ('error' in res) {
      message.error(res.error && 'message' in res.error ? String(res.error.message) : 'Yayımlanamadı.');
      return;
    }
    message.success(`Aydınlatma Metni sürüm ${res.data} yayımlandı.`);
    setEditing(false);
  };

  return (
    <div>
      <PageTitle>Aydınlatma Metni</PageTitle>
      <Typography.Paragraph type="secondary">
        Velilere onay bağlantısında gösterilen metin. Yayımlanan bir sürüm değiştirilemez; düzenleme yeni bir sürüm yayımlar ve bundan sonraki onaylar yeni sürüme bağlanır.
      </Typography.Paragraph>
      {notices.isError ? <Typography.Text type="danger">Aydınlatma Metni yüklenemedi.</Typography.Text> : null}
      {current ? (
        <Card
          title={`Güncel sürüm ${current.version.toLocaleString('tr-TR')}`}
          style={{ marginBottom: 16 }}
        >
          {editing ? (
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
              <Form.Item label="Başlık" name="title" rules={[{ required: true, whitespace: true, message: 'Başlık gerekli.' }, { max: NOTICE_TITLE_MAX, message: `Başlık en fazla ${NOTICE_TITLE_MAX} karakter olabilir.` }]}>
                <Input maxLength={NOTICE_TITLE_MAX} showCount />
              </Form.Item>
              <Form.Item label="Metin" name="body" rules={[{ required: true, whitespace: true, message: 'Metin gerekli.' }, { max: NOTICE_BODY_MAX, message: `Metin en fazla ${NOTICE_BODY_MAX.toLocaleString('tr-TR')} karakter olabilir.` }]}>
                <Input.TextArea maxLength={NOTICE_BODY_MAX} showCount autoSize={{ minRows: 10, maxRows: 24 }} />
              </Form.Item>
              <Flex gap={8} wrap>
                <Button type="primary" htmlType="submit" loading={publishing.isLoading}>
                  Yeni Sürümü Yayımla
                </Button>
                <Button onClick={() => setEditing(false)}>İptal</Button>
              </Flex>
            </Form>
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">Yayımlandı: {formatDateTime(current.published_at)}</Typography.Text>
              <Button
                type="primary"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  form.setFieldsValue({ title: current.title, body: current.body });
                  setEditing(true);
                }}
              >
                Yeni Sürüm Hazırla
              </Button>
              <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {current.title}
              </Typography.Title>
              <p style={textStyle}>{current.body}</p>
            </Flex>
          )}
        </Card>
      ) : null}
      {notices.data && notices.data.length > 1 ? (
        <Collapse
          items={notices.data.slice(1).map((n) => ({
            key: n.id,
            label: `Sürüm ${n.version.toLocaleString('tr-TR')} — ${formatDateTime(n.published_at)}`,
            children: (
              <>
                <Typography.Title level={5}>{n.title}</Typography.Title>
                <p style={textStyle}>{n.body}</p>
              </>
            ),
          }))}
        />
      ) : null}
    </div>
  );
}
