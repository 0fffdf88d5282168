import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useMatch } from '../../lib/router';
import type { Agent } from '../../../shared/schemas/agent';
import { AgentAvatar } from '../agent-avatar';
import { BrandLogo } from '../brand-logo';
import { Icon } from '../icon';
import classes from './chat-shell.module.css';
import { SidebarNavItem } from './sidebar-nav-item';
import { SidebarUser, type SidebarUserProps } from './sidebar-user';
import { LazyTooltip } from '../lazy-tooltip';
import { LightActionIcon } from '../light-action-icon';

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
  /** The chat history, below the advisors (above them in the phone drawer; hidden while collapsed). */
  history?: ReactNode;
  /** The Memory entry (and its new-memory cards), under New chat. */
  memory?: ReactNode;
};

const ADVISORS_FOLDED_KEY = 'sidebar_advisors_folded';

function readFolded(): boolean {
  try {
    return globalThis.localStorage?.getItem(ADVISORS_FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The advisors section can be folded away, so long chat histories get the room (remembered). */
function useAdvisorsFolded(): [boolean, () => void] {
  const [folded, setFolded] = useState(readFolded);
  const toggle = () => {
    setFolded(!folded);
    try {
      globalThis.localStorage?.setItem(ADVISORS_FOLDED_KEY, folded ? '0' : '1');
    } catch {
      // storage disabled: the choice lasts for this page
    }
  };
  return [folded, toggle];
}

/** The practice pages (SPEC §2): the user's practices, and a plan or practice opened from them. */
export function useIsPracticePage(): boolean {
  const lists = useMatch('/chat/your-practice/*') !== null;
  const plan = useMatch('/chat/practice-plan/*') !== null;
  return lists || plan;
}

export function AppSidebar(props: AppSidebarProps) {
  const { collapsed, inDrawer, onToggleCollapsed, newChatTo, newChatActive, agents, activeSlug, user, onNavigate, footer, history, memory } = props;
  const [folded, toggleFolded] = useAdvisorsFolded();
  const practiceActive = useIsPracticePage();
  const showAgents = collapsed || !folded;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const advisorList = (
    <>
      {!collapsed && (
        <UnstyledButton
          className={classes.sectionToggle}
          onClick={toggleFolded}
          aria-expanded={!folded}
          data-testid="sidebar-advisors-toggle"
        >
          <Text span size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Advisors
          </Text>
          <Icon name={folded ? 'chevron-right' : 'chevron-down'} size={14} />
        </UnstyledButton>
      )}
      {showAgents && (
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
      )}
    </>
  );
  // In the phone drawer the user's own chats come first (eleven advisors would push them out of
  // sight); the advisors follow, foldable as everywhere.
  const chatList = (
    <>
      {!collapsed && history && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="md" style={{ letterSpacing: '0.06em' }}>
            Chats
          </Text>
          {history}
        </>
      )}
    </>
  );
  return (
    <Stack gap={0} h="100%" data-testid="app-sidebar" data-collapsed={collapsed || undefined}>
      <Group className={classes.sidebarTop} justify={collapsed ? 'center' : 'space-between'} wrap="nowrap">
        {!collapsed && <BrandLogo />}
        {onToggleCollapsed && (
          <LazyTooltip label={toggleLabel} position="right" withArrow>
            <LightActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              data-testid="sidebar-toggle"
            >
              <Icon name={collapsed ? 'sidebar-expand' : 'sidebar-collapse'} />
            </LightActionIcon>
          </LazyTooltip>
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
        {memory}
        <SidebarNavItem
          to="/chat/your-practice"
          label="Your practice"
          active={practiceActive}
          collapsed={collapsed}
          onNavigate={onNavigate}
          testId="sidebar-your-practice"
          icon={
            <ThemeIcon size={28} radius="xl" variant="light" color="grape">
              <Icon name="sparkles" size={16} />
            </ThemeIcon>
          }
        />
      </div>
      {/* A native scroller (Mantine's ScrollArea would add its chunk to every chat page). */}
      <div className={classes.sidebarScroll}>
        {inDrawer ? (
          <>
            {chatList}
            {advisorList}
          </>
        ) : (
          <>
            {advisorList}
            {chatList}
          </>
        )}
      </div>
      <div className={classes.sidebarBottom}>
        {footer && <div className={classes.sidebarFooter}>{footer}</div>}
        <SidebarUser {...user} collapsed={collapsed} />
      </div>
    </Stack>
  );
}
