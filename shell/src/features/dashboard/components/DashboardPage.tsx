// /dashboard (spec 1 §2): statistics, quick actions and recent activity come with the
// platform-core issue; for now the welcome heading with the user's full name.
import { fullName, selectProfile, useAppSelector } from '@akademi/shared';
import { PageTitle } from '../../../components/page-title';

export default function DashboardPage() {
  const profile = useAppSelector(selectProfile);
  return <PageTitle>{profile ? `Hoş geldiniz, ${fullName(profile)}` : 'Hoş geldiniz'}</PageTitle>;
}
