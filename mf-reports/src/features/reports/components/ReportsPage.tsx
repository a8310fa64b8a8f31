// Test Raporları (/reports, spec 3 §2.2): access rule, student list with per-type counts, and the
// Burdon / d2 / cognitive views. The view lives in the URL: ?student=…&test=… (spec values
// burdon, burdon_test, d2, d2_test, cognitive, cognitive_test) and, for a Burdon detail, &result=….
import { Link, useSearchParams } from '@akademi/shared/router';
import { selectCurrentRole, type Role, useAppSelector } from '@akademi/shared';
import { Button, Flex, Typography } from '@akademi/shared/kit';
import { AccessDenied, ArrowLeftOutlined } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { ROUTE_ROLES } from '../../../remote/route-roles';
import { parseTestParam, type ReportTestType } from '../lib/names';
import { useGetReportStudentsQuery } from '../api/reports-api';
import { StudentList } from './StudentList';
import { StudentTestView } from './StudentTestView';

/** Spec 3 §6: only these roles may use the reports page: the route's own roles (the shell's guard
 * refuses the others first; the page repeats the check for a role switch mid-render). */
export const REPORT_ROLES: readonly Role[] = ROUTE_ROLES.reports;

export default function ReportsPage() {
  const role = useAppSelector(selectCurrentRole);
  if (!role || !REPORT_ROLES.includes(role)) {
    return (
      <div>
        <BackToDashboard />
        <AccessDenied />
      </div>
    );
  }
  return <ReportsContent />;
}

function BackToDashboard() {
  return (
    <Link to="/dashboard" style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined /> Panele Dön
    </Link>
  );
}

function ReportsContent() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('student');
  const test = parseTestParam(params.get('test'));
  const students = useGetReportStudentsQuery();

  const open = (id: string, type: ReportTestType) => setParams({ student: id, test: type });
  const backToList = () => setParams({});

  const student = studentId ? students.data?.find((s) => s.id === studentId) : undefined;
  const showTestView = Boolean(studentId && test);

  return (
    <div>
      <BackToDashboard />
      <PageTitle>Test Raporları</PageTitle>
      {showTestView && test ? (
        students.isLoading ? null : student ? (
          <StudentTestView student={student} test={test} onBack={backToList} onChangeTest={(t) => open(student.id, t)} />
        ) : (
          <Flex vertical gap={12} align="start">
            <Typography.Text type="secondary">Öğrenci bulunamadı.</Typography.Text>
            <Button onClick={backToList} icon={<ArrowLeftOutlined />}>
              Öğrenci Listesine Dön
            </Button>
          </Flex>
        )
      ) : (
        <StudentList query={students} onOpen={open} />
      )}
    </div>
  );
}
