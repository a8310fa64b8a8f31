// The signed-in layout on a phone (spec 1 §9, issue 17): below 768 px the sidebar is an overlay
// drawer (a modal dialog) opened by the header's menu button, closed on Escape, on a tap on the
// mask and on navigation, with the focus moved in and back to the menu button; when not open it
// leaves nothing in the page; from 768 px the inline sidebar stays.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { UserProfile } from '@akademi/shared';
import ShellLayout from '../ShellLayout';
import { renderWithAppAsync } from '../../../../shared/testing/render';

jest.mock('../../app/remote-loaders', () => ({
  loadRemoteNav: () =>
    Promise.resolve([
      { path: '/students', label: 'Öğrenciler', icon: 'students', roles: ['admin'], section: 'main', order: 1 },
    ]),
}));

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
const session = { status: 'signedIn' as const, authUser: { id: 'a1', email: profile.email }, profile, roles: profile.roles, currentRole: 'admin' as const };

function renderLayout() {
  return renderWithAppAsync(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/dashboard" element={<h1>Pano</h1>} />
        <Route path="/students" element={<h1>Öğrenci listesi</h1>} />
      </Route>
    </Routes>,
    { route: '/dashboard', session },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menüyü aç/kapat' });
const sideNav = () => screen.queryByRole('navigation', { name: 'Ana menü' });

/** The viewport width (the jest setup's matchMedia answers the layout's query from it). */
function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
}
const drawer = () => screen.queryByRole('dialog', { name: 'Menü' });
const sider = () => screen.queryByTestId('sidebar');

describe('signed-in layout on a phone (390 px)', () => {
  beforeEach(() => {
    setWidth(390);
    document.cookie = 'sidebar_state=true; path=/';
  });
  afterEach(() => setWidth(1024));

  it('starts closed with nothing of the sidebar in the page, and the menu button opens it as a drawer', async () => {
    await renderLayout();
    expect(await screen.findByRole('heading', { name: 'Pano' })).toBeInTheDocument();
    expect(sideNav()).not.toBeInTheDocument();
    expect(sider()).toBeNull();
    expect(drawer()).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    menuButton().focus();
    fireEvent.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    const dialog = drawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(nav);
    // The focus moved into the drawer.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The drawer is an overlay: the page's main content is not inside it.
    expect(screen.getByRole('main')).not.toContainElement(nav);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    await renderLayout();
    menuButton().focus();
    fireEvent.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    fireEvent.keyDown(nav, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(drawer()).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('keeps Tab inside the drawer (aria-modal)', async () => {
    await renderLayout();
    fireEvent.click(menuButton());
    const dialog = (await screen.findByRole('dialog', { name: 'Menü' })) as HTMLElement;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('a[href],button'));
    const last = focusable[focusable.length - 1];
    last?.focus();
    fireEvent.keyDown(last as HTMLElement, { key: 'Tab' });
    expect(focusable[0]).toHaveFocus();
    fireEvent.keyDown(focusable[0] as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes on a tap on the mask outside the panel', async () => {
    const { container } = await renderLayout();
    fireEvent.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menü' });
    const mask = container.ownerDocument.querySelector('.ak-drawer-mask');
    expect(mask).not.toBeNull();
    fireEvent.click(mask as Element);
    await waitFor(() => expect(drawer()).toBeNull());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on navigation from one of its links', async () => {
    await renderLayout();
    fireEvent.click(menuButton());
    const link = await screen.findByRole('link', { name: 'Öğrenciler' });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByRole('heading', { name: 'Öğrenci listesi' })).toBeInTheDocument();
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('signed-in layout from 768 px (tablet)', () => {
  afterEach(() => setWidth(1024));

  it('keeps the inline sidebar, collapsible with the menu button, and no drawer', async () => {
    setWidth(768);
    document.cookie = 'sidebar_state=true; path=/';
    await renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(sider()).toContainElement(nav);
    expect(drawer()).toBeNull();
    fireEvent.click(menuButton());
    await waitFor(() => expect(sideNav()).not.toBeInTheDocument());
    expect(sider()).toHaveAttribute('data-state', 'collapsed');
  });
});
