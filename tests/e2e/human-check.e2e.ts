import { afterAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { createTurnstileCheck } from '../../src/server/auth/human-check';
import { startFakeTurnstileServer } from '../helpers/fake-turnstile-server';
import { ChatPage } from './pages/chat-page';
import { LoginDialogPage } from './pages/login-dialog';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, openPage } from './support/browser';
import { expectText } from './support/wait';

/**
 * Turnstile on (SPEC §5): the server checks every token with siteverify (a stand-in over real HTTP);
 * in the browser, Cloudflare's script is answered by a stand-in speaking its explicit-render API
 * whose tokens the stand-in siteverify issued. Nothing leaves the machine.
 */
const siteverify = startFakeTurnstileServer();
afterAll(() => siteverify.stop());

let server: TestServer;
let browser: Browser;
useE2eApp(
  (s, b) => {
    server = s;
    browser = b;
  },
  {
    server: () => ({
      humanCheck: createTurnstileCheck({ secretKey: siteverify.secret, siteverifyUrl: siteverify.url }),
      config: { turnstileSiteKey: '1x00000000000000000000AA' },
    }),
  },
);

/** Cloudflare's api.js, as far as the app uses it: render → callback(token) once solved; reset → solve again. */
const FAKE_TURNSTILE = `
  (() => {
    const widgets = new Map();
    let n = 0;
    const solve = (id) => {
      const w = widgets.get(id);
      if (!w) return;
      window.__turnstileToken(w.options.action).then((token) => widgets.has(id) && w.options.callback?.(token));
    };
    window.turnstile = {
      render(el, options) {
        const id = 'w' + (++n);
        widgets.set(id, { el, options });
        window.__turnstileRendered = (window.__turnstileRendered || []).concat(options.action);
        solve(id);
        return id;
      },
      reset(id) { solve(id); },
      remove(id) { widgets.delete(id); },
    };
  })();
`;

async function withFakeTurnstile(page: Page, tokenFor: (action: string) => string): Promise<void> {
  await page.exposeFunction('__turnstileToken', tokenFor);
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_TURNSTILE }),
  );
}

describe('human check (Turnstile on)', () => {
  test('each send carries a fresh token for send_message; a refused token is replaced once; sign-in codes carry send_code', async () => {
    const { page, errors, context } = await openPage(browser, server.url, { viewport: DESKTOP });
    let refuseNext = true;
    await withFakeTurnstile(page, (action) => {
      // The first token of the page is one siteverify never issued: the server answers 401.
      if (action === 'send_message' && refuseNext) {
        refuseNext = false;
        return 'never-issued-token';
      }
      return siteverify.issue({ action, hostname: '127.0.0.1' });
    });
    const chat = new ChatPage(page, false);
    await page.goto('/chat');
    await page.getByTestId('agent-intro').waitFor();
    await page.waitForFunction(() => ((window as unknown as { __turnstileRendered?: string[] }).__turnstileRendered ?? []).includes('send_message'));

    const questions = ['My friend cancelled on me twice this month. Should I say something?', 'What if she cancels a third time?'];
    for (const [i, question] of questions.entries()) {
      await chat.send(question);
      await expectText(chat.userMessages.nth(i).getByTestId('user-text'), question);
      await chat.waitForLastReply('completed');
      await chat.botMessages.nth(i).waitFor();
    }
    expect(await chat.userMessages.count()).toBe(2);
    for (let i = 0; i < 50 && siteverify.calls.length < 3; i++) await Bun.sleep(100);

    const checked = siteverify.calls.map((c) => c.response);
    expect(checked[0]).toBe('never-issued-token'); // refused (401) …
    expect(checked.length).toBe(3); // … then a fresh token, and another for the second send
    expect(new Set(checked).size).toBe(3); // never the same token twice

    // Emailing a sign-in code goes through the check too, with its own action.
    const login = new LoginDialogPage(page);
    await login.openFromHeader();
    await login.submitEmail('robin@example.com');
    await login.waitForCodeStep();
    await expectText(login.notice, 'Verification code sent');
    expect(siteverify.calls.length).toBe(4);
    expect(siteverify.calls.at(-1)?.response).not.toBe(checked.at(-1));
    expect(errors).toEqual([]);
    await context.close();
  });
});
