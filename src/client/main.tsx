// Mantine's base styles; each component's own come with the modules that use it
// (vite-plugins/mantine-css.ts), in `@layer mantine` under our CSS.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppRoot } from './app/app-root';
import { readEmbeddedInitialData, seedQueryClient } from './app/initial-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { trackAppPageView } from './app/root-layout';
import { AppRoutes, preloadRoutes } from './app/router';
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

  trackAppPageView(window.location);
  const app = (
    <StrictMode>
      <AppProviders clients={{ query: queryClient, trpc: createTrpcClient() }}>
        <AppRoot>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppRoot>
      </AppProviders>
    </StrictMode>
  );

  if (container.firstElementChild) {
    // The server pre-rendered this page (src/client/entry-server.tsx). Render only once the route's
    // code is here, so the first render is the server's markup (no loader flash). A chat's markup is
    // a shell (`data-shell`: signed out, default sidebar), painted while the code loads and then
    // replaced, not hydrated: the visitor's own state (cached user, folded sidebar) may differ from it.
    const shell = container.hasAttribute('data-shell');
    void preloadRoutes(window.location.pathname).then((loaded) => {
      if (shell || !loaded) createRoot(container).render(app);
      else hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydrate]', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
