// Header bell (spec 1 §2 Notification dropdown). The bell, the unread badge and the realtime
// subscription are always on; the panel (kit-extra components) is its own lazily loaded chunk.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { selectProfile, useAppSelector } from '@akademi/shared';
import { BellOutlined, Button } from '@akademi/shared/kit';
import { useNotifications } from '../hooks/use-notifications';
import { badgeText } from '../lib/notification-list';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export function NotificationBell() {
  const profile = useAppSelector(selectProfile);
  const state = useNotifications(profile?.id ?? null);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const badge = badgeText(state.unread);
  const { loaded, load } = state;

  useEffect(() => {
    if (open && !loaded) void load();
  }, [open, loaded, load]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (wrapper.current && !(e.target instanceof Node && wrapper.current.contains(e.target))) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={wrapper} style={{ position: 'relative' }}>
      <Button
        type="text"
        aria-label={badge ? `Bildirimler (${state.unread} okunmamış)` : 'Bildirimler'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
        icon={<BellOutlined style={{ fontSize: 18 }} />}
      />
      {badge ? (
        <span
          data-testid="notification-badge"
          aria-hidden
          style={{
            position: 'absolute',
            top: -2,
            right: -4,
            minWidth: 18,
            height: 18,
            padding: '0 5px',
            borderRadius: 9,
            background: '#ff4d4f',
            color: '#fff',
            fontSize: 11,
            lineHeight: '18px',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {badge}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel state={state} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
