// StepForm: the frame the reset request, the new password and the code step share.
import { fireEvent, render, screen } from '@testing-library/react';
import { StepForm, type StepTexts } from '../components/form-parts';

const TEXTS: StepTexts = { heading: 'Şifre Sıfırlama', intro: 'E-posta adresinizi girin.', submit: 'Gönder', busy: 'Gönderiliyor...', back: 'Geri' };

function renderStep({ submitting = false, error = null, withBack = true, backWhileBusy }: { submitting?: boolean; error?: string | null; withBack?: boolean; backWhileBusy?: boolean } = {}) {
  const onSubmit = jest.fn(async () => undefined);
  const onBack = jest.fn();
  render(
    <StepForm texts={TEXTS} error={error} submitting={submitting} onSubmit={onSubmit} onBack={withBack ? onBack : undefined} backWhileBusy={backWhileBusy}>
      <label htmlFor="f">E-posta</label>
      <input id="f" />
    </StepForm>,
  );
  return { onSubmit, onBack };
}

describe('StepForm', () => {
  it('shows the heading, the intro and the fields; submits the form and goes back', () => {
    const { onSubmit, onBack } = renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Şifre Sıfırlama' })).toBeInTheDocument();
    expect(screen.getByText('E-posta adresinizi girin.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('while submitting: the error, the busy label on a disabled submit, and the back button still usable', () => {
    renderStep({ submitting: true, error: 'Bir hata oluştu.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Bir hata oluştu.');
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Geri' })).toBeEnabled();
  });

  it('disables the back button while submitting when backWhileBusy is false', () => {
    renderStep({ submitting: true, backWhileBusy: false });
    expect(screen.getByRole('button', { name: 'Geri' })).toBeDisabled();
  });

  it('has no back button without onBack', () => {
    renderStep({ withBack: false });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Gönder']);
  });
});
