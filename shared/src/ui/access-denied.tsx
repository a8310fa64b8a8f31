// The one 'Erişim Yetkisi Yok' screen (spec 1 §2): a signed-in role without access to a page
// (management screens, reports). The tracking portal's LMS-link refusal is another screen with the
// spec's own wording ('Erişim Reddedildi', mf-tracking).
import { Result } from 'antd';

export const ACCESS_DENIED_TITLE = 'Erişim Yetkisi Yok';
export const ACCESS_DENIED_TEXT = 'Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.';

export function AccessDenied() {
  return <Result status="403" title={ACCESS_DENIED_TITLE} subTitle={ACCESS_DENIED_TEXT} />;
}
