import { useMemo, useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import { sendFailure } from './chat-errors';
import { useChatPlugins } from './chat-plugins';
import { withHumanCheck } from './human-check-retry';
import { chatUi } from './chat-ui-store';
import { branchAt, exchangeDeletion, patchMessage, removeMessages, upsertMessages } from './message-cache';
import type { Message, MessagesPage } from './message-types';
import { forgetStopCut, rememberStopCut } from './stop-cut';
import { useSetMessages } from './use-chat-messages';

export type ChatActions = {
  /** Optimistic; reverts when the server refuses. */
  toggleLike: (message: Pick<Message, 'id' | 'liked'>) => Promise<void>;
  /** 'Try Again' / 'Try Another': the reply is written anew as the next version. */
  regenerate: (messageId: string) => Promise<boolean>;
  stop: (messageId: string) => Promise<void>;
  /** Thumbs-down with an optional reason, or taken back (optimistic; it clears a like). */
  dislike: (message: Pick<Message, 'id' | 'liked' | 'extra_data'>, disliked: boolean, reason?: string) => Promise<void>;
  /** Edit a message and resend it: a new branch from there (the old one kept); false when refused. */
  editResend: (messageId: string, text: string) => Promise<boolean>;
  /** The version pager of an edited message: show the branch through that version of it. */
  selectBranch: (messageId: string) => Promise<void>;
  /** Deletes one of the user's messages and the reply that answers it (optimistic). */
  deleteExchange: (userMessageId: string) => Promise<void>;
};

/** A like takes a thumbs-down back (the server does the same). */
function clearFeedback(page: MessagesPage, id: string): MessagesPage {
  const message = page.items.find((m) => m.id === id);
  return message?.extra_data.feedback ? patchMessage(page, id, { extra_data: { ...message.extra_data, feedback: null } }) : page;
}

/**
 * A reply-starting call (regenerate, edit and resend): a refusal shows its catalogue text (a limit
 * also shakes the banner) and answers false; the usage shown is refreshed either way.
 */
async function startingReply(sessionId: string, onUsageChanged: () => void, start: () => Promise<void>): Promise<boolean> {
  chatUi.setError(sessionId, null);
  try {
    await start();
    return true;
  } catch (err) {
    const failure = sendFailure(err);
    chatUi.setError(sessionId, failure);
    if (failure.limit) chatUi.shake(sessionId);
    return false;
  } finally {
    onUsageChanged();
  }
}

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
        if (!liked) setMessages(sessionId, (page) => clearFeedback(page, id));
        try {
          const result = await utils.client.chat.like.mutate({ sessionId, messageId: id, liked: !liked });
          setMessages(sessionId, (page) => patchMessage(page, id, { liked: result.liked }));
        } catch {
          setMessages(sessionId, (page) => patchMessage(page, id, { liked }));
        }
      },
      regenerate: (messageId) =>
        startingReply(sessionId, () => usageChanged.current(), async () => {
          const message = await withHumanCheck(humanCheck, (human_check_token) =>
            utils.client.chat.regenerate.mutate({ sessionId, messageId, human_check_token }),
          );
          setMessages(sessionId, (page) => upsertMessages(page, [message]));
          void utils.chat.versions.invalidate({ sessionId, messageId });
        }),
      async dislike({ id, liked, extra_data }, disliked, reason) {
        const feedback = disliked ? { rating: 'down' as const, reason: reason?.trim() || null } : null;
        setMessages(sessionId, (page) => patchMessage(page, id, { liked: disliked ? false : liked, extra_data: { ...extra_data, feedback } }));
        try {
          await utils.client.chat.dislike.mutate({ sessionId, messageId: id, disliked, reason: feedback?.reason ?? null });
        } catch {
          setMessages(sessionId, (page) => patchMessage(page, id, { liked, extra_data }));
        }
      },
      editResend: (messageId, text) =>
        startingReply(sessionId, () => usageChanged.current(), async () => {
          const sent = await withHumanCheck(humanCheck, (human_check_token) =>
            utils.client.chat.editResend.mutate({ sessionId, messageId, text, human_check_token }),
          );
          setMessages(sessionId, (page) => branchAt(page, messageId, [sent.userMessage, sent.assistantMessage]));
          void utils.session.list.invalidate();
        }),
      async selectBranch(messageId) {
        chatUi.setError(sessionId, null);
        try {
          const page = await utils.client.chat.selectBranch.mutate({ sessionId, messageId });
          setMessages(sessionId, () => page);
        } catch (err) {
          chatUi.setError(sessionId, sendFailure(err));
        }
      },
      async deleteExchange(userMessageId) {
        const { calls, leaving } = exchangeDeletion(utils.chat.messages.getData({ sessionId }), userMessageId);
        setMessages(sessionId, (current) => removeMessages(current, leaving));
        try {
          for (const messageId of calls) await utils.client.chat.deleteMessage.mutate({ sessionId, messageId });
        } catch (err) {
          chatUi.setError(sessionId, sendFailure(err));
        } finally {
          void utils.chat.messages.invalidate({ sessionId });
          void utils.session.list.invalidate();
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
