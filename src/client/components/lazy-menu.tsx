import { cloneElement, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
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
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type LazyMenuProps = MenuOptions & { target: ReactElement<TargetProps>; entries: readonly MenuEntry[] };

export function LazyMenu({ target, entries, ...options }: LazyMenuProps) {
  const [Menu, setMenu] = useState<LoadedMenu | null>(() => loaded);
  const [opened, setOpened] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const openWhenMounted = useRef(false);

  // The first click mounts the button anew inside the menu: it takes the focus back before the menu
  // opens, so closing the menu returns the focus to it (not to the page, which would leave a phone's
  // drawer deaf to Escape).
  useLayoutEffect(() => {
    if (!Menu || !openWhenMounted.current) return;
    openWhenMounted.current = false;
    node.current?.focus();
    setOpened(true);
  }, [Menu]);

  const withRef = cloneElement(target, {
    ref: (element: HTMLElement | null) => {
      node.current = element;
    },
  });
  if (Menu) return <Menu target={withRef} entries={entries} opened={opened} onChange={setOpened} {...options} />;

  const preload = () => void loadMenu().catch(() => undefined);
  const open = () => {
    void loadMenu().then((loadedMenu) => {
      openWhenMounted.current = true;
      setMenu(() => loadedMenu);
    });
  };
  return cloneElement(withRef, { onClick: open, onPointerEnter: preload, onFocus: preload, 'aria-haspopup': 'menu', 'aria-expanded': false });
}
