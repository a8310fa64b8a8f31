// The dropdown panel (spec 1 §2): title 'Bildirimler', unread count, 'Tümünü Okundu İşaretle',
// up to 50 items in a 500 px panel, mark read / delete per item, click → read + close + action_url.
import { useNavigate } from '@akademi/shared/router';
import { formatDateTime } from '@akademi/shared';
import { Button, READABLE_SECONDARY_TEXT, Spin, Typography } from '@akademi/shared/kit';
import { CheckOutlined, DeleteOutlined, Empty, Tag, Tooltip } from '@akademi/shared/kit-extra';
import type { NotificationsState } from '../hooks/use-notifications';
import { priorityBadge } from '../lib/notification-list';

/** Panel height (spec 1 §9). */
export const NOTIFICATION_PANEL_HEIGHT_PX = 500;

export default function NotificationPanel({ state, onClose }: { state: NotificationsState; onClose: () => void }) {
  const navigate = useNavigate();
  const { items, unread, loading, loaded } = state;

  const open = (id: string, actionUrl: string | null) => {
    void state.markRead(id);
    onClose();
    if (actionUrl) navigate(actionUrl);
  };

  return (
    <div
      role="dialog"
      aria-label="Bildirimler"
      style={{
        position: 'absolute',
        right: 0,
        top: 'calc(100% + 8px)',
        width: 'min(380px, calc(100vw - 24px))',
        height: NOTIFICATION_PANEL_HEIGHT_PX,
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        zIndex: 1050,
      }}
    >
      <div style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Bildirimler
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {unread > 0 ? `${unread} okunmamış bildirim` : 'Okunmamış bildirim yok'}
          </Typography.Text>
        </div>
        {unread > 0 ? (
          <Button size="small" type="link" onClick={() => void state.markAllRead()}>
            Tümünü Okundu İşaretle
          </Button>
        ) : null}
      </div>
      <div style={{ flex: 1, overflowY: 'auto' }}>
        {loading && !loaded ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Henüz bildiriminiz yok" />
        ) : (
          <ul aria-label="Bildirim listesi" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((n) => {
              const badge = priorityBadge(n.priority);
              return (
                <li
                  key={n.id}
                  data-read={n.is_read}
                  style={{ display: 'flex', gap: 8, padding: '10px 16px', borderBottom: '1px solid #f5f5f5', background: n.is_read ? '#fff' : '#f0f5ff' }}
                >
                  <button
                    type="button"
                    onClick={() => open(n.id, n.action_url)}
                    style={{ flex: 1, textAlign: 'left', background: 'none', border: 'none', padding: 0, cursor: 'pointer', font: 'inherit', minWidth: 0 }}
                  >
                    <div style={{ fontWeight: n.is_read ? 400 : 600, display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
                      {n.title}
                      {badge ? <Tag color={n.priority === 'urgent' ? 'red' : 'orange'}>{badge}</Tag> : null}
                    </div>
                    <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)', overflowWrap: 'anywhere' }}>{n.message}</div>
                    <div style={{ fontSize: 12, color: READABLE_SECONDARY_TEXT }}>{formatDateTime(n.created_at)}</div>
                  </button>
                  <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                    {!n.is_read ? (
                      <Tooltip title="Okundu işaretle">
                        <Button size="small" type="text" aria-label={`Okundu işaretle: ${n.title}`} icon={<CheckOutlined />} onClick={() => void state.markRead(n.id)} />
                      </Tooltip>
                    ) : null}
                    <Tooltip title="Sil">
                      <Button size="small" type="text" danger aria-label={`Sil: ${n.title}`} icon={<DeleteOutlined />} onClick={() => void state.remove(n.id)} />
                    </Tooltip>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
