import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { useE2eApp, type TestServer } from './support/app';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { attributeWhen, expectAttribute, expectText } from './support/wait';

const CRUSH = "My crush replied 'haha maybe' to my invite, what now?";
const LONG =
  "I matched with someone on a dating app three days ago. We talked a lot the first day about hiking, travel and our favourite books, but since yesterday her replies got shorter and she only answers with one word like 'nice' or 'haha'. I really like her and want to ask her out for coffee this weekend. Is she losing interest, and what should I text her now so it doesn't feel pushy?";
const GUEST_LIMIT = "Couldn't process your message because you've reached the free message limit. Log in to continue.";
const CHAT_URL = /\/chat\/chat-advisor\/[0-9a-f-]{36}$/;

let server: TestServer;
let browser: Browser;
// Words at a reading pace (production paces the offline engine at 25 ms), so a test can act mid-reply.
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { paceMs: 30, testTimeoutMs: 90_000 });

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`chat (${size})`, () => {
    test('home → streamed answer with cards → copy, like, regenerate → reload mid-reply → the limit', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const chat = new ChatPage(page, viewport === MOBILE);

      // First visit: the question typed on home is handed to a blank chat and sent after 800 ms.
      await page.goto('/');
      await page.getByTestId('home-input').fill(CRUSH);
      await page.getByTestId('home-submit').click();
      await page.waitForURL('**/chat/chat-advisor');
      await page.waitForURL(CHAT_URL); // sent by itself: nobody pressed anything here
      await expectText(chat.userMessages.first().getByTestId('user-text'), CRUSH);

      // The reply streams (Stop in place of Send), then completes with three reply cards.
      await chat.waitForReplyStreaming();
      expect(await chat.stopButton.isVisible()).toBe(true);
      await chat.waitForLastReply('completed');
      await chat.sendButton.waitFor();
      const cards = chat.lastBot.getByTestId('reply-card');
      expect(await cards.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        for (const part of ['reply-card-tone', 'reply-card-text', 'reply-card-why']) {
          expect(((await card.getByTestId(part).textContent()) ?? '').trim().length).toBeGreaterThan(1);
        }
      }
      const firstReply = await chat.replyText();
      expect(firstReply).toContain('haha maybe');
      await page.screenshot({ path: `/tmp/e2e-chat-answer-${size}.png` });

      // At the end of the chat there is no scroll button; scrolled up, one brings the view back.
      const scrollButton = page.getByTestId('scroll-to-bottom');
      expect(await scrollButton.count()).toBe(0);
      await page.getByTestId('message-list').evaluate((el) => el.scrollTo({ top: 0 }));
      await scrollButton.waitFor();
      await scrollButton.click();
      await scrollButton.waitFor({ state: 'detached' });

      // One-tap copy of a card.
      const copy = cards.first().getByTestId('reply-card-copy');
      await copy.click();
      await expectText(copy, 'Copied');
      const cardText = (await cards.first().getByTestId('reply-card-text').textContent()) ?? '';
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cardText);

      // Like (optimistic, and stored: it survives a reload).
      const like = chat.lastBot.getByTestId('bot-like');
      await like.click();
      await expectAttribute(like, 'aria-pressed', 'true');
      await expectText(chat.usageRemaining, '2 of 3 messages left today');
      await page.reload();
      await chat.waitForLastReply('completed');
      await expectAttribute(chat.lastBot.getByTestId('bot-like'), 'aria-pressed', 'true');

      // Try Another: a second version streams; the pager shows 2/2 and pages back to 1/2.
      await chat.lastBot.getByTestId('bot-try-another').click();
      await chat.waitForReplyStreaming();
      await chat.waitForLastReply('completed');
      await expectText(chat.lastBot.getByTestId('version-label'), '2/2');
      await expectAttribute(chat.lastBot.getByTestId('bot-like'), 'aria-pressed', 'false'); // a new version starts unliked
      await chat.lastBot.getByTestId('version-prev').click();
      await expectText(chat.lastBot.getByTestId('version-label'), '1/2');
      await expectAttribute(chat.lastBot.locator('[data-version]'), 'data-version', '1');
      expect(await chat.replyText()).toBe(firstReply);
      await chat.lastBot.getByTestId('version-next').click();
      await expectText(chat.lastBot.getByTestId('version-label'), '2/2');
      await expectText(chat.usageRemaining, '1 of 3 messages left today');

      // A second tab opened now still believes one message is left (it is not told otherwise).
      const chatUrl = page.url();
      const stalePage = await context.newPage();
      stalePage.on('pageerror', (err) => errors.push(`tab 2 pageerror: ${err.message}`));
      await stalePage.goto(chatUrl);
      const stale = new ChatPage(stalePage, viewport === MOBILE);
      await expectText(stale.usageRemaining, '1 of 3 messages left today');

      // A long question; reload while the answer streams: it resumes with no gap.
      await chat.send(LONG);
      await expectText(chat.userMessages.last().getByTestId('user-text'), LONG);
      await chat.waitForReplyStreaming();
      await page.reload();
      await chat.lastBot.waitFor();
      const resumed = await attributeWhen(chat.lastBot.getByTestId('bot-streaming'), 'data-phase', 'responding', 5_000);
      expect(resumed).toBe('responding'); // still streaming after the reload: it was resumed, not reloaded whole
      await chat.waitForLastReply('completed');
      const streamedText = await chat.replyText();
      await page.reload();
      await chat.waitForLastReply('completed');
      expect(await chat.replyText()).toBe(streamedText); // what streamed is exactly what was stored
      expect(await chat.lastBot.getByTestId('reply-card').count()).toBeGreaterThan(0);

      // That was the third (last) guest message today: the banner, the countdown, the input disabled.
      await expectText(chat.limitBanner.getByTestId('limit-banner-text'), GUEST_LIMIT);
      expect(/^\d\d:\d\d:\d\d$/.test((await chat.limitBanner.getByTestId('limit-countdown').textContent()) ?? '')).toBe(true);
      expect(await chat.input.isDisabled()).toBe(true);
      await page.screenshot({ path: `/tmp/e2e-chat-limit-${size}.png` });

      // The 4th message, from the tab that did not know: refused, the banner shows, the draft stays.
      const fourth = 'One more question: should I double text her?';
      await stale.send(fourth);
      await expectText(stale.limitBanner.getByTestId('limit-banner-text'), GUEST_LIMIT);
      expect(await stale.input.inputValue()).toBe(fourth);
      expect(await stale.userMessages.filter({ hasText: fourth }).count()).toBe(0);
      await stalePage.close();

      // Typing on home while over the limit: the blank chat keeps the draft, shakes, sends nothing.
      await page.goto('/');
      await page.getByTestId('home-input').fill(fourth);
      await page.getByTestId('home-submit').click();
      await page.waitForURL('**/chat/chat-advisor');
      await chat.limitBanner.waitFor();
      await expectAttribute(page.getByTestId('chat-input-box'), 'data-shaking', 'true');
      expect(await chat.input.inputValue()).toBe(fourth);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/chat/chat-advisor'); // no chat was created

      // 'Sign in' on the banner opens the login dialog.
      await chat.limitBanner.getByTestId('limit-banner-signin').click();
      const login = new LoginDialogPage(page);
      await expectText(login.title, 'Sign in to the product');
      expect(await page.evaluate(() => sessionStorage.getItem('login_action'))).toBe('limit_normal');
      await login.close();

      expect(errors).toEqual([]);
      await context.close();
    });

    test("'Chat not found'; the history: newest first, rename, delete", async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const chat = new ChatPage(page, viewport === MOBILE);

      await page.goto(`/chat/chat-advisor/${crypto.randomUUID()}`);
      await page.getByTestId('chat-not-found').waitFor();
      await expectText(page.getByTestId('chat-not-found-text'), 'The conversation you were looking for could not be found.');
      await page.getByTestId('chat-not-found-new').click();
      await page.waitForURL('**/chat/chat-advisor');
      await page.getByTestId('blank-chat').waitFor();

      // Input rules: Shift+Enter (and plain Enter on a phone) makes a new line; near the limit a counter.
      await chat.input.fill('line one');
      await chat.input.press(chat.phone ? 'Enter' : 'Shift+Enter');
      expect(await chat.input.inputValue()).toBe('line one\n');
      expect(await chat.sendButton.isEnabled()).toBe(true);
      await chat.input.fill('a'.repeat(9500));
      await expectText(page.getByTestId('input-counter'), '9,500 / 10,000');
      await chat.input.fill('   ');
      expect(await chat.sendButton.isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/chat/chat-advisor');

      // Two chats; the one used last is on top.
      await chat.send('She left me on read for two days. Should I text again?');
      await page.waitForURL(CHAT_URL);
      const first = chat.sessionIdFromUrl();
      await chat.waitForLastReply('completed');
      await page.goto('/chat/chat-advisor');
      await chat.send('How do I ask my manager for a raise?');
      await page.waitForURL(CHAT_URL);
      const second = chat.sessionIdFromUrl();
      // Stop, in place of Send while the reply streams, keeps what was written so far.
      await chat.waitForReplyStreaming();
      await chat.stopButton.click();
      await chat.waitForLastReply('completed');
      await chat.sendButton.waitFor();
      expect((await chat.replyText()).length).toBeGreaterThan(0);

      let history = await chat.openSidebar();
      await expectAttribute(chat.historyItem(second), 'data-active', 'true');
      const order = () => history.getByTestId('chat-history-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-session-id')));
      expect(await order()).toEqual([second, first]);
      await expectText(history.locator('[data-group="today"]').locator('div').first(), 'Today');

      // Back to the first chat: a new message moves it to the top.
      await chat.historyItem(first).getByTestId('chat-history-link').click();
      await page.waitForURL(`**/${first}`);
      // The URL changes before the screen does: wait for this chat's own screen, not the last one's.
      await page.locator(`[data-testid="chat-screen"][data-session-id="${first}"]`).waitFor();
      await chat.userMessages.first().waitFor();
      await chat.send('She finally replied "sorry, busy week". What now?');
      await chat.waitForLastReply('completed');
      history = await chat.openSidebar();
      for (let i = 0; i < 40 && (await order())[0] !== first; i++) await page.waitForTimeout(100);
      expect(await order()).toEqual([first, second]);

      // Rename.
      await chat.openItemMenu(first);
      await page.getByTestId('chat-history-rename').click();
      const rename = page.getByTestId('rename-input');
      await rename.fill('Left on read');
      await page.getByTestId('rename-save').click();
      await expectText(chat.historyItem(first).getByTestId('chat-history-link'), 'Left on read');
      await page.screenshot({ path: `/tmp/e2e-chat-history-${size}.png` });

      // Delete the open chat: confirmed, gone from the list, and the screen moves to a new chat.
      await chat.openItemMenu(first);
      await page.getByTestId('chat-history-delete').click();
      await expectText(page.getByRole('dialog').locator('h2'), 'Delete Chat?');
      await page.waitForTimeout(250); // the dialog's open transition, for the screenshot
      await page.screenshot({ path: `/tmp/e2e-chat-delete-${size}.png` });
      await page.getByTestId('delete-confirm').click();
      await page.waitForURL('**/chat/chat-advisor');
      if (chat.phone) await chat.history.waitFor({ state: 'detached' }); // the drawer closes with the chat
      history = await chat.openSidebar();
      await chat.historyItem(second).waitFor();
      expect(await chat.historyItem(first).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
