import { useCallback } from 'react';
import { useNavigate } from '../../../lib/router';
import { PAGE_SIZES } from '../../../../shared/constants';
import { trpc } from '../../../lib/trpc';
import { sendFailure } from './chat-errors';
import { useChatPlugins, type OutgoingDraft } from './chat-plugins';
import { chatUi } from './chat-ui-store';

/**
 * The first message of a blank chat: create the session under a client-made id, show it at its
 * own URL (replacing the blank one), then send. `send` finishes in the new chat's screen.
 */
export function useStartChat(options: {
  agentSlug: string | undefined;
  uiKey: string;
  /** A first-time visitor's guest is made here, by the send that needs it. */
  ensureUser: () => Promise<unknown>;
  send: (sessionId: string, draft: OutgoingDraft) => Promise<boolean>;
}) {
  const { agentSlug, uiKey, send, ensureUser } = options;
  const { attachments } = useChatPlugins();
  const utils = trpc.useUtils();
  const navigate = useNavigate();

  return useCallback(
    async (draft: OutgoingDraft): Promise<boolean> => {
      const id = crypto.randomUUID();
      chatUi.setError(uiKey, null);
      try {
        await ensureUser();
        const session = await utils.client.session.create.mutate({ agent_id: agentSlug, id });
        utils.chat.messages.setData(
          { sessionId: session.id },
          { session, items: [], active_simulator_session: null, total: 0, page: 1, page_size: PAGE_SIZES.emptyMessages },
        );
        void navigate(session.url, { replace: true });
        return await send(session.id, draft);
      } catch (err) {
        chatUi.setError(uiKey, sendFailure(err));
        chatUi.setDraft(uiKey, draft.text);
        if (draft.quote) chatUi.setQuote(uiKey, draft.quote);
        if (draft.images.length) attachments?.restore(uiKey, draft.images);
        return false;
      }
    },
    [agentSlug, uiKey, send, ensureUser, utils, navigate, attachments],
  );
}
