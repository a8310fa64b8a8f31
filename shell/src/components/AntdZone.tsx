// antd's context (ConfigProvider with the theme and tr_TR, App for message/modal/notification) for
// a part of the signed-in layout that draws antd: the remote pages, the lazily loaded panels and
// dialogs. The layout itself draws no antd (issue 19), so the kit loads with the first such part;
// the caller's Suspense shows while it loads.
import { lazy, type ReactNode } from 'react';

const UiProvider = lazy(() => import('@akademi/shared/kit').then((m) => ({ default: m.UiProvider })));

export function AntdZone({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}
