import { PageTitle } from '../../../components/page-title';

export default function SettingsPage() {
  return <PageTitle>Ayarlar</PageTitle>;
}
