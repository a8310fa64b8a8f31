import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../shared/testing/render';
import type { Role, UserProfile } from '@akademi/shared';
import { UserDetailsDialog } from '../UserDetailsDialog';
import type { ManagedUser } from '../../lib/users-api';

// The section itself is tested in shared (lms-links.test.tsx); here: who sees it on the details.
jest.mock('@akademi/shared/lms-links', () => ({
  LmsLinksSection: ({ trainerId, trainerEmail }: { trainerId: string; trainerEmail: string }) => (
    <section aria-label="LMS Bağlantısı">
      {trainerId} {trainerEmail}
    </section>
  ),
}));

const user = (roles: Role[], over: Partial<ManagedUser> = {}): ManagedUser =>
  ({
    id: 'u-1',
    auth_user_id: null,
    email: 'egitmen@akademi.test',
    first_name: 'Ece',
    last_name: 'Eğitmen',
    phone: null,
    is_active: true,
    roles,
    supervisor_id: null,
    demographic_info: null,
    created_at: '2026-11-01T10:00:00Z',
    ...over,
  }) as ManagedUser;

const viewer = (roles: Role[]): { profile: UserProfile; currentRole: Role } => ({
  profile: { id: 'v-1', email: 'v@akademi.test', firstName: 'V', lastName: 'V', phone: null, isActive: true, roles, supervisorId: null, createdAt: '2026-01-01T00:00:00Z' } as UserProfile,
  currentRole: roles[0],
});

describe('UserDetailsDialog: LMS links of a trainer', () => {
  it('an admin sees the LMS section on an active trainer’s details', async () => {
    renderWithApp(<UserDetailsDialog user={user(['beyin_antrenoru'])} onClose={() => undefined} />, { session: viewer(['admin']) });
    expect(await screen.findByRole('region', { name: 'LMS Bağlantısı' })).toHaveTextContent('u-1 egitmen@akademi.test');
  });

  it('not for a temsilci viewer, a student, or a deactivated trainer', async () => {
    const { unmount } = renderWithApp(<UserDetailsDialog user={user(['beyin_antrenoru'])} onClose={() => undefined} />, { session: viewer(['temsilci']) });
    expect(await screen.findByText('Kullanıcı Detayları')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'LMS Bağlantısı' })).toBeNull();
    unmount();
    const second = renderWithApp(<UserDetailsDialog user={user(['kullanici'])} onClose={() => undefined} />, { session: viewer(['admin']) });
    expect(await screen.findByText('Kullanıcı Detayları')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'LMS Bağlantısı' })).toBeNull();
    second.unmount();
    renderWithApp(<UserDetailsDialog user={user(['beyin_antrenoru'], { is_active: false })} onClose={() => undefined} />, { session: viewer(['admin']) });
    expect(await screen.findByText('Kullanıcı Detayları')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'LMS Bağlantısı' })).toBeNull();
  });
});
