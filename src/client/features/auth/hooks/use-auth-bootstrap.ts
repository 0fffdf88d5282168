import { useSessionUser } from './use-session-user';
import { useTimezoneSync } from './use-timezone-sync';

/** Mounted once at the app root: resolves the session (or a guest) and syncs the timezone. */
export function useAuthBootstrap() {
  const query = useSessionUser();
  // isFetched: the server has answered at least once (a cached user alone may be stale).
  useTimezoneSync(query.data?.id, query.isFetched && !query.isError);
  return query;
}
