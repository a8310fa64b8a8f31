// The granted portal: sidebar with five tabs, Özet, Öğrenciler, Okullar, Sınıflar, Raporlar
// (spec 3 §2.8). Switching tab clears every selection; each back button moves up one level.
// Phones and tablets (below 992 px, issue 29): the sidebar becomes a 'Menü' button in a top bar that
// opens it as a drawer (Escape, a tap outside or a chosen tab close it; focus returns to the button),
// the page takes the full width and every control is at least 44 px (TouchTargets).
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { BarChartOutlined, Button, DashboardOutlined, Input, MenuOutlined, TouchTargets, Typography, UserOutlined, BookOutlined, TeamOutlined } from '@akademi/shared/kit';
import { Card, CloseOutlined, Drawer } from '@akademi/shared/kit-extra';
import { COMPACT_QUERY, VISUALLY_HIDDEN, useMediaQuery } from '@akademi/shared/ui';
import { downloadCsv } from '@akademi/shared/export';
import { CONSENT_STATUS_LABELS, type ConsentStatus } from '@akademi/shared';
import { fullName, groupStudentsBy, matchesStudentSearch } from '../lib/access';
import { gradeLabel, STUDENT_REPORT_HEADER, studentReportFileName, studentReportRows } from '../lib/report';
import type { TrackingStudent } from '../lib/types';
import { BackButton, StudentDrillDown } from './StudentDrillDown';
import { NotesPopover } from './NotesPopover';
import { onActivateKey, ROW_BUTTON_STYLE } from '../lib/row-button';

export type TabKey = 'overview' | 'students' | 'schools' | 'classes' | 'reports';
const TABS: { key: TabKey; label: string; icon: ReactNode }[] = [
  { key: 'overview', label: 'Özet', icon: <DashboardOutlined /> },
  { key: 'students', label: 'Öğrenciler', icon: <UserOutlined /> },
  { key: 'schools', label: 'Okullar', icon: <BookOutlined /> },
  { key: 'classes', label: 'Sınıflar', icon: <TeamOutlined /> },
  { key: 'reports', label: 'Raporlar', icon: <BarChartOutlined /> },
];
export const MENU_BUTTON_LABEL = 'Menüyü aç';
export const MENU_CLOSE_LABEL = 'Menüyü kapat';
/** Long words (e-mails, school names) wrap instead of widening the page. */
const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

interface Props {
  trainerName: string;
  students: TrackingStudent[];
  loading: boolean;
  accessKey: string;
}

function TabNav({ tab, onChoose, navRef }: { tab: TabKey; onChoose: (t: TabKey) => void; navRef?: React.Ref<HTMLElement> }) {
  return (
    <nav ref={navRef} aria-label="Takip sekmeleri" style={{ padding: 8, display: 'flex', flexDirection: 'column', gap: 4, flex: 1 }}>
      {TABS.map((t) => (
        <Button
          key={t.key}
          type={tab === t.key ? 'primary' : 'text'}
          icon={t.icon}
          aria-label={t.label}
          aria-current={tab === t.key ? 'page' : undefined}
          onClick={() => onChoose(t.key)}
          style={{ justifyContent: 'flex-start' }}
          block
        >
          {t.label}
        </Button>
      ))}
    </nav>
  );
}

function ContactFooter({ trainerName }: { trainerName: string }) {
  return (
    <footer style={{ padding: 16, borderTop: '1px solid #e5e7eb', fontSize: 12, color: '#4b5563', ...WRAP }}>
      <div>{trainerName}</div>
      <div>İletişim: destek@akademi.test</div>
    </footer>
  );
}

