import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium (STACK-NOTES §6); quiet flags keep runs deterministic and offline. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const DESKTOP = { width: 1280, height: 860 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (expected to stay empty). */
  errors: string[];
  /** tRPC procedure paths requested so far, e.g. `auth.createGuest`. */
  procedures: string[];
};

/** A fresh browser context (no cookies, no storage) with one page on the app. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    isMobile: options.viewport === MOBILE,
    hasTouch: options.viewport === MOBILE,
  });
  // Closing a context while responses are still arriving races playwright's object bookkeeping
  // ("Cannot find parent object request@…"): let the network settle first.
  const closeNow = context.close.bind(context);
  context.close = async (options) => {
    for (const open of context.pages()) await open.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    return closeNow(options);
  };
  const procedures: string[] = [];
  await recordTrpcCalls(context, procedures);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // The browser logs every 4xx answer (401 = no session yet, 400 = wrong code …) as a failed
    // resource; those are expected API answers. Page errors and 5xx still count.
    const expectedAnswer = /Failed to load resource: the server responded with a status of 4\d\d/;
    if (msg.type() === 'error' && !expectedAnswer.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors, procedures };
}

/**
 * Records the tRPC procedures the page calls, from inside the page (its fetch) through a binding,
 * not from playwright's network events: listening to `request` makes the driver send an object per
 * request and response, and one arriving for a context that is closing fails the run with
 * "Cannot find parent object request@…" / "Object with guid … was not bound" (a playwright race).
 */
async function recordTrpcCalls(context: BrowserContext, procedures: string[]): Promise<void> {
  await context.exposeBinding('__e2eTrpcCall', (_source, path: string) => {
    procedures.push(...path.split(','));
  });
  await context.addInitScript(() => {
    const send = window.fetch;
    window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(href, location.href).pathname;
      const record = (window as unknown as { __e2eTrpcCall?: (p: string) => void }).__e2eTrpcCall;
      if (path.startsWith('/trpc/') && record) void record(path.slice('/trpc/'.length));
      return send.call(this, input, init);
    } as typeof fetch;
  });
}

/**
 * Public pages arrive pre-rendered: their buttons are on screen a moment before React hydrates
 * them. After `goto`/`reload` (which wait for the load event), also wait until the app has taken
 * over its root — from then on React replays early input — or, on a public page that hydrates on the
 * visitor's first intent (src/client/site-main.tsx), until its starter waits for that intent: from
 * then on a click starts hydration and is dispatched again once React listens.
 */
function waitForAppOnLoad(page: Page): void {
  const appTookOver = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      if (performance.getEntriesByName('site:awaiting-intent').length > 0) return true;
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appTookOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appTookOver();
    return response;
  };
}

export async function localStorageJson<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/**
 * A public page hydrates on the visitor's first intent (src/client/site-main.tsx): a key press that
 * does nothing (Shift) gives it, and this resolves once the page is hydrated (at once for a page that
 * hydrated at load). Returns the time from that intent to hydrated, in ms (null: hydrated at load).
 */
export async function hydratePublicPage(page: Page): Promise<number | null> {
  await page.keyboard.press('Shift');
  return page.evaluate(async () => {
    while (performance.getEntriesByName('site:hydrated').length === 0) await new Promise((r) => setTimeout(r, 10));
    const start = performance.getEntriesByName('site:hydrate')[0] as PerformanceMark | undefined;
    const end = performance.getEntriesByName('site:hydrated')[0] as PerformanceMark;
    return start && start.detail !== 'signed-in' && start.detail !== 'client-render' && start.detail !== 'dev' ? end.startTime - start.startTime : null;
  });
}
