/**
 * The public pages' entry (home, landing pages, posts, pricing, legal pages, 404): a small starter.
 * The server's pre-rendered markup is the page; React, react-dom and the page's code
 * (site-hydrate.tsx, prefetched by the page's head) run on the visitor's first intent — a pointer
 * over the page or down, a touch, focus, a key — or at once when the page needs React at load: a
 * signed-in visitor, no server markup, dev (app/site/hydration-start.ts). A reader who only reads
 * runs no React (docs/decisions.md, "Public site: its own entry").
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles/global.css';
import { holdEarlyInput, onFirstIntent } from './app/site/deferred-hydration';
import { hydrateAtLoadReason } from './app/site/hydration-start';
import { loadSiteSession, siteSession, subscribeSiteSession } from './app/site/site-session-store';
import { trackPageView } from './lib/analytics';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const root = container;

loadSiteSession();
trackPageView(window.location.pathname + window.location.search);

const early = holdEarlyInput(root);
let stopWaiting = () => {};
let started = false;

/** Loads React and the page and hydrates it, once. Marks `site:hydrate` and `site:hydrated` (the e2e tests read them). */
function hydrate(trigger: string): void {
  if (started) return;
  started = true;
  stopWaiting();
  performance.mark('site:hydrate', { detail: trigger });
  import('./site-hydrate')
    .then(({ hydrateSite }) => hydrateSite(root, early.stopHolding))
    .then(
      () => {
        performance.mark('site:hydrated');
        // After the next frame: state the page's effects set at mount (the ask box's typed text) has rendered.
        requestAnimationFrame(() => setTimeout(early.replay, 0));
      },
      // Without its data (the API unreachable) the page stays as the server wrote it: readable, not interactive.
      (err: unknown) => {
        early.stopHolding();
        console.error('[site] the page could not start', err);
      },
    );
}

const reason = hydrateAtLoadReason({ hasServerMarkup: root.firstElementChild !== null, dev: import.meta.env.DEV, signedIn: Boolean(siteSession().user) });
if (reason) hydrate(reason);
else {
  const stopIntent = onFirstIntent(document, (event) => hydrate(event.type));
  // The session answer names a user (no cache here yet): the header must show the account.
  const stopSession = subscribeSiteSession(() => {
    if (siteSession().user) hydrate('signed-in');
  });
  stopWaiting = () => {
    stopIntent();
    stopSession();
  };
  performance.mark('site:awaiting-intent');
}
