import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { ALL_USE_CASES } from '../../src/shared/site/use-cases/all';
import { LoginDialogPage } from './pages/login-dialog';
import { useE2eApp, type TestServer } from './support/app';
import { MOBILE, openPage } from './support/browser';

/**
 * A fresh visitor's public page runs no React at load (src/client/site-main.tsx): its code is
 * prefetched, and React hydrates on the first pointer, touch, focus or key. Nothing the visitor does
 * in that moment is lost — a fast click on 'Sign in', the theme switch or the phone menu acts, typed
 * text stays, Tab then Enter works — and a signed-in visitor's page hydrates at once.
 */

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

/** What has run on the page: the starter's marks and whether React owns the root. */
function hydration(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const start = performance.getEntriesByName('site:hydrate')[0] as PerformanceMark | undefined;
    const end = performance.getEntriesByName('site:hydrated')[0];
    return {
      awaitingIntent: performance.getEntriesByName('site:awaiting-intent').length > 0,
      trigger: (start?.detail as string | undefined) ?? null,
      reactOwnsRoot: root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
      msToHydrated: start && end ? Math.round(end.startTime - start.startTime) : null,
      reactDomExecuted: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((r) => r.initiatorType === 'script' && /react-dom-/.test(r.name)),
      reactDomPrefetched: document.querySelector('link[rel="prefetch"][href*="/assets/react-dom-"]') !== null,
      // The starter's own imports are modulepreloaded (Vite); React and the page's code are not.
      reactModulepreloaded: document.querySelector('link[rel="modulepreload"][href*="/assets/react-dom-"], link[rel="modulepreload"][href*="/assets/site-hydrate-"]') !== null,
    };
  });
}

/** Logs the time from the first intent to hydrated (docs/decisions.md quotes it) and returns it. */
async function timed(page: Page, what: string): Promise<number | null> {
  const ms = (await hydration(page)).msToHydrated;
  console.log(`  intent → hydrated (${what}): ${ms} ms`);
  return ms;
}

describe('a fresh visitor', () => {
  test('reads with no React run: its code is prefetched, not loaded; a key press hydrates', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const atLoad = await hydration(page);
    expect(atLoad).toMatchObject({ awaitingIntent: true, trigger: null, reactOwnsRoot: false, reactDomExecuted: false, reactDomPrefetched: true, reactModulepreloaded: false });
    // The header reads as it will: 'Sign in' is there (no placeholder waiting for React).
    expect(await page.getByTestId('header-signin').isVisible()).toBe(true);
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
    expect(await hydration(page)).toMatchObject({ trigger: 'keydown', reactOwnsRoot: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a click on 'Sign in' at once opens the dialog", async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/price');
    expect((await hydration(page)).trigger).toBeNull();
    await page.getByTestId('header-signin').click();
    await new LoginDialogPage(page).title.waitFor();
    expect((await hydration(page)).trigger).toBe('pointerover');
    await timed(page, "desktop, 'Sign in'");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("home: what is typed before React keeps every character, and Enter at once sends it", async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    const question = 'my friend left me on read for 3 days, what should i say?';
    const input = page.getByTestId('home-input');
    await input.pressSequentially(question);
    // Enter at once: held while React loads (natively it would add a line), then it sends.
    expect(await input.inputValue()).toBe(question);
    await input.press('Enter');
    await page.waitForURL(/\/chat\/chat-advisor\/[0-9a-f-]{36}$/);
    // Every character arrived: the chat shows the whole question.
    expect(await page.getByTestId('user-text').first().textContent()).toBe(question);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the theme switch clicked at once switches once', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/blog');
    await page.getByTestId('color-scheme-toggle').click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    expect(await page.getByTestId('color-scheme-toggle').getAttribute('aria-label')).toBe('Switch to light mode');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('phone: a tap on the menu at once opens it; a tap on a landing page CTA opens its advisor', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    await page.goto(`/use-case/${ALL_USE_CASES[0]?.slug}`);
    await page.getByTestId('site-nav-toggle').tap();
    await page.getByTestId('site-nav-panel').waitFor();
    // A touch's first event is its pointerover (then pointerdown, touchstart).
    expect((await hydration(page)).trigger).toBe('pointerover');
    await timed(page, 'phone, menu tap');

    await page.goto(`/use-case/${ALL_USE_CASES[0]?.slug}`);
    await page.locator('main button[data-ask-text]').first().tap();
    await page.waitForURL(/\/chat\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the keyboard: Tab to 'Sign in', Enter opens the dialog", async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/tools');
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'header-signin')) break;
    }
    await page.keyboard.press('Enter');
    await new LoginDialogPage(page).title.waitFor();
    expect((await hydration(page)).trigger).toBe('keydown');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a page that needs React at load', () => {
  test('a visitor with a session hydrates at once, on the session answer and then from the cache', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/privacy-policy');
    // A guest made by an action (here the API directly): the next page's session answer names it.
    expect(await page.evaluate(async () => (await fetch('/api/auth/temporary', { method: 'POST' })).status)).toBe(200);
    await page.goto('/blog');
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
    expect(await hydration(page)).toMatchObject({ trigger: 'signed-in', reactOwnsRoot: true });
    expect(await page.evaluate(() => localStorage.getItem('user_info'))).not.toBeNull();
    // Cached: this page decides at once, before any answer.
    await page.goto('/price');
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
    expect(await hydration(page)).toMatchObject({ awaitingIntent: false, trigger: 'signed-in', reactOwnsRoot: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
