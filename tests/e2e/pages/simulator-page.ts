import type { Locator, Page } from 'playwright-core';

/** Page object of an advisor chat's simulator mode (SPEC §2, §3). */
export class SimulatorPage {
  readonly toolbar: Locator;
  readonly toggle: Locator;
  readonly startButton: Locator;
  readonly simulation: Locator;
  readonly persona: Locator;
  readonly endButton: Locator;
  readonly practiceShortcut: Locator;
  readonly botMessages: Locator;

  constructor(
    readonly page: Page,
    readonly phone: boolean,
  ) {
    this.toolbar = page.getByTestId('simulator-toolbar');
    this.toggle = page.getByTestId('simulator-toggle');
    this.startButton = page.getByTestId('simulator-start');
    this.simulation = page.getByTestId('simulation');
    this.persona = page.getByTestId('simulation-persona');
    this.endButton = page.getByTestId('simulation-end');
    this.practiceShortcut = page.getByTestId('practice-shortcut');
    this.botMessages = page.getByTestId('bot-message');
  }

  /** Flip the 'Simulator' switch (its input covers the switch and takes the tap). */
  async switchOn(): Promise<void> {
    await this.toggle.click();
  }

  async send(text: string): Promise<void> {
    const input = this.page.getByTestId('chat-input');
    await input.fill(text);
    if (this.phone) await this.page.getByTestId('chat-send').click();
    else await input.press('Enter');
  }

  async waitForLastReply(): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const bots = document.querySelectorAll('[data-testid="bot-message"]');
        return bots.length > 0 && bots[bots.length - 1]?.getAttribute('data-status') === 'completed';
      },
      undefined,
      { timeout: 20_000 },
    );
  }

  async lastReplyText(): Promise<string> {
    return ((await this.botMessages.last().locator('[data-version]').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }
}
