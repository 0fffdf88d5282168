import { Group, Skeleton, Text } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import type { User } from '../../../../shared/schemas/user';
import { openLoginDialog } from '../hooks/use-login-dialog';
import { preloadLoginDialog } from './login-dialog-host';

type HeaderAuthViewProps = {
  /** undefined: not known yet (and in the server's pre-rendered markup); null: no session. */
  user: User | null | undefined;
  onLogout: () => void;
  loggingOut: boolean;
  /** Warms the dialog's code when the pointer or focus reaches 'Sign in'. */
  onPreload?: () => void;
  /**
   * What stands for a user not known yet: a placeholder (the app), or 'Sign in' (the public pages,
   * whose pre-rendered header a fresh visitor may read for long before the page hydrates on their
   * first intent; a cached account's page hides it until it shows the account: global.css).
   */
  unknownUser?: 'placeholder' | 'sign-in';
};

/**
 * Header corner: 'Sign in' for guests and visitors without a session; the account's email or name
 * and 'Log out' otherwise; a placeholder until the user is known. Fed by the app (header-auth.tsx)
 * and by the public pages (app/site/site-header-actions.tsx).
 */
export function HeaderAuthView({ user, onLogout, loggingOut, onPreload = preloadLoginDialog, unknownUser = 'placeholder' }: HeaderAuthViewProps) {
  // As wide as the guest's 'Sign in' button (a first visit's answer), so the header does not shift.
  if (user === undefined && unknownUser === 'placeholder') return <Skeleton h={30} w={96} radius="xl" />;

  if (!user || user.is_temporary) {
    return (
      <LightButton
        size="compact-md"
        px="md"
        onMouseEnter={onPreload}
        onFocus={onPreload}
        onClick={() => openLoginDialog({ source: 'click_header_signin_button' })}
        data-testid="header-signin"
        data-signin-unknown={user === undefined ? '' : undefined}
      >
        Sign in
      </LightButton>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} truncate="end" maw={220} visibleFrom="sm" data-testid="header-user">
        {user.email ?? user.name}
      </Text>
      <LightButton size="compact-md" variant="default" onClick={onLogout} loading={loggingOut} data-testid="header-logout">
        Log out
      </LightButton>
    </Group>
  );
}
