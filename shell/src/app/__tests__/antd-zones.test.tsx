// Issue 19: the signed-in layout and the dashboard draw no antd — rendering them never imports the
// antd kit (@akademi/shared/kit, /kit-extra) — while a remote page inside the layout still gets
// antd's providers (ConfigProvider + App: theme, tr_TR, message/modal), loaded lazily around it.
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@akademi/shared/router';
import { MFA_NOT_NEEDED, createAppStore, initialSessionState, type UserProfile } from '@akademi/shared';
import { AppRoutes } from '../AppRoutes';

const kitLoads: string[] = [];
jest.mock('@akademi/shared/kit', () => {
  kitLoads.push('kit');
  return jest.requireActual('@akademi/shared/kit');
});
jest.mock('@akademi/shared/kit-extra', () => {
  kitLoads.push('kit-extra');
  return jest.requireActual('@akademi/shared/kit-extra');
});
// Remotes load through the federation runtime at run time (federation-host.ts); here mf_reports is a
// one-page stand-in with the same contract.
jest.mock('../federation-host', () => {
  const routes: Record<string, unknown[]> = {
    mf_reports: [{ path: 'reports', access: 'guarded', Component: () => <h1>Test Raporları</h1> }],
  };
  return { loadRemoteRoutesModule: (remote: string) => Promise.resolve({ default: routes[remote] ?? [] }) };
});

const profile: UserProfile = {
  id: 'u1',
  email: 'ogrenci@akademi.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: null,
  isActive: true,
  roles: ['kullanici'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const session = { status: 'signedIn' as const, authUser: { id: 'a1', email: profile.email }, profile, roles: profile.roles, currentRole: 'kullanici' as const };

/** Store and router only: no antd provider around the app (as in index.html). */
async function renderBare(ui: ReactElement, route: string) {
  const store = createAppStore({ session: { ...initialSessionState, mfa: MFA_NOT_NEEDED, ...session } });
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    );
  });
}
// The tests run in order: the first one sees every import made so far (module load included).

it('draws the layout and the dashboard without importing the antd kit', async () => {
  await renderBare(<AppRoutes />, '/dashboard');
  expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, Ayşe Yılmaz' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Bilişsel Beceri Testleri' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeInTheDocument();
  expect(document.querySelector('[class*="ant-"]')).toBeNull();
  expect(kitLoads).toEqual([]);
});

it("wraps a remote page inside the layout in antd's providers, and only it", async () => {
  await renderBare(<AppRoutes />, '/reports');
  const heading = await screen.findByRole('heading', { name: 'Test Raporları' });
  expect(heading.closest('.ant-app')).not.toBeNull();
  expect(screen.getByRole('navigation', { name: 'Ana menü' }).closest('.ant-app')).toBeNull();
  expect(kitLoads).toContain('kit');
});
