// UI providers: antd ConfigProvider (theme, tr_TR) + antd App (message/notification context).
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
