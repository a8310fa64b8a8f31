// Pages without the signed-in layout (login, public exercises, tracking, debug tools).
import { useEffect } from 'react';
import { Outlet, useLocation } from '@akademi/shared/router';

export function BareLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <main>
      <Outlet />
    </main>
  );
}
