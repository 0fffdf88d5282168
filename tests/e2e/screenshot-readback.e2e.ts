import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { chatScreenshot } from '../helpers/chat-screenshot';
import { ChatPage } from './pages/chat-page';
import { ScreenshotsPage } from './pages/screenshots';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, openPage } from './support/browser';
import { expectText } from './support/wait';

/**
 * The headline flow with nothing configured: drop a chat screenshot, see what the app read (who
 * said what) before the advice, the advice quoting the last message to answer, and "Not right?"
 * putting the transcript into the input to correct.
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 120_000 });

describe('screenshot read-back', () => {
  test('dropped screenshot → "Here\'s what I read" → advice quoting their last message → correct it', async () => {
    const { page, errors } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    const shots = new ScreenshotsPage(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();

    const png = await chatScreenshot([
      { speaker: 'them', text: 'Hey, how was your week?' },
      { speaker: 'you', text: 'Busy but good, you?' },
      { speaker: 'them', text: 'Want to get dinner Friday?' },
    ]);
    await shots.dragOver([{ name: 'chat.png', mimeType: 'image/png', buffer: Buffer.from(png) }]);
    await shots.drop();
    await shots.waitForUploads(1);
    await chat.send('What do I say?');
    await chat.waitForLastReply('completed');

    const readBack = chat.lastBot.getByTestId('screenshot-readback');
    await expectText(readBack.getByTestId('readback-line').last(), 'Them: Want to get dinner Friday?');
    const speakers = await readBack.getByTestId('readback-line').evaluateAll((els) => els.map((el) => el.getAttribute('data-speaker')));
    expect(speakers).toEqual(['them', 'you', 'them']);
    // Shown before the advice, which quotes the message to answer.
    const order = await chat.lastBot.evaluate((el) => {
      const box = el.querySelector('[data-testid="screenshot-readback"]');
      const text = el.querySelector('[data-testid="bot-text"]');
      return box && text ? box.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    expect(await chat.replyText()).toContain('Want to get dinner Friday?');
    await page.screenshot({ path: '/tmp/e2e-screenshot-readback.png' });

    await readBack.getByTestId('readback-correct').click();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]');
      return input?.value.includes('Them: Want to get dinner Friday?') && input.value.includes('Me: Busy but good, you?');
    });
    expect(errors).toEqual([]);
  });
});
