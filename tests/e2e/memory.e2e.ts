import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { ChatPage } from './pages/chat-page';
import { MemoryPage } from './pages/memory-page';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectAttribute, expectText } from './support/wait';

const NURSE = 'User works as a nurse.';
const SHY = 'User is shy about texting first.';

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

describe('memory (desktop)', () => {
  test('cards after a reply; the memory page: edit and undo, delete and undo; collapsed, a count instead of cards', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    const memory = new MemoryPage(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();

    await chat.send("I work as a nurse and I'm shy about texting first. My crush replied 'haha maybe' to my invite, what now?");
    await chat.waitForLastReply('completed');
    // What the advisor learnt from the exchange shows as cards under Memory (the sidebar is expanded).
    await memory.cards.first().waitFor({ timeout: 15_000 });
    expect((await memory.cardTexts()).sort()).toEqual([SHY, NURSE].sort());
    await page.getByTestId('memory-first-tip').waitFor();
    const firstAt = await page.evaluate(() => localStorage.getItem('first_memory_generated'));
    expect(Number.isNaN(Date.parse(firstAt ?? ''))).toBe(false); // when it happened
    await page.screenshot({ path: '/tmp/e2e-memory-cards.png' });
    const chatUrl = page.url();

    // 'View all memory' lists it over the chat (the memory list dialog).
    await page.getByTestId('memory-cards-view-all').click();
    const dialog = page.getByTestId('memory-list-dialog');
    await dialog.getByTestId('memory-item').first().waitFor();
    expect((await dialog.getByTestId('memory-item-text').allTextContents()).sort()).toEqual([SHY, NURSE].sort());
    await page.keyboard.press('Escape');
    await dialog.getByTestId('memory-item').first().waitFor({ state: 'detached' });
    expect(page.url()).toBe(chatUrl);

    // A card opens the memory page at its item.
    await memory.cards.filter({ hasText: NURSE }).getByTestId('memory-card-view').click();
    await page.waitForURL(/\/chat\/memory\?source=memory_card&memoryId=[0-9a-f-]{36}$/);
    await expectText(page.getByTestId('header-title'), 'Memory');
    await expectAttribute(memory.item(NURSE), 'data-highlighted', 'true');
    expect((await memory.texts()).sort()).toEqual([SHY, NURSE].sort());

    // Edit, then undo the edit.
    await memory.edit(NURSE, 'User works as a night-shift nurse.');
    await expectText(memory.list.getByTestId('memory-item-text').first(), 'User works as a night-shift nurse.');
    await expectText(memory.undoBar.locator('span'), 'Memory updated.');
    await page.screenshot({ path: '/tmp/e2e-memory-page.png' });
    await memory.undoBar.getByTestId('memory-undo').click();
    await memory.item(NURSE).waitFor();
    expect(await memory.item('night-shift').count()).toBe(0);

    // Delete, then undo the delete.
    await memory.item(SHY).getByTestId('memory-item-delete').click();
    await memory.item(SHY).waitFor({ state: 'detached' });
    await expectAttribute(memory.list, 'data-total', '1');
    await expectText(memory.undoBar.locator('span'), 'Memory deleted.');
    await memory.undoBar.getByTestId('memory-undo').click();
    await memory.item(SHY).waitFor();
    await expectAttribute(memory.list, 'data-total', '2');

    // The server kept all of it.
    await page.reload();
    await memory.list.waitFor();
    expect((await memory.texts()).sort()).toEqual([SHY, NURSE].sort());
    // A link with a malformed memoryId still opens the page.
    await page.goto('/chat/memory?source=test&memoryId=not-a-uuid');
    await memory.list.waitFor();
    expect(await page.locator('[data-highlighted]').count()).toBe(0);

    // Collapsed sidebar: no cards, a count on the Memory icon for a moment.
    await page.goto(chatUrl);
    await chat.waitForLastReply('completed');
    await page.getByTestId('sidebar-toggle').click();
    await expectAttribute(page.getByTestId('app-sidebar'), 'data-collapsed', 'true');
    await chat.send("We're not together anymore. How do I stop texting him?");
    await chat.waitForLastReply('completed');
    await expectText(page.getByTestId('sidebar-memory').getByTestId('memory-count'), '1');
    expect(await memory.cards.count()).toBe(0);
    await page.getByTestId('sidebar-memory').getByTestId('memory-count').waitFor({ state: 'detached', timeout: 5_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('memory (phone)', () => {
  test('with the drawer closed, new memories show as a count in the header', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: MOBILE });
    const chat = new ChatPage(page, true);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await chat.send('I hate long texts. What do I answer to "wyd"?');
    await chat.waitForLastReply('completed');
    await expectText(page.getByTestId('app-header').getByTestId('memory-count'), '+1 memory');
    // The drawer's Memory entry leads to the page.
    await page.getByTestId('header-open-sidebar').click();
    await page.getByTestId('sidebar-memory-link').click();
    await page.waitForURL(/\/chat\/memory\?source=sidebar$/);
    await expectText(page.getByTestId('memory-item-text'), 'User hates long texts.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
