import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { crushScripts } from '../helpers/practice-scripts';
import { PracticePage } from './pages/practice-page';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectText } from './support/wait';

/** A plan is renamed from the practice screen and deleted from its card (issue 26), phone and desktop. */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 120_000 });

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`a plan's menu (${size})`, () => {
    test('rename from the practice screen, then delete from its card after confirming', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const practice = new PracticePage(page, viewport === MOBILE);
      await practice.createPlan();
      await practice.say(practice.coach, crushScripts.coachMessage);
      await practice.waitForPracticeUrl();
      await practice.intro.waitFor();
      const { planId } = practice.ids();

      // Rename on the practice screen (the intro card's ⋯).
      await practice.intro.getByTestId('plan-menu').click();
      await page.getByTestId('plan-menu-rename').click();
      await page.getByTestId('plan-rename-input').fill('Asking Maya out');
      await page.getByTestId('plan-rename-save').click();
      await page.getByTestId('plan-rename-input').waitFor({ state: 'detached' });

      // The card shows the new name; delete asks first, then the card is gone (after a reload too).
      await page.goto('/chat/your-practice');
      const card = page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`).first();
      await expectText(card.getByTestId('plan-card-title'), 'Asking Maya out');
      await card.getByTestId('plan-menu').click();
      await page.getByTestId('plan-menu-delete').click();
      await expectText(page.getByTestId('plan-delete-dialog').getByRole('heading'), 'Delete practice?');
      await page.getByTestId('plan-delete-confirm').click();
      await card.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('create-practice-card').first().waitFor();
      expect(await page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('Try Another on the coach’s plan', () => {
  test('asks first once the plan has been practised; Cancel keeps the plan', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const practice = new PracticePage(page, false);
    await practice.createPlan();
    await practice.say(practice.coach, crushScripts.coachMessage);
    await practice.waitForPracticeUrl();
    await practice.intro.waitFor();
    const { planId } = practice.ids();
    await practice.start();
    await practice.play(crushScripts.neutralLines[0] as string);

    const planReply = practice.coach.getByTestId('bot-message').last();
    await planReply.getByTestId('bot-try-another').click();
    await expectText(page.getByTestId('retry-confirm-text'), "Try Another will write a new plan in place of this one, which you've already practised. Continue?");
    await page.getByTestId('retry-confirm-cancel').click();
    await page.getByTestId('retry-confirm').waitFor({ state: 'detached' });
    expect(await planReply.getByTestId('version-pager').count()).toBe(0); // nothing was rewritten
    expect(practice.ids().planId).toBe(planId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
