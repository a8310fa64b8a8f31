// Header user menu (spec 1 §2 Shell): an avatar + name button opens a dropdown with the full name,
// e-mail, current role, a role switcher when several roles are held (order admin,
// beyin_antrenoru, temsilci, kullanici; only held roles) and 'Çıkış Yap'.
// Menu-button pattern: Enter/Space/click opens and focuses the first item; ArrowUp/ArrowDown/
// Home/End move; Escape closes and returns the focus to the button; Tab or a click outside closes.
// The panel stays in the DOM while closed (hidden), so 'Çıkış Yap' is always attached.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ROLE_LABELS, ROLE_MENU_ORDER, type Role } from '@akademi/shared';
import { LogoutOutlined } from '@akademi/shared/icons';
import { PRIMARY as AKADEMI_PRIMARY, READABLE_SECONDARY_TEXT, VISUALLY_HIDDEN } from '@akademi/shared/ui';

export interface UserMenuProps {
  name: string;
  email: string;
  roles: readonly Role[];
  currentRole: Role | null;
  onSwitchRole: (role: Role) => void;
  onSignOut: () => void;
}

/** Up to two initials for the avatar ('Zeynep Çelik' → 'ZÇ'), Turkish upper case. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  const letters = parts.length > 1 ? first.charAt(0) + last.charAt(0) : first.charAt(0);
  return letters.toLocaleUpperCase('tr-TR') || '?';
}

/** The roles offered by the switcher: held ones in the spec's menu order; none when only one. */
export function switcherRoles(roles: readonly Role[]): Role[] {
  const held = ROLE_MENU_ORDER.filter((r) => roles.includes(r));
  return held.length > 1 ? held : [];
}

const itemStyle = (active = false): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  background: active ? '#e6f4ff' : 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

export function UserMenu({ name, email, roles, currentRole, onSwitchRole, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const switchable = switcherRoles(roles);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // focus the current role (or the first item) once the panel is shown
  useEffect(() => {
    if (!open) return;
    const list = items();
    (list.find((el) => el.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
  }, [open]);

  // a click outside closes the menu
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !(e.target instanceof Node && wrapRef.current.contains(e.target))) close(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, close]);

  const onPanelKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.findIndex((el) => el === document.activeElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? list.length - 1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Tab') close(false);
  };

  const roleLabel = currentRole ? ROLE_LABELS[currentRole] : '';
  return (
    <div ref={wrapRef} style={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) close(true);
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', border: '1px solid transparent', borderRadius: 8, background: open ? '#f5f5f5' : 'transparent', cursor: 'pointer', font: 'inherit', color: 'inherit' }}
      >
        <span aria-hidden="true" style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%', background: AKADEMI_PRIMARY, color: '#fff', fontWeight: 600, fontSize: 13 }}>
          {initials(name)}
        </span>
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 }}>
          <strong>{name}</strong>
          <span style={{ fontSize: 12, color: READABLE_SECONDARY_TEXT }}>{roleLabel}</span>
        </span>
        {/* The name comes from the visible text (WCAG 2.5.3 label in name; an aria-label would have to
            repeat the initials and the role as drawn), then what the button opens, for screen readers. */}
        <span style={VISUALLY_HIDDEN}> – Kullanıcı menüsü</span>
        <span aria-hidden="true" style={{ fontSize: 10, color: READABLE_SECONDARY_TEXT }}>
          ▼
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKey}
        style={{ position: 'absolute', right: 0, top: 'calc(100% + 6px)', zIndex: 1050, minWidth: 240, background: '#fff', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12)', padding: 6 }}
      >
        <div style={{ padding: '8px 12px 10px', borderBottom: '1px solid #f0f0f0', marginBottom: 4 }}>
          <div style={{ fontWeight: 600 }}>{name}</div>
          <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.6)' }}>{email}</div>
          <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.6)' }}>Rol: {roleLabel}</div>
        </div>
        <div role="menu" aria-label="Kullanıcı menüsü">
          {switchable.length > 0 ? (
            <div role="group" aria-label="Rol değiştir" style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 4, marginBottom: 4 }}>
              <div aria-hidden="true" style={{ padding: '4px 12px', fontSize: 12, color: READABLE_SECONDARY_TEXT }}>
                Rol değiştir
              </div>
              {switchable.map((r) => (
                <button
                  key={r}
                  type="button"
                  role="menuitemradio"
                  aria-checked={r === currentRole}
                  tabIndex={-1}
                  style={itemStyle(r === currentRole)}
                  onClick={() => {
                    close(true);
                    if (r !== currentRole) onSwitchRole(r);
                  }}
                >
                  <span aria-hidden="true" style={{ width: 12 }}>
                    {r === currentRole ? '✓' : ''}
                  </span>
                  {ROLE_LABELS[r]}
                </button>
              ))}
            </div>
          ) : null}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            style={itemStyle()}
            onClick={() => {
              close(false);
              onSignOut();
            }}
          >
            <LogoutOutlined aria-hidden="true" /> Çıkış Yap
          </button>
        </div>
      </div>
    </div>
  );
}
