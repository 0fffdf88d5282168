import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
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
  return (
    <>
      <RouterProvider router={router} />
      <LoginDialogHost />
    </>
  );
}
