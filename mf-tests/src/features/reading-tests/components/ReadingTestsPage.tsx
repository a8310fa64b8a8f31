import { PageTitle } from '../../../components/page-title';

export default function ReadingTestsPage() {
  return <PageTitle>Okuma Testleri</PageTitle>;
}
