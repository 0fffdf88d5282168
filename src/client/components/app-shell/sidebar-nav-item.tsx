import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import classes from './chat-shell.module.css';
import { LazyTooltip } from '../lazy-tooltip';

type SidebarNavItemProps = {
  to: string;
  label: string;
  icon: ReactNode;
  active?: boolean;
  collapsed?: boolean;
  onNavigate?: () => void;
  testId?: string;
};

/** A sidebar link; collapsed it shows only its icon with the label as a tooltip. */
export function SidebarNavItem({ to, label, icon, active, collapsed, onNavigate, testId }: SidebarNavItemProps) {
  const item = (
    <UnstyledButton
      component={Link}
      to={to}
      onClick={onNavigate}
      className={classes.navItem}
      data-active={active || undefined}
      data-collapsed={collapsed || undefined}
      aria-label={collapsed ? label : undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
    >
      <Group gap={10} wrap="nowrap">
        {icon}
        {!collapsed && (
          <Text size="sm" fw={active ? 600 : 500} truncate="end">
            {label}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
  return collapsed ? (
    <LazyTooltip label={label} position="right" withArrow>
      {item}
    </LazyTooltip>
  ) : (
    item
  );
}
