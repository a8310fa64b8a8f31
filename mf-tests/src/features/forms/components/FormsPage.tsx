import { PageTitle } from '../../../components/page-title';

export default function FormsPage() {
  return <PageTitle>Formlar</PageTitle>;
}
