import { PageTitle } from '../../../components/page-title';

export default function ReportsPage() {
  return <PageTitle>Test Raporları</PageTitle>;
}
