// antd theme + Turkish locale for antd and dayjs (one ConfigProvider for the whole page).
import type { ThemeConfig } from 'antd';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';

dayjs.locale('tr');

export const antdLocale = trTR;

export const akademiTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2f54eb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
