import { useEffect, useState, type ReactNode } from 'react';
import { useAppConfig } from '../features/app-config/hooks/use-app-config';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
import type { LoginHumanCheck } from '../features/auth/hooks/use-login-flow';
import { BillingWiring } from './billing-wiring';
import { prefetchChatRoutes } from './route-modules';

/**
 * Starts the session check before any route chunk has loaded, renders the routes (`children`: the
 * browser's RouterProvider, or the server's StaticRouterProvider when it pre-renders a page — the
 * same tree, so the browser can hydrate it), and hosts the (lazy) login dialog, which any screen
 * can open.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useAuthBootstrap();
  useEffect(prefetchChatRoutes, []);
  // Google's button and the sign-in code's human check follow the server's configuration.
  const { data: config } = useAppConfig();
  const loginCheck = useLoginHumanCheck(config?.turnstileSiteKey ?? null);
  return (
    <>
      {children}
      <LoginDialogHost googleClientId={config?.googleClientId} humanCheck={loginCheck} />
      <BillingWiring />
    </>
  );
}

/**
 * The sign-in code's human check, only when the server has Turnstile on: its code is fetched then,
 * instead of weighing on every page's first load.
 */
function useLoginHumanCheck(siteKey: string | null): LoginHumanCheck | undefined {
  const [made, setMade] = useState<{ siteKey: string; check: LoginHumanCheck }>();
  useEffect(() => {
    if (!siteKey) return;
    let current = true;
    void import('../features/human-check/components/human-check-plugin').then(({ createHumanCheck }) => {
      if (current) setMade({ siteKey, check: createHumanCheck(siteKey, 'send_code') });
    });
    return () => {
      current = false;
    };
  }, [siteKey]);
  return made?.siteKey === siteKey ? made.check : undefined;
}
