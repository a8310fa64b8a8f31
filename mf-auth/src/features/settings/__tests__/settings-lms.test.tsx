import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../../shared/testing/render';
import type { Role, UserProfile } from '@akademi/shared';
import SettingsPage from '../components/SettingsPage';

// jsdom has no ResizeObserver; antd's tabs measure with it.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;

// The section itself is tested in shared (lms-links.test.tsx); here: it is on /settings for trainers only.
jest.mock('@akademi/shared/lms-links', () => ({
  LmsLinksSection: ({ trainerId, trainerEmail }: { trainerId: string; trainerEmail: string }) => (
    <section aria-label="LMS Bağlantısı">
      {trainerId} {trainerEmail}
    </section>
  ),
}));

const session = (roles: Role[], currentRole: Role) => ({
  status: 'signedIn' as const,
  profile: { id: 'p-1', email: 'ben@akademi.test', firstName: 'Ben', lastName: 'Ben', phone: null, isActive: true, roles, supervisorId: null, createdAt: '2026-01-01T00:00:00Z' } satisfies UserProfile,
  currentRole,
});

describe('SettingsPage: LMS Bağlantısı', () => {
  it('a trainer (also while acting in another role) manages their own links', async () => {
    renderWithApp(<SettingsPage />, { session: session(['admin', 'beyin_antrenoru'], 'admin') });
    expect(await screen.findByRole('region', { name: 'LMS Bağlantısı' })).toHaveTextContent('p-1 ben@akademi.test');
  });

  it('no section for users without the trainer role', async () => {
    for (const [roles, current] of [[['kullanici'], 'kullanici'], [['temsilci'], 'temsilci'], [['admin'], 'admin']] as [Role[], Role][]) {
      const { unmount } = renderWithApp(<SettingsPage />, { session: session(roles, current) });
      expect(await screen.findByRole('heading', { name: 'Ayarlar' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'LMS Bağlantısı' })).toBeNull();
      unmount();
    }
  });
});
