import { PageTitle } from '../../../components/page-title';

export default function SubjectTestsPage() {
  return <PageTitle>Alan Testleri</PageTitle>;
}
