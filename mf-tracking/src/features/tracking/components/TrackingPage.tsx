// Tracking portal (/tracking?email=…&key=…; spec 3 §2.8, §4 "Tracking access", §5, §8). No app
// login: the key is the trainer's LMS link token (issue 14), verified by lms-integration/verify-user
// (unknown, revoked or expired → 'Erişim Reddedildi'); all data comes through that function, which
// derives the trainer from the token.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from '@akademi/shared/router';
import { Spin, Typography } from '@akademi/shared/kit';
import { comparePersonNames } from '@akademi/shared/domain';
import { useTrackingStudentsQuery, useVerifyTrainerQuery } from '../api/tracking-api';
import { fullName, linkAccess, storeTrainer } from '../lib/access';
import { useAccessEnded } from '../lib/access-ended';
import type { TrackingStudent } from '../lib/types';
import { TrackingPortal } from './TrackingPortal';

export function AccessDenied() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ maxWidth: 520, background: '#fff', borderRadius: 12, padding: 32, boxShadow: '0 1px 3px rgba(0,0,0,.1)', textAlign: 'center' }}>
        <Typography.Title level={3} style={{ color: '#dc2626' }}>
          Erişim Reddedildi
        </Typography.Title>
        <Typography.Paragraph>Bu sayfaya erişim yetkiniz bulunmamaktadır.</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Lütfen öğrenme yönetim sisteminizdeki (LMS) doğru bağlantıyı kullanın. Bağlantı biçimi:
        </Typography.Paragraph>
        <code style={{ display: 'block', background: '#f3f4f6', padding: 8, borderRadius: 6 }}>/tracking?email=egitmen@okul.com&amp;key=LMS_BAGLANTI_ANAHTARI</code>
      </div>
    </div>
  );
}

/** The portal was open and its link was revoked or expired since (issue 25). */
export function AccessEnded() {
  return (
    <div role="alert" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ maxWidth: 520, background: '#fff', borderRadius: 12, padding: 32, boxShadow: '0 1px 3px rgba(0,0,0,.1)', textAlign: 'center' }}>
        <Typography.Title level={3} style={{ color: '#dc2626' }}>
          Erişim sona erdi
        </Typography.Title>
        <Typography.Paragraph>Bu takip bağlantısı iptal edildi veya süresi doldu; gösterilen bilgiler artık güncellenemez.</Typography.Paragraph>
        <Typography.Paragraph type="secondary">Yeni bir bağlantı için antrenörünüzle veya öğrenme yönetim sisteminizle (LMS) iletişime geçin.</Typography.Paragraph>
      </div>
    </div>
  );
}

export default function TrackingPage() {
  const [params] = useSearchParams();
  const { email, accessKey } = linkAccess(params);
  const incomplete = email === '' || accessKey === '';
  const ended = useAccessEnded(accessKey);
  const verify = useVerifyTrainerQuery({ email, accessKey }, { skip: incomplete });
  const trainer = verify.data;

  useEffect(() => {
    if (verify.isError) console.error('Tracking verification failed', verify.error); // spec 3 §8: console only
  }, [verify.isError, verify.error]);
  useEffect(() => {
    if (trainer) storeTrainer(email, trainer.id, fullName(trainer));
  }, [trainer, email]);

  const students = useTrackingStudentsQuery({ trainerId: trainer?.id ?? '', accessKey }, { skip: !trainer });
  useEffect(() => {
    if (students.isError) console.error('Tracking students fetch failed', students.error);
  }, [students.isError, students.error]);
  // Turkish order, surname then first name (issue 25 §4), whatever order the server sent
  const list: TrackingStudent[] = useMemo(() => (students.isError ? [] : [...(students.data ?? [])].sort(comparePersonNames)), [students.isError, students.data]);

  // a portal that was granted and then lost its link says so; a link refused from the start is denied
  if (ended && trainer) return <AccessEnded />;
  if (incomplete || verify.isError) return <AccessDenied />;
  if (!trainer) {
    return (
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
        <Spin size="large" />
        <span>Kimlik doğrulanıyor...</span>
      </div>
    );
  }
  return <TrackingPortal trainerName={fullName(trainer)} students={list} loading={students.isLoading} accessKey={accessKey} />;
}

