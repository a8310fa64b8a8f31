// The curated antd kit ('@akademi/shared/kit'): the ONLY way apps reach antd components (lint
// enforces it). Why a re-export module despite CONVENTIONS.md ("no re-exports of third-party
// libraries"): a federation shared package is not tree-shaken (shared antd ≈ 455 KB gzip,
// toolchain.md), while @akademi/shared is a singleton anyway — so antd lives inside it, tree-shaken
// to these lists, with one ConfigProvider context (theme, tr_TR locale) across shell and remotes.
// This part: the base components, UiProvider (ConfigProvider + App) and the remotes' standalone
// harness. More components: '@akademi/shared/kit-extra'. The sign-in page, the signed-in layout and
// the dashboard use none of it (plain markup; icons from '@akademi/shared/icons', issue 19).
export { Alert, App, Button, Flex, Form, Input, Select, Space, Spin, Typography } from 'antd';
export type { ButtonProps, FormInstance, FormProps, SelectProps } from 'antd';
export * from './icons';
export { UiProvider, TouchTargets, TOUCH_THEME } from './providers';
export { AKADEMI_PRIMARY, READABLE_SECONDARY_TEXT, akademiTheme, antdLocale } from './theme';
export { StandaloneApp, mountStandalone, type StandaloneOptions } from './standalone';
