// The confirmation modal of an action on one user (delete, reset the second factor): the title, a
// paragraph that names the user, İptal and a danger confirm button in the footer.
import type { ReactNode } from 'react';
import { Typography } from '@akademi/shared/kit';
import { ActionModal } from './ActionModal';
import type { ManagedUser } from '../lib/users-api';

export function UserActionModal(props: {
  user: ManagedUser;
  title: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** what follows "<Ad Soyad> (<e-posta>)" in the paragraph */
  sentence: ReactNode;
  width?: string;
  children?: ReactNode;
}) {
  const { user, sentence, children, ...modal } = props;
  return (
    <ActionModal danger {...modal}>
      <Typography.Paragraph>
        <strong>
          {user.first_name} {user.last_name}
        </strong>{' '}
        ({user.email}) {sentence}
      </Typography.Paragraph>
      {children}
    </ActionModal>
  );
}
