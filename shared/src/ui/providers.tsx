// Theme provider: antd ConfigProvider with the Akademi theme and the tr_TR locale. antd's <App>
// (message / notification context) is added by the signed-in layout and the standalone harness,
// so the sign-in page does not load it.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { akademiTheme, antdLocale } from './theme';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={akademiTheme} locale={antdLocale}>
      {children}
    </ConfigProvider>
  );
}
