import { describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { useE2eApp, type TestServer } from './support/app';
import { BillingPages } from './pages/billing';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { openPage } from './support/browser';
import { expectAttribute, expectText, textWhen } from './support/wait';

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
}, { testTimeoutMs: 120_000 });

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = server.lastCodeFor(email);
    if (code) return code;
    await Bun.sleep(100);
  }
  throw new Error(`no code was sent to ${email}`);
}

async function signIn(page: Page, email: string, open: () => Promise<void>) {
  const login = new LoginDialogPage(page);
  await open();
  await login.title.waitFor();
  await login.submitEmail(email);
  await login.waitForCodeStep();
  await login.verify(await codeFor(email));
  await login.title.waitFor({ state: 'detached' });
}

async function myUser(page: Page) {
  return page.evaluate(async () => (await (await fetch('/api/auth/status')).json()).result);
}

describe('plans and billing (local test mode)', () => {
  test('/price: BASIC and PLUS with SPEC texts and FAQ; a guest subscribing signs in first, then sees the plans', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/price');
    await expectText(page.getByTestId('plan-basic-cta'), 'Try for Free');
    await expectText(page.getByTestId('plan-plus-cta'), 'Subscribe');
    await expectText(page.getByTestId('plan-plus-popular'), 'Popular');
    await expectText(page.getByTestId('plan-plus-price'), '$2.50');
    for (const id of ['faq-change-plan', 'faq-cancel', 'faq-data-after-cancel']) await page.getByTestId(id).waitFor();
    expect(await page.getByTestId('faq-change-plan').textContent()).toContain('Upgrades take effect at once');

    await signIn(page, 'pricing@example.com', () => page.getByTestId('plan-plus-cta').click());
    expect(await page.evaluate(() => sessionStorage.getItem('login_action'))).toBe('payment');
    const billing = new BillingPages(page);
    await billing.planDialog.getByTestId('plan-dialog-trial').waitFor();
    await expectText(billing.planDialog.getByTestId('plan-dialog-subscribe'), 'Start free trial');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a free user hits the limit, starts the trial through the local checkout, is Plus, sends on, cancels and keeps Plus to the period end', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    const chat = new ChatPage(page, false);
    const billing = new BillingPages(page);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await signIn(page, 'upgrade@example.com', () => page.getByTestId('header-signin').click());

    // Five free messages, then the banner offers the trial.
    for (let i = 1; i <= 5; i++) {
      await chat.send(`Question ${i}: how do I keep the conversation going?`);
      await chat.waitForLastReply('completed');
    }
    await expectAttribute(chat.limitBanner, 'data-kind', 'trial');
    await expectText(chat.limitBanner.getByTestId('limit-banner-upgrade'), 'Start trial');
    const chatPath = new URL(page.url()).pathname;

    // The plan dialog → the hosted-style test checkout → back in the same chat as Plus.
    await chat.limitBanner.getByTestId('limit-banner-upgrade').click();
    await billing.planDialog.waitFor();
    await billing.choosePlan('plus_weekly');
    await page.getByTestId('billing-test-mode').waitFor();
    await expectText(billing.checkout.getByTestId('checkout-amount'), '3 days free');
    await page.screenshot({ path: '/tmp/e2e-billing-checkout.png' });
    await billing.pay('4000 0000 0000 0002');
    await expectText(billing.checkout.getByTestId('checkout-pay-error'), 'Your card was declined.');
    await billing.pay();
    await page.waitForURL((url) => url.pathname === chatPath && url.searchParams.get('checkout') === 'success');
    await billing.plusBadge.waitFor();
    expect(await chat.limitBanner.count()).toBe(0);

    // Unlimited: a sixth and a seventh message go through.
    for (const n of [6, 7]) {
      await chat.send(`Question ${n}: and what if she doesn't answer?`);
      await chat.waitForLastReply('completed');
    }
    expect((await myUser(page)).usage_limits.send_message).toMatchObject({ current_usage: 7, max_usage: null, can_use: true });
    expect(await chat.limitBanner.count()).toBe(0);

    // Manage Subscription → Cancel, confirmed with the period end; Plus stays until then.
    const sub = (await myUser(page)).subscriptions[0];
    expect(sub.status).toBe('trialing');
    const periodEnd = new Date(sub.current_period_end).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await billing.openManage();
    expect(await textWhen(billing.manageDialog.getByTestId('manage-status'), /Free trial until/)).toContain(periodEnd);
    const confirmation = await billing.cancelSubscription();
    expect(confirmation).toContain(`You keep Plus until ${periodEnd}`);
    await expectText(billing.manageDialog.getByTestId('manage-status'), `Your Plus plan ends on ${periodEnd}. It won't renew.`);
    await page.screenshot({ path: '/tmp/e2e-billing-manage.png' });
    await page.keyboard.press('Escape');
    await billing.manageDialog.waitFor({ state: 'detached' });

    const after = await myUser(page);
    expect(after.subscriptions[0]).toMatchObject({ status: 'trialing', cancel_at_period_end: true, cancel_at: sub.current_period_end });
    await page.reload();
    await billing.plusBadge.waitFor();
    await chat.send('Question 8: one more after cancelling');
    await chat.waitForLastReply('completed');
    expect(await chat.limitBanner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
