// The curated antd kit, layout part ('@akademi/shared/ui-layout'): what the signed-in layout and
// the standalone harness draw (antd App for messages, Layout, Menu, Select, Typography) and the
// sidebar icons. Pages add what they need from '@akademi/shared/ui-extra'.
export { App, Layout, Menu, Select, Typography } from 'antd';
export type { MenuProps, SelectProps } from 'antd';
export {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BulbOutlined,
  DashboardOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
export { StandaloneApp, mountStandalone, type StandaloneOptions } from './standalone';
export { useFlashToast, type FlashState } from './flash-toast';
