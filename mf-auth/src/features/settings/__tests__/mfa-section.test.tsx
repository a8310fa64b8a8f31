// 'İki Adımlı Doğrulama' in /settings → Güvenlik (issue 28): enrol (QR, secret, code), 'Etkin',
// remove with a confirmation and the server's Turkish refusal, the admins' requirement switches.
// supabase-js is stubbed (GoTrue's MFA API as supabase-js answers it); the real flow is in
// e2e/tests/security.mfa.signed-out.spec.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type MfaStatus, type Role, type UserProfile } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import { MfaSection } from '../components/MfaSection';

const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const VERIFIED = { id: 'f-1', factor_type: 'totp', status: 'verified', friendly_name: 'Doğrulama uygulaması', created_at: '2026-11-26T10:00:00Z' };

function fakeSupabase(opts: { factors?: unknown[]; verify?: { error: unknown }; unenroll?: { error: unknown }; settings?: { mfa_required_admin: boolean; mfa_required_staff: boolean } } = {}) {
  let factors = [...(opts.factors ?? [])];
  const enroll = jest.fn(async () => ({ data: { id: 'f-new', type: 'totp', totp: { qr_code: QR, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Akademi' } }, error: null }));
  const challengeAndVerify = jest.fn(async () => {
    if (opts.verify?.error) return { data: null, error: opts.verify.error };
    factors = [{ ...VERIFIED, id: 'f-new' }];
    return { data: {}, error: null };
  });
  const unenroll = jest.fn(async () => (opts.unenroll?.error ? { data: null, error: opts.unenroll.error } : { data: {}, error: null }));
  const update = jest.fn(() => ({ eq: () => ({ select: async () => ({ data: [{ mfa_required_admin: true }], error: null }) }) }));
  const client = {
    auth: {
      mfa: { listFactors: async () => ({ data: { all: factors }, error: null }), enroll, challengeAndVerify, unenroll, getAuthenticatorAssuranceLevel: async () => ({ data: null }) },
      refreshSession: async () => ({ data: {}, error: null }),
    },
    rpc: async () => ({ data: { required: false, aal: 'aal2', verified_factors: factors.length }, error: null }),
    from: () => ({
      select: () => ({ maybeSingle: async () => ({ data: opts.settings ?? { mfa_required_admin: true, mfa_required_staff: false }, error: null }) }),
      update,
    }),
  };
  setSupabaseForTesting(client as unknown as SupabaseClient);
  return { enroll, challengeAndVerify, unenroll, update };
}

const profile = (roles: Role[]): UserProfile => ({
  id: 'p-1',
  email: 'ben@akademi.test',
  firstName: 'Ben',
  lastName: 'Ben',
  phone: null,
  isActive: true,
  roles,
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
});

function render(roles: Role[], mfa: MfaStatus) {
  return renderWithApp(<MfaSection />, {
    session: { status: 'signedIn', authUser: { id: 'a-1', email: 'ben@akademi.test' }, profile: profile(roles), roles, currentRole: roles[0] ?? null, mfa },
  });
}

// Each test walks several antd renders (tabs, modal, switches): one took 39 s beside a build on the
// 2-core CI machine, past jest's 30 s. A budget for a loaded machine, not a retry.
jest.setTimeout(90_000);

afterEach(() => setSupabaseForTesting(null));

describe('MfaSection', () => {
  it('enrols: QR image, the secret as text, a numeric code field; a wrong code in Turkish, then Etkin', async () => {
    const api = fakeSupabase({ verify: { error: { code: 'mfa_verification_failed', status: 422 } } });
    render(['beyin_antrenoru'], { required: false, aal: 'aal1', verifiedFactors: 0 });
    await waitFor(() => expect(screen.getByRole('heading', { name: /İki Adımlı Doğrulama/ })).toHaveTextContent('Kapalı')); // the state tag follows the factor list
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama uygulaması ekle' }));
    expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toHaveAttribute('src', QR);
    expect(api.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Doğrulama uygulaması' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('Doğrulama kodu');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // the field's rule first: nothing sent
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve etkinleştir' }));
    expect(await screen.findByText('Doğrulama kodunu girin')).toBeInTheDocument();
    expect(api.challengeAndVerify).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve etkinleştir' }));
    expect(await screen.findByText('Doğrulama kodu hatalı. Uygulamanızdaki güncel 6 haneli kodu girin.')).toBeInTheDocument();
    expect(api.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-new', code: '123456' });
  });

  it('a right code: Etkin and the remove button', async () => {
    fakeSupabase();
    render(['beyin_antrenoru'], { required: false, aal: 'aal1', verifiedFactors: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Doğrulama uygulaması ekle' }));
    fireEvent.change(await screen.findByLabelText('Doğrulama kodu'), { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve etkinleştir' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /İki Adımlı Doğrulama/ })).toHaveTextContent('Etkin'));
    expect(screen.getByRole('button', { name: 'Doğrulama uygulamasını kaldır' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeNull();
  });

  it("remove asks first; the server's Turkish refusal (an admin's last required factor) is shown", async () => {
    const refusal = 'Yöneticiler için iki adımlı doğrulama zorunlu: son doğrulama uygulamanızı kaldıramazsınız.';
    const api = fakeSupabase({ factors: [VERIFIED], unenroll: { error: { code: 'unexpected_failure', status: 422, message: refusal } } });
    render(['admin'], { required: true, aal: 'aal2', verifiedFactors: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Doğrulama uygulamasını kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama uygulaması kaldırılsın mı?' });
    expect(api.unenroll).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.unenroll).toHaveBeenCalledWith({ factorId: 'f-1' });
  });

  it('an admin who must enrol is told why', async () => {
    fakeSupabase();
    render(['admin'], { required: true, aal: 'aal1', verifiedFactors: 0 });
    expect(await screen.findByText(/Hesabınız için iki adımlı doğrulama zorunludur/)).toBeInTheDocument();
  });

  it('admins see the two requirement switches, changeable only at aal2; others do not see them', async () => {
    const api = fakeSupabase({ factors: [VERIFIED] });
    const { unmount } = render(['admin'], { required: false, aal: 'aal1', verifiedFactors: 1 });
    const admin = await screen.findByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' });
    await waitFor(() => expect(admin).toBeChecked());
    expect(admin).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Antrenör ve temsilciler için de zorunlu' })).not.toBeChecked();
    unmount();

    render(['admin'], { required: true, aal: 'aal2', verifiedFactors: 1 });
    const staff = await screen.findByRole('switch', { name: 'Antrenör ve temsilciler için de zorunlu' });
    await waitFor(() => expect(staff).toBeEnabled());
    fireEvent.click(staff);
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({ mfa_required_admin: true, mfa_required_staff: true }));
    expect(await screen.findByText('Güvenlik ayarı kaydedildi')).toBeInTheDocument();
  });

  it('a trainer sees no requirement switches', async () => {
    fakeSupabase();
    render(['beyin_antrenoru', 'temsilci'], { required: false, aal: 'aal1', verifiedFactors: 0 });
    expect(await screen.findByRole('button', { name: 'Doğrulama uygulaması ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
