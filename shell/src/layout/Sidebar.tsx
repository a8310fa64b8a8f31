// Left menu by current role (spec 1 §2 sidebar table); the Management section is hidden when
// empty for the role.
import type { ReactNode } from 'react';
import { Link, useLocation } from '@akademi/shared/router';
import { navForRole, selectCurrentRole, useAppSelector, type NavIconKey, type NavSection } from '@akademi/shared';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  DashboardOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  Menu,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  type MenuProps,
} from '@akademi/shared/kit';
import { useNavItems } from './use-nav-items';
import { SECTION_LABELS } from './shell-nav';

const ICONS: Record<NavIconKey, ReactNode> = {
  brain: <BulbOutlined />,
  reading: <BookOutlined />,
  global: <GlobalOutlined />,
  form: <FormOutlined />,
  students: <TeamOutlined />,
  users: <UsergroupAddOutlined />,
  reports: <BarChartOutlined />,
  activities: <HistoryOutlined />,
  settings: <SettingOutlined />,
  help: <QuestionCircleOutlined />,
  dashboard: <DashboardOutlined />,
};

const SECTIONS: NavSection[] = ['main', 'management', 'quick'];

export function Sidebar() {
  const role = useAppSelector(selectCurrentRole);
  const items = useNavItems();
  const { pathname } = useLocation();
  const grouped = navForRole(items, role);
  const menuItems: MenuProps['items'] = SECTIONS.filter((s) => grouped[s].length > 0).map((section) => ({
    type: 'group' as const,
    key: section,
    label: SECTION_LABELS[section],
    children: grouped[section].map((item) => ({
      key: item.path,
      icon: ICONS[item.icon] ?? <AppstoreOutlined />,
      label: <Link to={item.path}>{item.shownLabel}</Link>,
    })),
  }));
  return (
    <nav aria-label="Ana menü">
      <Menu mode="inline" selectedKeys={[pathname]} items={menuItems} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
