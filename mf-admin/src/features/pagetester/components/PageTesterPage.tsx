import { PageTitle } from '../../../components/page-title';

export default function PageTesterPage() {
  return <PageTitle>Chunk Hata Test Sayfası</PageTitle>;
}
