import { screen } from '@testing-library/react';
import { AppRoutes } from '../AppRoutes';
import { renderWithAppAsync as renderWithApp } from '../../../../shared/testing/render';
import { setSignInNavigationForTesting, type UserProfile } from '@akademi/shared';

// Remotes load through the federation runtime at run time (federation-host.ts); here each is a tiny
// stand-in with the same contract.
jest.mock('../federation-host', () => {
  const SignIn = () => <h1>Giriş Yap</h1>;
  const Settings = () => <h1>Ayarlar</h1>;
  const routes: Record<string, unknown[]> = {
    mf_auth: [
      { path: '', access: 'public', Component: SignIn, redirectWhenSignedIn: '/dashboard' },
      { path: 'auth', access: 'public', Component: SignIn, redirectWhenSignedIn: '/dashboard' },
      { path: 'settings', access: 'guarded', Component: Settings },
    ],
    mf_tests: [{ path: 'exercises', access: 'public', Component: () => <h1>Egzersizler</h1> }],
    mf_reports: [{ path: 'reports', access: 'guarded', Component: () => <h1>Test Raporları</h1> }],
    mf_admin: [],
    mf_tracking: [],
  };
  return { loadRemoteRoutesModule: (remote: string) => Promise.resolve({ default: routes[remote] }) };
});

const profile: UserProfile = {
  id: 'u1',
  email: 'admin@akademi.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: null,
  isActive: true,
  roles: ['admin', 'beyin_antrenoru'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const signedIn = { status: 'signedIn' as const, authUser: { id: 'a1', email: profile.email }, profile, roles: profile.roles, currentRole: 'admin' as const };

describe('shell routing table (spec 3 §2.1)', () => {
  it('shows the not-found page with the spec text and a link home for an unknown path', async () => {
    await renderWithApp(<AppRoutes />, { route: '/bu-sayfa-yok', session: { status: 'signedOut' } });
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText('Aradığınız sayfa mevcut değil veya taşınmış olabilir.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out user from a guarded path to the sign-in document /auth', async () => {
    const navigate = jest.fn();
    setSignInNavigationForTesting(navigate);
    try {
      await renderWithApp(<AppRoutes />, { route: '/reports', session: { status: 'signedOut' } });
      expect(navigate).toHaveBeenCalledWith('/auth');
      expect(screen.queryByRole('heading', { name: 'Test Raporları' })).toBeNull();
    } finally {
      setSignInNavigationForTesting(null);
    }
  });

  it('renders a public remote page without login', async () => {
    await renderWithApp(<AppRoutes />, { route: '/exercises', session: { status: 'signedOut' } });
    expect(await screen.findByRole('heading', { name: 'Egzersizler' })).toBeInTheDocument();
  });

  it('renders a guarded remote page inside the layout (header, sidebar landmark, main)', async () => {
    await renderWithApp(<AppRoutes />, { route: '/reports', session: signedIn });
    expect(await screen.findByRole('heading', { name: 'Test Raporları' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Test Raporları' }));
  });

  it('sends a signed-in user from /auth to /dashboard', async () => {
    await renderWithApp(<AppRoutes />, { route: '/auth', session: signedIn });
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, Ayşe Yılmaz' })).toBeInTheDocument();
  });

  it('shows a spinner while the session loads on a guarded path', async () => {
    await renderWithApp(<AppRoutes />, { route: '/dashboard', session: { status: 'loading' } });
    expect(await screen.findByText('Yükleniyor...')).toBeInTheDocument();
  });
});
