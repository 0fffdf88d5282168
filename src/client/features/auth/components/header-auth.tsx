import { useLogout } from '../hooks/use-logout';
import { useHydratedSessionUser } from '../hooks/use-session-user';
import { HeaderAuthView } from './header-auth-view';

/** The app's header corner (sign in / account), from its session query. */
export function HeaderAuth() {
  const { user } = useHydratedSessionUser();
  const logout = useLogout();
  return <HeaderAuthView user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />;
}
