import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectText, textWhen } from './support/wait';

/**
 * Keyboard and screen-reader use of the chat (issue 26): the input has focus on load (desktop), a
 * skip link leads to it, focus stays in it after the first message of a new chat; each completed
 * reply is announced once in a log (not every token); the login dialog is named by its title, adds
 * no second banner and hands focus back to 'Sign in' on Esc.
 */
let server: TestServer;
let browser: Browser;
// Words at 30 ms: the test checks the log while the reply streams, so the stream must outlast the
// navigation to the chat's page on a loaded machine (at 5 ms a reply could end before it was seen).
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { paceMs: 30 });

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

async function focusedWhen(page: Page, testId: string): Promise<string | null> {
  const deadline = Date.now() + 5_000;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await focusedTestId(page);
    if (last === testId) return last;
    await Bun.sleep(50);
  }
  return last;
}

describe('keyboard and screen readers (desktop)', () => {
  test('focus on load, a skip link, focus kept after the first message; the completed reply is announced once', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    expect(await focusedWhen(page, 'chat-input')).toBe('chat-input');

    // The skip link is the first stop of the Tab order; hidden until focused, it leads to the input.
    const firstTabStop = await page.evaluate(() => {
      const stops = document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, [tabindex]:not([tabindex="-1"])');
      return Array.from(stops).find((el) => el.tabIndex >= 0)?.getAttribute('data-testid');
    });
    expect(firstTabStop).toBe('skip-link');
    const skip = page.getByTestId('skip-link');
    expect((await skip.boundingBox())!.y).toBeLessThan(0); // off screen until focused
    await skip.focus();
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await expectText(skip, 'Skip to the message box');
    await page.keyboard.press('Enter');
    expect(await focusedWhen(page, 'chat-input')).toBe('chat-input');

    // The first message opens the chat's own page: focus stays in the input.
    await page.keyboard.type('How do I keep a conversation going with my crush?');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chat\/[^/]+\/[0-9a-f-]{36}$/);
    await chat.waitForReplyStreaming();
    expect(await focusedWhen(page, 'chat-input')).toBe('chat-input');

    // The log says nothing while the reply streams, then the whole reply once, as plain text.
    const log = page.getByRole('log');
    expect(await log.count()).toBe(1);
    expect(((await log.textContent()) ?? '').trim()).toBe('');
    await chat.waitForLastReply('completed');
    const announced = await textWhen(log.locator('p'), /\S{20,}/);
    expect(await log.locator('p').count()).toBe(1);
    expect(announced).not.toContain('**');
    const reply = await chat.replyText();
    expect(reply.replace(/\*\*/g, '').startsWith(announced.replace(/\s+/g, ' ').slice(0, 40))).toBe(true);
    // No region stays busy once the reply is done.
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`login dialog for assistive technology (${size})`, () => {
    test('named by its title, one banner, Esc hands focus back to Sign in', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      const login = new LoginDialogPage(page);
      await page.getByTestId('header-signin').focus();
      await page.keyboard.press('Enter');
      await login.title.waitFor();
      await page.getByRole('dialog', { name: 'Sign in to the product' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      await page.waitForTimeout(300); // the open transition
      await page.keyboard.press('Escape');
      await login.dialog.waitFor({ state: 'detached' });
      expect(await focusedWhen(page, 'header-signin')).toBe('header-signin');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