export function TrackingPortal({ trainerName, students, loading, accessKey }: Props) {
  const [tab, setTab] = useState<TabKey>('overview');
  const [group, setGroup] = useState<string | null>(null);
  const [student, setStudent] = useState<TrackingStudent | null>(null);
  const compact = useMediaQuery(COMPACT_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerNav = useRef<HTMLElement>(null);

  const switchTab = (next: TabKey) => {
    setTab(next);
    setGroup(null);
    setStudent(null);
    setMenuOpen(false);
  };
  // opened: focus on the current tab; closed: back on the button that opened it
  const afterMenuChange = useCallback((open: boolean) => {
    if (open) drawerNav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    else menuButton.current?.focus();
  }, []);
  const current = TABS.find((t) => t.key === tab)?.label ?? '';

  const page = (
    <main style={{ flex: 1, padding: compact ? 12 : 24, minWidth: 0 }}>
      {tab === 'overview' && <Overview students={students} />}
      {tab === 'students' &&
        (student ? (
          <StudentDrillDown key={student.id} student={student} accessKey={accessKey} inStudentsTab onBack={() => setStudent(null)} backLabel="Öğrencilere Dön" />
        ) : (
          <StudentList students={students} loading={loading} accessKey={accessKey} onSelect={setStudent} />
        ))}
      {(tab === 'schools' || tab === 'classes') && (
        <Groups kind={tab} students={students} accessKey={accessKey} group={group} setGroup={setGroup} student={student} setStudent={setStudent} />
      )}
      {tab === 'reports' && (
        <Card>
          <Typography.Title level={4}>Raporlar</Typography.Title>
          <Typography.Text type="secondary">Rapor araçları yakında eklenecek</Typography.Text>
        </Card>
      )}
    </main>
  );

  if (compact) {
    return (
      <TouchTargets enabled>
        <div lang="tr" translate="no" style={{ minHeight: '100vh', background: '#f5f7fb', display: 'flex', flexDirection: 'column', overflowWrap: 'break-word' }}>
          <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px', background: '#fff', borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 10 }}>
            <Button
              ref={menuButton}
              icon={<MenuOutlined />}
              aria-label={MENU_BUTTON_LABEL}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              Menü
            </Button>
            <div style={WRAP}>
              <div style={{ fontWeight: 700, fontSize: 16 }}>Takip Sistemi</div>
              <div style={{ color: '#4b5563', fontSize: 12 }}>Öğrenci Performans Takibi · {current}</div>
            </div>
          </header>
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            afterOpenChange={afterMenuChange}
            placement="left"
            size="min(288px, calc(100vw - 48px))"
            title="Takip Sistemi"
            closable={false}
            extra={<Button type="text" icon={<CloseOutlined />} aria-label={MENU_CLOSE_LABEL} onClick={() => setMenuOpen(false)} />}
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <div style={{ padding: '8px 16px 0', color: '#4b5563', fontSize: 13 }}>Öğrenci Performans Takibi</div>
            <TabNav tab={tab} onChoose={switchTab} navRef={drawerNav} />
            <ContactFooter trainerName={trainerName} />
          </Drawer>
          {page}
        </div>
      </TouchTargets>
    );
  }

  return (
    <div lang="tr" translate="no" style={{ display: 'flex', minHeight: '100vh', background: '#f5f7fb', overflowWrap: 'break-word' }}>
      <aside style={{ width: 240, flexShrink: 0, background: '#fff', borderRight: '1px solid #e5e7eb', display: 'flex', flexDirection: 'column' }}>
        <div style={{ padding: 20, borderBottom: '1px solid #e5e7eb' }}>
          <div style={{ fontWeight: 700, fontSize: 18 }}>Takip Sistemi</div>
          <div style={{ color: '#4b5563', fontSize: 13 }}>Öğrenci Performans Takibi</div>
        </div>
        <TabNav tab={tab} onChoose={switchTab} />
        <ContactFooter trainerName={trainerName} />
      </aside>
      {page}
    </div>
  );
}

function StatCard({ title, value, hint }: { title: string; value: string; hint?: string }) {
  return (
    <Card>
      <div style={{ color: '#4b5563' }}>{title}</div>
      <div style={{ fontSize: 28, fontWeight: 700 }} data-testid={`stat-${title}`}>
        {value}
      </div>
      {hint ? <div style={{ color: '#6b7280', fontSize: 12 }}>{hint}</div> : null}
    </Card>
  );
}

function Overview({ students }: { students: TrackingStudent[] }) {
  const nf = new Intl.NumberFormat('tr-TR');
  const sessions = students.reduce((s, x) => s + (Number(x.total_sessions) || 0), 0);
  const minutes = students.reduce((s, x) => s + (Number(x.total_time_minutes) || 0), 0);
  return (
    <section>
      <Typography.Title level={3}>Genel Bakış</Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        <StatCard title="Toplam Öğrenci" value={nf.format(students.length)} />
        <StatCard title="Toplam Oturum" value={nf.format(sessions)} hint="Tamamlanan egzersiz" />
        <StatCard title="Toplam Süre" value={`${nf.format(minutes)} dk`} />
      </div>
    </section>
  );
}

function Metric({ label, value }: { label: string; value: number | string }) {
  return (
    <div style={{ textAlign: 'center', minWidth: 64 }}>
      <div style={{ fontWeight: 600 }}>{value}</div>
      <div style={{ fontSize: 12, color: '#6b7280' }}>{label}</div>
    </div>
  );
}

const CONSENT_BADGE = {
  onayli: { color: '#166534', background: '#dcfce7' },
  bekliyor: { color: '#854d0e', background: '#fef9c3' },
  geri_cekildi: { color: '#991b1b', background: '#fee2e2' },
} as const;

/** 'Veli onayı: Onaylı | Bekliyor | Geri çekildi' (issue 26). */
function ConsentBadge({ status }: { status: ConsentStatus }) {
  return (
    <span style={{ display: 'inline-block', marginTop: 4, fontSize: 12, borderRadius: 4, padding: '0 6px', ...CONSENT_BADGE[status] }}>
      Veli onayı: {CONSENT_STATUS_LABELS[status]}
    </span>
  );
}

export function StudentRows({ students, accessKey, onSelect }: { students: TrackingStudent[]; accessKey: string; onSelect: (s: TrackingStudent) => void }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {students.map((s) => (
        <li key={s.id}>
          {/* The row opens the student (a click anywhere); its one button for keyboard and screen
              readers is the name, beside the Notlar button (no control inside another). */}
          <div
            onClick={() => onSelect(s)}
            style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', background: '#fff', borderRadius: 8, padding: 12, cursor: 'pointer', border: '1px solid #e5e7eb' }}
          >
            <div style={{ flex: '1 1 auto', maxWidth: '100%', minWidth: 0 }}>
              {/* the name is the button (its accessible name 'Öğrenci: …' is its own text) */}
              <button type="button" onClick={(e) => { e.stopPropagation(); onSelect(s); }} style={{ ...ROW_BUTTON_STYLE, fontWeight: 600, display: 'block' }}>
                <span style={VISUALLY_HIDDEN}>Öğrenci: </span>
                {fullName(s) || 'Bilinmeyen Öğrenci'}
              </button>
              <div style={{ fontSize: 12, color: '#4b5563', overflowWrap: 'anywhere' }}>{s.email}</div>
              {s.consent_status ? <ConsentBadge status={s.consent_status} /> : null}
            </div>
            <NotesPopover studentId={s.id} accessKey={accessKey} scope={{ level: 'student' }} ariaLabel={`Notlar: ${fullName(s)}`} />
            <div style={{ display: 'flex', gap: 8 }}>
              <Metric label="Egzersiz" value={s.total_exercises} />
              <Metric label="Oturum" value={s.total_sessions} />
              <Metric label="Süre (dk)" value={s.total_time_minutes} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function StudentList({ students, loading, accessKey, onSelect }: { students: TrackingStudent[]; loading: boolean; accessKey: string; onSelect: (s: TrackingStudent) => void }) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => students.filter((s) => matchesStudentSearch(s, query)), [students, query]);
  return (
    <section>
      <Typography.Title level={3}>Öğrenciler</Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Input.Search placeholder="Öğrenci ara..." aria-label="Öğrenci ara" value={query} onChange={(e) => setQuery(e.target.value)} allowClear style={{ flex: '1 1 200px', maxWidth: 360 }} />
        {/* spec 3 §2.8: Filtrele has no behaviour; Rapor İndir downloads the listed students (issue 17) */}
        <Button>Filtrele</Button>
        <Button disabled={loading || filtered.length === 0} onClick={() => downloadCsv(studentReportFileName(), STUDENT_REPORT_HEADER, studentReportRows(filtered))}>
          Rapor İndir
        </Button>
      </div>
      <div style={{ color: '#6b7280', marginBottom: 8 }} data-testid="student-count">
        {filtered.length} öğrenci
      </div>
      {loading ? <div>Yükleniyor...</div> : filtered.length === 0 ? <div>Öğrenci bulunamadı</div> : <StudentRows students={filtered} accessKey={accessKey} onSelect={onSelect} />}
    </section>
  );
}

interface GroupsProps {
  kind: 'schools' | 'classes';
  students: TrackingStudent[];
  accessKey: string;
  group: string | null;
  setGroup: (g: string | null) => void;
  student: TrackingStudent | null;
  setStudent: (s: TrackingStudent | null) => void;
}

function Groups({ kind, students, accessKey, group, setGroup, student, setStudent }: GroupsProps) {
  const schools = kind === 'schools';
  const groups = useMemo(
    () => groupStudentsBy(students, (s) => (schools ? (s.school_name ?? s.school) : gradeLabel(s.grade_level))),
    [students, schools],
  );
  const current = groups.find((g) => g.name === group);
  if (student) {
    return <StudentDrillDown key={student.id} student={student} accessKey={accessKey} inStudentsTab={false} onBack={() => setStudent(null)} backLabel="Öğrenci Listesine Dön" />;
  }
  if (current) {
    return (
      <section>
        <BackButton label={schools ? 'Okullara Dön' : 'Sınıflara Dön'} onClick={() => setGroup(null)} />
        <Typography.Title level={3}>{current.name}</Typography.Title>
        <StudentRows students={current.students} accessKey={accessKey} onSelect={setStudent} />
      </section>
    );
  }
  return (
    <section>
      <Typography.Title level={3}>{schools ? 'Okullar' : 'Sınıflar'}</Typography.Title>
      {groups.length === 0 ? (
        <div>{schools ? 'Henüz okulu atanmış öğrenci bulunmamaktadır' : 'Henüz sınıfı atanmış öğrenci bulunmamaktadır'}</div>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
          {groups.map((g) => (
            <Card key={g.name} hoverable onClick={() => setGroup(g.name)} role="button" tabIndex={0} onKeyDown={onActivateKey(() => setGroup(g.name))}>
              <div style={{ fontWeight: 600, ...WRAP }}>{g.name}</div>
              {schools ? (
                <div style={{ color: '#4b5563' }}>
                  Öğrenci Sayısı: <strong>{g.students.length}</strong>
                </div>
              ) : (
                <div style={{ color: '#4b5563' }}>{g.students.length} öğrenci</div>
              )}
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
