import { findBlogPostEntry } from '../../../shared/site/blog/catalog';
import { BLOG_POSTS } from '../../../shared/site/blog/catalog';
import { ALL_BLOG_POST_BODIES } from '../../../shared/site/blog/all';
import { HOME_FAQ, PRICING_FAQ } from '../../../shared/site/faq';
import { DAILY_LIMITS, PLUS_PRICE_PER_WEEK_TEXT } from '../../../shared/plans';
import type { PublicPage } from '../../../shared/site/pages';
import { EXTENSION_PLATFORM_IDS, PLATFORMS } from '../../../shared/site/platforms';
import type { BlogBlock, UseCase } from '../../../shared/site/schema';
import { SITE } from '../../../shared/site/site';
import { STATIC_PAGES } from '../../../shared/site/static-pages';
import { TOOLS } from '../../../shared/site/tools';
import { findUseCase } from '../../../shared/site/use-cases/all';
import { CATEGORY_LABELS, SOLUTION_GROUPS, USE_CASE_DIRECTORY } from '../../../shared/site/use-cases/catalog';
import { DEFAULT_AGENT_SLUG } from '../../../shared/agent-slugs';
import { escapeHtml as e } from './html';

/**
 * The page's content as plain HTML inside <noscript>: what a crawler that runs no JavaScript reads
 * (and what a visitor without JavaScript sees). Browsers with JavaScript never render it, so it
 * cannot shift the layout.
 */
export function renderFallbackBody(page: PublicPage | null, notFoundPath?: string): string {
  const main = page ? pageContent(page) : notFoundContent(notFoundPath ?? '/');
  return `<noscript>${nav()}<main>${main}</main><p>This site works best with JavaScript turned on.</p></noscript>`;
}

const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;
const p = (text: string) => `<p>${e(text)}</p>`;

function nav(): string {
  const items = [
    link('/', SITE.name),
    link('/tools', 'Tools'),
    link('/blog', 'Blog'),
    link('/price', 'Pricing'),
    link('/extension/intro', 'Browser extension'),
  ];
  return `<nav>${items.join(' · ')}</nav>`;
}

function pageContent(page: PublicPage): string {
  const head = `<h1>${e(page.heading)}</h1>${p(page.description)}`;
  if (page.kind === 'use-case') {
    const useCase = findUseCase(page.path.slice('/use-case/'.length));
    return head + (useCase ? useCaseContent(useCase) : '');
  }
  if (page.kind === 'blog-post') return head + blogPostContent(page.path.slice('/blog/'.length));
  switch (page.path) {
    case STATIC_PAGES.home.path:
      return head + homeContent();
    case STATIC_PAGES.tools.path:
      return head + toolsContent();
    case STATIC_PAGES.blog.path:
      return head + blogIndexContent();
    case STATIC_PAGES.extension.path:
      return head + extensionContent();
    case STATIC_PAGES.pricing.path:
      return head + pricingContent();
    default:
      return head;
  }
}

function useCaseContent(useCase: UseCase): string {
  const scenarios = useCase.scenarios
    .map(
      (s) =>
        `<section><h2>${e(s.title)}</h2>${p(s.advice)}<ul>${s.examples.map((x) => `<li>${e(x)}</li>`).join('')}</ul></section>`,
    )
    .join('');
  const points = useCase.sellingPoints.map((s) => `<li><strong>${e(s.title)}</strong>: ${e(s.description)}</li>`).join('');
  const related = USE_CASE_DIRECTORY.filter((u) => u.category === useCase.category && u.slug !== useCase.slug)
    .map((u) => `<li>${link(`/use-case/${u.slug}`, u.caseName)}</li>`)
    .join('');
  return [
    `<p>${link(`/chat/${useCase.agentSlug ?? DEFAULT_AGENT_SLUG}`, 'Ask the advisor about your situation')}</p>`,
    scenarios,
    `<h2>Why use ${e(SITE.name)}</h2><ul>${points}</ul>`,
    related ? `<h2>More on ${e(CATEGORY_LABELS[useCase.category].toLowerCase())}</h2><ul>${related}</ul>` : '',
  ].join('');
}

