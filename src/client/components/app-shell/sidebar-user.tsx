import { ActionIcon, Avatar, Badge, Group, Menu, Text } from '@mantine/core';
import { Icon } from '../icon';

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
      <Menu position={collapsed ? 'right-end' : 'top-end'} withArrow shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Settings" data-testid="sidebar-settings">
            <Icon name="settings" size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item
            leftSection={<Icon name={colorScheme === 'dark' ? 'sun' : 'moon'} size={16} />}
            onClick={onToggleColorScheme}
            data-testid="sidebar-menu-color-scheme"
          >
            {colorScheme === 'dark' ? 'Light mode' : 'Dark mode'}
          </Menu.Item>
          {!isGuest && onManageSubscription && (
            <Menu.Item leftSection={<Icon name="sparkles" size={16} />} onClick={onManageSubscription} data-testid="sidebar-menu-subscription">
              Manage Subscription
            </Menu.Item>
          )}
          {isGuest ? (
            <Menu.Item leftSection={<Icon name="login" size={16} />} onClick={onSignIn} data-testid="sidebar-menu-signin">
              Sign in
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<Icon name="logout" size={16} />} onClick={onLogout} data-testid="sidebar-menu-logout">
              Log out
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
