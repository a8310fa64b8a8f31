import { PageTitle } from '../../../components/page-title';

export default function TrackingPage() {
  return <PageTitle>Takip Sistemi</PageTitle>;
}
