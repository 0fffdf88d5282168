import { describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { BLOG_POSTS } from '../../src/shared/site/blog/catalog';
import { HOME_FAQ } from '../../src/shared/site/faq';
import { SITE } from '../../src/shared/site/site';
import { TOOLS } from '../../src/shared/site/tools';
import { findUseCase } from '../../src/shared/site/use-cases/all';
import { ChatPage } from './pages/chat-page';
import { PublicSite } from './pages/public-site';
import { useE2eApp, type TestServer } from './support/app';
import { DESKTOP, hydratePublicPage, MOBILE, openPage } from './support/browser';
import { expectText } from './support/wait';

const CASE = findUseCase('how-to-text-crush-keep-conversation-going');
if (!CASE) throw new Error('the crush use case is missing');
const AGENT = CASE.agentSlug ?? 'chat-advisor';
const CHAT_URL = new RegExp(`/chat/${AGENT}/[0-9a-f-]{36}$`);

let server: TestServer;
let browser: Browser;
useE2eApp((s, b) => {
  server = s;
  browser = b;
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  describe(`public site (${size})`, () => {
    test('home → a use case → “try it” → a chat with the prompt sent and a streamed answer', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const site = new PublicSite(page, viewport === MOBILE);
      expect(await site.open('/')).toBe(200);

      // The FAQ shows SPEC's four entries, questions and answers as written.
      expect(await site.readFaq()).toEqual(HOME_FAQ.map((f) => [f.question, f.answer]));
      expect(await page.getByTestId('testimonial').count()).toBe(6);
      expect(await page.getByTestId('home-platforms').getByTestId(/^platform-/).count()).toBeGreaterThan(8);
      await page.screenshot({ path: `/tmp/e2e-public-home-${size}.png`, fullPage: true });

      // The header's Solutions link leads to the use cases; one click opens the landing page.
      await site.followNav('solutions');
      await site.solutionLink(CASE.caseName).click();
      await page.waitForURL(`**/use-case/${CASE.slug}`);
      await expectText(site.useCaseTitle, CASE.caseName);
      expect(await page.title()).toBe(CASE.titleTag);
      expect(await site.scenarios.count()).toBe(6);
      expect(await site.sellingPoints.count()).toBe(4);
      await expectText(site.scenarios.first().locator('h3'), CASE.scenarios[0]?.title as string);
      await page.screenshot({ path: `/tmp/e2e-public-use-case-${size}.png`, fullPage: true });

      // “Try it”: the fitting advisor opens and the case's question is sent by itself.
      await site.tryIt.click();
      await page.waitForURL(`**/chat/${AGENT}`);
      await page.waitForURL(CHAT_URL);
      const chat = new ChatPage(page, viewport === MOBILE);
      await expectText(chat.userMessages.first().getByTestId('user-text'), CASE.promptText);
      await chat.waitForLastReply('completed');
      expect((await chat.replyText()).length).toBeGreaterThan(200);
      await page.screenshot({ path: `/tmp/e2e-public-try-it-${size}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a landing page opened directly: its own head, no layout shift, and a 404 for an unknown slug', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const site = new PublicSite(page, viewport === MOBILE);
      expect(await site.open(`/use-case/${CASE.slug}`)).toBe(200);
      await expectText(site.useCaseTitle, CASE.caseName);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(CASE.metaDescription);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/use-case/${CASE.slug}`);
      expect(await site.layoutShift()).toBeLessThanOrEqual(0.05);
      // The page hydrates with its main content kept from the server's markup: the server prefetches
      // the kept-main frame (React runs on the first intent), and neither the page's own code nor its content loads.
      const prefetches = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      expect(prefetches.some((href) => href.includes('kept-main-page'))).toBe(true);
      await hydratePublicPage(page);
      await page.waitForLoadState('networkidle');
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect(loaded.filter((path) => path.includes('use-case-page') || path.includes(CASE.slug))).toEqual([]);

      expect(await site.open('/use-case/how-to-win-the-lottery')).toBe(404);
      await site.notFound.waitFor();
      await expectText(site.notFound.getByRole('heading', { level: 1 }), 'Page not found');
      expect(await page.title()).toBe(`Page not found · ${SITE.name}`);
      expect(await site.open('/no-such-page')).toBe(404);
      await site.notFound.waitFor();
      await page.screenshot({ path: `/tmp/e2e-public-404-${size}.png` });
      await page.getByTestId('not-found-home').click();
      await page.waitForURL(`${server.url}/`);
      await page.getByTestId('home-faq').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    test('blog, tools and the extension page', async () => {
      const { page, errors, context } = await openPage(browser, server.url, { viewport });
      const site = new PublicSite(page, viewport === MOBILE);
      await site.open('/');
      await site.followNav('blog');
      await page.waitForURL('**/blog');
      const cards = page.getByTestId('blog-post-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(BLOG_POSTS.length);
      await cards.first().click();
      await page.waitForURL(`**/blog/${BLOG_POSTS[0]?.slug}`);
      await expectText(page.getByTestId('blog-post-title'), BLOG_POSTS[0]?.title as string);
      expect(await page.title()).toBe(BLOG_POSTS[0]?.titleTag as string);
      await page.screenshot({ path: `/tmp/e2e-public-blog-post-${size}.png`, fullPage: true });

      expect(await site.open('/tools')).toBe(200);
      await page.getByTestId('tools-page').waitFor();
      expect(await page.getByTestId('tool-open').count()).toBe(TOOLS.length);
      const decoder = page.getByTestId('tool-message-decoder');
      expect(await decoder.locator('img').getAttribute('width')).toBe('44');
      await decoder.getByTestId('tool-open').click();
      await page.waitForURL('**/chat/message-decoder');

      expect(await site.open('/extension/intro')).toBe(200);
      await expectText(page.getByTestId('extension-status'), 'Coming soon');
      expect(await page.getByTestId('extension-add-to-chrome').isDisabled()).toBe(true);
      expect(await page.getByTestId('extension-intro').getByTestId('platform-whatsapp').count()).toBe(1);
      await page.screenshot({ path: `/tmp/e2e-public-extension-${size}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('showcase', () => {
  test("'learn more' scrolls to the examples; one opens as the visitor's own answered chat", async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    const site = new PublicSite(page, false);
    await site.open('/');
    await page.getByTestId('learn-more').click();
    const showcase = page.getByTestId('home-showcase');
    await page.waitForFunction(() => {
      const top = document.getElementById('features')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 80;
    });
    const example = showcase.getByTestId('showcase-decode-k');
    await example.getByTestId('showcase-open').click();
    await page.waitForURL(/\/chat\/message-decoder\/[0-9a-f-]{36}$/);
    const chat = new ChatPage(page, false);
    await chat.waitForLastReply('completed');
    expect(await chat.userMessages.count()).toBe(1);
    expect((await chat.replyText()).length).toBeGreaterThan(100);
    expect(errors).toEqual([]);
    await context.close();
  });
});
