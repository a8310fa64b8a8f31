// Test Kataloğu (issue 25 item 1): the admin lists, adds and edits the tests of the catalogue
// (title, type, description, duration or Sınırsız, active). Other roles see 'Erişim Yetkisi Yok'.
// A test is never deleted here: its assignments and start records hang on it (on delete
// cascade), so it is made Pasif instead (docs/decisions.md "Test Kataloğu").
import { useState } from 'react';
import { App, Button, Flex, Form, Input, Select, Typography } from '@akademi/shared/kit';
import { Card, Checkbox, EditOutlined, Empty, InputNumber, Modal, PlusOutlined, Switch, Table, Tag, type TableColumnsType } from '@akademi/shared/kit-extra';
import { selectCurrentRole, useAppSelector, formatDate } from '@akademi/shared';
import { AccessDenied } from '../../../components/AccessDenied';
import { BackLink } from '../../../components/back-link';
import {
  CATALOGUE_TYPES,
  DESCRIPTION_MAX,
  DURATION_MAX,
  DURATION_MIN,
  EMPTY_FORM,
  TEST_TYPE_LABELS,
  TITLE_MAX,
  catalogueErrorMessage,
  catalogueRow,
  formValuesOf,
  validateCatalogueForm,
  type CatalogueFormValues,
} from '../lib/catalog-form';
import { useGetCatalogueTestsQuery, useSaveCatalogueTestMutation, type CatalogueTest } from '../api/test-catalog-api';

const durationText = (m: number | null) => (m === null ? 'Sınırsız' : `${m} dk`);

function CatalogueDialog({ editing, onClose }: { editing: CatalogueTest | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [values, setValues] = useState<CatalogueFormValues>(editing ? formValuesOf(editing) : EMPTY_FORM);
  const [errors, setErrors] = useState<ReturnType<typeof validateCatalogueForm>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveCatalogueTestMutation();
  const set = (patch: Partial<CatalogueFormValues>) => setValues((v) => ({ ...v, ...patch }));
  // a row of a type outside the four keeps its type on edit
  const types = editing && !(CATALOGUE_TYPES as readonly string[]).includes(editing.test_type) ? [...CATALOGUE_TYPES, editing.test_type] : CATALOGUE_TYPES;

  const submit = async () => {
    const found = validateCatalogueForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    const res = await save({ id: editing?.id ?? null, row: catalogueRow(values) });
    if ('error' in res && res.error) {
      setServerError(catalogueErrorMessage(res.error as { code?: string; message: string }));
      return;
    }
    message.success(editing ? 'Test güncellendi.' : 'Test kataloğa eklendi.');
    onClose();
  };

  const status = (k: keyof typeof errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <Modal
      open
      title={editing ? 'Testi Düzenle' : 'Yeni Test'}
      width="min(560px, calc(100vw - 32px))"
      onCancel={onClose}
      okText="Kaydet"
      cancelText="İptal"
      confirmLoading={isLoading}
      onOk={() => void submit()}
    >
      <Form layout="vertical" onFinish={() => void submit()} component="div">
        <Form.Item label="Test Adı" htmlFor="catalog-title" required validateStatus={status('title')} help={errors.title}>
          <Input id="catalog-title" value={values.title} maxLength={TITLE_MAX + 20} onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label="Test Türü" htmlFor="catalog-type" required validateStatus={status('test_type')} help={errors.test_type}>
          <Select
            id="catalog-type"
            aria-label="Test Türü"
            placeholder="Tür seçin"
            value={values.test_type}
            onChange={(v) => set({ test_type: v })}
            options={types.map((t) => ({ value: t, label: TEST_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item label="Açıklama" htmlFor="catalog-description" validateStatus={status('description')} help={errors.description}>
          <Input.TextArea id="catalog-description" rows={3} value={values.description} maxLength={DESCRIPTION_MAX + 100} onChange={(e) => set({ description: e.target.value })} />
        </Form.Item>
        <Form.Item label="Süre (dakika)" htmlFor="catalog-duration" validateStatus={status('duration_minutes')} help={errors.duration_minutes}>
          <Flex gap={12} align="center" wrap>
            <InputNumber
              id="catalog-duration"
              aria-label="Süre (dakika)"
              min={DURATION_MIN}
              max={DURATION_MAX}
              precision={0}
              disabled={values.unlimited}
              value={values.unlimited ? null : values.duration_minutes}
              onChange={(v) => set({ duration_minutes: typeof v === 'number' ? v : null })}
            />
            <Checkbox checked={values.unlimited} onChange={(e) => set({ unlimited: e.target.checked })}>
              Sınırsız
            </Checkbox>
          </Flex>
        </Form.Item>
        <Form.Item label="Aktif" htmlFor="catalog-active">
          <Switch id="catalog-active" aria-label="Aktif" checked={values.is_active} onChange={(on) => set({ is_active: on })} />
        </Form.Item>
        {serverError && (
          <Typography.Text type="danger" role="alert">
            {serverError}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

export default function TestCatalogPage() {
  const role = useAppSelector(selectCurrentRole);
  const admin = role === 'admin';
  const tests = useGetCatalogueTestsQuery(undefined, { skip: !admin });
  const [dialog, setDialog] = useState<{ editing: CatalogueTest | null } | null>(null);

  if (!admin) return <AccessDenied />;

  const columns: TableColumnsType<CatalogueTest> = [
    { title: 'Test Adı', dataIndex: 'title', key: 'title' },
    { title: 'Tür', dataIndex: 'test_type', key: 'type', render: (t: CatalogueTest['test_type']) => TEST_TYPE_LABELS[t] ?? t },
    { title: 'Süre', dataIndex: 'duration_minutes', key: 'duration', render: (m: number | null) => durationText(m) },
    { title: 'Durum', dataIndex: 'is_active', key: 'active', render: (a: boolean) => <Tag color={a ? 'green' : 'default'}>{a ? 'Aktif' : 'Pasif'}</Tag> },
    { title: 'Eklenme', dataIndex: 'created_at', key: 'created', render: (d: string) => formatDate(d) },
    {
      title: 'İşlemler',
      key: 'actions',
      render: (_: unknown, t) => (
        <Button icon={<EditOutlined />} aria-label={`Düzenle: ${t.title}`} onClick={() => setDialog({ editing: t })}>
          Düzenle
        </Button>
      ),
    },
  ];

  return (
    <div>
      <BackLink />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Test Kataloğu
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
          Yeni Test
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Okuma, alan, Burdon ve d2 testleri. Pasif testler listelerde başlatılamaz ve öğrencilere tanımlanamaz.
      </Typography.Paragraph>
      <Card size="small">
        <Table<CatalogueTest>
          rowKey="id"
          size="small"
          loading={tests.isLoading}
          columns={columns}
          dataSource={tests.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={tests.isError ? 'Testler yüklenirken bir hata oluştu.' : 'Henüz test bulunmuyor.'} /> }}
        />
      </Card>
      {dialog && <CatalogueDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </div>
  );
}
