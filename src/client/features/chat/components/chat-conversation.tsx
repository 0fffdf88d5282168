import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { ChatContext, type ChatContextValue } from '../hooks/chat-context';
import { chatUi } from '../hooks/chat-ui-store';
import { isStreaming, type MessagesPage } from '../hooks/message-types';
import { useChatActions } from '../hooks/use-chat-actions';
import { activeReply, useReplyStream } from '../hooks/use-reply-stream';
import { useSendMessage } from '../hooks/use-send-message';
import classes from './chat.module.css';
import { ChatComposer, isBlocked, type ChatAccount } from './chat-composer';
import { MessageList } from './message-list';

type ChatConversationProps = { page: MessagesPage; intro: ReactNode; account: ChatAccount };

/** An open chat: the messages, the live reply, and the composer. */
export function ChatConversation({ page, intro, account }: ChatConversationProps) {
  const { session, items } = page;
  const sessionId = session.id;
  const utils = trpc.useUtils();
  const usageChanged = useRef(account.onUsageChanged);
  usageChanged.current = account.onUsageChanged;

  const onReplyEnded = useCallback(() => {
    usageChanged.current(); // a reply that failed before its first word gives the message back
    void utils.session.list.invalidate();
    // The server names an unnamed chat after its first exchange, just after the reply ends.
    setTimeout(() => void utils.session.list.invalidate(), 1500);
  }, [utils]);

  const active = activeReply(items);
  useReplyStream(sessionId, active, onReplyEnded);
  const send = useSendMessage(account.onUsageChanged);
  const actions = useChatActions(sessionId, account.onUsageChanged);
  const responding = items.some(isStreaming);

  const agentSlug = session.agent.slug;
  const context = useMemo<ChatContextValue>(
    () => ({ sessionId, agent: session.agent, actions, simulation: session.type === 'simulator' }),
    // The agent object is rebuilt by every refetch; its slug is its identity.
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
    [sessionId, agentSlug, actions, session.type],
  );

  const onSend = (text: string): boolean => {
    if (isBlocked(account)) {
      chatUi.setDraft(sessionId, text);
      chatUi.shake(sessionId);
      return false;
    }
    void send(sessionId, text);
    return true;
  };

  return (
    <ChatContext.Provider value={context}>
      <div className={classes.screen} data-testid="chat-screen" data-session-id={sessionId}>
        {items.length === 0 ? <div className={classes.intro}>{intro}</div> : <MessageList messages={items} busy={responding} />}
        <ChatComposer
          uiKey={sessionId}
          account={account}
          responding={responding}
          onSend={onSend}
          onStop={active ? () => actions.stop(active.id) : undefined}
        />
      </div>
    </ChatContext.Provider>
  );
}
