import { fireEvent, render, screen } from '@testing-library/react';
import { UserMenu, initials, switcherRoles } from '../UserMenu';

function setup(roles = ['admin', 'beyin_antrenoru'] as const, currentRole: 'admin' | 'beyin_antrenoru' = 'admin') {
  const onSwitchRole = jest.fn();
  const onSignOut = jest.fn();
  render(<UserMenu name="Cem Kaya" email="cokrol@akademi.test" roles={[...roles]} currentRole={currentRole} onSwitchRole={onSwitchRole} onSignOut={onSignOut} />);
  return { onSwitchRole, onSignOut, button: screen.getByRole('button', { name: /^Cem Kaya\s*Admin\s*– Kullanıcı menüsü$/ }) };
}

describe('UserMenu', () => {
  it('initials and switcher order (admin, beyin_antrenoru, temsilci, kullanici; only held; none for one role)', () => {
    expect(initials('Zeynep Çelik')).toBe('ZÇ');
    expect(initials('ismail')).toBe('İ');
    expect(switcherRoles(['kullanici', 'temsilci', 'admin', 'beyin_antrenoru'])).toEqual(['admin', 'beyin_antrenoru', 'temsilci', 'kullanici']);
    expect(switcherRoles(['kullanici', 'temsilci'])).toEqual(['temsilci', 'kullanici']);
    expect(switcherRoles(['beyin_antrenoru'])).toEqual([]);
  });

  it('is closed until the button opens it; shows name, e-mail, role, switcher and Çıkış Yap', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: /Çıkış Yap/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('cokrol@akademi.test')).toBeVisible();
    expect(screen.getByText('Rol: Admin')).toBeVisible();
    expect(screen.getAllByRole('menuitemradio').map((el) => el.textContent)).toEqual(['✓Admin', 'Beyin Antrenörü']);
    expect(screen.getByRole('menuitemradio', { name: 'Admin' })).toHaveAttribute('aria-checked', 'true');
    // the current role has the focus
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Admin' }));
    expect(screen.getByRole('menuitem', { name: /Çıkış Yap/ })).toBeVisible();
  });

  it('keyboard: arrows move, Escape closes and returns the focus to the button', () => {
    const { button } = setup();
    button.focus();
    fireEvent.click(button); // Enter/Space on a native button is a click
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Beyin Antrenörü' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Çıkış Yap/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Admin' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Çıkış Yap/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('switching to another held role calls back and closes; the current role does nothing', () => {
    const { button, onSwitchRole } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Admin' }));
    expect(onSwitchRole).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Beyin Antrenörü' }));
    expect(onSwitchRole).toHaveBeenCalledWith('beyin_antrenoru');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('one role: no switcher; Çıkış Yap signs out; a click outside closes', () => {
    const onSignOut = jest.fn();
    render(<UserMenu name="Zeynep Çelik" email="antrenor1@akademi.test" roles={['beyin_antrenoru']} currentRole="beyin_antrenoru" onSwitchRole={jest.fn()} onSignOut={onSignOut} />);
    const button = screen.getByRole('button', { name: /Kullanıcı menüsü/ });
    fireEvent.click(button);
    expect(screen.queryByRole('group', { name: 'Rol değiştir' })).not.toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: /Çıkış Yap/ }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
