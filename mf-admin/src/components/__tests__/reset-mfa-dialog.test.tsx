// 'İki adımlı doğrulamayı sıfırla' (issue 28): an admin resets another staff user's authenticator
// app with a reason, through the reset-mfa function (stubbed here; the function's own checks are
// backend tests); the function's Turkish refusal is shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../shared/testing/render';
import { ResetMfaDialog } from '../ResetMfaDialog';
import type { ManagedUser } from '../../lib/users-api';

const trainer = {
  id: 'u-1',
  auth_user_id: 'auth-1',
  email: 'egitmen@akademi.test',
  first_name: 'Ece',
  last_name: 'Eğitmen',
  phone: null,
  is_active: true,
  roles: ['beyin_antrenoru'],
  supervisor_id: null,
  demographic_info: null,
  created_at: '2026-11-01T10:00:00Z',
} as ManagedUser;

function fakeInvoke(answer: { data: unknown; error: unknown }) {
  const invoke = jest.fn(async () => answer);
  setSupabaseForTesting({ functions: { invoke } } as unknown as SupabaseClient);
  return invoke;
}

afterEach(() => setSupabaseForTesting(null));

describe('ResetMfaDialog', () => {
  it('asks for a reason, then calls reset-mfa with the auth user id and the reason', async () => {
    const invoke = fakeInvoke({ data: { ok: true }, error: null });
    const onClose = jest.fn();
    renderWithApp(<ResetMfaDialog user={trainer} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı doğrulamayı sıfırla' });
    expect(dialog).toHaveTextContent('egitmen@akademi.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    expect(await screen.findByText('Sıfırlama nedeni 3–200 karakter olmalıdır')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Sıfırlama nedeni'), { target: { value: '  Telefonunu kaybetti  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invoke).toHaveBeenCalledWith('reset-mfa', { body: { user_id: 'auth-1', reason: 'Telefonunu kaybetti' } });
  });

  it("shows the function's Turkish refusal", async () => {
    const refusal = 'Kendi iki adımlı doğrulamanızı buradan sıfırlayamazsınız.';
    // the shape supabase-js's FunctionsHttpError carries (jsdom here has no Response)
    const response = { status: 403, clone: () => ({ json: async () => ({ error: refusal }) }), json: async () => ({ error: refusal }) };
    fakeInvoke({ data: null, error: { context: response } });
    const onClose = jest.fn();
    renderWithApp(<ResetMfaDialog user={trainer} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı doğrulamayı sıfırla' });
    fireEvent.change(within(dialog).getByLabelText('Sıfırlama nedeni'), { target: { value: 'Telefonunu kaybetti' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
  });
});
