// The phone sidebar (below 768 px, spec 1 §9): a modal panel 18rem wide over the page, from the
// left. In the page only while open; Escape, a tap on the mask and navigation close it; focus moves
// into it when it opens, Tab stays inside, and focus returns to where it was (the header's menu
// button) when it closes. Plain markup in place of antd's Drawer (issue 19).
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export function PhoneDrawer({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      // Escape in another dialog opened from it (the chatbot drawer) closes that one only.
      const inOtherDialog = e.target instanceof Element && Boolean(e.target.closest('[role="dialog"]')) && !panel.current?.contains(e.target);
      if (e.key === 'Escape' && !inOtherDialog) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  /** Tab and Shift+Tab cycle inside the panel (aria-modal). */
  const trapTab = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const list = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && at === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className="ak-drawer-mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="ak-drawer"
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
        onKeyDown={trapTab}
      >
        {children}
      </div>
    </>
  );
}
