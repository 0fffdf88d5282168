import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { ChatPage } from './pages/chat-page';
import { drawPng, ScreenshotsPage } from './pages/screenshots';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectAttribute, expectText } from './support/wait';

/**
 * What chat users expect (issue 26), phone and desktop, with replies streaming at a reading pace:
 * the limit banner waits for the last allowed reply and shows its button whole; the simulator tip
 * shows once and goes with the next click; the screenshot hint does not sit over new thumbnails.
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { paceMs: 15, testTimeoutMs: 120_000 });

const isTooltipShown = (page: Page, text: string) => page.getByRole('tooltip').filter({ hasText: text }).isVisible();

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`chat expectations (${size})`, () => {
    test('the limit banner waits until the last allowed reply has ended; its button is not cut short', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const chat = new ChatPage(page, viewport === MOBILE);
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      for (const n of [1, 2]) {
        await chat.send(`Question ${n}: how do I keep the conversation going with her?`);
        await chat.waitForLastReply('completed');
      }
      // The third (last) message is accepted: while its reply streams, nothing is refused yet.
      await chat.send('Question 3: and what do I say if she answers with one word?');
      await chat.waitForReplyStreaming();
      await expectText(chat.usageRemaining, '0 of 3 messages left today');
      expect(await chat.limitBanner.count()).toBe(0);
      await chat.waitForLastReply('completed');

      // Now the next send would be refused: the banner, with its whole button.
      await chat.limitBanner.waitFor();
      const button = chat.limitBanner.getByTestId('limit-banner-signin');
      await expectText(button, 'Sign in to start trial');
      const fits = await button.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') as HTMLElement;
        const banner = el.closest('[data-testid="limit-banner"]')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return label.scrollWidth <= label.clientWidth && box.left >= banner.left && box.right <= banner.right;
      });
      expect(fits).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('Stop keeps exactly what had streamed on screen, after a reload too', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const chat = new ChatPage(page, viewport === MOBILE);
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      await chat.send('My crush replies with one word, how do I keep the conversation going?');
      await chat.waitForReplyStreaming();
      await page.waitForFunction(() => (document.querySelector('[data-testid="bot-streaming"]')?.textContent ?? '').length > 120);
      // What the screen shows at the very moment Stop is pressed (recorded by the page itself).
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          (event) => {
            if (!(event.target as Element).closest('[data-testid="chat-stop"]')) return;
            (window as unknown as { shownAtStop: string }).shownAtStop = document.querySelector('[data-testid="bot-streaming"]')?.textContent ?? '';
          },
          true,
        );
      });
      await chat.stopButton.click();
      await chat.waitForLastReply('completed');
      const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
      const shown = norm(await page.evaluate(() => (window as unknown as { shownAtStop: string }).shownAtStop));
      expect(shown.length).toBeGreaterThan(120);
      expect(norm(await chat.replyText())).toBe(shown);
      await page.reload();
      await chat.lastBot.waitFor();
      expect(norm(await chat.replyText())).toBe(shown);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a lost connection says so while it reconnects, then the reply carries on to its end', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const chat = new ChatPage(page, viewport === MOBILE);
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      // The server cannot be reached for the reply's stream (as when it is down or restarting).
      const down = (route: { abort: () => Promise<void> }) => route.abort();
      await page.route('**/trpc/chat.onReply**', down);
      await chat.send('How do I keep the conversation going with my crush?');
      await expectText(page.getByTestId('reply-reconnecting'), 'Connection lost — reconnecting…');
      expect(await page.getByTestId('thinking-placeholder').count()).toBe(0); // not shown as typing
      // Back up: the link reconnects on its own, the notice goes, the reply completes.
      await page.unroute('**/trpc/chat.onReply**', down);
      await chat.waitForLastReply('completed');
      expect(await page.getByTestId('reply-reconnecting').count()).toBe(0);
      expect((await chat.replyText()).length).toBeGreaterThan(100);
      expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
      await context.close();
    });

    test('copy a reply as readable text, thumbs-down with a reason, copy and delete my message, export the chat', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const chat = new ChatPage(page, viewport === MOBILE);
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      const question = 'She replied haha maybe to my invite, what now?';
      await chat.send(question);
      await chat.waitForLastReply('completed');
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

      // Copy on the reply: readable text (no Markdown marks), the suggested replies included.
      await chat.lastBot.getByTestId('bot-copy').click();
      const copied = await clipboard();
      expect(copied.length).toBeGreaterThan(100);
      expect(copied).not.toContain('**');
      const cardText = ((await chat.lastBot.getByTestId('reply-card-text').first().textContent()) ?? '').trim();
      if (cardText) expect(copied).toContain(cardText);

      // Thumbs-down asks for an optional reason; it stays after a reload.
      await chat.lastBot.getByTestId('bot-dislike').click();
      await page.getByTestId('dislike-reason').fill('Too generic for my situation');
      await page.getByTestId('dislike-send').click();
      await expectAttribute(chat.lastBot.getByTestId('bot-dislike'), 'aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      await page.reload();
      await chat.lastBot.waitFor();
      await expectAttribute(chat.lastBot.getByTestId('bot-dislike'), 'aria-pressed', 'true');
      expect(await chat.lastBot.getByTestId('bot-like').getAttribute('aria-pressed')).toBe('false');

      // Export: the chat as a Markdown file.
      const sessionId = chat.sessionIdFromUrl();
      await chat.openSidebar();
      await chat.openItemMenu(sessionId);
      const download = page.waitForEvent('download');
      await page.getByTestId('chat-history-export').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.md$/);
      const markdown = await Bun.file((await file.path())!).text();
      expect(markdown).toContain(`## You\n\n${question}`);
      expect(markdown).toContain('## Chat Advisor');
      await chat.closeSidebar();

      // My own message: copy its words, then delete it (its reply goes with it), for good.
      const mine = chat.userMessages.first();
      await mine.getByTestId('user-copy').click();
      expect(await clipboard()).toBe(question);
      await mine.getByTestId('user-delete').click();
      await chat.userMessages.first().waitFor({ state: 'detached' });
      expect(await chat.botMessages.count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await page.reload();
      await page.getByTestId('chat-screen').waitFor();
      expect(await chat.userMessages.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('editing an earlier message starts a new branch; its pager goes back to the old branch with its replies', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const chat = new ChatPage(page, viewport === MOBILE);
      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      await chat.send('She said haha maybe to my invite');
      await chat.waitForLastReply('completed');
      await chat.send('Should I text her again tomorrow?');
      await chat.waitForLastReply('completed');
      const secondReply = await chat.replyText();

      // The earlier message, not the latest: edited, it starts a new branch after the first words.
      const first = chat.userMessages.first();
      await first.getByTestId('user-edit').click();
      await page.getByTestId('user-edit-input').fill('She said maybe, with a smiley, to my invite for coffee');
      await page.getByTestId('user-edit-send').click();
      await page.getByTestId('user-edit-box').waitFor({ state: 'detached' });
      await chat.waitForLastReply('completed');
      await expectText(chat.userMessages.last().getByTestId('user-text'), 'She said maybe, with a smiley, to my invite for coffee');
      expect(await chat.userMessages.count()).toBe(1);
      expect(await chat.botMessages.count()).toBe(1);
      await expectText(chat.userMessages.last().getByTestId('version-label'), '2/2');

      // After a reload, the pager pages back to the old branch: the old words and both old replies.
      await page.waitForLoadState('networkidle');
      await page.reload();
      await chat.lastBot.waitFor();
      await chat.userMessages.first().getByTestId('version-prev').click();
      await expectText(chat.userMessages.first().getByTestId('version-label'), '1/2');
      await expectText(chat.userMessages.first().getByTestId('user-text'), 'She said haha maybe to my invite');
      await expectText(chat.userMessages.last().getByTestId('user-text'), 'Should I text her again tomorrow?');
      expect(await chat.botMessages.count()).toBe(2);
      expect(await chat.replyText()).toBe(secondReply);

      // And forward again to the edited branch.
      await chat.userMessages.first().getByTestId('version-next').click();
      await expectText(chat.userMessages.first().getByTestId('version-label'), '2/2');
      await expectText(chat.userMessages.first().getByTestId('user-text'), 'She said maybe, with a smiley, to my invite for coffee');
      expect(await chat.userMessages.count()).toBe(1);

      // Deleting the edited version takes its branch with it: the old branch is back, no pager, no error.
      await chat.userMessages.first().getByTestId('user-delete').click();
      await expectText(chat.userMessages.first().getByTestId('user-text'), 'She said haha maybe to my invite');
      await chat.userMessages.nth(1).waitFor();
      expect(await chat.userMessages.first().getByTestId('version-pager').count()).toBe(0);
      expect(await chat.botMessages.count()).toBe(2);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('send-error').count()).toBe(0);
      await page.reload();
      await chat.lastBot.waitFor();
      await expectText(chat.userMessages.last().getByTestId('user-text'), 'Should I text her again tomorrow?');
      expect(await chat.userMessages.count()).toBe(2);
      expect(await chat.replyText()).toBe(secondReply);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the simulator tip shows once and goes with the next click; the screenshot hint stays off the thumbnails', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const tip = "New: rehearse with the simulator. I'll play someone I have a crush on.";
      await page.goto('/chat/love-signals-detector');
      await page.getByTestId('simulator-toolbar').waitFor();
      await expectText(page.getByRole('tooltip'), tip);
      expect(await page.evaluate(() => localStorage.getItem('simulator_tip_seen'))).toBe('1'); // seen once shown
      await page.getByTestId('chat-input').click();
      await page.getByRole('tooltip').filter({ hasText: tip }).waitFor({ state: 'hidden' });
      await page.reload();
      await page.getByTestId('simulator-toolbar').waitFor();
      await page.waitForTimeout(500);
      expect(await isTooltipShown(page, tip)).toBe(false);

      // Picking screenshots through the button: the hint does not cover the new thumbnails.
      const shots = new ScreenshotsPage(page);
      const files = [await drawPng(page, 400, 300, 'first'), await drawPng(page, 400, 300, 'second')];
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('attach-button').click();
      await (await chooser).setFiles(files);
      await shots.drafts.nth(1).waitFor();
      await page.waitForTimeout(600); // longer than the hint's delay
      expect(await isTooltipShown(page, 'Add screenshots')).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('the phone drawer', () => {
  test("the user's chats come before the advisors, which fold away", async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    const chat = new ChatPage(page, true);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await chat.send('How do I keep the conversation going with my crush?');
    await chat.waitForLastReply('completed');
    const sidebar = await chat.openSidebar();
    const item = sidebar.getByTestId('chat-history-item').first();
    await item.waitFor();
    const toggle = page.getByTestId('sidebar-advisors-toggle');
    expect((await item.boundingBox())!.y).toBeLessThan((await toggle.boundingBox())!.y);
    expect((await item.boundingBox())!.y + 40).toBeLessThan(MOBILE.height); // in sight without scrolling
    await expectText(toggle, 'Advisors');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await page.getByTestId('sidebar-agents').waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a read-only share link', () => {
  test('the owner shares a chat; anyone with the link reads it (noindex, no account); the owner revokes it', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    const question = 'She replied haha maybe to my invite, what now?';
    await chat.send(question);
    await chat.waitForLastReply('completed');
    const sessionId = chat.sessionIdFromUrl();
    await chat.openItemMenu(sessionId);
    await page.getByTestId('chat-history-share').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="share-url"]') as HTMLInputElement | null)?.value.includes('/share/'));
    const url = await page.getByTestId('share-url').inputValue();
    expect(url.startsWith(`${server.url}/share/`)).toBe(true);

    // Someone else (no cookies at all) opens it: the words, read-only, not indexable.
    const visitor = await openPage(browser, server.url, { viewport: MOBILE });
    const response = await visitor.page.goto(url);
    expect(response?.status()).toBe(200);
    await visitor.page.getByTestId('shared-chat').waitFor();
    await expectText(visitor.page.getByTestId('shared-user-message'), question);
    expect(((await visitor.page.getByTestId('shared-reply').first().textContent()) ?? '').length).toBeGreaterThan(100);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await visitor.page.getByTestId('chat-input').count()).toBe(0);
    expect(await visitor.page.getByTestId('memory-card').count()).toBe(0);
    expect((await visitor.page.content()).includes(sessionId)).toBe(false);

    // Revoked: the link stops working at once.
    await page.getByTestId('share-revoke').click();
    await page.getByTestId('share-dialog').waitFor({ state: 'detached' });
    await visitor.page.reload();
    await expectText(visitor.page.getByTestId('shared-chat-gone'), 'This link is no longer available.');
    expect(errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
