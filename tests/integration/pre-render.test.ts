import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import superjson from 'superjson';
import { agents as agentsTable } from '../../src/db/schema';
import type { AppConfig, Deps } from '../../src/server/deps';
import { AgentCatalogue } from '../../src/server/services/agent-catalogue';
import { INITIAL_DATA_ELEMENT_ID } from '../../src/shared/initial-data';
import type { Agent } from '../../src/shared/schemas/agent';
import { BLOG_POSTS } from '../../src/shared/site/blog/catalog';
import { ALL_BLOG_POST_BODIES } from '../../src/shared/site/blog/all';
import { HOME_FAQ, PRICING_FAQ } from '../../src/shared/site/faq';
import { STATIC_PAGES } from '../../src/shared/site/static-pages';
import { ALL_USE_CASES } from '../../src/shared/site/use-cases/all';
import { buildClientForTest } from '../helpers/build-client';
import { listenTestApp } from '../helpers/listen';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * The public pages pre-rendered by the SSR build (src/client/entry-server.tsx) into the HTML the
 * server sends: what a crawler without JavaScript reads, and what the browser hydrates. Both Vite
 * builds run once for this file, into a folder of their own.
 */

let build: ReturnType<typeof buildClientForTest>;
let t: TestDeps;
let site: ReturnType<typeof listenTestApp>;

function serve(config: Partial<AppConfig>) {
  return listenTestApp({ ...t.deps, config: { ...t.deps.config, ...config } });
}

beforeAll(async () => {
  build = buildClientForTest();
  t = await createTestDeps({ config: { clientDir: build.clientDir, ssrEntry: build.ssrEntry } });
  site = serve({});
}, 120_000);
afterAll(async () => {
  await site.stop();
  await t.close();
  build.remove();
});

async function get(path: string, base = site.base) {
  const res = await fetch(`${base}${path}`);
  return { res, html: await res.text() };
}

/** What is inside `<div id="root">` (the server closes it right before the <noscript>). */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.lastIndexOf('</div>', html.indexOf('<noscript>'));
  return html.slice(start, end);
}

