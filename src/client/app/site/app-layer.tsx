/**
 * The app's client on a public page, loaded only when the visitor needs it: the login and billing
 * dialogs, and the actions that talk to the API (making a guest, opening a showcase, logging out).
 * It brings the tRPC client and the query cache the public pages' first load leaves out, and
 * reports its session query to the page's header (site-session.ts).
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { User } from '../../../shared/schemas/user';
import { LoginDialogHost } from '../../features/auth/components/login-dialog-host';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { SESSION_USER_KEY, useEnsureSessionUser, useSessionUser } from '../../features/auth/hooks/use-session-user';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { BillingWiring } from '../billing-wiring';
import { seedQueryClient } from '../initial-data';
import { useLoginHumanCheck } from '../login-human-check';
import { createQueryClient } from '../query-client';
import type { SiteData } from './site-data';
import { setSiteUser, siteSession } from './site-session';

export interface AppLayerActions {
  /** The session's user, or a guest made now (rejects with the server's error, e.g. a 429). */
  ensureUser: () => Promise<User>;
  openShowcase: (showcaseId: string) => Promise<{ url: string }>;
  logout: () => Promise<void>;
}

export function AppLayer({ data, onReady }: { data: SiteData; onReady: (actions: AppLayerActions) => void }) {
  const [clients] = useState(() => {
    const query = createQueryClient();
    seedQueryClient(query, data);
    // The page already asked who the visitor is: the layer starts from that answer.
    const session = siteSession();
    if (session.fetched && session.user !== undefined) query.setQueryData(SESSION_USER_KEY, session.user);
    return { query, trpc: createTrpcClient() };
  });
  const humanCheck = useLoginHumanCheck(data.config.turnstileSiteKey);
  return (
    <trpc.Provider client={clients.trpc} queryClient={clients.query}>
      <QueryClientProvider client={clients.query}>
        <Actions onReady={onReady} />
        <LoginDialogHost googleClientId={data.config.googleClientId} humanCheck={humanCheck} />
        <BillingWiring />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

function Actions({ onReady }: { onReady: (actions: AppLayerActions) => void }) {
  const session = useSessionUser();
  const ensureUser = useEnsureSessionUser();
  const logout = useLogout();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session.isFetched || session.data === null) setSiteUser(session.data ?? null);
  }, [session.data, session.isFetched]);
  const actions = useMemo<AppLayerActions>(
    () => ({
      ensureUser,
      openShowcase: (showcaseId) => utils.client.session.openShowcase.mutate({ showcaseId }),
      logout: async () => {
        await logout.mutateAsync().catch(() => undefined);
        // useLogout resets the cache; the session query answers null again.
        setSiteUser(queryClient.getQueryData<User | null>(SESSION_USER_KEY) ?? null);
      },
    }),
    // `logout` changes identity every render; its mutateAsync is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ensureUser, utils, queryClient, logout.mutateAsync],
  );
  useEffect(() => onReady(actions), [actions, onReady]);
  return null;
}
