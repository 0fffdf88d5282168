import { useEffect, type ReactNode } from 'react';
import { useAppConfig } from '../features/app-config/hooks/use-app-config';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
import { BillingWiring } from './billing-wiring';
import { useLoginHumanCheck } from './login-human-check';
import { prefetchChatRoutes } from './route-modules';

/**
 * Starts the session check before any route chunk has loaded, renders the routes (`children`: the
 * browser's BrowserRouter, or the server's StaticRouter when it pre-renders a page — the same
 * tree, so the browser can hydrate it), and hosts the (lazy) login dialog, which any screen
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
