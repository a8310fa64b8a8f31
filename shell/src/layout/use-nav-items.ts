import { useEffect, useState } from 'react';
import type { NavItem } from '@akademi/shared';
import { loadRemoteNav } from '../app/remote-loaders';
import { SHELL_NAV } from './shell-nav';

let cached: Promise<NavItem[]> | null = null;

/** Shell items at once, remote items as their nav.json files arrive. */
export function useNavItems(): NavItem[] {
  const [items, setItems] = useState<NavItem[]>(SHELL_NAV);
  useEffect(() => {
    let alive = true;
    cached ??= loadRemoteNav();
    void cached.then((remote) => {
      if (alive) setItems([...remote, ...SHELL_NAV]);
    });
    return () => {
      alive = false;
    };
  }, []);
  return items;
}
