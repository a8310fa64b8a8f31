import { PageTitle } from '../../../components/page-title';

export default function ReadingExercisesPage() {
  return <PageTitle>Etkin ve Anlayarak Okuma</PageTitle>;
}
