import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Agent } from '../../src/shared/schemas/agent';
import { BLOG_POSTS } from '../../src/shared/site/blog/catalog';
import { ALL_USE_CASES } from '../../src/shared/site/use-cases/all';
import { LoginDialogPage } from './pages/login-dialog';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, hydratePublicPage, MOBILE, openPage } from './support/browser';
import { waitForLoginCode } from './support/login-code';

/**
 * The public pages arrive pre-rendered by the server and React hydrates them: the first paint is
 * the real page (in the visitor's colour scheme), hydration keeps the server's elements and meets
 * no mismatch — first visit, returning guest, signed in, light and dark, desktop and phone — and
 * the page responds once hydrated.
 */

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

const PAGES = [
  '/',
  `/use-case/${ALL_USE_CASES[0]?.slug}`,
  '/blog',
  `/blog/${BLOG_POSTS[0]?.slug}`,
  '/tools',
  '/extension/intro',
  '/price',
  '/privacy-policy',
  '/terms-of-use',
  '/no-such-page',
];

/**
 * Before any script of the page: at DOMContentLoaded (the app's module has run, but it hydrates
 * only after loading the route) note the server's H1 and the colour scheme on <html>.
 */
const NOTE_SERVER_MARKUP = `
  document.addEventListener('DOMContentLoaded', () => {
    window.__serverH1 = document.querySelector('#root h1');
    window.__serverFooter = document.querySelector('#root footer');
    window.__schemeBeforeApp = document.documentElement.getAttribute('data-mantine-color-scheme');
  });
`;

/** Opens a page and answers what the server sent and whether hydration kept it. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // A fresh visitor's page hydrates on the first intent: given here (a key press), as a reader would.
  await hydratePublicPage(page);
  // Hydration (and a mismatch, if any) is over once the page's requests have settled.
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __serverH1: Element | null; __serverFooter: Element | null; __schemeBeforeApp: string | null };
    const footer = document.querySelector('#root footer');
    return {
      serverH1: w.__serverH1?.textContent ?? null,
      kept: w.__serverH1 !== null && document.querySelector('#root h1') === w.__serverH1,
      // The footer (and a post's text, the 404 body) stay as the server wrote them, without their code
      // (src/client/components/server-markup.tsx).
      footerKept: footer !== null && footer === w.__serverFooter && footer.querySelectorAll('a[href]').length >= 8,
      // Fetched by a script (an import), not prefetched with the chat's code while the browser is idle.
      keptCodeImported: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.initiatorType !== 'link' && /\/assets\/(site-footer|blog-article|not-found-content|blog-index-content|extension-intro-content|advisor-grid-cards)-[\w-]{8}\.js$/.test(r.name))
        .map((r) => `${r.initiatorType} ${r.name}`),
      schemeBeforeApp: w.__schemeBeforeApp,
    };
  });
  return { status: response?.status(), ...seen };
}

async function visitAll(page: Page, scheme: 'light' | 'dark') {
  for (const path of PAGES) {
    const seen = await visit(page, path);
    expect([path, seen.status]).toEqual([path, path === '/no-such-page' ? 404 : 200]);
    expect([path, seen.serverH1 !== null && seen.serverH1.length > 0, seen.kept, seen.schemeBeforeApp]).toEqual([path, true, true, scheme]);
    expect([path, seen.footerKept, seen.keptCodeImported]).toEqual([path, true, []]);
  }
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every pre-rendered page hydrates without a mismatch, first visit and as a returning guest (${size}, ${scheme})`, async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport, colorScheme: scheme });
      await page.addInitScript(NOTE_SERVER_MARKUP);
      await visitAll(page, scheme);
      // Page views make no guest; a guest (made by an action: here the API directly) is cached in
      // localStorage by the first page view after it, so the other pages hydrate as a returning guest.
      expect(await page.evaluate(() => localStorage.getItem('user_info'))).toBeNull();
      expect(await page.evaluate(async () => (await fetch('/api/auth/temporary', { method: 'POST' })).status)).toBe(200);
      await visitAll(page, scheme);
      expect(await page.evaluate(() => localStorage.getItem('user_info'))).not.toBeNull();
      await page.getByTestId('header-signin').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

describe('a hydrated page responds', () => {
  test('home: typing into the pre-rendered box and sending opens the chat with the question', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    await page.getByTestId('home-input').fill('She answered my long message with just "ok". What now?');
    await page.getByTestId('home-submit').click();
    await page.waitForURL(/\/chat\/chat-advisor\/[0-9a-f-]{36}$/);
    await page.getByTestId('user-text').filter({ hasText: 'just "ok"' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the header: the theme switch (kept for the next pre-rendered page), the phone menu, and signing in', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    await page.addInitScript(NOTE_SERVER_MARKUP);
    await page.goto('/tools');
    await page.getByTestId('color-scheme-toggle').click();
    // The first click also starts hydration (src/client/site-main.tsx): it acts once React is there.
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    // The stored choice applies before the app runs on the next page, and the switch says so once hydrated.
    expect((await visit(page, '/blog')).schemeBeforeApp).toBe('dark');
    expect(await page.getByTestId('color-scheme-toggle').getAttribute('aria-label')).toBe('Switch to light mode');

    await page.getByTestId('site-nav-toggle').click();
    await page.getByTestId('site-nav-panel').waitFor();

    const email = `pre-render-${Date.now()}@example.com`;
    const login = new LoginDialogPage(page);
    await login.openFromHeader();
    await login.submitEmail(email);
    await login.verify(await waitForLoginCode(server, email));
    await page.getByTestId('header-logout').waitFor();
    // Signed in and cached: every pre-rendered page still hydrates cleanly, then shows the account.
    await visitAll(page, 'dark');
    await page.getByTestId('header-logout').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Before the app runs (DOMContentLoaded) note the server's advisor grid, and watch for its loading
 * skeleton ever entering the page.
 */
