import type { Locator, Page } from 'playwright-core';

const PRACTICE_URL = /\/chat\/practice-plan\/([0-9a-f-]{36})\/([0-9a-f-]{36})(?:\/report)?(?:\?|$)/;

/** Page object of the practice screen (SPEC §2): the coach chat, the simulator panel, the report. */
export class PracticePage {
  readonly screen: Locator;
  readonly coach: Locator;
  readonly panel: Locator;
  readonly practiceChat: Locator;
  readonly intro: Locator;
  readonly progress: Locator;
  readonly ended: Locator;
  readonly endedTitle: Locator;
  readonly report: Locator;
  readonly historyButton: Locator;
  readonly historyItems: Locator;
  readonly confetti: Locator;

  constructor(
    readonly page: Page,
    readonly phone: boolean,
  ) {
    this.screen = page.getByTestId('practice-screen');
    this.coach = page.getByTestId('coach-column');
    this.panel = page.getByTestId('simulator-panel');
    this.practiceChat = page.getByTestId('practice-chat');
    this.intro = page.getByTestId('practice-intro');
    this.progress = page.getByTestId('practice-progress');
    this.ended = page.getByTestId('practice-ended');
    this.endedTitle = page.getByTestId('practice-ended-title');
    this.report = page.getByTestId('practice-report');
    this.historyButton = page.getByTestId('practice-history-button');
    this.historyItems = page.getByTestId('practice-history-item');
    this.confetti = page.locator('canvas[data-testid="practice-confetti"]');
  }

  /** A brand-new plan with its coach, the way the chat screen's practice shortcut opens it. */
  async createPlan(): Promise<void> {
    await this.page.goto('/chat/practice-plan/create?source=e2e');
    await this.page.waitForURL(/\/chat\/practice-plan\/[0-9a-f-]{36}\?source=e2e$/);
    await this.waitForLastReply(this.coach);
  }

  /** Type into a chat and send, the way the device does (Enter on a desktop, the button on a phone). */
  async say(chat: Locator, text: string): Promise<void> {
    const input = chat.getByTestId('chat-input');
    await input.fill(text);
    if (this.phone) await chat.getByTestId('chat-send').click();
    else await input.press('Enter');
  }

  /** The chat's last reply has finished (the list is virtualised: the last one in the DOM). */
  async waitForLastReply(chat: Locator, status: 'completed' | 'failed' = 'completed'): Promise<void> {
    const testId = await chat.getAttribute('data-testid');
    await this.page.waitForFunction(
      ([id, expected]) => {
        const bots = document.querySelectorAll(`[data-testid="${id}"] [data-testid="bot-message"]`);
        return bots.length > 0 && bots[bots.length - 1]?.getAttribute('data-status') === expected;
      },
      [testId, status] as const,
      { timeout: 20_000 },
    );
  }

  /** The plan and practice ids of the URL. */
  ids(): { planId: string; practiceId: string } {
    const match = PRACTICE_URL.exec(new URL(this.page.url()).pathname + new URL(this.page.url()).search);
    if (!match?.[1] || !match[2]) throw new Error(`not a practice URL: ${this.page.url()}`);
    return { planId: match[1], practiceId: match[2] };
  }

  async waitForPracticeUrl(): Promise<void> {
    await this.page.waitForURL(PRACTICE_URL);
  }

  /** Open a practice of the plan from the history popover, by its name. */
  async openFromHistory(name: string): Promise<void> {
    await this.historyButton.first().click();
    await this.historyItems.filter({ hasText: name }).click();
    await this.page.getByTestId('practice-intro-name').filter({ hasText: name }).or(this.page.getByTestId('practice-header-name').filter({ hasText: name })).waitFor();
  }

  /** Start the practice shown and wait for the character's opening line. */
  async start(): Promise<void> {
    await this.page.getByTestId('practice-start').click();
    await this.practiceChat.waitFor();
    await this.waitForLastReply(this.practiceChat);
  }

  /** Say a line in the practice and wait for the character's answer (and the line's score). */
  async play(line: string): Promise<void> {
    const badges = await this.practiceChat.getByTestId('turn-badge').count();
    await this.say(this.practiceChat, line);
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="practice-chat"] [data-testid="turn-badge"]').length > n,
      badges,
      { timeout: 20_000 },
    );
    await this.waitForLastReply(this.practiceChat);
  }

  async progressValue(): Promise<number> {
    return Number(await this.progress.getAttribute('data-value'));
  }

  async endByHand(): Promise<void> {
    await this.page.getByTestId('practice-end').click();
    await this.page.getByTestId('practice-end-dialog-confirm').click();
    await this.ended.waitFor();
  }

  async restart(): Promise<void> {
    await this.page.getByTestId('practice-restart').click();
    await this.page.getByTestId('practice-restart-dialog-confirm').click();
  }

  /** 'View Practice Insight': the report turns over the panel; waits until it is no longer loading. */
  async openInsight(): Promise<string> {
    await this.page.getByTestId('practice-view-insight').click();
    await this.report.waitFor();
    await this.page.waitForFunction(() => document.querySelector('[data-testid="practice-report"]')?.getAttribute('data-state') !== 'loading', undefined, {
      timeout: 60_000,
    });
    return (await this.report.getAttribute('data-state')) ?? '';
  }
}
