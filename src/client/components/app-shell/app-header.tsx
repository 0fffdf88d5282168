import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../icon';
import classes from './chat-shell.module.css';
import type { LayoutTier } from './layout-tier';
import { LazyTooltip } from '../lazy-tooltip';
import { LightActionIcon } from '../light-action-icon';

export type AppHeaderProps = {
  tier: LayoutTier;
  title: ReactNode;
  /** Shorter title for phones; falls back to `title`. */
  mobileTitle?: ReactNode;
  /** Shown as a button on phones (on larger screens the sidebar has it). */
  onNewChat?: () => void;
  onOpenSidebar?: () => void;
  actions?: ReactNode;
};

export function AppHeader({ tier, title, mobileTitle, onNewChat, onOpenSidebar, actions }: AppHeaderProps) {
  const mobile = tier === 'mobile';
  return (
    <header className={classes.header} data-testid="app-header" data-tier={tier}>
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {mobile && (
          <LightActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onOpenSidebar}
            aria-label="Open menu"
            data-testid="header-open-sidebar"
          >
            <Icon name="menu" />
          </LightActionIcon>
        )}
        {mobile ? (
          <Text fw={650} truncate="end" data-testid="header-mobile-title">
            {mobileTitle ?? title}
          </Text>
        ) : (
          <Text fw={650} size="lg" truncate="end" data-testid="header-title">
            {title}
          </Text>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        {actions}
        {mobile && onNewChat && (
          <LazyTooltip label="New chat" withArrow>
            <LightActionIcon
              variant="light"
              size="lg"
              radius="xl"
              onClick={onNewChat}
              aria-label="New chat"
              data-testid="header-new-chat"
            >
              <Icon name="new-chat" size={18} />
            </LightActionIcon>
          </LazyTooltip>
        )}
      </Group>
    </header>
  );
}
