import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { PAGE_SIZES } from '../../../../shared/constants';
import { trpc } from '../../../lib/trpc';

/**
 * The user's chats, newest first, 30 a page, paged by keyset cursor ("Load more"); with `search`,
 * only the chats whose name or last message contains it. The previous results stay on screen
 * while a new search loads.
 */
export function useChatHistory(enabled: boolean, search = '') {
  const q = search.trim();
  return trpc.session.list.useInfiniteQuery(
    q ? { limit: PAGE_SIZES.sessions, q } : { limit: PAGE_SIZES.sessions },
    { enabled, getNextPageParam: (last) => last.next_cursor ?? undefined, staleTime: 30_000, placeholderData: keepPreviousData },
  );
}

export function useRenameChat() {
  const utils = trpc.useUtils();
  return trpc.session.rename.useMutation({
    onSuccess: () => utils.session.list.invalidate(),
  });
}

export function useDeleteChat() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return trpc.session.delete.useMutation({
    onSuccess: async (_result, { id }) => {
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.chat.messages, { sessionId: id }, 'query') });
      await utils.session.list.invalidate();
    },
  });
}
