import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { useE2eApp, type TestServer } from './support/app';
import { expectAttribute, expectText } from './support/wait';
import { MOBILE, openPage } from './support/browser';

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

describe('chat shell', () => {
  test('an unknown agent slug falls back to Chat Advisor', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/chat/no-such-advisor');
    await expectText(page.getByTestId('agent-intro-name'), 'Chat Advisor');
    expect(await page.getByTestId('agent-intro').locator('img').getAttribute('src')).toBe('/agents/chat-advisor.svg');
    await expectText(page.getByTestId('header-title'), 'Chat Advisor');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the sidebar lists the other advisors, shows the guest at the bottom, and remembers collapsing', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/chat');
    await expectText(page.getByTestId('agent-intro-name'), 'Chat Advisor');
    const sidebar = page.getByTestId('app-sidebar');
    await sidebar.getByTestId('sidebar-agent-opening-lines-helper').waitFor();
    expect(await sidebar.locator('[data-testid^="sidebar-agent-"]').count()).toBe(11);
    await expectText(page.getByTestId('sidebar-user-name'), 'Guest');

    await sidebar.getByTestId('sidebar-agent-opening-lines-helper').click();
    await page.waitForURL('**/chat/opening-lines-helper');
    await expectText(page.getByTestId('agent-intro-name'), 'Opening Lines Helper');

    await page.getByTestId('sidebar-toggle').click();
    await expectAttribute(sidebar, 'data-collapsed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('collapsed');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await page.getByTestId('agent-intro').waitFor();
    await expectAttribute(page.getByTestId('app-sidebar'), 'data-collapsed', 'true');
    await page.getByTestId('sidebar-toggle').click();
    await expectAttribute(page.getByTestId('app-sidebar'), 'data-collapsed', null);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a simulator agent's painted toolbar stays when the app takes over; other chats do not preload it", async () => {
    // The server paints the toolbar and preloads its chunk (it is not part of other chats' first load).
    const html = await (await fetch(`${server.url}/chat/date-success-coach`)).text();
    expect(html).toContain('data-testid="simulator-toolbar"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/simulator-toolbar-[^"]+\.js"/);
    expect(await (await fetch(`${server.url}/chat/chat-advisor`)).text()).not.toContain('simulator-toolbar');

    const { page, errors, context } = await openPage(browser, server.url);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/chat/date-success-coach');
    // The app has replaced the shell once it focuses the input (desktop).
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'chat-input');
    await page.getByTestId('simulator-toggle').waitFor();
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('an unknown route shows the NotFound page', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404); // a real 404 (src/server/http/seo); the client renders NotFound
    await page.getByTestId('not-found').waitFor();
    await expectText(page.getByRole('heading', { level: 1 }), 'Page not found');
    await page.getByTestId('not-found-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('advisor-grid').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a phone (390×844) gets the mobile header, a drawer sidebar and a new-chat button', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    await page.goto('/chat/date-success-coach');
    await page.getByTestId('agent-intro').waitFor();
    await expectAttribute(page.getByTestId('app-header'), 'data-tier', 'mobile');
    await expectText(page.getByTestId('header-mobile-title'), 'Date Success Coach');
    expect(await page.getByTestId('header-title').count()).toBe(0);
    expect(await page.getByTestId('app-sidebar').count()).toBe(0); // no docked sidebar on phones
    await page.screenshot({ path: '/tmp/e2e-chat-mobile.png' });

    expect(await page.getByTestId('offline-badge').isVisible()).toBe(false); // no room in the header
    await page.getByTestId('header-open-sidebar').click();
    const drawerItem = page.getByTestId('sidebar-agent-message-decoder');
    await drawerItem.waitFor();
    await expectText(page.getByTestId('app-sidebar').getByTestId('offline-badge'), 'Offline advisor');
    await drawerItem.click();
    await page.waitForURL('**/chat/message-decoder');
    await expectText(page.getByTestId('header-mobile-title'), 'Message Decoder');
    await page.getByTestId('app-sidebar').waitFor({ state: 'detached' });

    await page.getByTestId('header-new-chat').click();
    await page.waitForURL('**/chat/chat-advisor');
    await expectText(page.getByTestId('agent-intro-name'), 'Chat Advisor');
    expect(errors).toEqual([]);
    await context.close();
  });
});
