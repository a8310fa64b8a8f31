// Student management (spec 1 §2 "Student management", §4, §6, §8).
import { useMemo, useState } from 'react';
import { Button, Typography } from '@akademi/shared/kit';
import { Card, Checkbox, Col, PlusOutlined, Row, Statistic, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatDate, formatNumber, selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { comparePersonNames, compareTr, normalizeDemographicInfo, personName } from '@akademi/shared/domain';
import { Link } from '@akademi/shared/router';
import { useGetBirthdaysThisMonthQuery, useGetStudentsQuery, useListStudentsQuery, type StudentListRow } from '../../../lib/users-api';
import { matchesStudentSearch, studentCards } from '../../../lib/student-list';
import { AccessDenied, isStaffRole } from '../../../components/AccessDenied';
import { StatusTag } from '../../../components/StatusTag';
import { Clipped, UserListPage } from '../../../components/UserListPage';
import { AddStudentDialog, UserCreationDialog, useCreateDialogParam } from '../../user-creation';
import { StudentsErrorBoundary } from './StudentsErrorBoundary';
import { ConsentCell, useGetConsentStatusesQuery } from '../../consent';
import type { ConsentStatusRow } from '@akademi/shared';

const info = (s: StudentListRow) => normalizeDemographicInfo(s.demographic_info);
const text = (v: unknown): string => (v === null || v === undefined || v === '' ? '-' : String(v));
const grade = (s: StudentListRow): number => Number(info(s).grade_level) || 0;
/** The name a row shows and its profile link reads (axe link-name: a student saved without a name
 * still gets a link text — the e-mail, else 'İsimsiz öğrenci'; issue 29). */
const shownStudentName = (s: Pick<StudentListRow, 'first_name' | 'last_name' | 'email'>): string => personName(s, s.email || 'İsimsiz öğrenci');

/** 'Son Test' sorts by date, students never tested last. */
const lastTestMs = (s: StudentListRow): number => (s.last_test_at ? Date.parse(s.last_test_at) : -Infinity);

const CONSENT_ORDER = { onayli: 0, bekliyor: 1, geri_cekildi: 2 } as const;

/** The list's columns; 'Veli Onayı' (issue 26) reads the states fetched for the whole list at once. */
const columnsWith = (consents: Record<string, ConsentStatusRow> | undefined): TableColumnsType<StudentListRow> => [
  ...columns,
  {
    // not 'Veli …': the 'Veli' column must stay the only header with that name
    title: 'Onay',
    key: 'consent',
    sorter: (a, b) => CONSENT_ORDER[consents?.[a.id]?.status ?? 'bekliyor'] - CONSENT_ORDER[consents?.[b.id]?.status ?? 'bekliyor'],
    render: (_, s) => (
      <ConsentCell
        studentId={s.id}
        studentName={shownStudentName(s)}
        guardianEmail={typeof info(s).parent_email === 'string' ? String(info(s).parent_email) : null}
        row={consents?.[s.id]}
      />
    ),
  },
];

// The list's columns, in order; one entry per column.
const columns: TableColumnsType<StudentListRow> = [
  // the name opens the Öğrenci Profili (issue 18)
  {
    title: 'Ad Soyad',
    key: 'name',
    ellipsis: true,
    sorter: comparePersonNames,
    render: (_, s) => (
      <Clipped text={shownStudentName(s)}>
        <Link to={`/students/${s.id}`}>{shownStudentName(s)}</Link>
      </Clipped>
    ),
  },
  {
    title: 'Sınıf',
    key: 'grade',
    sorter: (a, b) => grade(a) - grade(b),
    render: (_, s) => {
      const g = info(s).grade_level;
      return g ? `${String(g)}. Sınıf` : '-';
    },
  },
  {
    title: 'Okul',
    key: 'school',
    ellipsis: true,
    sorter: (a, b) => compareTr(String(info(a).school_name ?? ''), String(info(b).school_name ?? '')),
    render: (_, s) => <Clipped text={text(info(s).school_name)} />,
  },
  {
    title: 'Veli',
    key: 'parent',
    ellipsis: true,
    sorter: (a, b) => compareTr(String(info(a).parent_name ?? ''), String(info(b).parent_name ?? '')),
    render: (_, s) => <Clipped text={text(info(s).parent_name)} />,
  },
  {
    title: 'İletişim',
    key: 'contact',
    ellipsis: true,
    render: (_, s) => {
      const phone = info(s).parent_phone ?? s.phone;
      return (
        <div style={{ fontSize: 12 }}>
          <Clipped text={s.email} />
          {phone && <div>{String(phone)}</div>}
        </div>
      );
    },
  },
  // issue 25 §3: the date of the latest test of any kind (computed in the database)
  {
    title: 'Son Test',
    key: 'lastTest',
    sorter: (a, b) => lastTestMs(a) - lastTestMs(b),
    render: (_, s) => formatDate(s.last_test_at),
  },
  { title: 'Durum', key: 'status', sorter: (a, b) => Number(b.is_active) - Number(a.is_active), render: (_, s) => <StatusTag active={s.is_active} /> },
];

function StudentsList() {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const [adding, setAdding] = useCreateDialogParam();
  const [search, setSearch] = useState('');
  const [untestedThisMonth, setUntestedThisMonth] = useState(false);
  const skip = !isStaffRole(role) || !profile;
  // the cards count every student in scope; the list is searched and filtered on the server
  const all = useGetStudentsQuery({ role, meId: profile?.id ?? null }, { skip });
  const list = useListStudentsQuery({ role, meId: profile?.id ?? null, search, untestedThisMonth }, { skip });
  const birthdays = useGetBirthdaysThisMonthQuery(role ?? 'kullanici', { skip });
  const cards = useMemo(() => ({ ...studentCards(all.data ?? []), active: birthdays.data ?? 0 }), [all.data, birthdays.data]);
  // 'Veli Onayı' states for the rows on screen, fetched at once (issue 26)
  const ids = useMemo(() => (list.data ?? []).map((s) => s.id), [list.data]);
  const consents = useGetConsentStatusesQuery(ids, { skip: ids.length === 0 });
  const tableColumns = useMemo(() => columnsWith(consents.data), [consents.data]);

  if (!isStaffRole(role)) return <AccessDenied />;

  const addButton =
    role === 'admin' ? (
      <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
        <Link to="/aydinlatma-metni">Aydınlatma Metni</Link>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Öğrenci Ekle
        </Button>
      </span>
    ) : role === 'beyin_antrenoru' ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        Yeni Öğrenci
      </Button>
    ) : (
      <Button type="primary" icon={<PlusOutlined />} disabled>
        Yeni Öğrenci
      </Button>
    );

  const summary = (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic title="Toplam Öğrenci" value={cards.total} formatter={(v) => formatNumber(Number(v))} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic title="Aktif Öğrenci" value={cards.active} formatter={(v) => formatNumber(Number(v))} />
          {/* spec 1 §"Student management": the card counts birthdays this month; say so (issue 17) */}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Doğum günü bu ay olan öğrenciler
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic title="Bu Ay Kayıt" value={cards.thisMonth} formatter={(v) => formatNumber(Number(v))} />
        </Card>
      </Col>
    </Row>
  );

  return (
    <UserListPage
      title="Öğrenci Yönetimi"
      addButton={addButton}
      cards={summary}
      listTitle="Öğrenci Listesi"
      countText={(n) => `Toplam ${n} öğrenci bulundu.`}
      searchLabel="Öğrenci ara..."
      searchWidth={320}
      rows={list.data}
      isLoading={list.isLoading}
      isError={list.isError || all.isError}
      errorMessage="Öğrenciler yüklenirken bir hata oluştu."
      matches={matchesStudentSearch}
      onSearchChange={setSearch}
      toolbar={
        <Checkbox checked={untestedThisMonth} onChange={(e) => setUntestedThisMonth(e.target.checked)}>
          Bu ay test edilmeyenler
        </Checkbox>
      }
      columns={tableColumns}
      emptyText={() => 'Öğrenci bulunamadı.'}
    >
      {role === 'admin' && <UserCreationDialog open={adding} onClose={() => setAdding(false)} />}
      {role === 'beyin_antrenoru' && <AddStudentDialog open={adding} onClose={() => setAdding(false)} />}
    </UserListPage>
  );
}

export default function StudentsPage() {
  return (
    <StudentsErrorBoundary>
      <StudentsList />
    </StudentsErrorBoundary>
  );
}
