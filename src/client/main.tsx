// Mantine's base styles; each component's own come with the modules that use it
// (vite-plugins/mantine-css.ts), in `@layer mantine` under our CSS.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { readEmbeddedInitialData, seedQueryClient } from './app/initial-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createTrpcClient } from './lib/trpc';
import { isAppPath } from '../shared/site/app-paths';

/**
 * The app's entry (chats, billing pages, shared chats). In production the server sends the public
 * pages with their own entry (site-main.tsx); Vite's dev server answers every path with index.html,
 * so there this entry hands them over.
 */
if (import.meta.env.DEV && !isAppPath(window.location.pathname)) void import('./site-main');
else startApp();

function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // The agent catalogue and app config the server embedded: the first render shows them (as the
  // pre-rendered markup does) instead of placeholders that a fetch would swap later.
  const queryClient = createQueryClient();
  const initialData = readEmbeddedInitialData(document);
  if (initialData) seedQueryClient(queryClient, initialData);

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders clients={{ query: queryClient, trpc: createTrpcClient() }}>
        <AppRoot>
          <RouterProvider router={router} />
        </AppRoot>
      </AppProviders>
    </StrictMode>
  );

  /** Resolves once the router has the page's lazy route modules and its loader data. */
  function initialized(dataRouter: DataRouter): Promise<void> {
    return new Promise((resolve) => {
      if (dataRouter.state.initialized) return resolve();
      const stop = dataRouter.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }

  if (container.firstElementChild) {
    // The server pre-rendered this page (src/client/entry-server.tsx). Hydrate only once the route's
    // code and data are here, so the first render is the server's markup (no loader flash). The
    // router loads them itself rather than taking hydration data: that keeps its scroll restoration
    // on reload exactly as in a client-rendered start. A chat's markup is a shell (`data-shell`:
    // signed out, default sidebar), painted while the code loads and then replaced, not hydrated:
    // the visitor's own state (cached user, folded sidebar) may differ from it.
    const shell = container.hasAttribute('data-shell');
    void initialized(router).then(() => {
      if (shell || router.state.errors) createRoot(container).render(app);
      else hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydrate]', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
