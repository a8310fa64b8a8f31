import { TestListPage } from '../../test-lists';

/**
 * Uluslararası Alan Testleri (/international-tests, loaded lazily by routes.tsx). The spec shows
 * no content; decision: the active field tests (PISA, TIMSS, PIRLS…) with the same start dialog.
 */
export default function InternationalTestsPage() {
  return <TestListPage title="Uluslararası Alan Testleri" variant="international" scopedStudents={false} />;
}
