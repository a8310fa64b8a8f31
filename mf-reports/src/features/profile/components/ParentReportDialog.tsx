// 'Veli Raporu (PDF)' (issue 25): before downloading, the trainer writes the report's
// 'Antrenör Değerlendirmesi'. The box starts with the newest stored text (or the standard
// paragraph); 'Kaydet ve İndir' stores it for today's report date and builds the PDF with it.
import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Typography } from '@akademi/shared/kit';
import { Modal } from '@akademi/shared/kit-extra';
import { formatDate } from '@akademi/shared';
import { useGetParentEvaluationQuery, useSaveParentEvaluationMutation } from '../api/profile-api';
import { DEFAULT_PARENT_EVALUATION, MAX_EVALUATION_LENGTH, reportDateOf, validateEvaluation } from '../lib/parent-evaluation';
import type { ProfileHeader, ProfileResults } from '../lib/progress';

const FIELD_ID = 'parent-report-evaluation';

export function ParentReportDialog({ header, results, onClose }: { header: ProfileHeader; results: ProfileResults; onClose: () => void }) {
  const { notification } = App.useApp();
  const stored = useGetParentEvaluationQuery(header.id, { refetchOnMountOrArgChange: true });
  const [save] = useSaveParentEvaluationMutation();
  const [text, setText] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());
  const reportDate = reportDateOf(now);

  // pre-fill once the stored text (or its absence) is known; never overwrite what was typed
  useEffect(() => {
    if (text === null && !stored.isFetching && (stored.isSuccess || stored.isError)) setText(stored.data?.evaluation_text ?? DEFAULT_PARENT_EVALUATION);
  }, [text, stored.isFetching, stored.isSuccess, stored.isError, stored.data]);

  const value = text ?? '';
  const error = touched ? validateEvaluation(value) : null;

  const submit = async () => {
    setTouched(true);
    if (text === null || validateEvaluation(value)) return;
    setBusy(true);
    try {
      const saved = await save({ studentId: header.id, reportDate, text: value });
      if ('error' in saved && saved.error) {
        notification.error({ message: 'Hata', description: 'Antrenör değerlendirmesi kaydedilemedi.' });
        return;
      }
      const { downloadParentReport } = await import('../lib/parent-report-pdf');
      await downloadParentReport(header, results, value.trim(), now);
      onClose();
    } catch (e) {
      notification.error({ message: 'Hata', description: 'Veli raporu oluşturulamadı.' });
      console.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Veli Raporu"
      onCancel={onClose}
      width="min(640px, calc(100vw - 32px))"
      footer={[
        <Button key="cancel" onClick={onClose}>
          Vazgeç
        </Button>,
        <Button key="save" type="primary" loading={busy} disabled={text === null} onClick={() => void submit()}>
          Kaydet ve İndir
        </Button>,
      ]}
    >
      <Form.Item
        label="Antrenör Değerlendirmesi"
        layout="vertical"
        htmlFor={FIELD_ID}
        validateStatus={error ? 'error' : undefined}
        help={error ?? `Rapor tarihiyle (${formatDate(now)}) kaydedilir ve bir sonraki raporda yeniden önerilir.`}
      >
        <Input.TextArea
          id={FIELD_ID}
          rows={7}
          value={value}
          disabled={text === null}
          placeholder={text === null ? 'Yükleniyor…' : undefined}
          maxLength={MAX_EVALUATION_LENGTH}
          showCount
          onChange={(e) => setText(e.target.value)}
        />
      </Form.Item>
      {stored.data && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`Son kaydedilen değerlendirme: ${formatDate(stored.data.report_date)}`}
        </Typography.Text>
      )}
    </Modal>
  );
}
