import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';

/** Chats whose first line was asked for in this page (the server answers the same one again anyway). */
const asked = new Set<string>();

/**
 * A chat the assistant speaks first (the coach, a practice's character): once its messages are
 * known to be empty, ask for the welcome and load the chat again, which then follows the reply.
 */
export function useEnsureWelcome(sessionId: string | undefined, enabled: boolean, startWelcome: () => Promise<unknown>): void {
  const utils = trpc.useUtils();
  const query = trpc.chat.messages.useQuery({ sessionId: sessionId ?? '' }, { enabled: Boolean(sessionId) && enabled, staleTime: 30_000 });
  const empty = query.data !== undefined && query.data.items.length === 0;
  useEffect(() => {
    if (!sessionId || !enabled || !empty || asked.has(sessionId)) return;
    asked.add(sessionId);
    startWelcome()
      .then(() => utils.chat.messages.invalidate({ sessionId }))
      .catch(() => asked.delete(sessionId)); // tried again on the next visit
  }, [sessionId, enabled, empty, startWelcome, utils]);
}
