import { TestListPage } from '../../test-lists';

/** Alan Testleri (/subject-tests, spec 3 §2.6, §7): every test except reading, active and passive; all students. */
export default function SubjectTestsPage() {
  return <TestListPage title="Alan Testleri" variant="subject" scopedStudents={false} />;
}
