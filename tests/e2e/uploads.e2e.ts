import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { ChatPage } from './pages/chat-page';
import { drawPng, ScreenshotsPage } from './pages/screenshots';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectAttribute, expectText } from './support/wait';

const CHAT_URL = /\/chat\/chat-advisor\/[0-9a-f-]{36}$/;

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

describe('screenshots (desktop)', () => {
  test('picked: compressed to 2000 px, uploaded, sent, shown in the message and the gallery, still there after a reload', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    const shots = new ScreenshotsPage(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();

    // A wide screenshot: the browser scales it to 2000 px before the upload.
    const wide = await drawPng(page, 2600, 1300, 'wide');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/files/'));
    await shots.pick([wide]);
    const uploaded = ((await (await put).json()) as { result: { width: number; height: number } }).result;
    expect(uploaded.width).toBe(2000);
    expect(uploaded.height).toBe(1000);
    await shots.waitForUploads(1);

    await chat.send('What does she mean by this?');
    await page.waitForURL(CHAT_URL);
    const sent = chat.userMessages.last();
    await expectText(sent.getByTestId('user-text'), 'What does she mean by this?');
    await expectAttribute(sent.getByTestId('message-images'), 'data-layout', 'single');
    expect(await shots.drafts.count()).toBe(0);
    await chat.waitForLastReply('completed');

    // After a reload the image comes from the server (a signed URL), not the local preview.
    await page.reload();
    await chat.waitForLastReply('completed');
    await shots.waitForLoaded(chat.userMessages.last());
    const src = (await chat.userMessages.last().locator('[data-testid="message-image"] img').getAttribute('src')) ?? '';
    expect(src.startsWith('/files/')).toBe(true);

    await chat.userMessages.last().getByTestId('message-image').click();
    const gallery = page.getByTestId('image-gallery');
    await expectText(gallery.getByTestId('gallery-counter'), '1 / 1');
    await gallery.getByTestId('gallery-image').evaluate((img) => (img as HTMLImageElement).decode());
    await page.screenshot({ path: '/tmp/e2e-gallery-desktop.png' });
    await gallery.getByTestId('gallery-close').click();
    await gallery.waitFor({ state: 'detached' });

    // Quote a piece of the reply: select it, 'Quote', then ask about it with another screenshot.
    const quoted = await chat.lastBot.getByTestId('bot-text').first().evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && (node.textContent ?? '').trim().length < 12) node = walker.nextNode();
      if (!node) throw new Error('no text to select');
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, 12);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return range.toString();
    });
    await page.getByTestId('quote-button').click();
    await expectText(page.getByTestId('input-quote-text'), quoted.trim());
    await shots.pick([await drawPng(page, 400, 300, 'reply')]);
    await shots.waitForUploads(1);
    await page.screenshot({ path: '/tmp/e2e-composer-quote.png' });
    await chat.send('How would I say that?');
    await expectText(chat.userMessages.nth(1).getByTestId('user-text'), 'How would I say that?');
    await expectText(chat.userMessages.nth(1).getByTestId('user-quote'), quoted.trim());
    await chat.waitForLastReply('completed');
    expect(await page.getByTestId('input-quote').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('dropped: the overlay, three images as a stack, the gallery pages with arrows; the rules refuse with SPEC texts', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    const shots = new ScreenshotsPage(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();

    // Not an image: refused with SPEC's text.
    await shots.pick([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expectText(shots.notice, 'Sorry, this file format is not supported.');

    const files = [await drawPng(page, 600, 900, 'one'), await drawPng(page, 700, 500, 'two'), await drawPng(page, 500, 500, 'three')];
    await shots.dragOver(files);
    await expectText(shots.overlay, 'Drag screenshot hereSend to the product');
    await page.screenshot({ path: '/tmp/e2e-drop-overlay.png' });
    await shots.drop();
    await shots.overlay.waitFor({ state: 'detached' });
    await shots.waitForUploads(3);

    // Three more picked: only two fit (5 per message), with SPEC's message.
    await shots.pick([await drawPng(page, 300, 300, 'four'), await drawPng(page, 300, 300, 'five'), await drawPng(page, 300, 300, 'six')]);
    await expectText(shots.notice, 'Sorry, you can add at most 5 photos to a message.');
    await shots.waitForUploads(5);
    for (let i = 0; i < 2; i++) await shots.drafts.last().getByTestId('draft-image-remove').click();
    await shots.waitForUploads(3);

    await page.getByTestId('chat-send').click(); // images alone can be sent
    await page.waitForURL(CHAT_URL);
    const sent = chat.userMessages.last();
    await expectAttribute(sent.getByTestId('message-images'), 'data-layout', 'trio');
    expect(await sent.getByTestId('user-text').count()).toBe(0);
    await chat.waitForLastReply('completed');
    await shots.waitForLoaded(sent);

    await sent.getByTestId('message-image').nth(1).click();
    const gallery = page.getByTestId('image-gallery');
    await expectText(gallery.getByTestId('gallery-counter'), '2 / 3');
    await gallery.getByTestId('gallery-next').click();
    await expectText(gallery.getByTestId('gallery-counter'), '3 / 3');
    expect(await gallery.getByTestId('gallery-next').count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectText(gallery.getByTestId('gallery-counter'), '1 / 3');
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('screenshots (phone)', () => {
  test('the gallery has no arrows on a phone and a grid of the photos', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    const chat = new ChatPage(page, true);
    const shots = new ScreenshotsPage(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await shots.pick([await drawPng(page, 390, 800, 'a'), await drawPng(page, 390, 800, 'b'), await drawPng(page, 390, 800, 'c'), await drawPng(page, 390, 800, 'd'), await drawPng(page, 390, 800, 'e')]);
    await shots.waitForUploads(5);
    await chat.send('Which of these replies sounds best?');
    await page.waitForURL(CHAT_URL);
    const sent = chat.userMessages.last();
    await expectAttribute(sent.getByTestId('message-images'), 'data-layout', 'grid');
    await expectText(sent.getByTestId('message-images-more'), '+1');
    await chat.waitForLastReply('completed');
    await shots.waitForLoaded(sent);

    await sent.getByTestId('message-image').first().tap();
    const gallery = page.getByTestId('image-gallery');
    await expectText(gallery.getByTestId('gallery-counter'), '1 / 5');
    expect(await gallery.getByTestId('gallery-next').count()).toBe(0);
    await gallery.getByTestId('gallery-grid-toggle').tap();
    expect(await gallery.getByTestId('gallery-grid-item').count()).toBe(5);
    await page.screenshot({ path: '/tmp/e2e-gallery-grid-phone.png' });
    await gallery.getByTestId('gallery-grid-item').nth(4).tap();
    await expectText(gallery.getByTestId('gallery-counter'), '5 / 5');
    await gallery.getByTestId('gallery-close').tap();
    await gallery.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
