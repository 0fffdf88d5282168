import { useParams } from '../lib/router';
import { DEFAULT_AGENT_SLUG } from '../../shared/agent-slugs';
import { AgentIntroPanel } from '../features/agents/components/agent-intro-panel';
import { useResolvedAgent } from '../features/agents/hooks/use-resolved-agent';
import { openLoginDialog } from '../features/auth/hooks/use-login-dialog';
import { useEnsureSessionUser, useRefreshSessionUser, useSessionUser } from '../features/auth/hooks/use-session-user';
import { openPlanDialog } from '../features/billing/hooks/billing-dialogs';
import { BlankChat } from '../features/chat/components/blank-chat';
import type { ChatAccount } from '../features/chat/components/chat-composer';
import { ChatScreen } from '../features/chat/components/chat-screen';

/**
 * /chat, /chat/:agentSlug (a blank chat with the agent's intro) and /chat/:agentSlug/:sessionId
 * (an existing chat). Wires the user's daily limit and sign-in into the chat feature.
 */
export function ChatAgentPage() {
  const { agentSlug, sessionId } = useParams();
  const { agent } = useResolvedAgent(agentSlug);
  const { data: user } = useSessionUser();
  const refreshUser = useRefreshSessionUser();
  const ensureUser = useEnsureSessionUser();

  const account: ChatAccount = {
    userId: user === null ? null : user?.id,
    ensureUser,
    usage: user?.usage_limits.send_message,
    isGuest: user?.is_temporary ?? true,
    onSignIn: () => openLoginDialog({ source: 'normal_message_limit_banner', action: 'limit_normal' }),
    hasTrialed: user?.has_trialed ?? false,
    onUpgrade: () => openPlanDialog('normal_message_limit_banner'),
    onUsageChanged: refreshUser,
  };
  const intro = <AgentIntroPanel slug={agentSlug} />;

  if (sessionId) {
    return (
      <ChatScreen
        // A new session user (e.g. a guest replacing an expired session) sees the chat afresh.
        key={`${sessionId}:${user?.id ?? ''}`}
        sessionId={sessionId}
        agentSlug={agentSlug}
        intro={intro}
        account={account}
        newChatTo={`/chat/${agent?.slug ?? DEFAULT_AGENT_SLUG}`}
      />
    );
  }
  return <BlankChat key={agentSlug ?? ''} agentSlug={agent?.slug} intro={intro} account={account} />;
}
