import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import type { MenuEntry, MenuOptions, MenuWithEntries as MenuWithEntriesComponent } from './menu-entries';

export type { MenuEntry } from './menu-entries';

type LoadedMenu = typeof MenuWithEntriesComponent;

/**
 * Mantine's Menu (with Popover) is not part of the chat's first load: its code loads when the user
 * points at or focuses a menu's button, and the menu opens on the click. Until then the button is
 * rendered as it is.
 */
let loaded: LoadedMenu | null = null;
let loading: Promise<LoadedMenu> | null = null;
const loadMenu = () => {
  loading ??= import('./menu-entries').then((m) => {
    loaded = m.MenuWithEntries;
    return loaded;
  });
  return loading;
};

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type LazyMenuProps = MenuOptions & { target: ReactElement<TargetProps>; entries: readonly MenuEntry[] };

export function LazyMenu({ target, entries, ...options }: LazyMenuProps) {
  const [menu, setMenu] = useState<{ Menu: LoadedMenu; opened: boolean } | null>(loaded ? { Menu: loaded, opened: false } : null);
  if (menu) return <menu.Menu target={target} entries={entries} defaultOpened={menu.opened} {...options} />;

  const preload = () => void loadMenu().catch(() => undefined);
  const open = () => {
    void loadMenu().then((Menu) => setMenu({ Menu, opened: true }));
  };
  return cloneElement(target, { onClick: open, onPointerEnter: preload, onFocus: preload, 'aria-haspopup': 'menu', 'aria-expanded': false });
}
