import { Button, Group, Skeleton, Text } from '@mantine/core';
import { openLoginDialog } from '../hooks/use-login-dialog';
import { useLogout } from '../hooks/use-logout';
import { useHydratedSessionUser } from '../hooks/use-session-user';
import { preloadLoginDialog } from './login-dialog-host';

/**
 * Header corner: 'Sign in' for guests and visitors without a session; the account's email or name
 * and 'Log out' otherwise; a placeholder until the user is known (and in the server's pre-rendered
 * markup).
 */
export function HeaderAuth() {
  const { user } = useHydratedSessionUser();
  const logout = useLogout();

  // As wide as the guest's 'Sign in' button (a first visit's answer), so the header does not shift.
  if (user === undefined) return <Skeleton h={30} w={96} radius="xl" />;

  if (!user || user.is_temporary) {
    return (
      <Button
        size="compact-md"
        px="md"
        onMouseEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        onClick={() => openLoginDialog({ source: 'click_header_signin_button' })}
        data-testid="header-signin"
      >
        Sign in
      </Button>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} truncate="end" maw={220} visibleFrom="sm" data-testid="header-user">
        {user.email ?? user.name}
      </Text>
      <Button
        size="compact-md"
        variant="default"
        onClick={() => logout.mutate()}
        loading={logout.isPending}
        data-testid="header-logout"
      >
        Log out
      </Button>
    </Group>
  );
}
