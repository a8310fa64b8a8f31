// Header bell (spec 1 §2 Notification dropdown). The bell, the unread badge and the realtime
// subscription are always on, in plain markup (no antd, issue 19); the panel (antd, kit-extra) is its
// own lazily loaded chunk, with antd's providers.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { selectProfile, useAppSelector } from '@akademi/shared';
import { BellOutlined } from '@akademi/shared/icons';
import { AntdZone } from '../../../components/AntdZone';
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
      <button
        type="button"
        className="ak-icon-btn"
        aria-label={badge ? `Bildirimler (${state.unread} okunmamış)` : 'Bildirimler'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
      >
        <BellOutlined aria-hidden="true" style={{ fontSize: 18 }} />
      </button>
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
          <AntdZone>
            <NotificationPanel state={state} onClose={() => setOpen(false)} />
          </AntdZone>
        </Suspense>
      ) : null}
    </div>
  );
}
