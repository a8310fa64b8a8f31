// antd theme + Turkish locale for antd and dayjs (one ConfigProvider for the whole page).
import type { ThemeConfig } from 'antd';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { READABLE_SECONDARY_TEXT } from './plain';

dayjs.locale('tr');

export const antdLocale = trTR;

/**
 * Text colours that reach WCAG AA (4.5:1) on white and on antd's light greys (#fafafa, #f5f5f5):
 * antd's defaults for secondary text, group titles and placeholders (black at 45 % and 25 %, about
 * 3.4:1 and 1.6:1) fail axe's color-contrast on every page (sidebar section titles, Typography
 * type="secondary", Select placeholders). Black at 60 % is 5.7:1 on white and 5.3:1 on #f5f5f5.
 * Disabled text keeps antd's lighter colour (WCAG exempts inactive controls).
 */
export { READABLE_SECONDARY_TEXT };

/** The primary colour: 5.9:1 against white, for white text on it and for links on white. */
export const AKADEMI_PRIMARY = '#2f54eb';

export const akademiTheme: ThemeConfig = {
  token: {
    colorPrimary: AKADEMI_PRIMARY,
    // links default to antd's info blue #1677ff, 4.1:1 on white (under AA for body text)
    colorLink: AKADEMI_PRIMARY,
    colorInfo: AKADEMI_PRIMARY,
    // hover and press darken (antd lightens to #597ef7, 3.9:1 under white text: axe color-contrast
    // on a primary button under the pointer, e.g. the tracking portal's chosen tab; issue 29)
    colorPrimaryHover: '#1d39c4',
    colorPrimaryActive: '#10239e',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: READABLE_SECONDARY_TEXT,
    colorTextDescription: READABLE_SECONDARY_TEXT,
    colorTextPlaceholder: READABLE_SECONDARY_TEXT,
    // status colours as text (danger buttons, form errors, Typography type="danger|success|warning"):
    // antd's #ff4d4f, #52c41a, #faad14 are 3.0, 2.4 and 1.9:1 on white; these are 5.6, 5.6 and 5.4:1
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // text of the light preset tags (<Tag color="green">…): antd draws shade 7 on shade 1, which is
    // under 4.5:1 for these colours (green 3.4, gold 2.8, orange 3.3, volcano 4.4, lime 2.5, cyan
    // 3.4, yellow 2.1); these darker shades reach 5.1–7.6:1 on the same backgrounds. Set on the Tag
    // (a palette shade set in `token` is overwritten by the palette antd derives from the seed).
    Tag: {
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      cyan7: '#006d75',
      yellow7: '#876800',
    },
  },
};
