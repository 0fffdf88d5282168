import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from '../lib/router';
import { z } from 'zod';
import { openLoginDialog } from '../features/auth/hooks/use-login-dialog';
import { openPlanDialog } from '../features/billing/hooks/billing-dialogs';
import { SessionError } from '../features/auth/components/session-error';
import { useRequiredSessionUser } from '../features/auth/hooks/use-required-session-user';
import { useEnsureSessionUser, useRefreshSessionUser } from '../features/auth/hooks/use-session-user';
import type { ChatAccount } from '../features/chat/components/chat-composer';
import { PracticeScreen } from '../features/practice/components/practice-screen';
import { parseSearch } from '../lib/search-params';
import { NotFoundPage } from '../features/public/pages/not-found-page';
import { HeaderActions } from '../app/header-actions';
import { PracticeAccount, PracticeChatPanel } from './practice-chat-panel';

/** SPEC §2: ?source=&skipPlan=true&displayMode=practicing|seen. Bad values are dropped, not fatal. */
export const practiceSearchSchema = z.object({
  source: z.string().trim().min(1).max(60).optional(),
  skipPlan: z.literal('true').transform(() => true).optional(),
  displayMode: z.enum(['practicing', 'seen']).optional(),
});

const uuid = z.string().uuid();

/**
 * /chat/practice-plan/{planId} and /chat/practice-plan/{planId}/{practiceId}[/{extra}]: one route,
 * so moving between a plan's practices keeps the coach chat (and its live reply) mounted.
 */
export function ChatPracticePlanPage() {
  const { planId, practiceId, extra } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed search follows its text
  const search = useMemo(() => parseSearch(practiceSearchSchema, params), [key]);
  const { user, error } = useRequiredSessionUser();
  const refreshUser = useRefreshSessionUser();
  const ensureUser = useEnsureSessionUser();

  const account = useMemo<ChatAccount>(
    () => ({
      userId: user?.id,
      ensureUser,
      usage: user?.usage_limits.send_message_for_practice,
      isGuest: user?.is_temporary ?? true,
      onSignIn: () => openLoginDialog({ source: 'practice_message_limit_banner', action: 'limit_simulator' }),
      hasTrialed: user?.has_trialed ?? false,
      onUpgrade: () => openPlanDialog('practice_message_limit_banner'),
      onUsageChanged: refreshUser,
    }),
    [user, refreshUser, ensureUser],
  );

  if (error) return <SessionError message={error} />;
  if (!uuid.safeParse(planId).success || (practiceId !== undefined && !uuid.safeParse(practiceId).success)) return <NotFoundPage pathname={pathname} headerActions={<HeaderActions />} />;
  return (
    <PracticeAccount.Provider value={account}>
      <PracticeScreen
        key={`${user?.id ?? ''}`}
        planId={planId!}
        practiceId={practiceId}
        extra={extra}
        search={search}
        ChatPanel={PracticeChatPanel}
        ready={user?.id !== undefined}
      />
    </PracticeAccount.Provider>
  );
}
