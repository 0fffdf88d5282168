import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { SimulatorPage } from './pages/simulator-page';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { expectText } from './support/wait';

/**
 * The simulator mode of an advisor chat (SPEC §2, §3): a simulator agent's chat turns the switch
 * on, answers the advisor's setup question, chats with the simulated person (persona label shown,
 * no 'Try Again' / 'Try Another'), then ends with the advisor's summary. The switch's enabling and
 * the one-time tip are remembered in local storage; the practice shortcut leads to a new plan.
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 90_000 });

const ABOUT_HER = 'Her name is Maya, we sit together in chemistry class, she texts short and teases me a lot';
const PERSONA = 'someone I have a crush on';

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`simulator (${size})`, () => {
    test('set up, simulate the crush, end with the advisor’s summary; the switch is remembered', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const sim = new SimulatorPage(page, viewport === MOBILE);

      // Only the simulator agents have it.
      await page.goto('/chat/message-decoder');
      await page.getByTestId('blank-chat').waitFor();
      expect(await sim.toolbar.count()).toBe(0);

      await page.goto('/chat/love-signals-detector');
      await sim.toolbar.waitFor();
      await expectText(page.getByRole('tooltip'), `New: rehearse with the simulator. I'll play ${PERSONA}.`);
      expect(await sim.practiceShortcut.getAttribute('href')).toBe('/chat/practice-plan/create?source=chat_love-signals-detector');

      // Switching it on opens a chat where the advisor asks about the person.
      await page.waitForFunction(() => !(document.querySelector('[data-testid="simulator-toggle"]') as HTMLInputElement | null)?.disabled);
      await sim.switchOn();
      await page.waitForURL(/\/chat\/love-signals-detector\/[0-9a-f-]{36}$/);
      await expectText(page.getByTestId('simulator-persona-label'), `Simulator · ${PERSONA}`);
      expect(await page.evaluate(() => [localStorage.getItem('simulator_enabled'), localStorage.getItem('simulator_tip_seen')])).toEqual(['1', '1']);
      expect(await page.getByRole('tooltip').count()).toBe(0);

      // The answer is enough: the advisor is ready; the simulation starts with the person's first line.
      await sim.send(ABOUT_HER);
      await sim.startButton.waitFor();
      await sim.waitForLastReply();
      await sim.startButton.click();
      await sim.simulation.waitFor();
      await expectText(sim.persona, PERSONA);
      await sim.waitForLastReply();
      await sim.send('hey you! how was chemistry today?');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="simulation"] [data-testid="bot-message"]').length >= 2);
      await sim.waitForLastReply();
      expect(await page.getByTestId('bot-try-another').count()).toBe(0); // hidden in simulation mode
      expect(await page.getByTestId('bot-try-again').count()).toBe(0);
      await page.screenshot({ path: `/tmp/e2e-simulator-${size}.png` });

      // End: back in the advisor chat, whose summary hands back what went well.
      await sim.endButton.click();
      await sim.simulation.waitFor({ state: 'detached' });
      await sim.waitForLastReply();
      expect(await sim.lastReplyText()).toContain('hey you! how was chemistry today?');

      // A reload keeps the switch on (local storage) and the chat out of simulation.
      await page.reload();
      await sim.toolbar.waitFor();
      expect(await sim.toggle.isChecked()).toBe(true);
      expect(await sim.simulation.count()).toBe(0);

      // The practice shortcut opens a new practice plan with the coach.
      await sim.practiceShortcut.click();
      await page.waitForURL(/\/chat\/practice-plan\/[0-9a-f-]{36}\?source=chat_love-signals-detector$/);
      await page.getByTestId('coach-column').getByTestId('bot-message').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
