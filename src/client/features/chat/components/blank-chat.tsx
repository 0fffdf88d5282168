import type { ReactNode } from 'react';
import { useChatPlugins, type OutgoingDraft } from '../hooks/chat-plugins';
import { chatUi } from '../hooks/chat-ui-store';
import { usePendingAutoSend } from '../hooks/use-pending-auto-send';
import { useSendMessage } from '../hooks/use-send-message';
import { useStartChat } from '../hooks/use-start-chat';
import classes from './chat.module.css';
import { ChatComposer, isBlocked, type ChatAccount } from './chat-composer';
import { preloadMessageList } from './deferred-message-list';
import { preloadMarkdown } from './message-markdown';

type BlankChatProps = {
  /** The resolved agent's slug; undefined while the catalogue loads (sending waits for it). */
  agentSlug: string | undefined;
  intro: ReactNode;
  account: ChatAccount;
};

/**
 * /chat/:agentSlug — the agent's intro and the input. The first send creates the chat (SPEC §4),
 * and a first-time visitor's guest before it;
 * a message handed over from the home page is sent by itself after 800 ms.
 */
export function BlankChat({ agentSlug, intro, account }: BlankChatProps) {
  const uiKey = `new:${agentSlug ?? ''}`;
  const send = useSendMessage(account.onUsageChanged);
  const start = useStartChat({ agentSlug, uiKey, send, ensureUser: account.ensureUser });
  const blocked = isBlocked(account);
  const { attachments } = useChatPlugins();

  const submit = (draft: OutgoingDraft): boolean => {
    if (blocked) {
      chatUi.setDraft(uiKey, draft.text);
      chatUi.shake(uiKey);
      return false;
    }
    // The message and the reply this send asks for are the first things that need the list's and
    // the Markdown chunks: fetched now, while the chat is created, not on the page view.
    preloadMessageList();
    preloadMarkdown();
    void start(draft);
    return true;
  };
  const ready = agentSlug !== undefined && account.userId !== undefined;
  usePendingAutoSend(uiKey, ready, (text) => {
    if (submit({ text, images: [], quote: null })) chatUi.setDraft(uiKey, '');
  });

  const screen = (
    <div className={classes.screen} data-testid="blank-chat">
      <div className={classes.intro}>{intro}</div>
      <ChatComposer uiKey={uiKey} account={account} responding={false} waiting={!ready} onSend={submit} />
    </div>
  );
  return attachments ? (
    <attachments.DropZone uiKey={uiKey} disabled={blocked}>
      {screen}
    </attachments.DropZone>
  ) : (
    screen
  );
}
