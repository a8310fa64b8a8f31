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
