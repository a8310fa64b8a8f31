// The confirmation modal of an action on one user (delete, reset the second factor): the title, a
// paragraph that names the user, İptal and a danger confirm button in the footer.
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from '@akademi/shared/kit';
import { Modal } from '@akademi/shared/kit-extra';
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
  const { user, title, confirmLabel, loading, onConfirm, onClose, sentence, width, children } = props;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={width}
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>İptal</Button>
          <Button danger type="primary" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        <strong>
          {user.first_name} {user.last_name}
        </strong>{' '}
        ({user.email}) {sentence}
      </Typography.Paragraph>
      {children}
    </Modal>
  );
}
