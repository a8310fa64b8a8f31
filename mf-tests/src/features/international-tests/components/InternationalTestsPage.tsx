import { PageTitle } from '../../../components/page-title';

export default function InternationalTestsPage() {
  return <PageTitle>Uluslararası Alan Testleri</PageTitle>;
}
