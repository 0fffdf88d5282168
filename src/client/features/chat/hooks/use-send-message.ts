import { useCallback, useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import { sendFailure } from './chat-errors';
import { chatUi } from './chat-ui-store';
import { removeMessages, replaceMessage, upsertMessages } from './message-cache';
import { LOCAL_PREFIX, type Message } from './message-types';
import { useSetMessages } from './use-chat-messages';

function localMessage(id: string, sessionId: string, role: Message['role'], text: string): Message {
  return {
    id,
    session_id: sessionId,
    role,
    status: role === 'user' ? 'completed' : 'thinking',
    created_at: new Date().toISOString(),
    items: role === 'user' ? [{ id: `${id}:text`, type: 'text', content: text, source_type: 'input' }] : [],
    used_capabilities: [],
    extra_data: {},
    native_receive: false,
    liked: false,
    version: 1,
    references: [],
    error: null,
  };
}

/**
 * Sends a message to a chat: shows it (and the thinking reply) at once, then swaps in the server's
 * pair. On failure the optimistic messages go, the catalogue text shows above the input and the
 * draft is put back. The user's usage is refreshed either way (SPEC §7: after a send).
 */
export function useSendMessage(onUsageChanged: () => void) {
  const utils = trpc.useUtils();
  const setMessages = useSetMessages();
  const usageChanged = useRef(onUsageChanged);
  usageChanged.current = onUsageChanged;

  return useCallback(
    async (sessionId: string, text: string): Promise<boolean> => {
      const requestId = crypto.randomUUID();
      const user = localMessage(`${LOCAL_PREFIX}${requestId}`, sessionId, 'user', text);
      const reply = localMessage(`${LOCAL_PREFIX}reply-${requestId}`, sessionId, 'assistant', '');
      chatUi.setError(sessionId, null);
      setMessages(sessionId, (page) => upsertMessages(page, [user, reply]));
      try {
        const sent = await utils.client.chat.send.mutate({
          sessionId,
          items: [{ type: 'text', content: text }],
          client_request_id: requestId,
        });
        setMessages(sessionId, (page) => replaceMessage(removeMessages(page, [reply.id]), user.id, [sent.userMessage, sent.assistantMessage]));
        // The chat moves to the top of the history.
        void utils.session.list.invalidate();
        return true;
      } catch (err) {
        setMessages(sessionId, (page) => removeMessages(page, [user.id, reply.id]));
        const failure = sendFailure(err);
        chatUi.setError(sessionId, failure);
        chatUi.setDraft(sessionId, text);
        if (failure.limit) chatUi.shake(sessionId);
        return false;
      } finally {
        usageChanged.current();
      }
    },
    [utils, setMessages],
  );
}