function blockHtml(block: BlogBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h2>${e(block.text)}</h2>`;
    case 'paragraph':
      return p(block.text);
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`;
    case 'example':
      return `<blockquote>${block.from === 'you' ? 'You' : 'Them'}: ${e(block.text)}</blockquote>`;
  }
}

function blogPostContent(slug: string): string {
  const entry = findBlogPostEntry(slug);
  const body = ALL_BLOG_POST_BODIES.find((b) => b.slug === slug);
  if (!entry || !body) return '';
  const related = entry.related
    .map((s) => USE_CASE_DIRECTORY.find((u) => u.slug === s))
    .filter((u) => u !== undefined)
    .map((u) => `<li>${link(`/use-case/${u.slug}`, u.caseName)}</li>`)
    .join('');
  return `<p>Published <time datetime="${entry.published}">${entry.published}</time></p>${p(body.lead)}${body.body.map(blockHtml).join('')}<h2>Related guides</h2><ul>${related}</ul>`;
}

function homeContent(): string {
  const tools = TOOLS.map((t) => `<li>${link(`/chat/${t.agentSlug}`, t.name)}: ${e(t.pitch)}</li>`).join('');
  const groups = SOLUTION_GROUPS.map((group) => {
    const items = USE_CASE_DIRECTORY.filter((u) => group.categories.includes(u.category))
      .map((u) => `<li>${link(`/use-case/${u.slug}`, u.caseName)}</li>`)
      .join('');
    return `<h3>${e(group.title)}</h3><ul>${items}</ul>`;
  }).join('');
  const faq = HOME_FAQ.map((f) => `<h3>${e(f.question)}</h3>${p(f.answer)}`).join('');
  return `<h2>Pick an advisor</h2><ul>${tools}</ul><h2>Solutions</h2>${groups}<h2>Frequently asked questions</h2>${faq}`;
}

function pricingContent(): string {
  const faq = PRICING_FAQ.map((f) => `<h3>${e(f.question)}</h3>${p(f.answer)}`).join('');
  return [
    `<h2>BASIC</h2>${p(`Free: ${DAILY_LIMITS.free.send_message} messages a day once signed in, all advisors and screenshots.`)}`,
    `<h2>PLUS</h2>${p(`${PLUS_PRICE_PER_WEEK_TEXT} per week: unlimited messages, chats, advice and simulations. Billed weekly, monthly or annually.`)}`,
    `<h2>Frequently asked questions</h2>${faq}`,
  ].join('');
}

function toolsContent(): string {
  return `<ul>${TOOLS.map((t) => `<li><h2>${link(`/chat/${t.agentSlug}`, t.name)}</h2>${p(t.pitch)}</li>`).join('')}</ul>`;
}

function blogIndexContent(): string {
  return `<ul>${BLOG_POSTS.map((post) => `<li><h2>${link(`/blog/${post.slug}`, post.title)}</h2>${p(post.description)}</li>`).join('')}</ul>`;
}

function extensionContent(): string {
  const names = EXTENSION_PLATFORM_IDS.map((id) => PLATFORMS.find((pl) => pl.id === id)?.name).filter(Boolean) as string[];
  return `${p('The Chrome extension is coming soon: it is not in the Chrome Web Store yet.')}<h2>Built for</h2><ul>${names
    .map((n) => `<li>${e(n)}</li>`)
    .join('')}</ul>${p('Until then, take a screenshot of any chat and drop it into the web app.')}<p>${link('/chat', 'Open the web app')}</p>`;
}

function notFoundContent(path: string): string {
  return `<h1>Page not found</h1><p>There is nothing at <code>${e(path)}</code>. The link may be broken, or the page may have moved.</p><p>${link('/', 'Go to the home page')}</p>`;
}
