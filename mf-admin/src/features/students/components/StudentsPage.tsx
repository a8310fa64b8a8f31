import { PageTitle } from '../../../components/page-title';

export default function StudentsPage() {
  return <PageTitle>Öğrenciler</PageTitle>;
}
