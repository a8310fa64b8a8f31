import { PageTitle } from '../../../components/page-title';

export default function HelpPage() {
  return <PageTitle>Yardım</PageTitle>;
}
