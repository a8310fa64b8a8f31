// '@akademi/shared/icons': the icons the apps use, WITHOUT antd (@ant-design/icons does not depend on
// antd's components). Not a federation singleton: icons hold no shared state worth one copy, so each
// app bundles (tree-shaken) just the icons it draws — the signed-in layout and the dashboard draw
// theirs without loading the antd kit. The kit re-exports this list (one list, one module).
export {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BulbOutlined,
  CheckSquareOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  CloseCircleOutlined,
  DashboardOutlined,
  ExclamationCircleFilled,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  InfoCircleFilled,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
