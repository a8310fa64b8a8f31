import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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
  const base: GuardInput = { access: 'guarded', status: 'signedIn', hasSession: true, hasProfile: true, passwordRecovery: false };
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
  it('public, unguarded and no-login pages render whatever the session', () => {
    for (const access of ['public', 'unguarded', 'no-login'] as const) {
      expect(guardOutcome({ ...base, access, status: 'signedOut', hasSession: false, hasProfile: false })).toBe('render');
      expect(guardOutcome({ ...base, access, status: 'loading', hasSession: false, hasProfile: false })).toBe('render');
    }
  });
});

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
      <Route path="/auth" element={<h1>Giriş sayfası</h1>} />
      <Route path="/dashboard" element={<h1>Pano</h1>} />
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
});
