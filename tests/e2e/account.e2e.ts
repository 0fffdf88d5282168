import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, openPage } from './support/browser';
import { waitForLoginCode } from './support/login-code';
import { expectText } from './support/wait';

const CHAT_URL = /\/chat\/chat-advisor\/[0-9a-f-]{36}$/;

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 120_000 });

describe('account', () => {
  test("signing in moves the guest's chat into the account; history search; a registered user's limit keeps the draft", async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);

    // As a guest: one chat with one exchange.
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await chat.send('My coworker keeps taking credit for my work. How do I bring it up with my manager?');
    await page.waitForURL(CHAT_URL);
    await chat.waitForLastReply('completed');
    const sessionId = chat.sessionIdFromUrl();
    await chat.historyItem(sessionId).waitFor();

    // Sign in: the chat is the account's now, with its messages.
    const login = new LoginDialogPage(page);
    await login.openFromHeader();
    const email = 'casey@example.com';
    await login.submitEmail(email);
    await login.waitForCodeStep();
    await login.verify(await waitForLoginCode(server, email));
    await login.dialog.waitFor({ state: 'detached' });
    await expectText(page.getByTestId('header-user'), email);
    await chat.historyItem(sessionId).waitFor();
    await page.reload();
    await chat.waitForLastReply('completed');
    await expectText(chat.userMessages.first().getByTestId('user-text'), 'My coworker keeps taking credit for my work. How do I bring it up with my manager?');
    // The guest's message counts for the account today (signing in never resets a limit): 4 of 5 left.
    await expectText(chat.usageRemaining, '4 of 5 messages left today');

    // History search: by the chat's words, any case; nothing for other words.
    const search = page.getByTestId('chat-history-search');
    await search.fill('COWORKER');
    await page.waitForSelector('[data-testid="chat-history"][data-search="COWORKER"]');
    await chat.historyItem(sessionId).waitFor();
    await search.fill('zebra migration');
    await expectText(page.getByTestId('chat-history-empty'), 'No chats match your search.');
    await page.getByTestId('chat-history-search-clear').click();
    await chat.historyItem(sessionId).waitFor();

    // Three more messages: one left.
    for (let i = 1; i <= 3; i++) {
      await chat.send(`Follow-up ${i}: what if my manager does not react?`);
      await expectText(chat.userMessages.last().getByTestId('user-text'), `Follow-up ${i}: what if my manager does not react?`);
      await chat.waitForLastReply('completed');
    }
    await expectText(chat.usageRemaining, '1 of 5 messages left today');
    // A second tab opened now still believes one message is left.
    const other = await context.newPage();
    await other.goto(page.url());
    const stale = new ChatPage(other, false);
    await stale.waitForLastReply('completed');
    await expectText(stale.usageRemaining, '1 of 5 messages left today');

    // The 5th: the free plan's day is used up.
    await page.bringToFront();
    await chat.send('Last one: should I put it in writing?');
    await chat.waitForLastReply('completed');
    await chat.limitBanner.waitFor();
    expect(await chat.limitBanner.getAttribute('data-kind')).not.toBe('guest');
    expect(await chat.limitBanner.getByTestId('limit-banner-text').textContent()).toContain("You've reached your message limit");
    expect(await chat.input.isDisabled()).toBe(true);

    // The 6th, from the tab that did not know: refused with the registered text; the draft stays.
    const sixth = 'One more: should I email HR instead?';
    await stale.send(sixth);
    await stale.limitBanner.waitFor();
    expect(await stale.limitBanner.getByTestId('limit-banner-text').textContent()).toContain("You've reached your message limit");
    expect(await stale.input.inputValue()).toBe(sixth);
    expect(await stale.userMessages.filter({ hasText: sixth }).count()).toBe(0);
    await other.screenshot({ path: '/tmp/e2e-registered-limit.png' });
    await other.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
