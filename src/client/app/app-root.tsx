import { useEffect, useMemo, useState } from 'react';
import { useAppConfig } from '../features/app-config/hooks/use-app-config';
import { RouterProvider } from 'react-router/dom';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
import { createHumanCheck } from '../features/human-check/components/human-check-plugin';
import { BillingWiring } from './billing-wiring';
import { prefetchChatRoutes } from './route-modules';
import { createAppRouter } from './router';

/**
 * Starts the session check before any route chunk has loaded, renders the routes, and hosts the
 * (lazy) login dialog, which any screen can open.
 */
export function AppRoot() {
  const [router] = useState(createAppRouter);
  useAuthBootstrap();
  useEffect(prefetchChatRoutes, []);
  // Google's button and the sign-in code's human check follow the server's configuration.
  const { data: config } = useAppConfig();
  const siteKey = config?.turnstileSiteKey ?? null;
  const loginCheck = useMemo(() => (siteKey ? createHumanCheck(siteKey, 'send_code') : undefined), [siteKey]);
  return (
    <>
      <RouterProvider router={router} />
      <LoginDialogHost googleClientId={config?.googleClientId} humanCheck={loginCheck} />
      <BillingWiring />
    </>
  );
}
