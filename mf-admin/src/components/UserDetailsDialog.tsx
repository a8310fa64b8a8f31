// User details (spec 1 §2 "Dialogs of both screens"): Kişisel Bilgiler, Roller ve Yetkilendirme,
// Eğitim Bilgileri, Veli Bilgileri, the raw demographic data, and the supervisor.
import type { ReactNode } from 'react';
import { Button, Typography } from '@akademi/shared/kit';
import { Divider, Modal } from '@akademi/shared/kit-extra';
import { formatDate, selectSession, useAppSelector } from '@akademi/shared';
import { LmsLinksSection } from '@akademi/shared/lms-links';
import { Link } from '@akademi/shared/router';
import { normalizeDemographicInfo, personName, studentNumberLabel } from '@akademi/shared/domain';
import { useGetUserDemographicsQuery, useGetUserSummaryQuery, type ManagedUser } from '../lib/users-api';
import { RoleBadges } from './RoleBadges';
import { StatusTag } from './StatusTag';

const GENDER_LABELS: Record<string, string> = { male: 'Erkek', female: 'Kadın' };
const dash = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Label/value rows (two columns on wide screens). */
function InfoGrid({ children }: { children: ReactNode }) {
  return <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: '6px 24px', margin: 0 }}>{children}</dl>;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <dt style={{ color: '#8c8c8c', minWidth: 110 }}>{label}:</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

function Supervisor({ id }: { id: string | null }) {
  const { data, isLoading } = useGetUserSummaryQuery(id ?? '', { skip: !id });
  if (id && isLoading) return <Typography.Text type="secondary">Yükleniyor...</Typography.Text>;
  if (!id || !data) return <Typography.Text type="secondary">Supervisor bilgisi bulunamadı</Typography.Text>;
  return (
    <span>
      {data.first_name} {data.last_name} ({data.email}) <RoleBadges roles={data.roles} />
    </span>
  );
}

export function UserDetailsDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  // the demographics are a logged read (issue 26 §2), made when the dialog opens
  const demographics = useGetUserDemographicsQuery({ id: user?.id ?? '', screen: 'user_details' }, { skip: !user, refetchOnMountOrArgChange: true });
  const raw = demographics.isSuccess ? demographics.data : null;
  const info = normalizeDemographicInfo(raw);
  // issue 14: an admin creates, copies and revokes a trainer's LMS links here
  const viewerIsAdmin = useAppSelector(selectSession).profile?.roles.includes('admin') === true;
  const showLmsLinks = viewerIsAdmin && user !== null && user.is_active && user.roles.includes('beyin_antrenoru');
  return (
    <Modal
      open={user !== null}
      title="Kullanıcı Detayları"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Kapat</Button>}
      width={720}
      destroyOnHidden
    >
      {user && (
        <>
          <Divider titlePlacement="start">Kişisel Bilgiler</Divider>
          <InfoGrid>
            <Info label="Ad Soyad">
              {/* a student's name opens the Öğrenci Profili (issue 18) */}
              {user.roles.includes('kullanici') ? <Link to={`/students/${user.id}`}>{personName(user)}</Link> : personName(user)}
            </Info>
            <Info label="E-posta">{user.email}</Info>
            <Info label="Telefon">{dash(user.phone)}</Info>
            <Info label="Durum"><StatusTag active={user.is_active} /></Info>
            <Info label="Kayıt Tarihi">{formatDate(user.created_at)}</Info>
          </InfoGrid>
          <Divider titlePlacement="start">Roller ve Yetkilendirme</Divider>
          <InfoGrid>
            <Info label="Roller"><RoleBadges roles={user.roles} /></Info>
            <Info label="Supervisor"><Supervisor id={user.supervisor_id} /></Info>
          </InfoGrid>
          {demographics.isError && <Typography.Text type="danger">Demografik bilgiler yüklenemedi.</Typography.Text>}
          <Divider titlePlacement="start">Eğitim Bilgileri</Divider>
          <InfoGrid>
            <Info label="Öğrenci No">{studentNumberLabel({ id: user.id, student_number: user.student_number, demographic_info: info })}</Info>
            <Info label="Sınıf">{info.grade_level ? `${info.grade_level}. Sınıf` : '-'}</Info>
            <Info label="Okul">{dash(info.school_name)}</Info>
            <Info label="Doğum Tarihi">{info.birth_date ? formatDate(String(info.birth_date)) : '-'}</Info>
            <Info label="Cinsiyet">{info.gender ? GENDER_LABELS[String(info.gender)] ?? String(info.gender) : '-'}</Info>
          </InfoGrid>
          <Divider titlePlacement="start">Veli Bilgileri</Divider>
          <InfoGrid>
            <Info label="Veli Adı">{dash(info.parent_name)}</Info>
            <Info label="Veli Telefonu">{dash(info.parent_phone)}</Info>
            <Info label="Veli E-posta">{dash(info.parent_email)}</Info>
          </InfoGrid>
          <Divider titlePlacement="start">Tüm Demografik Veriler</Divider>
          <pre style={{ background: '#f5f5f5', padding: 12, borderRadius: 6, fontSize: 12, maxHeight: 200, overflow: 'auto' }}>
            {JSON.stringify(raw ?? {}, null, 2)}
          </pre>
          {showLmsLinks && (
            <>
              <Divider />
              <LmsLinksSection trainerId={user.id} trainerEmail={user.email} headingLevel={5} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
