import { Alert } from '@akademi/shared/kit';
import { PageTitle } from '@akademi/shared/ui';

/** Etkin ve Anlayarak Okuma (/reading-exercises): a placeholder (spec 3 §2.6). */
export default function ReadingExercisesPage() {
  return (
    <div>
      <PageTitle>Etkin ve Anlayarak Okuma</PageTitle>
      <Alert type="info" showIcon message="Bu bölüm şu anda geliştirme aşamasındadır." />
    </div>
  );
}
