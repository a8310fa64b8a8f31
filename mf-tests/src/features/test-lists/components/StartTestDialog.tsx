// The start dialog (spec 3 §2.6, §5, §8): pick students, start = one test_results row each with
// status in_progress. A Burdon or d2 test takes one student and opens its test page in a new
// window for a registered test session.
import { useMemo, useState } from 'react';
import { CONSENT_REQUIRED_MESSAGE, isConsentRequiredError } from '@akademi/shared';
import { ConsentMissingAlert, useConsentGate } from '@akademi/shared/ui';
import { App, Button, Flex, Input, Typography } from '@akademi/shared/kit';
import { Checkbox, Empty, Modal, SearchOutlined } from '@akademi/shared/kit-extra';
import { comparePersonNames, matchesPersonSearch, studentNumberLabel } from '@akademi/shared/domain';
import { launchKind, startedMessage, testPageUrl, type TestItem } from '../lib/domain';
import { useRegisterTestSessionMutation, useStartTestMutation, type ListStudent } from '../api/test-lists-api';

export interface StartTestDialogProps {
  test: TestItem;
  students: readonly ListStudent[];
  studentsLoading: boolean;
  conductedBy: string | null;
  onClose: () => void;
}

const name = (s: ListStudent) => `${s.first_name ?? ''} ${s.last_name ?? ''}`.trim() || 'Bilinmeyen Öğrenci';

export function StartTestDialog({ test, students, studentsLoading, conductedBy, onClose }: StartTestDialogProps) {
  const { message, notification } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [startTest, { isLoading: starting }] = useStartTestMutation();
  const [registerSession, { isLoading: registering }] = useRegisterTestSessionMutation();
  const kind = launchKind(test.test_type);
  const busy = starting || registering;
  // a Burdon/d2 test stores results: its one student needs a guardian consent (issue 26)
  const gate = useConsentGate(kind ? selected[0] : null);
  const gateClosed = gate === 'closed' || gate === 'checking';

  // issue 25 §4: Turkish order (surname, first name); search folds case and Turkish letters ('isil' finds 'Işıl')
  const visible = useMemo(
    () =>
      students
        .filter((s) => matchesPersonSearch(s, search, [s.email, studentNumberLabel({ id: s.id, student_number: s.student_number })]))
        .sort(comparePersonNames),
    [students, search],
  );

  const toggle = (id: string, on: boolean) =>
    // a Burdon/d2 test runs for one student at a time: a new pick replaces the old one
    setSelected((cur) => (on ? (kind ? [id] : [...cur, id]) : cur.filter((x) => x !== id)));

  const fail = () => notification.error({ title: 'Hata', description: 'Test başlatılırken bir hata oluştu.' });

  async function start() {
    const first = selected[0]; // the one student of a Burdon/d2 test
    if (first === undefined) {
      message.warning('Lütfen en az bir öğrenci seçin.');
      return;
    }
    if (!conductedBy) {
      fail();
      return;
    }
    if (kind && gateClosed) return;
    // open the window while the click still counts as a user gesture (popup blockers)
    const popup = kind ? window.open('about:blank', '_blank') : null;
    if (kind && !popup) {
      window.alert('Test penceresi açılamadı. Lütfen popup engelleyiciyi kapatın.');
      return;
    }
    const res = await startTest({ testId: test.id, studentIds: selected, conductedBy });
    if ('error' in res) {
      popup?.close();
      fail();
      return;
    }
    if (kind && popup) {
      const session = await registerSession({ studentId: first, conductedBy, kind });
      if ('error' in session || !session.data) {
        popup.close();
        if ('error' in session && isConsentRequiredError(session.error)) notification.error({ title: 'Hata', description: CONSENT_REQUIRED_MESSAGE });
        else fail();
        return;
      }
      popup.location.href = testPageUrl(kind, { sessionId: session.data.sessionId, studentId: first, conductedBy });
    }
    message.success(startedMessage(test.title, selected.length));
    onClose();
  }

  return (
    <Modal
      open
      title={`${test.title} — Öğrenci Seçimi`}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text>{selected.length} öğrenci seçildi</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>İptal</Button>
            <Button type="primary" disabled={selected.length === 0 || (kind !== null && gateClosed)} loading={busy} onClick={() => void start()}>
              {`Testi Başlat (${selected.length})`}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {kind && <Typography.Paragraph type="secondary">Bu test tek bir öğrenci için yeni bir pencerede açılır.</Typography.Paragraph>}
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input allowClear prefix={<SearchOutlined />} placeholder="Öğrenci ara..." aria-label="Öğrenci ara" value={search} onChange={(e) => setSearch(e.target.value)} />
        {!kind && (
          <Button onClick={() => setSelected(selected.length === students.length ? [] : students.map((s) => s.id))} disabled={students.length === 0}>
            {selected.length === students.length && students.length > 0 ? 'Seçimi Kaldır' : 'Tümünü Seç'}
          </Button>
        )}
      </Flex>
      <div style={{ maxHeight: 360, overflowY: 'auto' }} role="group" aria-label="Öğrenciler">
        {studentsLoading ? (
          <Typography.Text>Yükleniyor...</Typography.Text>
        ) : visible.length === 0 ? (
          <Empty description="Öğrenci bulunamadı." />
        ) : (
          <Flex vertical gap={6}>
            {visible.map((s) => (
              <Checkbox key={s.id} checked={selected.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)}>
                {name(s)}
                {s.email ? <Typography.Text type="secondary"> ({s.email})</Typography.Text> : null}
              </Checkbox>
            ))}
          </Flex>
        )}
      </div>
      {kind && gate === 'closed' && (
        <div style={{ marginTop: 12 }}>
          <ConsentMissingAlert />
        </div>
      )}
      {selected.length === 0 && !studentsLoading && (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }}>
          Lütfen en az bir öğrenci seçin.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
