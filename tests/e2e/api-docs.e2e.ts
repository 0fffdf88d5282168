import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { listenTestApp } from '../helpers/listen';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';
import { launchBrowser, openPage } from './support/browser';

/**
 * /api/docs in a real browser under the app's CSP: the reference renders every operation of the
 * document, from our own origin only, with no CSP violation or page error. No client build needed.
 */
let t: TestDeps;
let app: ReturnType<typeof listenTestApp>;
let browser: Browser;
beforeAll(async () => {
  t = await createTestDeps();
  app = listenTestApp(t.deps);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser.close();
  await app.stop();
  await t.close();
});

test('the API reference renders every operation, served from our origin under our CSP', async () => {
  const doc = (await fetch(`${app.base}/api/openapi.json`).then((r) => r.json())) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  const { page, errors, context } = await openPage(browser, app.base);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
  expect(await page.locator('.opblock').count()).toBe(operations);
  await expect(page.locator('.info .title').textContent()).resolves.toContain('Conversation Advisor REST API');
  // The reply stream's documentation: open the send operation and find its event-stream answer.
  await page.locator('#operations-message-postSessionIdMessage').click();
  await expect(page.locator('#operations-message-postSessionIdMessage').textContent()).resolves.toContain('text/event-stream');
  const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))]);
  expect(origins).toEqual([app.base]);
  expect(errors).toEqual([]);
  await context.close();
});
