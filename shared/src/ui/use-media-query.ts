// A CSS media query as React state (phone/tablet layouts of pages outside the shell's layout: the
// tracking portal, the exercises launcher). Without matchMedia (jsdom) it reports false.
import { useSyncExternalStore } from 'react';

/** Below antd's lg breakpoint (992 px): phones and portrait tablets get the compact, touch layout. */
export const COMPACT_QUERY = '(max-width: 991.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
