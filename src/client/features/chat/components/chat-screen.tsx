import { Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { isUnauthorized } from '../../../lib/error-status';
import { classifyLoadError } from '../hooks/chat-errors';
import { useChatPlugins } from '../hooks/chat-plugins';
import { useChatMessages } from '../hooks/use-chat-messages';
import classes from './chat.module.css';
import type { ChatAccount } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import { ChatLoadFailed } from './chat-load-failed';
import { ChatNotFound } from './chat-not-found';
import { useMessageListReady } from './deferred-message-list';
import { useMarkdownReady } from './message-markdown';

type ChatScreenProps = {
  sessionId: string;
  agentSlug: string | undefined;
  /** Shown while the chat has no messages yet. */
  intro: ReactNode;
  account: ChatAccount;
  newChatTo: string;
};

/** /chat/:agentSlug/:sessionId — loading, 'Chat not found', a load error, or the conversation. */
export function ChatScreen({ sessionId, agentSlug, intro, account, newChatTo }: ChatScreenProps) {
  // Without a session (null user) no chat can be the visitor's: 'Chat not found', no guest made.
  const query = useChatMessages(sessionId, typeof account.userId === 'string');
  const navigate = useNavigate();
  const session = query.data?.session;
  // A chat with messages waits for the Markdown and the list's chunks (a moment on a first visit).
  const markdownReady = useMarkdownReady();
  const { Simulation, MessageImages } = useChatPlugins();
  const listReady = useMessageListReady(MessageImages);

  // The URL names the chat's own advisor (a link with another slug is corrected in place). An
  // embedded chat (agentSlug undefined: the practice coach, a simulation) has no URL of its own.
  useEffect(() => {
    if (session && agentSlug !== undefined && agentSlug !== session.agent.slug) void navigate(session.url, { replace: true });
  }, [session, agentSlug, navigate]);

  if (query.data && Simulation && query.data.active_simulator_session) {
    const renderChat = (id: string) => (
      <ChatScreen key={id} sessionId={id} agentSlug={undefined} intro={null} account={account} newChatTo={newChatTo} />
    );
    return <Simulation page={query.data} renderChat={renderChat} />;
  }
  if (query.data && ((markdownReady && listReady) || query.data.items.length === 0)) return <ChatConversation page={query.data} intro={intro} account={account} />;
  if (account.userId === null) return <ChatNotFound newChatTo={newChatTo} />;
  // 401: the session is being replaced (an expired cookie): wait for the new one.
  if (query.isError && !isUnauthorized(query.error)) {
      return classifyLoadError(query.error) === 'not_found' ? (
      <ChatNotFound newChatTo={newChatTo} />
    ) : (
      <ChatLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return (
    <div className={classes.center} data-testid="chat-loading">
      <Loader type="dots" aria-label="Loading messages" />
    </div>
  );
}
