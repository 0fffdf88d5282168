import { ActionIcon, Group, ScrollArea, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Agent } from '../../../shared/schemas/agent';
import { AgentAvatar } from '../agent-avatar';
import { BrandLogo } from '../brand-logo';
import { Icon } from '../icon';
import classes from './chat-shell.module.css';
import { SidebarNavItem } from './sidebar-nav-item';
import { SidebarUser, type SidebarUserProps } from './sidebar-user';

export type AppSidebarProps = {
  collapsed: boolean;
  inDrawer?: boolean;
  /** Absent in the mobile drawer, which cannot collapse. */
  onToggleCollapsed?: () => void;
  newChatTo: string;
  newChatActive: boolean;
  /** Selectable advisors other than the default one. */
  agents: Agent[];
  activeSlug?: string;
  user: SidebarUserProps;
  onNavigate?: () => void;
  /** Extra content above the user row (e.g. the offline label in the phone drawer). */
  footer?: ReactNode;
};

export function AppSidebar(props: AppSidebarProps) {
  const { collapsed, onToggleCollapsed, newChatTo, newChatActive, agents, activeSlug, user, onNavigate, footer } = props;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <Stack gap={0} h="100%" data-testid="app-sidebar" data-collapsed={collapsed || undefined}>
      <Group className={classes.sidebarTop} justify={collapsed ? 'center' : 'space-between'} wrap="nowrap">
        {!collapsed && <BrandLogo />}
        {onToggleCollapsed && (
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              data-testid="sidebar-toggle"
            >
              <Icon name={collapsed ? 'sidebar-expand' : 'sidebar-collapse'} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <div className={classes.sidebarSection}>
        <SidebarNavItem
          to={newChatTo}
          label="New chat"
          active={newChatActive}
          collapsed={collapsed}
          onNavigate={onNavigate}
          testId="sidebar-new-chat"
          icon={
            <ThemeIcon size={28} radius="xl" variant="light">
              <Icon name="new-chat" size={16} />
            </ThemeIcon>
          }
        />
      </div>
      {!collapsed && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="sm" pb={4} style={{ letterSpacing: '0.06em' }}>
          Advisors
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="hover" scrollbarSize={6}>
        <Stack gap={2} className={classes.sidebarSection} data-testid="sidebar-agents">
          {agents.map((agent) => (
            <SidebarNavItem
              key={agent.id}
              to={`/chat/${agent.slug}`}
              label={agent.name}
              active={agent.slug === activeSlug}
              collapsed={collapsed}
              onNavigate={onNavigate}
              testId={`sidebar-agent-${agent.slug}`}
              icon={<AgentAvatar agent={agent} size={28} />}
            />
          ))}
        </Stack>
      </ScrollArea>
      <div className={classes.sidebarBottom}>
        {footer && <div className={classes.sidebarFooter}>{footer}</div>}
        <SidebarUser {...user} collapsed={collapsed} />
      </div>
    </Stack>
  );
}
