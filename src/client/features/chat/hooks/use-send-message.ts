import { useCallback, useRef } from 'react';
import type { OutgoingItem } from '../../../../shared/schemas/message';
import { trpc } from '../../../lib/trpc';
import { sendFailure } from './chat-errors';
import { useChatPlugins, type OutgoingDraft } from './chat-plugins';
import { chatUi } from './chat-ui-store';
import { withHumanCheck } from './human-check-retry';
import { removeMessages, replaceMessage, upsertMessages } from './message-cache';
import { LOCAL_PREFIX, type Message, type MessageItem } from './message-types';
import { useSetMessages } from './use-chat-messages';

function localMessage(id: string, sessionId: string, role: Message['role'], draft: OutgoingDraft | null): Message {
  const items: MessageItem[] = [];
  if (draft?.text) items.push({ id: `${id}:text`, type: 'text', content: draft.text, source_type: 'input' });
  for (const image of draft?.images ?? []) {
    items.push({
      id: `${id}:${image.id}`,
      type: 'image',
      content: image.fileName ?? '',
      // The local preview shows until the server's signed URL arrives with the stored message.
      imageStatus: { status: 'completed', imageUrl: image.previewUrl, imageName: image.fileName, originUrl: null, originName: image.originName },
    });
  }
  return {
    id,
    session_id: sessionId,
    role,
    status: role === 'user' ? 'completed' : 'thinking',
    created_at: new Date().toISOString(),
    items,
    used_capabilities: [],
    extra_data: {},
    native_receive: false,
    liked: false,
    version: 1,
    references: draft?.quote ? [{ content: draft.quote, source_type: 'normal' }] : [],
    error: null,
  };
}

/** The message body of SPEC §3/§7: text and image items; a quote travels as a reference (source normal). */
export function outgoingBody(draft: OutgoingDraft) {
  const items: OutgoingItem[] = [];
  if (draft.text) items.push({ type: 'text', content: draft.text });
  for (const image of draft.images) if (image.fileName) items.push({ type: 'image', content: image.fileName });
  const references = draft.quote ? [{ content: draft.quote, source_type: 'normal' as const }] : undefined;
  return { items, references };
}

/**
 * Sends a message to a chat: shows it (and the thinking reply) at once, then swaps in the server's
 * pair. On failure the optimistic messages go, the catalogue text shows above the input and the
 * draft (text, screenshots, quote) is put back. The user's usage is refreshed either way (SPEC §7).
 */
export function useSendMessage(onUsageChanged: () => void) {
  const utils = trpc.useUtils();
  const setMessages = useSetMessages();
  const { attachments, humanCheck, sendExtras } = useChatPlugins();
  const usageChanged = useRef(onUsageChanged);
  usageChanged.current = onUsageChanged;

  return useCallback(
    async (sessionId: string, draft: OutgoingDraft): Promise<boolean> => {
      const requestId = crypto.randomUUID();
      const user = localMessage(`${LOCAL_PREFIX}${requestId}`, sessionId, 'user', draft);
      const reply = localMessage(`${LOCAL_PREFIX}reply-${requestId}`, sessionId, 'assistant', null);
      chatUi.setError(sessionId, null);
      setMessages(sessionId, (page) => upsertMessages(page, [user, reply]));
      const extras = sendExtras?.(sessionId);
      try {
        const sent = await withHumanCheck(humanCheck, (human_check_token) =>
          utils.client.chat.send.mutate({ sessionId, ...extras, ...outgoingBody(draft), client_request_id: requestId, human_check_token }),
        );
        setMessages(sessionId, (page) => replaceMessage(removeMessages(page, [reply.id]), user.id, [sent.userMessage, sent.assistantMessage]));
        // The chat moves to the top of the history.
        void utils.session.list.invalidate();
        return true;
      } catch (err) {
        setMessages(sessionId, (page) => removeMessages(page, [user.id, reply.id]));
        const failure = sendFailure(err);
        chatUi.setError(sessionId, failure);
        chatUi.setDraft(sessionId, draft.text);
        if (draft.quote) chatUi.setQuote(sessionId, draft.quote);
        if (draft.images.length) attachments?.restore(sessionId, draft.images);
        if (failure.limit) chatUi.shake(sessionId);
        return false;
      } finally {
        usageChanged.current();
      }
    },
    [utils, setMessages, attachments, humanCheck, sendExtras],
  );
}
