import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { errorText } from '../../src/shared/errors';
import { ChatPage } from './pages/chat-page';
import { localStorageJson, MOBILE, openPage } from './support/browser';
import { useE2eApp, type TestServer } from './support/app';
import { expectText } from './support/wait';

let server: TestServer;
let browser: Browser;
// Behind a trusted proxy, so each test speaks from an address of its own (the guest limit is per address).
useE2eApp(
  (s, b) => {
    server = s;
    browser = b;
  },
  { server: () => ({ config: { trustProxy: true } }) },
);

/** SPEC §4's per-address cap: 30 guests an hour. Made through the API from the visitor's address. */
async function useUpGuestLimit(page: import('playwright-core').Page): Promise<void> {
  const statuses = await page.evaluate(async () => {
    const made: number[] = [];
    for (let i = 0; i < 31; i++) made.push((await fetch('/api/auth/temporary', { method: 'POST', credentials: 'omit' })).status);
    return made;
  });
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
}

describe('the guest is made by the first action that needs one', () => {
  test('phone: a first-time visitor sends from /chat; one guest is made then and the reply arrives', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url, { viewport: MOBILE });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.10' });
    await page.goto('/chat/chat-advisor');
    await page.getByTestId('agent-intro').waitFor();
    await page.waitForLoadState('networkidle');
    expect(procedures).not.toContain('auth.createGuest');
    // The Markdown renderer is fetched for the first reply, not for the page view.
    const loadedMarkdown = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/markdown-renderer-')));
    expect(await loadedMarkdown()).toBe(false);
    const chat = new ChatPage(page, true);
    await chat.send('My friend cancelled on me three times. How do I bring it up?');
    await page.waitForURL(/\/chat\/chat-advisor\/[0-9a-f-]{36}$/);
    await chat.waitForLastReply();
    expect(await loadedMarkdown()).toBe(true);
    expect(procedures.filter((p) => p === 'auth.createGuest')).toHaveLength(1);
    expect((await localStorageJson<{ is_temporary: boolean }>(page, 'user_info'))?.is_temporary).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("when this address may make no more guests, the send says so and keeps the draft; memory says so too", async () => {
    const { page, context } = await openPage(browser, server.url);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.20' });
    await page.goto('/chat/chat-advisor');
    await page.getByTestId('agent-intro').waitFor();
    await useUpGuestLimit(page);

    const chat = new ChatPage(page, false);
    const text = 'Should I text my ex back?';
    await chat.send(text);
    await expectText(chat.sendError, errorText('common.rate_limited'));
    expect(await chat.input.inputValue()).toBe(text);
    expect(page.url()).toMatch(/\/chat\/chat-advisor$/);

    await page.goto('/chat/memory');
    await expectText(page.getByTestId('session-error'), errorText('common.rate_limited'));
    await context.close();
  });
});
