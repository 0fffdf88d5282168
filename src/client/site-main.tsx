/**
 * The public pages' entry (home, landing pages, posts, pricing, legal pages, 404): React, Mantine and
 * the page, hydrating the server's pre-rendered markup. The app's router, query cache and tRPC
 * client are not here (main.tsx is the app's entry); links from these pages load their target, and
 * dialogs and API actions load the app layer when first needed (app/site/app-layer-host.tsx).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasKeptMain } from './components/server-markup';
import { loadSiteData } from './app/site/site-data';
import { loadSitePage } from './app/site/site-pages';
import { SiteRoot } from './app/site/site-root';
import { loadSiteSession } from './app/site/site-session';
import { trackPageView } from './lib/analytics';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const root = container;

loadSiteSession();
trackPageView(window.location.pathname + window.location.search);

// Hydrate once the page's code and content are here, so the first render is the server's markup.
void Promise.all([loadSiteData(document), loadSitePage(window.location.pathname, { keptMain: hasKeptMain(root) })]).then(
  ([data, content]) => {
    const page = (
      <StrictMode>
        <SiteRoot data={data}>{content}</SiteRoot>
      </StrictMode>
    );
    if (root.firstElementChild) hydrateRoot(root, page, { onRecoverableError: (error) => console.error('[hydrate]', error) });
    else createRoot(root).render(page);
  },
  // Without its data (the API unreachable) the page stays as the server wrote it: readable, not interactive.
  (err: unknown) => console.error('[site] the page could not start', err),
);
