/**
 * React on a public page: the page's code and content, its providers, and hydrating the server's
 * pre-rendered markup (or rendering it, without markup). Loaded by the page's starter
 * (site-main.tsx) on the visitor's first intent, or at once when the page needs React at load
 * (app/site/hydration-start.ts). The app's router, query cache and tRPC client are not here
 * (main.tsx is the app's entry); links load their target, and dialogs and API actions load the app
 * layer when first needed (app/site/app-layer-host.tsx).
 */
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasKeptMain } from './components/server-markup';
import { loadSiteData } from './app/site/site-data';
import { loadSitePage } from './app/site/site-pages';
import { SiteRoot } from './app/site/site-root';

/**
 * Hydrates the page once its code and content are here, so the first render is the server's markup;
 * resolves once React has committed it (its effects have run). `beforeReact` runs right before
 * React starts listening to the page's events.
 */
export async function hydrateSite(root: HTMLElement, beforeReact: () => void): Promise<void> {
  const [data, content] = await Promise.all([loadSiteData(document), loadSitePage(window.location.pathname, { keptMain: hasKeptMain(root) })]);
  await new Promise<void>((committed) => {
    const page = (
      <StrictMode>
        <SiteRoot data={data}>{content}</SiteRoot>
        <OnCommit done={committed} />
      </StrictMode>
    );
    beforeReact();
    if (root.firstElementChild) hydrateRoot(root, page, { onRecoverableError: (error) => console.error('[hydrate]', error) });
    else createRoot(root).render(page);
  });
}

/** Renders nothing; its effect runs after every effect of the page before it (the tree's order). */
function OnCommit({ done }: { done: () => void }) {
  useEffect(() => done(), [done]);
  return null;
}
