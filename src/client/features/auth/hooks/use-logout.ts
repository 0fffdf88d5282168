import { useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { trpc } from '../../../lib/trpc';
import { writeCachedUser } from '../../../lib/user-cache';

/** Log out; afterwards every query is reset, so the app starts over as a fresh guest. */
export function useLogout() {
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({
    onSettled: async () => {
      track('logout');
      writeCachedUser(null);
      await queryClient.resetQueries();
    },
  });
}
