import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { ChatContext, type ChatContextValue } from '../hooks/chat-context';
import { useChatPlugins, type OutgoingDraft } from '../hooks/chat-plugins';
import { chatUi } from '../hooks/chat-ui-store';
import { isStreaming, type MessagesPage } from '../hooks/message-types';
import { useChatActions } from '../hooks/use-chat-actions';
import { activeReply, useReplyStream } from '../hooks/use-reply-stream';
import { useSendMessage } from '../hooks/use-send-message';
import classes from './chat.module.css';
import { ChatComposer, isBlocked, type ChatAccount } from './chat-composer';
import { DeferredMessageList } from './deferred-message-list';
import { QuoteButton } from './quote-button';
import { ReplyAnnouncer } from './reply-announcer';

type ChatConversationProps = { page: MessagesPage; intro: ReactNode; account: ChatAccount };

/** An open chat: the messages, the live reply, and the composer. */
export function ChatConversation({ page, intro, account }: ChatConversationProps) {
  const { session, items } = page;
  const sessionId = session.id;
  const utils = trpc.useUtils();
  const plugins = useChatPlugins();
  const usageChanged = useRef(account.onUsageChanged);
  usageChanged.current = account.onUsageChanged;
  const replyCompleted = useRef(plugins.onReplyCompleted);
  replyCompleted.current = plugins.onReplyCompleted;

  const onReplyEnded = useCallback(
    (completed: boolean) => {
      usageChanged.current(); // a reply that failed before its first word gives the message back
      void utils.session.list.invalidate();
      // The server names an unnamed chat after its first exchange, just after the reply ends.
      setTimeout(() => void utils.session.list.invalidate(), 1500);
      if (completed) replyCompleted.current?.(sessionId);
    },
    [utils, sessionId],
  );

  const active = activeReply(items);
  useReplyStream(sessionId, active, onReplyEnded);
  const send = useSendMessage(account.onUsageChanged);
  const actions = useChatActions(sessionId, account.onUsageChanged);
  const responding = items.some(isStreaming);

  const agentSlug = session.agent.slug;
  const context = useMemo<ChatContextValue>(
    () => ({ sessionId, agent: session.agent, actions, simulation: isSimulation(session.type), canEdit: session.type === 'normal' }),
    // The agent object is rebuilt by every refetch; its slug is its identity.
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
    [sessionId, agentSlug, actions, session.type],
  );

  const blocked = isBlocked(account);
  const onSend = (draft: OutgoingDraft): boolean => {
    if (blocked) {
      chatUi.setDraft(sessionId, draft.text);
      chatUi.shake(sessionId);
      return false;
    }
    void send(sessionId, draft);
    return true;
  };

  const screen = (
    <div className={classes.screen} data-testid="chat-screen" data-session-id={sessionId}>
      {items.length === 0 ? <div className={classes.intro}>{intro}</div> : <DeferredMessageList messages={items} busy={responding} />}
      <ChatComposer
        uiKey={sessionId}
        account={account}
        responding={responding}
        onSend={onSend}
        onStop={active ? () => actions.stop(active.id) : undefined}
      />
      <QuoteButton uiKey={sessionId} />
      <ReplyAnnouncer messages={items} />
    </div>
  );
  const { attachments } = plugins;
  return (
    <ChatContext.Provider value={context}>
      {attachments ? (
        <attachments.DropZone uiKey={sessionId} disabled={blocked}>
          {screen}
        </attachments.DropZone>
      ) : (
        screen
      )}
    </ChatContext.Provider>
  );
}

/** SPEC §2: 'Try Again' / 'Try Another' are hidden in simulation mode (a simulated person, a practice character). */
function isSimulation(type: MessagesPage['session']['type']): boolean {
  return type === 'simulator' || type === 'practice';
}
