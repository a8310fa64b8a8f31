import { TestListPage } from '../../test-lists';

/** Okuma Testleri (/reading-tests, spec 3 §2.6): active reading tests; students scoped by role. */
export default function ReadingTestsPage() {
  return <TestListPage title="Okuma Testleri" variant="reading" scopedStudents />;
}
