// The curated antd kit, extra part ('@akademi/shared/kit-extra'): overlays, data entry and data
// display for pages. Loaded only by the pages that import it, never by the sign-in page or the
// signed-in layout. Heavy components (Table, DatePicker, Upload) belong here when a page needs them.
export {
  Avatar,
  Badge,
  Card,
  Checkbox,
  Col,
  Collapse,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  InputNumber,
  List,
  Modal,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Skeleton,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
export type { TableColumnsType } from 'antd';
// The one student picker (a searchable Select; shared so every app picks students the same way).
export { StudentSelect, studentOptionLabel, type PickableStudent, type StudentSelectProps } from './student-select';
// Management pages (students, users, test assignment).
export { ArrowLeftOutlined, DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
// Reports (print, exports).
export { CloseOutlined, FileExcelOutlined, FilePdfOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
export { CheckOutlined, CustomerServiceOutlined, NotificationOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
// The one 'Erişim Yetkisi Yok' screen (issue 29: it had a copy in mf-admin and one in mf-reports).
export { AccessDenied, ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from './access-denied';
