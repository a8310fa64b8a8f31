import { PageTitle } from '../../../components/page-title';

export default function ActivitiesPage() {
  return <PageTitle>Öğrenci Aktiviteleri</PageTitle>;
}
