import type { Locator, Page } from 'playwright-core';

/** Page object of memory (SPEC §2): the sidebar entry and its cards, the page, the edit dialog. */
export class MemoryPage {
  readonly sidebarLink: Locator;
  readonly cards: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly undoBar: Locator;
  readonly editDialog: Locator;

  constructor(readonly page: Page) {
    this.sidebarLink = page.getByTestId('sidebar-memory-link');
    this.cards = page.getByTestId('memory-card');
    this.count = page.getByTestId('memory-count');
    this.list = page.getByTestId('memory-list');
    this.items = page.getByTestId('memory-item');
    this.undoBar = page.getByTestId('memory-undo-bar');
    this.editDialog = page.getByTestId('memory-edit-dialog');
  }

  item(text: string): Locator {
    return this.items.filter({ hasText: text });
  }

  async texts(): Promise<string[]> {
    return (await this.list.getByTestId('memory-item-text').allTextContents()).map((t) => t.trim());
  }

  async cardTexts(): Promise<string[]> {
    return (await this.cards.getByTestId('memory-card-text').allTextContents()).map((t) => t.trim());
  }

  async edit(from: string, to: string): Promise<void> {
    await this.item(from).getByTestId('memory-item-edit').click();
    const input = this.page.getByTestId('memory-edit-input');
    await input.fill(to);
    await this.page.getByTestId('memory-edit-save').click();
    await this.page.getByTestId('memory-edit-input').waitFor({ state: 'detached' });
  }
}
