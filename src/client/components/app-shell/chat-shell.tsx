import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SkipLink } from '../skip-link';
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

const loadDrawer = () => import('./sidebar-drawer');
const SidebarDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SidebarDrawer })));

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
  // Phones fetch the drawer's code when idle, so the first tap on the menu opens it at once.
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (!mobile) return;
    const timer = setTimeout(() => void loadDrawer(), 1500);
    return () => clearTimeout(timer);
  }, [mobile]);
  const openDrawer = () => {
    setDrawerWanted(true);
    drawer.open();
  };

  return (
    <div className={classes.shell} data-testid="chat-shell" data-tier={tier}>
      <SkipLink label="Skip to the message box" targets={['main [data-testid="chat-input"]']} />
      {!mobile && (
        <aside className={classes.sidebar} data-collapsed={collapsed || undefined} aria-label="Sidebar">
          {renderSidebar({ collapsed, inDrawer: false, onToggleCollapsed: () => setCollapsed(!collapsed) })}
        </aside>
      )}
      {mobile && drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer opened={drawerOpened} onClose={drawer.close}>
            {renderSidebar({ collapsed: false, inDrawer: true, onNavigate: drawer.close })}
          </SidebarDrawer>
        </Suspense>
      )}
      <div className={classes.main}>
        <AppHeader tier={tier} onOpenSidebar={openDrawer} {...header} />
        <main className={classes.content} id="main">{children}</main>
      </div>
    </div>
  );
}
