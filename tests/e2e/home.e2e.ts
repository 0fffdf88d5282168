import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { useE2eApp, type TestServer } from './support/app';
import { ACTIVE_AGENT_SLUGS } from '../../src/shared/agent-slugs';
import { expectAttribute, expectText } from './support/wait';
import { localStorageJson, openPage } from './support/browser';
import { ChatPage } from './pages/chat-page';

type CachedUser = { id: string; is_temporary: boolean; token: string | null };

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

describe('home', () => {
  test('shows the tagline and the 12 advisor cards; a card opens its chat with the agent intro', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    await expect(page.getByTestId('home-tagline').textContent()).resolves.toContain('conversation');

    const cards = page.locator('[data-testid^="agent-card-"][href]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(ACTIVE_AGENT_SLUGS.map((slug) => `/chat/${slug}`));
    // Each card shows its avatar, name and description.
    const decoder = page.getByTestId('agent-card-message-decoder');
    await expectText(decoder.getByTestId('agent-card-name'), 'Message Decoder');
    expect((await decoder.getByTestId('agent-card-description').textContent())?.length).toBeGreaterThan(20);
    expect(await decoder.locator('img').getAttribute('src')).toBe('/agents/message-decoder.svg');

    await decoder.click();
    await page.waitForURL('**/chat/message-decoder');
    await expectText(page.getByTestId('agent-intro-name'), 'Message Decoder');
    expect((await page.getByTestId('agent-intro-guide').locator('strong').count()) > 0).toBe(true);
    await expectText(page.getByTestId('header-title'), 'Message Decoder');

    await page.goto('/');
    await page.getByTestId('advisor-grid').waitFor();
    await page.screenshot({ path: '/tmp/e2e-home.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('page views make no guest and no 401; the first send does, cached as user_info and kept across reloads', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url);
    for (const path of ['/', '/privacy-policy', '/chat/love-signals-detector', '/chat/chat-advisor']) {
      await page.goto(path);
      await page.getByTestId('header-signin').waitFor();
      await page.waitForLoadState('networkidle');
      // Every answer the page fetched, read from the browser's own resource timings.
      const statuses = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => e.responseStatus),
      );
      expect(statuses.filter((status) => status >= 400)).toEqual([]);
    }
    expect(procedures.filter((p) => p === 'auth.createGuest')).toEqual([]);
    expect(procedures.filter((p) => p === 'auth.status')).toEqual([]);
    expect(procedures.filter((p) => p === 'auth.session').length).toBeGreaterThan(0);
    expect(await localStorageJson<CachedUser>(page, 'user_info')).toBeNull();
    expect(await context.cookies()).toEqual([]);

    // A first-time visitor's send: the guest is made then, and the reply arrives.
    const chat = new ChatPage(page, false);
    await chat.send('She replied "k" to my long message. What now?');
    await page.waitForURL(/\/chat\/chat-advisor\/[0-9a-f-]{36}$/);
    await chat.waitForLastReply();
    expect(procedures.filter((p) => p === 'auth.createGuest')).toHaveLength(1);
    const guest = await localStorageJson<CachedUser>(page, 'user_info');
    expect(guest?.is_temporary).toBe(true);
    expect(guest?.token).toBeNull(); // the session token lives only in the HttpOnly cookie
    expect((await context.cookies()).some((c) => c.httpOnly)).toBe(true);

    await page.reload();
    await page.getByTestId('header-signin').waitFor();
    await page.waitForLoadState('networkidle');
    expect(procedures.filter((p) => p === 'auth.createGuest')).toHaveLength(1);
    expect((await localStorageJson<CachedUser>(page, 'user_info'))?.id).toBe(guest?.id as string);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the home input hands the message to the default agent through sessionStorage', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    const input = page.getByTestId('home-input');
    await expect(input.getAttribute('placeholder')).resolves.toBe("Need advice? I'm here...");
    expect(await page.getByTestId('home-submit').isDisabled()).toBe(true);
    await input.fill('She replied "k" to my long message. What now?');
    await input.press('Enter');
    await page.waitForURL('**/chat/chat-advisor');
    const pending = await page.evaluate(() => sessionStorage.getItem('pending_message'));
    expect(pending).toBe('She replied "k" to my long message. What now?');
    await expectText(page.getByTestId('agent-intro-name'), 'Chat Advisor');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the offline advisor is labelled, and the footer links to the privacy policy and terms', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    await expectText(page.getByTestId('offline-badge'), 'Offline advisor');

    await page.getByTestId('footer-privacy').click();
    await page.waitForURL('**/privacy-policy');
    const privacy = (await page.getByTestId('legal-page').textContent()) ?? '';
    for (const word of ['Chats', 'Memory', 'uploads', 'Deleting your data']) expect(privacy).toContain(word);

    await page.getByTestId('footer-terms').click();
    await page.waitForURL('**/terms-of-use');
    await expectText(page.getByRole('heading', { level: 1 }), 'Terms of Use');
    expect(errors).toEqual([]);
    await context.close();
  });
});
