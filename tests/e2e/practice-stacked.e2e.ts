import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { crushScripts } from '../helpers/practice-scripts';
import { PracticePage } from './pages/practice-page';
import { useE2eApp, type TestServer } from './support/app';
import { MOBILE, openPage } from './support/browser';
import { expectText } from './support/wait';

/**
 * The coach builds a plan on phones and tablets (stacked layout) while its reply still streams:
 * the coach folds to a bar as the 'Creating …' panel opens, and its reply must keep streaming so
 * the plan arrives and its first practice opens (the reply is paced like production, so the plan
 * comes well after the panel opened).
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { paceMs: 15, testTimeoutMs: 90_000 });

const TABLET = { width: 820, height: 1180 } as const;

for (const [size, viewport] of [
  ['phone', MOBILE],
  ['tablet', TABLET],
] as const) {
  describe(`practice while the coach streams (${size})`, () => {
    test('the coach folds to a bar while it builds the plan; the plan still opens its first practice', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const practice = new PracticePage(page, true);
      await practice.createPlan();
      await practice.say(practice.coach, crushScripts.coachMessage);

      // The panel opens on 'Creating …' and the coach folds away while its reply streams.
      await expectText(page.getByTestId('practice-creating-title'), 'Creating Your Roleplay Practice');
      await page.getByTestId('coach-bar').waitFor();

      // The plan arrives through the coach's stream: its first practice opens.
      await practice.waitForPracticeUrl();
      await practice.intro.waitFor({ timeout: 30_000 });
      await expectText(page.getByTestId('practice-intro-name'), 'Break the ice');

      // The one-time history tip points at History without covering the title or the practice's name.
      const tip = page.getByRole('tooltip').filter({ hasText: 'View your practice history here' });
      await tip.waitFor();
      await page.waitForTimeout(300); // its opening transition
      const tipBox = (await tip.boundingBox())!;
      for (const covered of ['practice-intro-title', 'practice-intro-name']) {
        const box = (await page.getByTestId(covered).boundingBox())!;
        const overlaps = tipBox.x < box.x + box.width && box.x < tipBox.x + tipBox.width && tipBox.y < box.y + box.height && box.y < tipBox.y + tipBox.height;
        expect({ covered, overlaps }).toEqual({ covered, overlaps: false });
      }

      // The coach's reply finished too (it was not cancelled): expanding it shows it completed.
      await page.getByTestId('coach-bar').click();
      await practice.waitForLastReply(practice.coach);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
