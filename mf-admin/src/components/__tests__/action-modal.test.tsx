// ActionModal: the frame of the user-action, creation and privacy-request dialogs.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ActionModal } from '../ActionModal';

describe('ActionModal', () => {
  it('shows the title and content, cancels with İptal and confirms with the primary button', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(
      <ActionModal title="Kullanıcıyı Sil" confirmLabel="Sil" loading={false} onConfirm={onConfirm} onClose={onClose}>
        <p>Emin misiniz?</p>
      </ActionModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı Sil' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Emin misiniz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes its own cancel label, draws a destructive confirm in red, and hides the footer when told', async () => {
    const { rerender } = render(
      <ActionModal title="Sil" cancelLabel="Vazgeç" danger confirmLabel="Kalıcı Olarak Sil" loading={false} onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sil' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kalıcı Olarak Sil' })).toHaveClass('ant-btn-dangerous');
    rerender(<ActionModal title="Sil" hideFooter confirmLabel="Kalıcı Olarak Sil" loading={false} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(within(screen.getByRole('dialog', { name: 'Sil' })).queryByRole('button', { name: 'Kalıcı Olarak Sil' })).toBeNull();
  });

  it('is not shown while open is false', () => {
    render(<ActionModal open={false} title="Yeni Veri Talebi" confirmLabel="Talep Oluştur" loading={false} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog', { name: 'Yeni Veri Talebi' })).toBeNull();
  });
});
