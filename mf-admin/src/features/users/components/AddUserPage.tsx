import { useAppSelector, selectCurrentRole } from '@akademi/shared';
import { PageTitle } from '../../../components/page-title';

export default function AddUserPage() {
  const role = useAppSelector(selectCurrentRole);
  return <PageTitle>{role === 'temsilci' ? 'Beyin Antrenörleri' : 'Kullanıcılar'}</PageTitle>;
}
