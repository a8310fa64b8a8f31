// The frame of a dialog that asks for one action: the title, the content, and a footer with the
// cancel button ('İptal' unless told) and the primary confirm button (red for a destructive one).
// Used by the user actions (delete, reset the second factor), the creation dialogs and the privacy
// requests' dialogs.
import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex } from '@akademi/shared/kit';
import { Modal } from '@akademi/shared/kit-extra';

export interface ActionModalProps {
  title: string;
  confirmLabel: ReactNode;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** shown unless told otherwise (a dialog kept mounted passes its own state) */
  open?: boolean;
  cancelLabel?: string;
  /** a destructive action: the confirm button is red */
  danger?: boolean;
  /** no footer at all (a creation dialog's success view) */
  hideFooter?: boolean;
  width?: number | string;
  bodyStyle?: CSSProperties;
  /** drop the content when closed, so a reopened dialog starts empty */
  destroyOnHidden?: boolean;
  children?: ReactNode;
}

export function ActionModal(props: ActionModalProps) {
  const { title, confirmLabel, loading, onConfirm, onClose, open = true, cancelLabel = 'İptal', danger, hideFooter, width, bodyStyle, destroyOnHidden, children } = props;
  const footer = hideFooter ? null : (
    <Flex gap={8} justify="end">
      <Button onClick={onClose}>{cancelLabel}</Button>
      <Button danger={danger} type="primary" onClick={onConfirm} loading={loading}>
        {confirmLabel}
      </Button>
    </Flex>
  );
  return (
    <Modal open={open} title={title} onCancel={onClose} width={width} styles={bodyStyle ? { body: bodyStyle } : undefined} destroyOnHidden={destroyOnHidden} footer={footer}>
      {children}
    </Modal>
  );
}
