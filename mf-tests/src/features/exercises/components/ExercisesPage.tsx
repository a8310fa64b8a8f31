import { PageTitle } from '../../../components/page-title';

export default function ExercisesPage() {
  return <PageTitle>Egzersizler</PageTitle>;
}
