import { ThemeIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SidebarNavItem } from '../../../components/app-shell/sidebar-nav-item';
import { Icon } from '../../../components/icon';
import { memoryNotices, useMemoryNotices } from '../hooks/memory-notices';
import { useMemoryActions } from '../hooks/use-memory';
import classes from './memory.module.css';
import { MemoryCountBadge } from './memory-count-badge';

// The cards show only after a reply taught the advisor something: their code loads then.
const MemoryCards = lazy(() => import('./memory-cards').then((m) => ({ default: m.MemoryCards })));
const MemoryListDialog = lazy(() => import('./memory-list-dialog').then((m) => ({ default: m.MemoryListDialog })));

type MemorySidebarEntryProps = {
  userId: string | undefined;
  collapsed: boolean;
  active: boolean;
  onNavigate?: () => void;
};

/**
 * The sidebar's Memory entry. Expanded, new memory cards show under it; collapsed, they do not,
 * and a count shows on its icon for 2 seconds instead (SPEC §4).
 */
export function MemorySidebarEntry({ userId, collapsed, active, onNavigate }: MemorySidebarEntryProps) {
  const actions = useMemoryActions(userId);
  const [dialog, setDialog] = useState(false);
  const hasCards = useMemoryNotices().cards.length > 0;
  useEffect(() => {
    memoryNotices.setCardsVisible(!collapsed);
    return () => memoryNotices.setCardsVisible(false);
  }, [collapsed]);

  return (
    <div data-testid="sidebar-memory">
      <SidebarNavItem
        to="/chat/memory?source=sidebar"
        label="Memory"
        active={active}
        collapsed={collapsed}
        onNavigate={onNavigate}
        testId="sidebar-memory-link"
        icon={
          <span className={classes.iconWrap}>
            <ThemeIcon size={28} radius="xl" variant="light" color="gray">
              <Icon name="memory" size={16} />
            </ThemeIcon>
            {collapsed && <MemoryCountBadge floating />}
          </span>
        }
      />
      {!collapsed && hasCards && (
        <Suspense fallback={null}>
          <MemoryCards actions={actions} onViewAll={() => setDialog(true)} onNavigate={onNavigate} />
        </Suspense>
      )}
      <Suspense fallback={null}>{dialog && <MemoryListDialog userId={userId} onClose={() => setDialog(false)} />}</Suspense>
    </div>
  );
}
