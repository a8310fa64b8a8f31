import { PageTitle } from '../../../components/page-title';

export default function SystemLogsPage() {
  return <PageTitle>Sistem Logları</PageTitle>;
}
