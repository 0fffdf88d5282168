import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/deps';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers';
import { COLOR_SCHEME_SCRIPT } from '../../src/shared/color-scheme-script';
import { BLOG_POSTS } from '../../src/shared/site/blog/catalog';
import { HOME_FAQ, PRICING_FAQ } from '../../src/shared/site/faq';
import { faqEntrySchema } from '../../src/shared/site/schema';
import { PUBLIC_PAGES } from '../../src/shared/site/pages';
import { SITE } from '../../src/shared/site/site';
import { STATIC_PAGES } from '../../src/shared/site/static-pages';
import { ALL_USE_CASES } from '../../src/shared/site/use-cases/all';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * What a search engine that runs no JavaScript gets: each public page's own head and content in
 * the HTML, a sitemap, robots.txt, and a real 404. A real HTTP server (createApp + listen) serves
 * the client's own index.html as its template, with no SSR build: the content is the <noscript>
 * copy (pre-rendered pages: pre-render.test.ts).
 */

interface Served {
  url: string;
  stop(): Promise<void>;
}

let clientDir: string;
let site: Served;

let t: TestDeps;

/** The app on a free port; `config` varies the deployment (the database is shared). */
function serve(config: Partial<AppConfig> = {}): Served {
  const app = createApp({ ...t.deps, config: { ...t.deps.config, ...config } }).listen({ port: 0, hostname: '127.0.0.1' });
  const port = app.server?.port;
  if (!port) throw new Error('the server did not start');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.stop(true);
    },
  };
}

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'seo-client-'));
  copyFileSync(resolve(import.meta.dir, '../../src/client/index.html'), join(clientDir, 'index.html'));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestDeps({ config: { clientDir } });
  site = serve();
});
afterAll(async () => {
  await site.stop();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface Head {
  titles: string[];
  metas: Map<string, string[]>;
  canonical: string[];
  jsonLd: unknown[];
  noscript: string;
}

/** Reads the head with Bun's HTMLRewriter (a real HTML parser), not with regexes. */
async function readHead(html: string): Promise<Head> {
  const head: Head = { titles: [], metas: new Map(), canonical: [], jsonLd: [], noscript: '' };
  let title: string | null = null;
  let jsonBlock: string | null = null;
  let inNoscript = false;
  const push = (key: string, value: string) => head.metas.set(key, [...(head.metas.get(key) ?? []), value]);
  await new HTMLRewriter()
    .on('title', {
      element(el) {
        title = '';
        el.onEndTag(() => {
          head.titles.push(title ?? '');
          title = null;
        });
      },
      text(chunk) {
        if (title !== null) title += chunk.text;
      },
    })
    .on('meta', {
      element(el) {
        const key = el.getAttribute('name') ?? el.getAttribute('property');
        if (key) push(key, decode(el.getAttribute('content') ?? ''));
      },
    })
    .on('link[rel="canonical"]', { element: (el) => void head.canonical.push(el.getAttribute('href') ?? '') })
    .on('script[type="application/ld+json"]', {
      element(el) {
        jsonBlock = '';
        el.onEndTag(() => {
          head.jsonLd.push(JSON.parse(jsonBlock ?? 'null'));
          jsonBlock = null;
        });
      },
      text(chunk) {
        if (jsonBlock !== null) jsonBlock += chunk.text;
      },
    })
    .on('noscript', {
      element(el) {
        inNoscript = true;
        el.onEndTag(() => void (inNoscript = false));
      },
      text(chunk) {
        if (inNoscript) head.noscript += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  head.titles = head.titles.map(decode);
  head.noscript = decode(head.noscript);
  return head;
}

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

async function get(path: string, base = site.url, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  const text = await res.text();
  return { res, text };
}

const meta = (head: Head, key: string) => head.metas.get(key) ?? [];

const PRELOADED_CASE = 'how-to-ask-your-crush-out';
/** A Vite manifest in the shape `build.manifest` writes: the entry, a use-case page and its chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_jsx-runtime-1.js'], css: ['assets/index-abc.css'] },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js' },
  '_Card-2.js': { file: 'assets/Card-2.js', imports: ['_jsx-runtime-1.js'] },
  'features/public/pages/use-case-page.tsx': {
    file: 'assets/use-case-page-3.js',
    imports: ['index.html', '_Card-2.js', '_jsx-runtime-1.js'],
    css: ['assets/public-4.css'],
  },
  'features/public/data/load-use-case.ts': { file: 'assets/load-use-case-5.js' },
  [`../shared/site/use-cases/cases/${PRELOADED_CASE}.ts`]: { file: 'assets/case-6.js' },
  'features/public/pages/not-found-page.tsx': { file: 'assets/not-found-page-7.js', imports: ['_Card-2.js'] },
};

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('every public page carries its own head in the HTML', () => {
  test('each use case: its title tag, description, keywords, canonical, Open Graph and Twitter tags', async () => {
    for (const useCase of ALL_USE_CASES) {
      const path = `/use-case/${useCase.slug}`;
      const { res, text } = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const head = await readHead(text);
      expect(head.titles).toEqual([useCase.titleTag]);
      expect(meta(head, 'description')).toEqual([useCase.metaDescription]);
      expect(meta(head, 'keywords')).toEqual([useCase.keywords.join(', ')]);
      expect(head.canonical).toEqual([`${site.url}${path}`]);
      expect(meta(head, 'og:title')).toEqual([useCase.titleTag]);
      expect(meta(head, 'og:description')).toEqual([useCase.metaDescription]);
      expect(meta(head, 'og:url')).toEqual([`${site.url}${path}`]);
      expect(meta(head, 'og:type')).toEqual(['website']);
      expect(meta(head, 'twitter:title')).toEqual([useCase.titleTag]);
      expect(meta(head, 'robots')).toEqual([]);
      // The content itself, for crawlers that run no JavaScript.
      expect(head.noscript).toContain(useCase.caseName);
      for (const scenario of useCase.scenarios) {
        expect(head.noscript).toContain(scenario.title);
        expect(head.noscript).toContain(scenario.advice);
      }
      // The app still boots on it.
      expect(text).toContain('<div id="root"></div>');
      expect(text).toContain('src="/main.tsx"');
    }
  });

  test('each blog post is an article with its dates; static pages have their own heads', async () => {
    for (const post of BLOG_POSTS) {
      const head = await readHead((await get(`/blog/${post.slug}`)).text);
      expect(head.titles).toEqual([post.titleTag]);
      expect(meta(head, 'description')).toEqual([post.description]);
      expect(meta(head, 'og:type')).toEqual(['article']);
      expect(meta(head, 'article:published_time')).toEqual([post.published]);
      expect(head.noscript).toContain(post.title);
      expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'BlogPosting', headline: post.title, datePublished: post.published })]);
    }
    for (const page of Object.values(STATIC_PAGES)) {
      const { res, text } = await get(page.path);
      expect(res.status).toBe(200);
      const head = await readHead(text);
      expect(head.titles).toEqual([page.title]);
      expect(meta(head, 'description')).toEqual([page.description]);
      expect(head.canonical).toEqual([`${site.url}${page.path}`]);
    }
  });

  test('the share image is absolute and 1200×630; every tag appears once; the built-in description is replaced', async () => {
    const head = await readHead((await get('/tools')).text);
    expect(meta(head, 'og:image')).toEqual([`${site.url}${SITE.shareImage.path}`]);
    expect(meta(head, 'og:image:width')).toEqual(['1200']);
    expect(meta(head, 'og:image:height')).toEqual(['630']);
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(head, 'twitter:image')).toEqual([`${site.url}${SITE.shareImage.path}`]);
    for (const [key, values] of head.metas) expect([key, values.length]).toEqual([key, 1]);
  });

  test('the home page: its FAQ (question and answer) in the HTML and as FAQPage data', async () => {
    const head = await readHead((await get('/')).text);
    expect(head.titles).toEqual([STATIC_PAGES.home.title]);
    for (const entry of HOME_FAQ) {
      expect(head.noscript).toContain(entry.question);
      expect(head.noscript).toContain(entry.answer);
    }
    const faq = head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(HOME_FAQ.map((f) => [f.question, f.answer]));
    // Every landing page is one link away from home.
    for (const useCase of ALL_USE_CASES) expect((await get('/')).text).toContain(`href="/use-case/${useCase.slug}"`);
  });

  test('/price: plans and every FAQ answer in the HTML; FAQPage and Product data with both offers, priced "2.50"', async () => {
    const { text } = await get('/price');
    const head = await readHead(text);
    for (const entry of PRICING_FAQ) {
      expect(faqEntrySchema.safeParse(entry).success).toBe(true);
      expect(head.noscript).toContain(entry.answer);
    }
    expect(head.noscript).toContain('$2.50 per week');
    const byType = (type: string) => head.jsonLd.find((d) => (d as { '@type': string })['@type'] === type) as Record<string, any>;
    expect(byType('FAQPage').mainEntity.map((q: any) => [q.name, q.acceptedAnswer.text])).toEqual(PRICING_FAQ.map((f) => [f.question, f.answer]));
    const product = byType('Product');
    expect(product.name).toBe(SITE.name);
    expect(product.offers.map((o: any) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['BASIC', '0.00', 'USD'],
      ['PLUS', '2.50', 'USD'],
    ]);
    expect(product.offers[1].priceSpecification.referenceQuantity).toEqual({ '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' });
    // The noscript copy keeps the heading order: h1, then h2s, FAQ questions as h3 under their h2.
    const levels = [...head.noscript.matchAll(/<h([1-6])>/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  test('"how to" landing pages carry HowTo data (their scenarios as steps); the others none', async () => {
    const howTo = ALL_USE_CASES.find((u) => u.slug.startsWith('how-to-'));
    const other = ALL_USE_CASES.find((u) => !u.slug.startsWith('how-to-'));
    if (!howTo || !other) throw new Error('the catalogue has both kinds');
    const data = (await readHead((await get(`/use-case/${howTo.slug}`)).text)).jsonLd as Record<string, any>[];
    expect(data.map((d) => d['@type'])).toEqual(['HowTo']);
    expect(data[0]!.name).toBe(howTo.caseName);
    expect(data[0]!.step.map((s: any) => [s.position, s.name, s.text])).toEqual(howTo.scenarios.map((s, i) => [i + 1, s.title, s.advice]));
    expect((await readHead((await get(`/use-case/${other.slug}`)).text)).jsonLd).toEqual([]);
  });

  test('a trailing slash serves the page with the canonical url without it', async () => {
    const slug = ALL_USE_CASES[0]?.slug as string;
    const head = await readHead((await get(`/use-case/${slug}/`)).text);
    expect(head.canonical).toEqual([`${site.url}/use-case/${slug}`]);
  });

  test('every inline script of a page is allowed by the CSP by its hash, and runs before any stylesheet', async () => {
    for (const path of ['/', `/use-case/${ALL_USE_CASES[0]?.slug}`, '/chat/chat-advisor', '/no-such-page']) {
      const { res, text } = await get(path);
      const scriptSrc = (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const inline = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      // The colour-scheme script, exactly as written once in src/shared.
      expect(inline).toEqual([COLOR_SCHEME_SCRIPT]);
      for (const script of inline) {
        const hash = new Bun.CryptoHasher('sha256').update(script).digest('base64');
        expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
      }
      expect(text.indexOf(`<script>${COLOR_SCHEME_SCRIPT}</script>`)).toBeLessThan(text.search(/<link rel="(stylesheet|preload)"|<\/head>/));
    }
  });

  test('pages stay uncached and carry the security headers', async () => {
    for (const path of ['/', '/use-case/how-to-text-crush-keep-conversation-going', '/nope']) {
      const { res } = await get(path);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
  });
});

describe('a page preloads its own chunks', () => {
  test('a use case: its route chunk, shared chunks, loader and content, and its CSS — nothing the entry loads', async () => {
    const { text } = await get(`/use-case/${PRELOADED_CASE}`);
    expect(preloads(text)).toEqual([
      'preload /assets/public-4.css',
      'modulepreload /assets/use-case-page-3.js',
      'modulepreload /assets/Card-2.js',
      'modulepreload /assets/load-use-case-5.js',
      'modulepreload /assets/case-6.js',
    ]);
  });

  test('the 404 page preloads its own page; app screens and pages missing from the build preload nothing', async () => {
    expect(preloads((await get('/no-such-page')).text)).toEqual(['modulepreload /assets/not-found-page-7.js', 'modulepreload /assets/Card-2.js']);
    expect(preloads((await get('/chat/chat-advisor')).text)).toEqual([]);
    expect(preloads((await get('/use-case/how-to-flirt-over-text')).text)).toEqual([
      'preload /assets/public-4.css',
      'modulepreload /assets/use-case-page-3.js',
      'modulepreload /assets/Card-2.js',
      'modulepreload /assets/load-use-case-5.js',
    ]);
  });
});

describe('unknown pages are real 404s', () => {
  test('an unknown use case, post or path answers 404 with the not-found head and body', async () => {
    for (const path of ['/use-case/how-to-win-the-lottery', '/blog/not-a-post', '/no-such-page', '/tools/extra', '/extension/outro']) {
      const { res, text } = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const head = await readHead(text);
      expect(head.titles).toEqual([`Page not found · ${SITE.name}`]);
      expect(meta(head, 'robots')).toEqual(['noindex']);
      expect(head.canonical).toEqual([]);
      expect(head.noscript).toContain('Page not found');
      expect(head.noscript).toContain(path);
      // The client still loads and shows its 404 page.
      expect(text).toContain('<div id="root"></div>');
    }
  });

  test('nothing from the address is written into the page unescaped', async () => {
    const { res, text } = await get('/%3Cscript%3Ealert(1)%3C/script%3E"onload="x');
    expect(res.status).toBe(404);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('"onload="x');
  });

  test('app screens answer 200 and are kept out of the index', async () => {
    for (const path of ['/chat', '/chat/chat-advisor', '/chat/chat-advisor/2b1c7e0a-8f7e-4a3b-9c1d-0e5f6a7b8c9d', '/billing/portal']) {
      const { res, text } = await get(path);
      expect([path, res.status]).toEqual([path, 200]);
      const head = await readHead(text);
      expect(meta(head, 'robots')).toEqual(['noindex']);
      expect(head.canonical).toEqual([]);
      expect(head.titles).toEqual([SITE.name]);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page — every use case and every post — once', async () => {
    const { res, text } = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `${site.url}${p.path}`));
    for (const useCase of ALL_USE_CASES) expect(locs).toContain(`${site.url}/use-case/${useCase.slug}`);
    for (const post of BLOG_POSTS) {
      expect(locs).toContain(`${site.url}/blog/${post.slug}`);
      expect(text).toContain(`<loc>${site.url}/blog/${post.slug}</loc><lastmod>${post.updated}</lastmod>`);
    }
    for (const path of ['/', '/tools', '/blog', '/price', '/extension/intro', '/privacy-policy', '/terms-of-use']) {
      expect(locs).toContain(`${site.url}${path}`);
    }
    expect(locs.some((loc) => loc?.includes('/chat'))).toBe(false);
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the API and the chats', async () => {
    const { res, text } = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /chat');
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe('the public origin', () => {
  test('PUBLIC_URL names the canonical origin, whatever host the request used', async () => {
    const other = serve({ publicUrl: 'https://advisor.example' });
    try {
      const head = await readHead((await get('/blog', other.url, { host: 'evil.example' })).text);
      expect(head.canonical).toEqual(['https://advisor.example/blog']);
      expect(meta(head, 'og:image')).toEqual([`https://advisor.example${SITE.shareImage.path}`]);
      expect((await get('/robots.txt', other.url)).text).toContain('Sitemap: https://advisor.example/sitemap.xml');
      expect((await get('/sitemap.xml', other.url)).text).toContain('<loc>https://advisor.example/use-case/');
    } finally {
      await other.stop();
    }
  });

  test('behind a trusted proxy, the forwarded host and scheme; otherwise they are ignored', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'advisor.example' };
    const untrusted = await readHead((await get('/tools', site.url, forwarded)).text);
    expect(untrusted.canonical).toEqual([`${site.url}/tools`]);
    const proxied = serve({ trustProxy: true });
    try {
      const head = await readHead((await get('/tools', proxied.url, forwarded)).text);
      expect(head.canonical).toEqual(['https://advisor.example/tools']);
    } finally {
      await proxied.stop();
    }
  });
});
