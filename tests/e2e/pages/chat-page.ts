import type { Locator, Page } from 'playwright-core';

/** Page object of the chat screen and its sidebar history (SPEC §2): tests speak in user steps. */
export class ChatPage {
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly userMessages: Locator;
  readonly botMessages: Locator;
  readonly usageRemaining: Locator;
  readonly limitBanner: Locator;
  readonly sendError: Locator;
  readonly history: Locator;

  constructor(
    readonly page: Page,
    /** Phones: Enter makes a new line, the sidebar is a drawer. */
    readonly phone: boolean,
  ) {
    this.input = page.getByTestId('chat-input');
    this.sendButton = page.getByTestId('chat-send');
    this.stopButton = page.getByTestId('chat-stop');
    this.userMessages = page.getByTestId('user-message');
    this.botMessages = page.getByTestId('bot-message');
    this.usageRemaining = page.getByTestId('usage-remaining');
    this.limitBanner = page.getByTestId('limit-banner');
    this.sendError = page.getByTestId('send-error');
    this.history = page.getByTestId('chat-history');
  }

  get lastBot(): Locator {
    return this.botMessages.last();
  }

  /**
   * Type and send the way this device does: Enter on a desktop, the Send button on a phone. Waits
   * until the input can send (a reply that just completed may still be settling; Enter is ignored
   * until then), as a user waits for the Send button.
   */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="chat-send"]');
      return button !== null && !button.disabled;
    }, undefined, { timeout: 15_000 });
    if (this.phone) await this.sendButton.click();
    else await this.input.press('Enter');
    this.lastSent = text;
  }

  /** What send() typed last, until a waitForLastReply has seen its reply. */
  private lastSent: string | null = null;

  async waitForReplyStreaming(): Promise<void> {
    await this.lastBot.locator('[data-testid="bot-streaming"][data-phase="responding"]').waitFor({ timeout: 15_000 });
  }

  /**
   * The last reply's status once it is `status` (rows are virtualised: the last one in the DOM).
   * After a send(), the reply must follow that message: the previous reply, already completed,
   * must not count while the new message is still on its way into the list.
   */
  async waitForLastReply(status: 'completed' | 'failed' = 'completed'): Promise<void> {
    const sent = this.lastSent ? this.lastSent.replace(/\s+/g, ' ').trim().slice(0, 24) : null;
    await this.page.waitForFunction(
      ({ expected, sent }) => {
        const bots = document.querySelectorAll('[data-testid="bot-message"]');
        if (bots[bots.length - 1]?.getAttribute('data-status') !== expected) return false;
        if (!sent) return true;
        const rows = Array.from(document.querySelectorAll('[data-testid="message-row"]'));
        const lastUser = rows.filter((row) => row.getAttribute('data-role') === 'user').at(-1);
        const lastRow = rows.at(-1);
        return lastRow?.getAttribute('data-role') === 'assistant' && (lastUser?.textContent ?? '').replace(/\s+/g, ' ').includes(sent);
      },
      { expected: status, sent },
      // A reply to screenshots reads them first (OCR, seconds each on the shared machine).
      { timeout: 60_000 },
    );
    this.lastSent = null;
  }

  /** The reply's visible text: prose and cards, whitespace collapsed. */
  async replyText(bot: Locator = this.lastBot): Promise<string> {
    const text = await bot.evaluate((el) => {
      const body = el.querySelector('[data-version]') ?? el;
      const actions = body.querySelector('[data-testid="message-actions"]');
      const clone = body.cloneNode(true) as HTMLElement;
      if (actions) clone.querySelector('[data-testid="message-actions"]')?.remove();
      return clone.textContent ?? '';
    });
    return text.replace(/\s+/g, ' ').trim();
  }

  /** The sidebar (a drawer on phones), ready to use. */
  async openSidebar(): Promise<Locator> {
    if (this.phone && !(await this.history.isVisible())) {
      await this.page.getByTestId('header-open-sidebar').click();
    }
    await this.history.waitFor();
    return this.history;
  }

  /**
   * Phones: close the drawer as a user does, by tapping beside it, once an item's menu has closed
   * (a tap while the menu closes would only close the menu); waits until the drawer has gone.
   */
  async closeSidebar(): Promise<void> {
    if (!this.phone) return;
    await this.page.waitForFunction(() => !document.querySelector('[role="menu"]'));
    const size = this.page.viewportSize();
    if (!size) throw new Error('the page has no viewport');
    await this.page.mouse.click(size.width - 8, size.height / 2);
    await this.history.waitFor({ state: 'hidden' });
  }

  historyItem(sessionId: string): Locator {
    return this.history.locator(`[data-testid="chat-history-item"][data-session-id="${sessionId}"]`);
  }

  async openItemMenu(sessionId: string): Promise<void> {
    const item = this.historyItem(sessionId);
    await item.hover();
    await item.getByTestId('chat-history-menu').click();
  }

  sessionIdFromUrl(): string {
    const match = /\/chat\/[^/]+\/([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname);
    if (!match?.[1]) throw new Error(`not a chat URL: ${this.page.url()}`);
    return match[1];
  }
}
