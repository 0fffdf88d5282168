import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { crushScripts } from '../helpers/practice-scripts';
import { PracticePage } from './pages/practice-page';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectText, textWhen } from './support/wait';

/**
 * Roleplay practice in the browser (SPEC §2 practice screen, §4), against the real offline engine:
 * a newcomer tells the coach "I want to practise asking my crush out", plays the ask-out to
 * success and reads the insight report; a practice ended by hand, a restart, the history popover
 * and a deep link to a practice. Phone and desktop sizes, no console errors.
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 120_000 });

const ASK_OUT = 'Ask them out';
const WARM_UP = 'Break the ice';

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`practice (${size})`, () => {
    test('newcomer: the coach builds the plan, the ask-out is played to success, confetti, then the insight report', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const practice = new PracticePage(page, viewport === MOBILE);

      // A guest with nothing set up opens a new plan; the coach greets first.
      await practice.createPlan();
      expect(await practice.panel.count()).toBe(0); // nothing to rehearse yet: the coach has the screen
      await practice.say(practice.coach, crushScripts.coachMessage);

      // The coach builds the plan; its first practice opens beside the coach.
      await practice.waitForPracticeUrl();
      await practice.intro.waitFor();
      // The plan has several practices: the history tip points at them once (gone with the next tap).
      await expectText(page.getByRole('tooltip'), 'View your practice history here');
      expect(await practice.screen.getAttribute('data-layout')).toBe(viewport === MOBILE ? 'stacked' : 'wide');
      if (viewport === DESKTOP) {
        expect(Math.round((await practice.coach.boundingBox())!.width)).toBe(480);
      } else {
        // Stacked: the coach is a bar; tapping it expands it (and folds the practice), and back.
        await page.getByTestId('coach-bar').click();
        await practice.coach.waitFor();
        await page.getByTestId('simulator-bar').click();
        await practice.intro.waitFor();
        expect(await page.getByTestId('coach-bar').isVisible()).toBe(true);
      }
      await expectText(page.getByTestId('practice-intro-title'), 'Practice');
      for (const text of ['Practice Goal', 'You Made It When…', 'You failed It When…', "What You'll Practice"]) {
        expect(await practice.intro.textContent()).toContain(text);
      }
      await practice.openFromHistory(ASK_OUT);
      expect(await page.evaluate(() => localStorage.getItem('practice_history_tooltip_seen'))).toBe('1');

      // Start: the character speaks first; each line is scored and moves the progress bar.
      await practice.start();
      expect(await practice.progressValue()).toBe(0);
      // Practice lines count against the practice limit (one used on the coach so far).
      await expectText(practice.practiceChat.getByTestId('usage-remaining'), '9 of 10 messages left today');
      let last = 0;
      for (const line of crushScripts.winningLines) {
        await practice.play(line);
        const now = await practice.progressValue();
        expect(now).toBeGreaterThan(last);
        last = now;
      }
      const badges = practice.practiceChat.getByTestId('turn-badge');
      expect(await badges.count()).toBe(crushScripts.winningLines.length);
      expect(['great', 'ok', 'risky']).toContain((await badges.last().getAttribute('data-rating')) ?? '');
      expect(((await badges.last().getByTestId('turn-badge-reason').textContent()) ?? '').length).toBeGreaterThan(5);

      // Success: the bar is full, confetti falls, the ended card celebrates.
      expect(await practice.progressValue()).toBe(100);
      await practice.confetti.waitFor({ state: 'attached', timeout: 10_000 });
      await expectText(practice.endedTitle, 'You did it!');
      expect(await practice.practiceChat.getByTestId('chat-input').count()).toBe(0); // the card replaces the input
      await page.screenshot({ path: `/tmp/e2e-practice-success-${size}.png` });

      // The insight report turns over the panel, with the lines actually typed.
      expect(await practice.openInsight()).toBe('ready');
      expect(page.url()).toContain('/report');
      const report = (await practice.report.textContent()) ?? '';
      expect(report).toContain('Your Top Responses');
      expect(report).toContain('Your Next Move');
      expect(report).toContain('Practice Again?');
      expect(report).toContain(crushScripts.winningLines.at(-1)!);
      await page.screenshot({ path: `/tmp/e2e-practice-report-${size}.png` });

      // Back flips to the practice; a reload keeps the ended practice and its scores.
      await page.getByTestId('report-back').click();
      await practice.ended.waitFor();
      await page.reload();
      await expectText(practice.endedTitle, 'You did it!');
      expect(await practice.practiceChat.getByTestId('turn-badge').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('ended by hand, restarted, the history popover and a deep link to a practice', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const practice = new PracticePage(page, viewport === MOBILE);
      await practice.createPlan();
      await practice.say(practice.coach, crushScripts.coachMessage);
      await practice.waitForPracticeUrl();
      await practice.intro.waitFor();
      await expectText(page.getByTestId('practice-intro-name'), WARM_UP);

      // Play a little, then end it by hand.
      await practice.start();
      for (const line of crushScripts.neutralLines.slice(0, 3)) await practice.play(line);
      const ended = practice.ids();
      await page.getByTestId('practice-end').click();
      await expectText(page.getByTestId('practice-end-dialog-title'), 'End Practice?');
      await page.getByTestId('practice-end-dialog-confirm').click();
      await expectText(practice.endedTitle, 'Practice ended');
      expect(await page.getByTestId('practice-end').count()).toBe(0); // no End once ended: History instead
      const state = await practice.openInsight();
      expect(['ready', 'skipped']).toContain(state);
      await page.getByTestId('report-back').click();

      // Restart asks first, then a new practice of the same slot starts with the character's line.
      await practice.restart();
      await page.waitForURL((url) => url.pathname.includes(ended.planId) && !url.pathname.endsWith(ended.practiceId));
      const restarted = practice.ids();
      // The panel shows the new practice (not the one just left) before anything is read from it.
      await page.locator(`[data-testid="practice-chat"][data-practice-id="${restarted.practiceId}"]`).waitFor();
      await practice.waitForLastReply(practice.practiceChat);
      expect(await practice.progressValue()).toBe(0);
      expect(restarted.practiceId).not.toBe(ended.practiceId);

      expect(await page.getByTestId('practice-history-button').count()).toBe(0); // History shows once a practice has ended

      // A deep link to the ended practice opens it as it was left, with History in its header.
      const deep = await context.newPage();
      deep.on('pageerror', (err) => errors.push(`deep link pageerror: ${err.message}`));
      await deep.goto(`/chat/practice-plan/${ended.planId}/${ended.practiceId}?source=e2e&displayMode=seen`);
      const deepPractice = new PracticePage(deep, viewport === MOBILE);
      expect(await textWhen(deepPractice.endedTitle, 'Practice ended')).toBe('Practice ended');
      expect(await deep.getByTestId('practice-header-name').textContent()).toBe(WARM_UP);

      // History: every practice of the plan with its status line; the old one reads 'Stopped'.
      await deepPractice.historyButton.click();
      await expectText(deep.getByTestId('practice-history').getByText('Practice History'), 'Practice History');
      const status = (id: string) => deep.locator(`[data-testid="practice-history-item"][data-practice-id="${id}"] [data-testid="practice-history-status"]`);
      await expectText(status(ended.practiceId), 'Stopped');
      await expectText(status(restarted.practiceId), 'Working on');
      expect(await deepPractice.historyItems.count()).toBe(4); // three planned + the restart
      const maxHeight = await deep.getByTestId('practice-history-list').evaluate((el) => getComputedStyle(el).maxHeight);
      expect(maxHeight).toBe(viewport === MOBILE ? '320px' : '640px');

      // Clicking an entry opens that practice (the running restart).
      await deepPractice.historyItems.and(deep.locator(`[data-practice-id="${restarted.practiceId}"]`)).click();
      await deep.waitForURL((url) => url.pathname.endsWith(restarted.practiceId));
      await deepPractice.practiceChat.waitFor();
      await deep.close();

      // Your practice: the plan is being practised; 'Continue' opens the running practice on its own.
      await page.goto('/chat/your-practice');
      const card = page.getByTestId('practicing-list').getByTestId('plan-card').and(page.locator(`[data-plan-id="${ended.planId}"]`));
      await expectText(card.getByTestId('plan-card-action'), 'Continue');
      expect(((await card.getByTestId('plan-card-time').textContent()) ?? '').startsWith('Left at ')).toBe(true);
      await card.getByTestId('plan-card-action').click();
      await page.waitForURL((url) => url.pathname.endsWith(restarted.practiceId) && url.searchParams.get('skipPlan') === 'true');
      await practice.practiceChat.waitFor();
      await page.getByTestId('coach-bar').click(); // the coach starts folded away; it comes back on demand
      await practice.coach.waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
