// The curated antd kit, core part ('@akademi/shared/ui'): the ONLY way apps reach antd
// components (lint enforces it).
// Why a re-export module despite CONVENTIONS.md ("no re-exports of third-party libraries"):
// a federation shared package is not tree-shaken (shared antd ≈ 455 KB gzip, toolchain.md), while
// @akademi/shared is a singleton anyway — so antd lives inside it, tree-shaken to these lists, with
// one ConfigProvider context (theme, tr_TR locale) across the shell and every remote.
// Core = what the sign-in page and the generic screens need (it is on the login page's budget);
// everything else is in kit-extra.ts ('@akademi/shared/ui-extra'), loaded by the signed-in layout
// and the pages that use it. Card, Typography, App and Result pull Tabs, Tooltip, Modal and
// notifications along, so they live in the extra part.
export { Alert, Button, Flex, Form, Input, Space, Spin } from 'antd';
export type { ButtonProps, FormProps, FormInstance } from 'antd';
export { CloseCircleOutlined, LockOutlined, LogoutOutlined, MailOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
