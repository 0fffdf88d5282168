import { Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Outlet, useMatch, useNavigate, useParams } from '../lib/router';
import { DEFAULT_AGENT_SLUG } from '../../shared/agent-slugs';
import { AppSidebar, useIsPracticePage } from '../components/app-shell/app-sidebar';
import { ChatShell } from '../components/app-shell/chat-shell';
import { OfflineBadge } from '../features/app-config/components/offline-badge';
import { ChatHistory } from '../features/chat-history/components/chat-history';
import { HeaderAuth } from '../features/auth/components/header-auth';
import { openLoginDialog } from '../features/auth/hooks/use-login-dialog';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useSessionUser } from '../features/auth/hooks/use-session-user';
import { defaultAgent, otherAgents } from '../features/agents/hooks/resolve-agent';
import { useResolvedAgent } from '../features/agents/hooks/use-resolved-agent';
import { plusSubscriptionOf } from '../features/billing/hooks/billing-format';
import { openManageDialog } from '../features/billing/hooks/billing-dialogs';
import { MemoryCountBadge } from '../features/memory/components/memory-count-badge';
import { MemorySidebarEntry } from '../features/memory/components/memory-sidebar-entry';
import { SITE } from '../lib/site';
import { ChatPluginsProvider } from './chat-plugins-provider';

/** The app shell around every /chat screen: sidebar, header, and the screen in the main area. */
export function ChatLayout() {
  const { agentSlug, sessionId } = useParams();
  const navigate = useNavigate();
  const { agent, data: agents = [] } = useResolvedAgent(agentSlug);
  const { data: user } = useSessionUser();
  const logout = useLogout();
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const onMemoryPage = useMatch('/chat/memory') !== null;
  const onPracticePage = useIsPracticePage();
  const title = onMemoryPage ? 'Memory' : onPracticePage ? 'Practice' : (agent?.name ?? 'Chat');
  useDocumentTitle(onMemoryPage || onPracticePage || agent ? `${title} · ${SITE.name}` : SITE.name);

  const newChatTo = `/chat/${defaultAgent(agents)?.slug ?? DEFAULT_AGENT_SLUG}`;
  // No session yet (null) looks like a guest: the first send makes one.
  const userName = user === undefined ? '' : !user || user.is_temporary ? 'Guest' : (user.name ?? user.email ?? 'Account');

  return (
    <ChatShell
      title={title}
      mobileTitle={onMemoryPage || onPracticePage ? title : (agent?.name ?? SITE.shortName)}
      onNewChat={() => navigate(newChatTo)}
      actions={
        <>
          <OfflineBadge />
          <Box hiddenFrom="sm">
            <MemoryCountBadge />
          </Box>
          <HeaderAuth />
        </>
      }
      renderSidebar={(shell) => (
        <AppSidebar
          {...shell}
          newChatTo={newChatTo}
          newChatActive={Boolean(agent?.is_default) && !sessionId && !onMemoryPage && !onPracticePage}
          agents={otherAgents(agents)}
          activeSlug={onMemoryPage || onPracticePage ? undefined : agent?.slug}
          memory={<MemorySidebarEntry userId={user?.id} collapsed={shell.collapsed} active={onMemoryPage} onNavigate={shell.onNavigate} />}
          footer={shell.inDrawer ? <OfflineBadge from="base" /> : undefined}
          history={
            <ChatHistory
              key={user?.id ?? ''}
              enabled={Boolean(user)}
              activeSessionId={sessionId}
              onNavigate={shell.onNavigate}
              onDeleted={(id) => {
                if (id !== sessionId) return;
                shell.onNavigate?.();
                void navigate(newChatTo, { replace: true });
              }}
            />
          }
          user={{
            name: userName,
            isGuest: user?.is_temporary ?? true,
            isPlus: Boolean(plusSubscriptionOf(user?.subscriptions)),
            colorScheme,
            onToggleColorScheme: () => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark'),
            onSignIn: () => openLoginDialog({ source: 'click_sidebar_signin_button' }),
            onLogout: () => logout.mutate(),
            onManageSubscription: openManageDialog,
          }}
        />
      )}
    >
      <ChatPluginsProvider userId={user?.id}>
        <Outlet />
      </ChatPluginsProvider>
    </ChatShell>
  );
}
