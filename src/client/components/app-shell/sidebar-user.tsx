import { Avatar, Badge, Group, Text } from '@mantine/core';
import { Icon } from '../icon';
import { LazyMenu } from '../lazy-menu';
import { LightActionIcon } from '../light-action-icon';

export type SidebarUserProps = {
  name: string;
  isGuest: boolean;
  /** A Plus subscriber (SPEC §4): 'Plus' shows beside the name. */
  isPlus?: boolean;
  collapsed?: boolean;
  colorScheme: 'light' | 'dark';
  onToggleColorScheme: () => void;
  onSignIn: () => void;
  onLogout: () => void;
  /** Opens Manage Subscription (Update / Cancel Subscription), SPEC §2. */
  onManageSubscription?: () => void;
};

/** Bottom-left of the sidebar: who is signed in, and the settings entry beside the name. */
export function SidebarUser(props: SidebarUserProps) {
  const { name, isGuest, isPlus, collapsed, colorScheme, onToggleColorScheme, onSignIn, onLogout, onManageSubscription } = props;
  return (
    <Group gap={8} wrap="nowrap" justify={collapsed ? 'center' : 'space-between'} data-testid="sidebar-user">
      {!collapsed && (
        <Group gap={8} wrap="nowrap" miw={0}>
          <Avatar size={32} radius="xl" color="ember" name={isGuest ? undefined : name} />
          <Text size="sm" fw={600} truncate="end" data-testid="sidebar-user-name">
            {name}
          </Text>
          {isPlus && (
            <Badge size="sm" variant="light" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="sidebar-plan-badge">
              Plus
            </Badge>
          )}
        </Group>
      )}
      <LazyMenu
        position={collapsed ? 'right-end' : 'top-end'}
        withArrow
        shadow="md"
        width={200}
        target={
          <LightActionIcon variant="subtle" color="gray" size="lg" aria-label="Settings" data-testid="sidebar-settings">
            <Icon name="settings" size={18} />
          </LightActionIcon>
        }
        entries={[
          { kind: 'label', label: name },
          {
            kind: 'item',
            label: colorScheme === 'dark' ? 'Light mode' : 'Dark mode',
            icon: colorScheme === 'dark' ? 'sun' : 'moon',
            onClick: onToggleColorScheme,
            testId: 'sidebar-menu-color-scheme',
          },
          ...(!isGuest && onManageSubscription
            ? [{ kind: 'item', label: 'Manage Subscription', icon: 'sparkles', onClick: onManageSubscription, testId: 'sidebar-menu-subscription' } as const]
            : []),
          isGuest
            ? { kind: 'item', label: 'Sign in', icon: 'login', onClick: onSignIn, testId: 'sidebar-menu-signin' }
            : { kind: 'item', label: 'Log out', icon: 'logout', onClick: onLogout, testId: 'sidebar-menu-logout' },
        ]}
      />
    </Group>
  );
}
