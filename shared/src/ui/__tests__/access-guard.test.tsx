import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AccessGuard, guardOutcome, type GuardInput } from '../access-guard';
import { renderWithApp } from '../../../testing/render';
import { LOCAL_KEYS } from '../../session/local-keys';
import type { UserProfile } from '../../session/profile';
import { SIGN_IN_NOTE_KEY, noteSignInReason, setSignInNavigationForTesting } from '../../sign-in/go-to-sign-in';

const profile: UserProfile = {
  id: 'u1',
  email: 'admin@akademi.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: null,
  isActive: true,
  roles: ['admin'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const authUser = { id: 'auth-1', email: 'admin@akademi.test' };

describe('guardOutcome (spec 3 §2.1 auth guard)', () => {
  const base: GuardInput = { access: 'guarded', status: 'signedIn', hasSession: true, hasProfile: true, passwordRecovery: false, mfa: 'ok', pathname: '/page' };
  it('guarded: loading → spinner, session without profile → spinner, neither → /auth, both → page', () => {
    expect(guardOutcome({ ...base, status: 'loading', hasSession: false, hasProfile: false })).toBe('loading');
    expect(guardOutcome({ ...base, hasProfile: false })).toBe('loading');
    expect(guardOutcome({ ...base, status: 'signedOut', hasSession: false, hasProfile: false })).toEqual({ redirect: '/auth' });
    expect(guardOutcome(base)).toBe('render');
  });
  it('/ and /auth: signed in → /dashboard unless the password-recovery flag is set', () => {
    const login = { ...base, access: 'public' as const, redirectWhenSignedIn: '/dashboard' };
    expect(guardOutcome(login)).toEqual({ redirect: '/dashboard' });
    expect(guardOutcome({ ...login, passwordRecovery: true })).toBe('render');
    expect(guardOutcome({ ...login, status: 'signedOut', hasSession: false, hasProfile: false })).toBe('render');
  });
  it('issue 28: waits for the MFA state; an aal1 session with a factor goes to the code step (and back); must-enrol goes to /settings only', () => {
    expect(guardOutcome({ ...base, mfa: null })).toBe('loading');
    expect(guardOutcome({ ...base, mfa: 'code', pathname: '/add-user?x=1' })).toEqual({ redirect: '/auth', from: '/add-user?x=1' });
    expect(guardOutcome({ ...base, mfa: 'enrol', pathname: '/add-user' })).toEqual({ redirect: '/settings' });
    expect(guardOutcome({ ...base, mfa: 'enrol', pathname: '/dashboard' })).toEqual({ redirect: '/settings' });
    expect(guardOutcome({ ...base, mfa: 'enrol', pathname: '/settings' })).toBe('render');
    const login = { ...base, access: 'public' as const, redirectWhenSignedIn: '/dashboard' };
    expect(guardOutcome({ ...login, mfa: null })).toBe('loading');
    expect(guardOutcome({ ...login, mfa: 'code' })).toBe('render');
    expect(guardOutcome({ ...login, mfa: 'enrol' })).toEqual({ redirect: '/dashboard' });
  });
  it('issue 29: a guarded route with roles refuses a current role it does not list (and an unknown one)', () => {
    expect(guardOutcome({ ...base, roles: ['admin'], currentRole: 'temsilci' })).toBe('denied');
    expect(guardOutcome({ ...base, roles: ['admin'], currentRole: null })).toBe('denied');
    expect(guardOutcome({ ...base, roles: ['admin', 'temsilci'], currentRole: 'temsilci' })).toBe('render');
    expect(guardOutcome({ ...base, currentRole: 'kullanici' })).toBe('render');
    // signed out: still the sign-in page, not the refusal
    expect(guardOutcome({ ...base, roles: ['admin'], status: 'signedOut', hasSession: false, hasProfile: false })).toEqual({ redirect: '/auth' });
  });
  it('public, unguarded and no-login pages render whatever the session', () => {
    for (const access of ['public', 'unguarded', 'no-login'] as const) {
      expect(guardOutcome({ ...base, access, status: 'signedOut', hasSession: false, hasProfile: false })).toBe('render');
      expect(guardOutcome({ ...base, access, status: 'loading', hasSession: false, hasProfile: false })).toBe('render');
    }
  });
});

function AuthProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <h1>Giriş sayfası {state?.from ?? ''}</h1>;
}

function Harness({ access, redirect }: { access: 'guarded' | 'public'; redirect?: string }) {
  return (
    <Routes>
      <Route
        path="/page"
        element={
          <AccessGuard access={access} redirectWhenSignedIn={redirect}>
            <h1>Gizli sayfa</h1>
          </AccessGuard>
        }
      />
      <Route path="/auth" element={<AuthProbe />} />
      <Route path="/dashboard" element={<h1>Pano</h1>} />
      <Route path="/settings" element={<h1>Ayarlar</h1>} />
    </Routes>
  );
}

describe('AccessGuard', () => {
  it("shows 'Yükleniyor...' while the session loads", () => {
    renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'loading' } });
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Gizli sayfa')).not.toBeInTheDocument();
  });

  it('shows the spinner for a session whose profile has not arrived', () => {
    renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedIn', authUser } });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('loads the sign-in document /auth when signed out (issue 19: the island draws the form)', () => {
    const navigate = jest.fn();
    setSignInNavigationForTesting(navigate);
    try {
      renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedOut' } });
      expect(navigate).toHaveBeenCalledWith('/auth');
      expect(screen.queryByRole('heading', { name: 'Gizli sayfa' })).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
      // the note tells /auth's inline rule that the app sent the visitor (empty: no reason to show)
      expect(window.sessionStorage.getItem(SIGN_IN_NOTE_KEY)).toBe('');
    } finally {
      setSignInNavigationForTesting(null);
      window.sessionStorage.clear();
    }
  });

  it('keeps a reason noted before the redirect (a profile failure) for the sign-in document', () => {
    const navigate = jest.fn();
    setSignInNavigationForTesting(navigate);
    try {
      noteSignInReason('Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
      renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedOut' } });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(SIGN_IN_NOTE_KEY)).toBe('Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
    } finally {
      setSignInNavigationForTesting(null);
      window.sessionStorage.clear();
    }
  });

  it('renders the page for a signed-in user with a profile', () => {
    renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedIn', authUser, profile, roles: ['admin'], currentRole: 'admin' } });
    expect(screen.getByRole('heading', { name: 'Gizli sayfa' })).toBeInTheDocument();
  });

  it('sends a signed-in user from the login page to /dashboard', () => {
    renderWithApp(<Harness access="public" redirect="/dashboard" />, { route: '/page', session: { status: 'signedIn', authUser, profile } });
    expect(screen.getByRole('heading', { name: 'Pano' })).toBeInTheDocument();
  });

  it('keeps the login page while the password-recovery flag is stored', () => {
    window.localStorage.setItem(LOCAL_KEYS.passwordRecovery, 'true');
    renderWithApp(<Harness access="public" redirect="/dashboard" />, { route: '/page', session: { status: 'signedIn', authUser, profile } });
    expect(screen.getByRole('heading', { name: 'Gizli sayfa' })).toBeInTheDocument();
  });

  it('issue 28: an aal1 session with a factor is taken to the code step, remembering the page', () => {
    const mfa = { required: true, aal: 'aal1' as const, verifiedFactors: 1 };
    renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedIn', authUser, profile, mfa } });
    expect(screen.getByRole('heading', { name: 'Giriş sayfası /page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gizli sayfa' })).toBeNull();
  });

  it('issue 28: a user who must enrol and has no factor is led to /settings', () => {
    const mfa = { required: true, aal: 'aal1' as const, verifiedFactors: 0 };
    renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedIn', authUser, profile, mfa } });
    expect(screen.getByRole('heading', { name: 'Ayarlar' })).toBeInTheDocument();
  });

  it('issue 28: no factor and not required (a trainer as before), or aal2: the page', () => {
    for (const mfa of [
      { required: false, aal: 'aal1' as const, verifiedFactors: 0 },
      { required: true, aal: 'aal2' as const, verifiedFactors: 1 },
    ]) {
      const { unmount } = renderWithApp(<Harness access="guarded" />, { route: '/page', session: { status: 'signedIn', authUser, profile, mfa } });
      expect(screen.getByRole('heading', { name: 'Gizli sayfa' })).toBeInTheDocument();
      unmount();
    }
  });
});
