import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { useE2eApp, type TestServer } from './support/app';
import { LoginDialogPage } from './pages/login-dialog';
import { expectAttribute, expectText } from './support/wait';
import { localStorageJson, openPage } from './support/browser';

type CachedUser = { id: string; email: string | null; is_temporary: boolean };

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

async function waitForCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = server.lastCodeFor(email);
    if (code) return code;
    await Bun.sleep(100);
  }
  throw new Error(`no code was sent to ${email}`);
}

describe('login dialog', () => {
  test('signs in with an email code; the header then shows the email; log out returns to no session', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    // A page view makes no guest (docs/decisions.md): signing in needs none either.
    expect(await localStorageJson<CachedUser>(page, 'user_info')).toBeNull();

    const dialog = new LoginDialogPage(page);
    await dialog.openFromHeader();
    await expectText(dialog.title, 'Sign in to the product');
    await expectText(dialog.subtitle, 'Unlock more advice and keep the flow going!');
    await expectText(dialog.continueButton, 'Continue with Email');
    await page.waitForTimeout(300); // let the open transition finish before the screenshot
    await page.screenshot({ path: '/tmp/e2e-login-dialog.png' });

    const email = 'ada@example.com';
    await dialog.submitEmail('  Ada@Example.com ');
    await dialog.waitForCodeStep();
    await expectText(dialog.title, 'Verify your email');
    await expect(dialog.dialog.textContent()).resolves.toContain('Please enter the 6-digit verification code sent to');
    await expectText(dialog.codeEmail, email);
    await expectText(dialog.notice, 'Verification code sent');
    await expect(dialog.dialog.textContent()).resolves.toContain("Didn't receive the code?");
    expect(await dialog.resendButton.isDisabled()).toBe(true);
    const countdown = /^Resend \((\d+)s\)$/.exec((await dialog.resendButton.textContent()) ?? '');
    expect(Number(countdown?.[1])).toBeWithin(40, 61); // 60 s wait after a send, ticking down
    expect(await dialog.verifyButton.isDisabled()).toBe(true);
    await dialog.codeInputs.first().waitFor();
    expect(await dialog.codeInputs.count()).toBe(6);
    await page.screenshot({ path: '/tmp/e2e-login-code.png' });

    await dialog.verify(await waitForCode(email));
    await dialog.dialog.waitFor({ state: 'detached' });
    await page.getByTestId('header-user').waitFor();
    await expectText(page.getByTestId('header-user'), email);
    const member = await localStorageJson<CachedUser>(page, 'user_info');
    expect(member).toMatchObject({ email, is_temporary: false });

    // The session survives a reload (the login rotated the cookie).
    await page.reload();
    await expectText(page.getByTestId('header-user'), email);

    await page.getByTestId('header-logout').click();
    await page.getByTestId('header-signin').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await localStorageJson<CachedUser>(page, 'user_info')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a wrong code shows the catalogue text and clears the code', async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await page.goto('/');
    const dialog = new LoginDialogPage(page);
    await dialog.openFromHeader();
    const email = 'wrong-code@example.com';
    await dialog.submitEmail(email);
    await dialog.waitForCodeStep();
    const real = await waitForCode(email);
    const wrong = real === '000000' ? '111111' : '000000';
    await dialog.verify(wrong);
    await expectText(dialog.error, 'Incorrect or expired verification code');
    expect(await dialog.codeValue()).toBe('');
    await expect(page.getByTestId('header-signin').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('invalid emails are refused before anything is sent', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url);
    await page.goto('/');
    const dialog = new LoginDialogPage(page);
    await dialog.openFromHeader();
    await dialog.submitEmail('not-an-email');
    await expectText(dialog.error, 'Please enter a valid email address');
    await dialog.submitEmail('.lead@example.com');
    await expectText(dialog.error, 'Email cannot start with a period');
    expect(procedures).not.toContain('auth.sendCode');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('back returns to the email step; closing resets everything', async () => {
    const { page, errors, procedures, context } = await openPage(browser, server.url);
    await page.goto('/');
    const dialog = new LoginDialogPage(page);
    await dialog.openFromHeader();
    await dialog.submitEmail('back@example.com');
    await dialog.waitForCodeStep();
    await dialog.enterCode('12');

    await dialog.backButton.click();
    await expectText(dialog.title, 'Sign in to the product');
    expect(await dialog.emailInput.inputValue()).toBe('back@example.com');

    // Same address again within the resend wait: straight back to the code step, nothing re-sent.
    await dialog.continueButton.click();
    await expectText(dialog.title, 'Verify your email');
    expect(await dialog.codeValue()).toBe('');
    expect(procedures.filter((p) => p === 'auth.sendCode')).toHaveLength(1);
    await dialog.backButton.click();

    await dialog.submitEmail('not-an-email');
    await dialog.error.waitFor();
    await dialog.close();

    await dialog.openFromHeader();
    await expectText(dialog.title, 'Sign in to the product');
    expect(await dialog.emailInput.inputValue()).toBe('');
    expect(await dialog.error.count()).toBe(0);

    // After a reset the server's resend wait still holds: its catalogue text is shown.
    await dialog.submitEmail('back@example.com');
    await expectText(dialog.error, 'Too many attempts, please try again later');
    await expectText(dialog.title, 'Sign in to the product');
    expect(errors).toEqual([]);
    await context.close();
  });
});
