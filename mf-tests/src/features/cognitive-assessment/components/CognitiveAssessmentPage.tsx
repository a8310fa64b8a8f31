import { PageTitle } from '../../../components/page-title';

export default function CognitiveAssessmentPage() {
  return <PageTitle>Bilişsel Beceri Değerlendirme</PageTitle>;
}