const WATCH_ADVISOR_GRID = `
  window.__skeletonSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="advisor-grid-loading"]')) window.__skeletonSeen = true;
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.__serverGrid = document.querySelector('#root [data-testid="advisor-grid"]');
    window.__serverCards = document.querySelectorAll('#root [data-testid="advisor-grid"] > a').length;
  });
`;

describe('the data a page shows comes with it', () => {
  test('home: every advisor card is in the server HTML and stays through hydration; no skeleton, no catalogue fetch', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url);
    const agents = ((await (await page.request.get('/api/agent')).json()) as { result: Agent[] }).result;
    const serverHtml = await (await page.request.get('/')).text();
    for (const agent of agents) expect(serverHtml).toContain(`data-testid="agent-card-${agent.slug}"`);

    await page.addInitScript(WATCH_ADVISOR_GRID);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __serverGrid: Element | null; __serverCards: number; __skeletonSeen: boolean };
      return {
        serverCards: w.__serverCards,
        kept: w.__serverGrid !== null && document.querySelector('[data-testid="advisor-grid"]') === w.__serverGrid,
        cards: document.querySelectorAll('[data-testid="advisor-grid"] > a').length,
        skeletonSeen: w.__skeletonSeen,
      };
    });
    expect(seen).toEqual({ serverCards: agents.length, kept: true, cards: agents.length, skeletonSeen: false });
    // The catalogue and the config came with the page: the browser never asked for them.
    expect(procedures.filter((p) => p === 'agent.list' || p === 'meta.config')).toEqual([]);
    await page.getByTestId(`agent-card-${agents[1]?.slug}`).click();
    await page.waitForURL(new RegExp(`/chat/${agents[1]?.slug}`));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a chat screen (client-rendered) starts from the embedded catalogue too', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url);
    await page.goto('/chat/message-decoder');
    await page.getByTestId('agent-intro-name').filter({ hasText: 'Message Decoder' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(procedures.filter((p) => p === 'agent.list' || p === 'meta.config')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
