import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from './app-header';
import classes from './chat-shell.module.css';
import { useLayoutTier } from './layout-tier';
import { useSidebarCollapsed } from './sidebar-cookie';

export type SidebarRenderProps = {
  collapsed: boolean;
  /** Rendered in the phone drawer (the header has no room for extras there). */
  inDrawer: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
};

type ChatShellProps = Omit<AppHeaderProps, 'tier' | 'onOpenSidebar'> & {
  renderSidebar: (props: SidebarRenderProps) => ReactNode;
  children: ReactNode;
};

/**
 * The app frame of /chat: sidebar (expanded/collapsed, remembered in a cookie) on tablets and
 * desktops, a drawer on phones; header above the main area.
 */
export function ChatShell({ renderSidebar, children, ...header }: ChatShellProps) {
  const tier = useLayoutTier();
  const [collapsed, setCollapsed] = useSidebarCollapsed(tier === 'tablet');
  const [drawerOpened, drawer] = useDisclosure(false);
  const mobile = tier === 'mobile';

  return (
    <div className={classes.shell} data-testid="chat-shell" data-tier={tier}>
      {!mobile && (
        <aside className={classes.sidebar} data-collapsed={collapsed || undefined} aria-label="Sidebar">
          {renderSidebar({ collapsed, inDrawer: false, onToggleCollapsed: () => setCollapsed(!collapsed) })}
        </aside>
      )}
      {mobile && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={288}
          padding={0}
          withCloseButton={false}
          classNames={{ content: classes.drawerContent }}
          aria-label="Sidebar"
        >
          <div className={classes.drawerInner}>{renderSidebar({ collapsed: false, inDrawer: true, onNavigate: drawer.close })}</div>
        </Drawer>
      )}
      <div className={classes.main}>
        <AppHeader tier={tier} onOpenSidebar={drawer.open} {...header} />
        <main className={classes.content}>{children}</main>
      </div>
    </div>
  );
}
