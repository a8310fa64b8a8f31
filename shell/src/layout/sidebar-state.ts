// Sidebar open/collapsed state (spec 1 §9): kept in a cookie for 7 days, toggled with Ctrl/Cmd+B;
// 16rem wide, 18rem on mobile (under 768 px).
import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const MOBILE_BREAKPOINT_PX = 768;

/** true = open; a missing cookie means open. */
export function readSidebarCookie(cookie: string): boolean {
  const hit = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return hit ? hit.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export function isSidebarShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
}

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function isMobileNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches;
}

export function useSidebarState() {
  const [isMobile, setIsMobile] = useState(isMobileNow);
  // On mobile the sidebar starts closed (it covers the page); the cookie is the desktop choice.
  const [open, setOpenState] = useState(() => !isMobileNow() && readSidebarCookie(document.cookie));

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((prev) => {
      document.cookie = sidebarCookie(!prev);
      return !prev;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    if (typeof window.matchMedia !== 'function') return () => window.removeEventListener('keydown', onKey);
    const mq = window.matchMedia(mobileQuery);
    const onChange = () => setIsMobile(mq.matches);
    mq.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('keydown', onKey);
      mq.removeEventListener('change', onChange);
    };
  }, [toggle]);

  return { open, setOpen, toggle, isMobile, width: isMobile ? SIDEBAR_WIDTH_MOBILE : SIDEBAR_WIDTH };
}
