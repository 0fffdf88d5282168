import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';
import type { MessagesPage } from './message-types';

/** A chat's messages (the whole list: SPEC's page size is 100,000), once the session is known. */
export function useChatMessages(sessionId: string, enabled: boolean) {
  return trpc.chat.messages.useQuery({ sessionId }, { enabled, staleTime: 30_000 });
}

/** Update one chat's cached messages; a no-op when the chat is not cached. */
export function useSetMessages() {
  const utils = trpc.useUtils();
  return useCallback(
    (sessionId: string, update: (page: MessagesPage) => MessagesPage) =>
      utils.chat.messages.setData({ sessionId }, (page) => (page ? update(page) : page)),
    [utils],
  );
}
