import { useMemo, useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import { sendFailure } from './chat-errors';
import { useChatPlugins } from './chat-plugins';
import { withHumanCheck } from './human-check-retry';
import { chatUi } from './chat-ui-store';
import { patchMessage, upsertMessages } from './message-cache';
import type { Message } from './message-types';
import { forgetStopCut, rememberStopCut } from './stop-cut';
import { useSetMessages } from './use-chat-messages';

export type ChatActions = {
  /** Optimistic; reverts when the server refuses. */
  toggleLike: (message: Pick<Message, 'id' | 'liked'>) => Promise<void>;
  /** 'Try Again' / 'Try Another': the reply is written anew as the next version. */
  regenerate: (messageId: string) => Promise<boolean>;
  stop: (messageId: string) => Promise<void>;
};

/** The actions of one chat's messages, as one object that never changes (rows stay memoised). */
export function useChatActions(sessionId: string, onUsageChanged: () => void): ChatActions {
  const utils = trpc.useUtils();
  const setMessages = useSetMessages();
  const { humanCheck } = useChatPlugins();
  const usageChanged = useRef(onUsageChanged);
  usageChanged.current = onUsageChanged;

  return useMemo<ChatActions>(
    () => ({
      async toggleLike({ id, liked }) {
        setMessages(sessionId, (page) => patchMessage(page, id, { liked: !liked }));
        try {
          const result = await utils.client.chat.like.mutate({ sessionId, messageId: id, liked: !liked });
          setMessages(sessionId, (page) => patchMessage(page, id, { liked: result.liked }));
        } catch {
          setMessages(sessionId, (page) => patchMessage(page, id, { liked }));
        }
      },
      async regenerate(messageId) {
        chatUi.setError(sessionId, null);
        try {
          const message = await withHumanCheck(humanCheck, (human_check_token) =>
            utils.client.chat.regenerate.mutate({ sessionId, messageId, human_check_token }),
          );
          setMessages(sessionId, (page) => upsertMessages(page, [message]));
          void utils.chat.versions.invalidate({ sessionId, messageId });
          return true;
        } catch (err) {
          const failure = sendFailure(err);
          chatUi.setError(sessionId, failure);
          if (failure.limit) chatUi.shake(sessionId);
          return false;
        } finally {
          usageChanged.current();
        }
      },
      async stop(messageId) {
        const shown = rememberStopCut(messageId);
        try {
          const message = await utils.client.chat.stop.mutate({ sessionId, messageId, shown_chars: shown });
          setMessages(sessionId, (page) => upsertMessages(page, [message]));
        } catch (err) {
          chatUi.setError(sessionId, sendFailure(err));
        } finally {
          // The stream's own final event may still be on its way: it is cut the same way until then.
          setTimeout(() => forgetStopCut(messageId), 30_000);
        }
      },
    }),
    [sessionId, utils, setMessages, humanCheck],
  );
}
