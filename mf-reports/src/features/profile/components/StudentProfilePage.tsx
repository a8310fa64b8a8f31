// Öğrenci Profili (/students/:id, issue 18): one student's progress over time. Staff roles only;
// row-level security decides whether the student is visible — when the header RPC returns
// nothing the page shows 'Erişim Yetkisi Yok' and no data. Six requests load the whole page (one
// of them the guardian consent state, issue 26).
import { useEffect, useState } from 'react';
import { Link, useParams } from '@akademi/shared/router';
import { CONSENT_STATUS_LABELS, fetchConsentStatuses, selectCurrentRole, useAppSelector, type ConsentStatusRow } from '@akademi/shared';
import { App, Button, Flex, Typography } from '@akademi/shared/kit';
import { ArrowLeftOutlined, Card, Skeleton, Tag } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { AccessDenied } from '@akademi/shared/kit-extra';
import { REPORT_ROLES } from '../../reports';
import {
  useGetProfileExercisesQuery,
  useGetProfileHeaderQuery,
  useGetProfileIncompleteBatteriesQuery,
  useGetProfileNotesQuery,
  useGetProfileResultsQuery,
} from '../api/profile-api';
import { EMPTY_RESULTS, headerFacts, type ProfileHeader, type ProfileResults } from '../lib/progress';
import { ParentReportDialog } from './ParentReportDialog';
import { AccessHistoryCard, AttentionCard, CognitiveCard, ExercisesCard, IncompleteBatteriesCard, NotesCard, SurveyCard, TimelineCard } from './profile-cards';


export default function StudentProfilePage() {
  const role = useAppSelector(selectCurrentRole);
  const { id = '' } = useParams();
  if (!role || !REPORT_ROLES.includes(role)) return <Denied />;
  return <Profile id={id} />;
}

function Denied() {
  return (
    <div>
      <BackLink />
      <AccessDenied />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/reports" style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined /> Raporlara Dön
    </Link>
  );
}

function Profile({ id }: { id: string }) {
  // the four section requests go out together; RLS answers empty for a student the caller may not see
  const header = useGetProfileHeaderQuery(id);
  const results = useGetProfileResultsQuery(id);
  const exercises = useGetProfileExercisesQuery(id);
  const notes = useGetProfileNotesQuery(id);
  const incomplete = useGetProfileIncompleteBatteriesQuery(id);

  if (header.isLoading) {
    return (
      <div>
        <BackLink />
        <PageTitle>Öğrenci Profili</PageTitle>
        <Skeleton active />
      </div>
    );
  }
  if (header.isError) {
    return (
      <div>
        <BackLink />
        <PageTitle>Öğrenci Profili</PageTitle>
        <Typography.Text type="danger">Öğrenci profili yüklenirken bir hata oluştu.</Typography.Text>
      </div>
    );
  }
  if (!header.data) return <Denied />;
  const data = results.data ?? EMPTY_RESULTS;
  return (
    <div style={{ maxWidth: '100%' }}>
      <BackLink />
      <PageTitle>Öğrenci Profili</PageTitle>
      <Flex vertical gap={16}>
        <HeaderCard header={header.data} results={data} ready={!results.isLoading} />
        {(incomplete.data?.length ?? 0) > 0 && <IncompleteBatteriesCard batteries={incomplete.data ?? []} />}
        <CognitiveCard results={data} loading={results.isLoading} />
        <AttentionCard results={data} loading={results.isLoading} />
        <SurveyCard results={data} loading={results.isLoading} />
        <ExercisesCard exercises={exercises.data ?? []} loading={exercises.isLoading} />
        <NotesCard notes={notes.data ?? []} loading={notes.isLoading} />
        <TimelineCard studentId={id} results={data} loading={results.isLoading} />
        <AccessHistoryCard studentId={id} />
      </Flex>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 140, flex: '1 1 160px' }}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{value}</Typography.Text>
    </div>
  );
}

const CONSENT_COLORS = { onayli: 'green', bekliyor: 'gold', geri_cekildi: 'red' } as const;

/** 'Veli Onayı' (issue 26): the guardian consent state of the student. */
function ConsentFact({ studentId }: { studentId: string }) {
  const [row, setRow] = useState<ConsentStatusRow | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchConsentStatuses([studentId]).then((res) => {
      if (live) setRow('error' in res ? null : (res.data.get(studentId) ?? null));
    });
    return () => {
      live = false;
    };
  }, [studentId]);
  const status = row?.status ?? 'bekliyor';
  return (
    <div style={{ minWidth: 140, flex: '1 1 160px' }}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        Veli Onayı
      </Typography.Text>
      {row === undefined ? <Typography.Text>-</Typography.Text> : <Tag color={CONSENT_COLORS[status]}>{CONSENT_STATUS_LABELS[status]}</Tag>}
    </div>
  );
}

function HeaderCard({ header, results, ready }: { header: ProfileHeader; results: ProfileResults; ready: boolean }) {
  const facts = headerFacts(header);
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  // the parent report first asks for the trainer's evaluation (issue 25)
  const [reportOpen, setReportOpen] = useState(false);
  const downloadWorkbook = async () => {
    setBusy(true);
    try {
      const { downloadProfileWorkbook } = await import('../lib/profile-excel');
      await downloadProfileWorkbook(header, results);
    } catch (e) {
      notification.error({ message: 'Hata', description: 'Excel dosyası oluşturulamadı.' });
      console.error(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {facts.name}
        </Typography.Title>
        <Flex wrap gap={12}>
          <Fact label="Öğrenci No" value={facts.studentNumber} />
          <Fact label="Yaş" value={facts.age} />
          <Fact label="Sınıf" value={facts.grade} />
          <Fact label="Okul" value={facts.school} />
          <Fact label="Antrenör" value={facts.trainer} />
          <Fact label="Veli İletişim" value={facts.parent} />
          <ConsentFact studentId={header.id} />
        </Flex>
        <Flex wrap gap={8}>
          <Button type="primary" disabled={!ready} onClick={() => setReportOpen(true)}>
            Veli Raporu (PDF)
          </Button>
          <Button loading={busy} disabled={!ready} onClick={() => void downloadWorkbook()}>
            Tüm Sonuçlar (Excel)
          </Button>
        </Flex>
      </Flex>
      {reportOpen && <ParentReportDialog header={header} results={results} onClose={() => setReportOpen(false)} />}
    </Card>
  );
}

