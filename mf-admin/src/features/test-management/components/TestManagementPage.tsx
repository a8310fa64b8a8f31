import { PageTitle } from '../../../components/page-title';

export default function TestManagementPage() {
  return <PageTitle>Test Tanımla</PageTitle>;
}
