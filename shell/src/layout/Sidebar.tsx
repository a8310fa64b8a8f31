// Left menu by current role (spec 1 §2 sidebar table); the Management section is hidden when
// empty for the role.
import { useId, type ComponentType } from 'react';
import { Link, useLocation } from '@akademi/shared/router';
import { navForRole, selectCurrentRole, useAppSelector, type NavIconKey, type NavSection } from '@akademi/shared';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@akademi/shared/icons';
import { useNavItems } from './use-nav-items';
import { SECTION_LABELS } from './shell-nav';

// Drawn beside the link text, hidden from the accessible name (the link's name is its label).
const ICONS: Record<NavIconKey, ComponentType<{ 'aria-hidden'?: 'true' }>> = {
  brain: BulbOutlined,
  reading: BookOutlined,
  global: GlobalOutlined,
  form: FormOutlined,
  students: TeamOutlined,
  users: UsergroupAddOutlined,
  reports: BarChartOutlined,
  activities: HistoryOutlined,
  assign: CheckSquareOutlined,
  catalog: ProfileOutlined,
  settings: SettingOutlined,
  help: QuestionCircleOutlined,
  dashboard: DashboardOutlined,
};

function NavIcon({ icon }: { icon: NavIconKey }) {
  const Icon = ICONS[icon] ?? AppstoreOutlined;
  return <Icon aria-hidden="true" />;
}

const SECTIONS: NavSection[] = ['main', 'management', 'quick'];

/** The menu in the look of antd's inline Menu (group titles, 40 px items, the current page selected). */
export function Sidebar() {
  const role = useAppSelector(selectCurrentRole);
  const items = useNavItems();
  const { pathname } = useLocation();
  const id = useId();
  const grouped = navForRole(items, role);
  return (
    <nav aria-label="Ana menü">
      <ul className="ak-menu">
        {SECTIONS.filter((s) => grouped[s].length > 0).map((section) => (
          <li key={section}>
            <div className="ak-menu-title" id={`${id}-${section}`}>
              {SECTION_LABELS[section]}
            </div>
            <ul aria-labelledby={`${id}-${section}`}>
              {grouped[section].map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className="ak-menu-item" aria-current={item.path === pathname ? 'page' : undefined}>
                    <NavIcon icon={item.icon} />
                    <span>{item.shownLabel}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
