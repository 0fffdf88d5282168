import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { BLOG_POSTS } from '../../src/shared/site/blog/catalog';
import { crushScripts } from '../helpers/practice-scripts';
import { BillingPages } from './pages/billing';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { PracticePage } from './pages/practice-page';
import { useE2eApp, type TestServer } from './support/app';
import { seriousAxeFindings, type AxeFinding } from './support/axe';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { waitForLoginCode } from './support/login-code';

/**
 * axe-core on every screen and state (issue 26): the public pages, the chat empty and with a reply,
 * each login step, memory, practice (create, intro, active, ended, report), your practice, pricing,
 * the checkout and the read-only share page — in the light and the dark scheme, on a desktop and a phone. No finding of
 * impact critical or serious may remain; a failure lists each finding with its nodes.
 */
let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 180_000 });

const PUBLIC_PATHS = [
  '/',
  '/price',
  '/blog',
  `/blog/${BLOG_POSTS[0]?.slug}`,
  '/tools',
  '/use-case/how-to-text-crush-keep-conversation-going',
  '/privacy-policy',
  '/terms-of-use',
  '/extension/intro',
  '/no-such-page',
];

/** Runs axe on the page as it is and keeps the findings under the screen's name. */
class AxeAudit {
  readonly findings: Record<string, AxeFinding[]> = {};
  async check(page: Page, screen: string): Promise<void> {
    // Let transitions (dialogs fading in, colours easing) finish: axe reads the computed colours.
    await page.waitForTimeout(400);
    const found = await seriousAxeFindings(page);
    if (found.length) this.findings[screen] = found;
  }
}

/** A shared chat with a reply (made once, by its owner in a context of its own): the share page's URL. */
let sharedUrl: Promise<string> | null = null;
function sharedChatUrl(): Promise<string> {
  sharedUrl ??= (async () => {
    const { page, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    const chat = new ChatPage(page, false);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await chat.send('She replied haha maybe to my invite, what now?');
    await chat.waitForLastReply('completed');
    await chat.openItemMenu(chat.sessionIdFromUrl());
    await page.getByTestId('chat-history-share').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="share-url"]') as HTMLInputElement | null)?.value.includes('/share/'));
    const url = await page.getByTestId('share-url').inputValue();
    await context.close();
    return url;
  })();
  return sharedUrl;
}

const COMBOS = [
  ['desktop', 'light', DESKTOP],
  ['desktop', 'dark', DESKTOP],
  ['phone', 'light', MOBILE],
  ['phone', 'dark', MOBILE],
] as const;

for (const [size, scheme, viewport] of COMBOS) {
  describe(`accessibility (${size}, ${scheme})`, () => {
    test('public pages and the share page: no critical or serious axe finding', async () => {
      const { page, context } = await openPage(browser, server.url, { viewport, colorScheme: scheme });
      const audit = new AxeAudit();
      for (const path of PUBLIC_PATHS) {
        await page.goto(path);
        await audit.check(page, path);
      }
      // The read-only share page, as anyone holding the link sees it, and once the link is gone.
      await page.goto(await sharedChatUrl());
      await page.getByTestId('shared-reply').first().waitFor();
      await audit.check(page, 'share page');
      await page.goto('/share/no-such-link');
      await page.getByTestId('shared-chat-gone').waitFor();
      await audit.check(page, 'share page (link gone)');
      expect(audit.findings).toEqual({});
      await context.close();
    });
  });
}

for (const [size, scheme, viewport] of [COMBOS[0], COMBOS[3]] as const) {
  describe(`accessibility (${size}, ${scheme})`, () => {
    test('the app: chat, login steps, memory, practice, your practice, pricing and checkout', async () => {
      const { page, context } = await openPage(browser, server.url, { viewport, colorScheme: scheme });
      const phone = viewport === MOBILE;
      const audit = new AxeAudit();
      const chat = new ChatPage(page, phone);

      await page.goto('/chat');
      await page.getByTestId('agent-intro').waitFor();
      await audit.check(page, 'chat empty');
      await chat.send('How do I keep a conversation going with my crush?');
      await chat.waitForLastReply('completed');
      await audit.check(page, 'chat with a reply');

      const login = new LoginDialogPage(page);
      if (phone && !(await page.getByTestId('header-signin').isVisible())) await chat.openSidebar();
      await login.openFromHeader();
      await audit.check(page, 'login: email step');
      const email = `axe-${size}-${scheme}@example.com`;
      await login.submitEmail(email);
      await login.waitForCodeStep();
      await audit.check(page, 'login: code step');
      await login.verify(await waitForLoginCode(server, email));
      await login.dialog.waitFor({ state: 'detached' });

      await page.goto('/chat/memory');
      await page.getByTestId('memory-list').or(page.getByTestId('memory-empty')).first().waitFor();
      await audit.check(page, 'memory');

      const practice = new PracticePage(page, phone);
      await practice.createPlan();
      await audit.check(page, 'practice: create (the coach greets)');
      await practice.say(practice.coach, crushScripts.coachMessage);
      await practice.waitForPracticeUrl();
      await practice.intro.waitFor();
      await audit.check(page, 'practice: intro');
      await practice.start();
      await practice.play(crushScripts.neutralLines[0] as string);
      await audit.check(page, 'practice: active');
      await practice.endByHand();
      await audit.check(page, 'practice: ended');
      await practice.openInsight();
      await audit.check(page, 'practice: report');

      await page.goto('/chat/your-practice');
      await page.getByTestId('plan-card').first().waitFor();
      await audit.check(page, 'your practice');

      await page.goto('/price');
      await page.getByTestId('plan-plus-cta').waitFor();
      await audit.check(page, 'pricing (signed in)');
      await page.getByTestId('plan-plus-cta').click();
      const billing = new BillingPages(page);
      await billing.planDialog.waitFor();
      await audit.check(page, 'plan dialog');
      await billing.choosePlan('plus_monthly');
      await audit.check(page, 'checkout');

      expect(audit.findings).toEqual({});
      await context.close();
    });
  });
}
