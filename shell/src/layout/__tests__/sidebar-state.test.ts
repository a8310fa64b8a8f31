import { isSidebarShortcut, readSidebarCookie, sidebarCookie, SIDEBAR_COOKIE_MAX_AGE_S } from '../sidebar-state';

describe('sidebar state (spec 1 §9)', () => {
  it('reads the cookie; missing means open', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true; b=2')).toBe(true);
  });
  it('writes a 7-day cookie', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
  it('Ctrl+B or Cmd+B toggles, nothing else', () => {
    const base = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...base, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...base, metaKey: true, key: 'B' })).toBe(true);
    expect(isSidebarShortcut(base)).toBe(false);
    expect(isSidebarShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...base, ctrlKey: true, key: 'c' })).toBe(false);
  });
});
