// UiProvider: antd ConfigProvider (Akademi theme, tr_TR locale, dayjs 'tr') + antd App (message /
// notification context). The signed-in layout, antd pages outside it and the standalone harness
// render inside it; the sign-in page does not need it.
import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { akademiTheme, antdLocale } from './theme';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={akademiTheme} locale={antdLocale}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** Touch-sized controls (WCAG 2.5.5: 44 × 44 px): every antd control inside is at least 44 px high
 * (icon-only buttons 44 px wide too). Pages outside the shell's layout use it on phones and tablets. */
export const TOUCH_THEME = { token: { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 } } as const;

export function TouchTargets({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return enabled ? <ConfigProvider theme={TOUCH_THEME}>{children}</ConfigProvider> : <>{children}</>;
}
