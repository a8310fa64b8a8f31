// Test assignment 'Test Tanımla' (spec 1 §2, §4, §5, §6, §8).
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Flex, Input, Select, Typography } from '@akademi/shared/kit';
import { Card, Checkbox, Empty, SearchOutlined, Skeleton, Tabs } from '@akademi/shared/kit-extra';
import { useNavigate } from '@akademi/shared/router';
import { selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { AccessDenied, isStaffRole } from '../../../components/AccessDenied';
import { BackLink } from '../../../components/back-link';
import { comparePersonNames, matchesPersonSearch, personName, searchWords, studentNumberLabel } from '@akademi/shared/domain';
import { AssignmentList } from './AssignmentList';
import { useAssignTestMutation, useGetActiveTestsQuery, useGetAssignableStudentsQuery } from '../api/test-assignment-api';

/** spec 1 §2: after a role switch here the app returns to /dashboard after a short delay (§9: 100 ms). */
export const ROLE_SWITCH_REDIRECT_MS = 100;
/** Maximum height of the student list. */
const STUDENT_LIST_MAX_HEIGHT = 360;

export default function TestManagementPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const [testId, setTestId] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const [studentSearch, setStudentSearch] = useState('');
  const staff = isStaffRole(role);
  const tests = useGetActiveTestsQuery(undefined, { skip: !staff });
  const students = useGetAssignableStudentsQuery({ role, meId: profile?.id ?? null }, { skip: !staff || !profile });
  const [assign, { isLoading: sending }] = useAssignTestMutation();

  // A role switch while on this page goes back to the dashboard.
  const firstRole = useRef(role);
  useEffect(() => {
    if (role === firstRole.current) return undefined;
    const t = setTimeout(() => navigate('/dashboard'), ROLE_SWITCH_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [role, navigate]);

  useEffect(() => {
    if (students.isError) notification.error({ title: 'Hata', description: 'Öğrenciler yüklenirken bir hata oluştu.' });
  }, [students.isError, notification]);

  if (!staff) return <AccessDenied />;

  const send = async () => {
    const test = tests.data?.find((t) => t.id === testId);
    if (!test || selected.length === 0) {
      notification.warning({ title: 'Eksik Bilgi', description: 'Lütfen en az bir öğrenci ve bir test seçin.' });
      return;
    }
    if (!profile) {
      notification.error({ title: 'Hata', description: 'Kullanıcı profili bulunamadı' });
      return;
    }
    const result = await assign({ testId: test.id, studentIds: selected, conductedBy: profile.id });
    if ('error' in result && result.error) {
      notification.error({ title: 'Hata', description: 'Test tanımlanırken bir hata oluştu.' });
      return;
    }
    notification.success({ title: 'Test Tanımlandı', description: `${test.title} testi ${result.data} öğrenciye başarıyla tanımlandı.` });
    setSelected([]);
  };

  const list = useMemo(() => [...(students.data ?? [])].sort(comparePersonNames), [students.data]);
  const shown = new Set(list.filter((s) => matchesPersonSearch(s, studentSearch, [studentNumberLabel(s)])).map((s) => s.id));
  const allSelected = list.length > 0 && selected.length === list.length;

  const form = (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Card title="Test Seçimi" size="small">
        <Select
          aria-label="Test"
          placeholder="Test seçin"
          style={{ width: '100%' }}
          loading={tests.isLoading}
          value={testId}
          showSearch={{
            // issue 17 §4: the test list is searchable (Turkish case-insensitive, every word)
            filterOption: (input, option) => {
              const label = String(option?.label ?? '').toLocaleLowerCase('tr-TR');
              return searchWords(input).every((w) => label.includes(w));
            },
          }}
          notFoundContent="Test bulunamadı."
          onChange={(v) => setTestId(v)}
          options={(tests.data ?? []).map((t) => ({
            value: t.id,
            label: t.duration_minutes ? `${t.title} (${t.duration_minutes} dk)` : t.title,
          }))}
        />
      </Card>
      <Card
        title={`Öğrenci Seçimi (${selected.length} seçili)`}
        size="small"
        extra={
          list.length > 0 && (
            <Checkbox checked={allSelected} onChange={(e) => setSelected(e.target.checked ? list.map((s) => s.id) : [])}>
              Tümünü Seç
            </Checkbox>
          )
        }
      >
        {students.isLoading ? (
          <Skeleton active />
        ) : list.length === 0 ? (
          <Empty description="Öğrenci bulunamadı." />
        ) : (
          <>
          <Input
            prefix={<SearchOutlined />}
            placeholder="Öğrenci ara..."
            aria-label="Öğrenci ara..."
            allowClear
            value={studentSearch}
            onChange={(e) => setStudentSearch(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          {shown.size === 0 && <Empty description="Öğrenci bulunamadı." />}
          <div style={{ maxHeight: STUDENT_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="assign-student-list">
            <Checkbox.Group<string> value={selected} onChange={(v) => setSelected(v)} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
              {/* students the search hides stay mounted (hidden): the group keeps their selection */}
              {list.map((s) => (
                <Checkbox key={s.id} value={s.id} style={shown.has(s.id) ? undefined : { display: 'none' }}>
                  {personName(s)}{' '}
                  <Typography.Text type="secondary">({studentNumberLabel({ id: s.id, student_number: s.student_number })})</Typography.Text>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </div>
          </>
        )}
      </Card>
      <Flex justify="end">
        <Button type="primary" onClick={send} loading={sending}>
          Testi Tanımla
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <div>
      <BackLink />
      <Typography.Title level={2}>Test Tanımla</Typography.Title>
      {/* issue 25: the form, and the assignments with their states (Atandı / Başladı / Tamamlandı) */}
      <Tabs
        items={[
          { key: 'assign', label: 'Yeni Atama', children: form },
          { key: 'list', label: 'Atamalar', children: <AssignmentList /> },
        ]}
      />
    </div>
  );
}