/** The text a reader of the markup sees: tags and comments out, React's entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the public pages arrive rendered', () => {
  test('each use case: its own H1, every scenario with its advice, in the root the browser hydrates', async () => {
    for (const useCase of ALL_USE_CASES) {
      const { res, html } = await get(`/use-case/${useCase.slug}`);
      expect(res.status).toBe(200);
      const root = rootMarkup(html);
      expect(root).toMatch(new RegExp(`<h1[^>]*data-testid="use-case-title"[^>]*>${escapeRegExp(useCase.caseName.replace(/'/g, '&#x27;'))}</h1>`));
      const text = textOf(root);
      for (const scenario of useCase.scenarios) {
        expect(text).toContain(squash(scenario.title));
        expect(text).toContain(squash(scenario.advice));
      }
      // The content is in the page itself: the <noscript> keeps only a note.
      expect(html).toContain('<noscript>This site works best with JavaScript turned on.</noscript>');
      expect(html).not.toContain(`<noscript><nav>`);
      // The main content is kept markup: the browser loads the kept-main frame, not the page's code or content.
      expect(root).toContain('data-kept-main=""');
      expect(html).toMatch(/rel="prefetch"[^>]*href="\/assets\/kept-main-page-/);
      expect(html).not.toMatch(/rel="(modulepreload|prefetch)"[^>]*href="\/assets\/(use-case-page|load-use-case)-/);
      // React hydrates on the visitor's first intent (src/client/site-main.tsx): its code is prefetched, not preloaded.
      expect(html).toMatch(/rel="prefetch"[^>]*href="\/assets\/site-hydrate-/);
      expect(html).not.toMatch(/rel="modulepreload"[^>]*href="\/assets\/(react-dom|site-hydrate|kept-main-page)-/);
    }
  });

  test('a blog post: its title, lead and every paragraph', async () => {
    for (const entry of BLOG_POSTS) {
      const body = ALL_BLOG_POST_BODIES.find((b) => b.slug === entry.slug);
      const text = textOf(rootMarkup((await get(`/blog/${entry.slug}`)).html));
      expect(text).toContain(squash(entry.title));
      expect(text).toContain(squash(body?.lead ?? 'missing body'));
      for (const block of body?.body ?? []) if (block.type === 'paragraph') expect(text).toContain(squash(block.text));
    }
  });

  test('home: the tagline, the sections below the fold with every FAQ entry, and a link to each use case', async () => {
    const { res, html } = await get('/');
    expect(res.status).toBe(200);
    const root = rootMarkup(html);
    const text = textOf(root);
    expect(root).toContain('data-testid="home-tagline"');
    for (const entry of HOME_FAQ) {
      expect(text).toContain(squash(entry.question));
      expect(text).toContain(squash(entry.answer));
    }
    for (const useCase of ALL_USE_CASES) expect(root).toContain(`href="/use-case/${useCase.slug}"`);
    // Nothing React would need an inline script for (the CSP allows none of its own).
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<template');
  });

  test('/price: every FAQ answer (open or closed) in the markup; headings h1 then h2, none skipped; "$2.50"', async () => {
    const root = rootMarkup((await get('/price')).html);
    const text = textOf(root);
    for (const entry of PRICING_FAQ) expect(text).toContain(squash(entry.answer));
    expect(text).toContain('$2.50');
    const levels = [...root.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  test('/chat/{agent}: a shell painted by the server (header, sidebar, intro, input), marked to be replaced, its chunks preloaded; no Markdown', async () => {
    for (const path of ['/chat', '/chat/message-decoder']) {
      const { res, html } = await get(path);
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root" data-shell>');
      const root = rootMarkup(html.replace('<div id="root" data-shell>', '<div id="root">'));
      for (const id of ['chat-shell', 'app-header', 'app-sidebar', 'chat-input']) expect([path, root]).toEqual([path, expect.stringContaining(`data-testid="${id}"`)]);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/chat-layout-[\w-]+\.js" \/>/);
      expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css" \/>/);
      expect(html).not.toContain('markdown-renderer');
      expect(html).not.toMatch(/message-list-[\w-]+\.js/); // loaded on the first send
      expect(root).not.toContain('<script');
    }
    expect(textOf(rootMarkup((await get('/chat/message-decoder')).html.replace(' data-shell>', '>')))).toContain('Message Decoder');
    // The visitor's own chat: nothing rendered for everyone, but its chunks, the message list and Markdown preloaded.
    const own = (await get('/chat/message-decoder/3f0c8f5e-5b8f-4a52-9d52-2f7f4a1c9e10')).html;
    expect(own).toContain('<div id="root"></div>');
    expect(own).toMatch(/rel="modulepreload" crossorigin href="\/assets\/markdown-renderer-[\w-]+\.js"/);
    expect(own).toMatch(/rel="modulepreload" crossorigin href="\/assets\/message-list-[\w-]+\.js"/);
    // Other app screens and unknown agents: client-rendered as before.
    for (const path of ['/chat/memory', '/chat/no-such-agent']) expect((await get(path)).html).toContain('<div id="root"></div>');
  });

  test('every static page has its heading in the root; its route CSS is applied, not only preloaded', async () => {
    for (const page of Object.values(STATIC_PAGES)) {
      const { res, html } = await get(page.path);
      expect([page.path, res.status]).toEqual([page.path, 200]);
      expect(textOf(rootMarkup(html))).toContain(squash(page.heading));
      expect(html).not.toContain('rel="preload" as="style"');
    }
    const useCase = (await get(`/use-case/${ALL_USE_CASES[0]?.slug}`)).html;
    expect(useCase).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/public-[\w-]+\.css" \/>/);
  });

  test('unknown paths: status 404 and the not-found page with the path, rendered', async () => {
    // One render serves every unknown path (the path is put in afterwards, escaped): odd characters too.
    for (const path of ['/no-such-page', '/use-case/how-to-win-the-lottery', '/blog/not-a-post', "/tips&tricks'for-her"]) {
      const { res, html } = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      const text = textOf(rootMarkup(html));
      expect(text).toContain('Page not found');
      expect(text).toContain(path);
    }
    // A saved chat stays client-rendered (its messages are the caller's); a blank chat is a shell.
    const saved = await get(`/chat/chat-advisor/${crypto.randomUUID()}`);
    expect(saved.res.status).toBe(200);
    expect(saved.html).toContain('<div id="root"></div>');
    const blank = await get('/chat/chat-advisor');
    expect(blank.res.status).toBe(200);
    expect(blank.html).toContain('<div id="root" data-shell>');
  });

  test('the markup uses the class names the client CSS defines (both builds compile CSS modules alike)', async () => {
    const css = readdirSync(join(build.clientDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(build.clientDir, 'assets', file), 'utf8'))
      .join('\n');
    const moduleClasses = new Set<string>();
    for (const path of ['/', `/use-case/${ALL_USE_CASES[0]?.slug}`, '/blog', '/tools', '/no-such-page']) {
      const root = rootMarkup((await get(path)).html);
      for (const [, names] of root.matchAll(/class="([^"]+)"/g)) {
        // Vite's CSS-module names: _<local>_<hash>_<line>.
        for (const name of (names ?? '').split(/\s+/)) if (/^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/.test(name)) moduleClasses.add(name);
      }
    }
    expect(moduleClasses.size).toBeGreaterThan(5);
    for (const name of moduleClasses) expect([name, css.includes(`.${name}`)]).toEqual([name, true]);
  });
});

/** What a tRPC query answers over HTTP, decoded as the browser's link decodes it. */
async function trpcQuery<T>(path: string, base = site.base): Promise<T> {
  const body = (await (await fetch(`${base}/trpc/${path}`)).json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

/** The data embedded in the page, decoded as the client does (src/client/app/initial-data.ts). */
function embeddedData(html: string): { agents: Agent[]; config: unknown } | null {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? superjson.parse(match[1] ?? '') : null;
}

describe('the pages carry the data they show', () => {
  test('home: a card for every active agent, with its name, description and a link to its chat; no skeleton', async () => {
    const agents = await trpcQuery<Agent[]>('agent.list');
    expect(agents.length).toBeGreaterThan(5);
    const root = rootMarkup((await get('/')).html);
    const text = textOf(root);
    for (const agent of agents) {
      // The card is the link.
      const card = new RegExp(`<a\\b[^>]*data-testid="agent-card-${agent.slug}"[^>]*>`).exec(root)?.[0];
      expect([agent.slug, card]).toEqual([agent.slug, expect.stringContaining(`href="/chat/${agent.slug}"`)]);
      expect(text).toContain(squash(agent.name));
      expect(text).toContain(squash(agent.description));
    }
    expect(root).not.toContain('advisor-grid-loading');
    // The header's badge follows meta.config (the offline engine here).
    expect(root).toContain('data-testid="offline-badge"');
  });

  test('/tools: every active agent by name, with a link to its chat', async () => {
    const agents = await trpcQuery<Agent[]>('agent.list');
    const root = rootMarkup((await get('/tools')).html);
    for (const agent of agents) {
      expect(textOf(root)).toContain(squash(agent.name));
      expect(root).toContain(`href="/chat/${agent.slug}"`);
    }
  });

  test('every page embeds exactly what agent.list and meta.config answer, as non-executable JSON', async () => {
    const expected = { agents: await trpcQuery<Agent[]>('agent.list'), config: await trpcQuery<unknown>('meta.config') };
    for (const path of ['/', `/use-case/${ALL_USE_CASES[0]?.slug}`, '/tools', '/no-such-page', '/chat/chat-advisor']) {
      const { html } = await get(path);
      expect([path, embeddedData(html)]).toEqual([path, expected]);
      // Once, after the root: it never lands inside the markup React hydrates.
      expect(html.split(`id="${INITIAL_DATA_ELEMENT_ID}"`)).toHaveLength(2);
      expect(html.indexOf(`id="${INITIAL_DATA_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf('<noscript>'));
    }
  });

  test('a changed catalogue changes the cached markup and the embedded data together', async () => {
    const deps: Deps = { ...t.deps };
    const changing = listenTestApp(deps);
    const [first] = await trpcQuery<Agent[]>('agent.list');
    if (!first) throw new Error('no agents');
    const renamed = `${first.name} Plus`;
    try {
      expect(textOf(rootMarkup((await get('/', changing.base)).html))).not.toContain(renamed);
      // An operator renames an agent; the process reads the catalogue again.
      await t.deps.db.update(agentsTable).set({ name: renamed }).where(eq(agentsTable.id, first.id));
      deps.agents = new AgentCatalogue(t.deps.db);
      for (const path of ['/', '/no-such-page']) {
        const { html } = await get(path, changing.base);
        if (path === '/') expect(textOf(rootMarkup(html))).toContain(renamed);
        expect(embeddedData(html)?.agents.find((a) => a.id === first.id)?.name).toBe(renamed);
      }
    } finally {
      await t.deps.db.update(agentsTable).set({ name: first.name }).where(eq(agentsTable.id, first.id));
      await changing.stop();
    }
  });
});

describe('falling back to client rendering', () => {
  test('a renderer that fails: the page is served as before (empty root, noscript copy) and the error is logged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssr-broken-'));
    const entry = join(dir, 'entry-server.js');
    writeFileSync(
      entry,
      'export async function renderSitePage() { throw new Error("broken renderer"); }\nexport const renderAppPage = renderSitePage;\n',
    );
    const broken = serve({ ssrEntry: entry });
    try {
      const slug = ALL_USE_CASES[0]?.slug as string;
      const { res, html } = await get(`/use-case/${slug}`, broken.base);
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<noscript><nav>');
      expect(html).toContain('rel="preload" as="style"');
      // Rendered in the browser: the page's own code and content are preloaded instead of the kept-main frame.
      expect(html).toMatch(/rel="modulepreload"[^>]*href="\/assets\/use-case-page-/);
      expect(html).not.toContain('kept-main-page');
      const notFound = await get('/no-such-page', broken.base);
      expect(notFound.res.status).toBe(404);
      expect(notFound.html).toContain('<div id="root"></div>');
      expect(t.log.lines.some((line) => line.level === 'error' && line.msg.includes(`Pre-rendering /use-case/${slug} failed`))).toBe(true);
    } finally {
      await broken.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a catalogue that cannot be read: the page is client-rendered without embedded data, and the error logged', async () => {
    const unreadable = { load: () => Promise.reject(new Error('database down')) } as unknown as AgentCatalogue;
    const down = listenTestApp({ ...t.deps, agents: unreadable });
    try {
      const { res, html } = await get('/', down.base);
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(embeddedData(html)).toBeNull();
      expect(t.log.lines.some((line) => line.level === 'error' && line.msg.startsWith('Reading the initial data failed'))).toBe(true);
    } finally {
      await down.stop();
    }
  });

  test('no SSR build: client rendering with the noscript copy, as without pre-rendering', async () => {
    const none = serve({ ssrEntry: join(tmpdir(), 'no-such-dir', 'entry-server.js') });
    try {
      const { html } = await get('/tools', none.base);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<noscript><nav>');
    } finally {
      await none.stop();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
