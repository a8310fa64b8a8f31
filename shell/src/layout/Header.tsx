// Top header (spec 1 §2 Shell): logo → /, the notification bell and the user menu (UserMenu: full
// name, e-mail, current role, a role switcher when several roles are held, 'Çıkış Yap').
import { useNavigate, Link } from '@akademi/shared/router';
import {
  ROLE_LABELS,
  fullName,
  goToSignIn,
  selectSession,
  setFlashMessage,
  signOut,
  switchRole,
  useAppDispatch,
  useAppSelector,
  type Role,
} from '@akademi/shared';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { MenuOutlined } from '@akademi/shared/icons';
import { UserMenu } from './UserMenu';
import { toast } from '../components/toast';

/** After a role switch the app goes to /dashboard after about 100 ms (spec 1 §2). */
export const ROLE_SWITCH_REDIRECT_MS = 100;

export function Header({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { profile, roles, currentRole } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSwitch = (role: Role) => {
    if (!switchRole(dispatch, roles, role)) {
      void toast.error('Bu role geçiş yapma yetkiniz yok');
      return;
    }
    void toast.success(`Rol değiştirildi: ${ROLE_LABELS[role]}`);
    setTimeout(() => navigate('/dashboard'), ROLE_SWITCH_REDIRECT_MS);
  };

  const onSignOut = async () => {
    const { error } = await signOut();
    if (error) {
      void toast.error(error);
      return;
    }
    // the shell (and its toasts) unmounts on the plain sign-in page: that page shows it
    setFlashMessage('Başarıyla çıkış yapıldı');
    goToSignIn();
  };

  return (
    <header className="ak-header">
      <div className="ak-header-side">
        <button
          type="button"
          className="ak-icon-btn"
          aria-label="Menüyü aç/kapat"
          aria-expanded={sidebarOpen}
          title="Menüyü aç/kapat (Ctrl+B)"
          onClick={onToggleSidebar}
        >
          <MenuOutlined aria-hidden="true" />
        </button>
        <Link to="/" aria-label="Akademi ana sayfa" className="ak-logo">
          Akademi
        </Link>
      </div>
      <div className="ak-header-side">
        <NotificationBell />
        <UserMenu
          name={profile ? fullName(profile) : ''}
          email={profile?.email ?? ''}
          roles={roles}
          currentRole={currentRole}
          onSwitchRole={onSwitch}
          onSignOut={() => void onSignOut()}
        />
      </div>
    </header>
  );
}
