import { describe, expect, test } from 'bun:test';
import { AGENT_CATALOGUE } from '../../db/seed/agents-data';
import { AGENT_NAMES } from '../agent-names';
import { ACTIVE_AGENT_SLUGS } from '../agent-slugs';
import { DAILY_LIMITS, MAX_ACTIVE_CHATS_WITHOUT_PLUS } from '../plans';
import { ALL_BLOG_POST_BODIES } from './blog/all';
import { BLOG_POSTS } from './blog/catalog';
import { HOME_FAQ } from './faq';
import { findPublicPage, PUBLIC_PAGES } from './pages';
import { EXTENSION_PLATFORM_IDS, PLATFORMS } from './platforms';
import {
  blogPostEntrySchema,
  blogPostSchema,
  CATEGORY_ID_PREFIX,
  faqEntrySchema,
  platformSchema,
  toolSchema,
  useCaseSchema,
} from './schema';
import { NOT_FOUND_HEAD, STATIC_PAGES } from './static-pages';
import { TOOLS } from './tools';
import { ALL_USE_CASES } from './use-cases/all';
import { FEATURED_USE_CASE_SLUGS, USE_CASE_DIRECTORY } from './use-cases/catalog';

const range = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
const duplicates = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('use cases', () => {
  test('every entry matches the schema', () => {
    for (const useCase of ALL_USE_CASES) {
      const parsed = useCaseSchema.safeParse(useCase);
      if (!parsed.success) throw new Error(`${useCase.slug}: ${parsed.error.message}`);
    }
  });

  test('SPEC §2: Crush CR001–CR007, HiddenCrush HC001–HC013, Relationships RL001–RL007 and the named slugs', () => {
    const ids = ALL_USE_CASES.map((u) => u.caseId);
    for (const id of [...range('CR', 7), ...range('HC', 13), ...range('RL', 7)]) expect(ids).toContain(id);
    const slugs = ALL_USE_CASES.map((u) => u.slug);
    for (const slug of [
      'how-to-text-crush-keep-conversation-going',
      'how-to-make-friends-in-college',
      'how-to-help-friend-with-depression',
      'how-to-communicate-at-work',
      'how-to-communicate-with-customers',
      'how-to-improve-teacher-parent-communication',
      'how-to-reply-red-note-without-knowing-chinese',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(ALL_USE_CASES.find((u) => u.slug === 'how-to-text-crush-keep-conversation-going')?.category).toBe('Crush');
  });

  test('each case id carries its category prefix', () => {
    for (const useCase of ALL_USE_CASES) expect(useCase.caseId.slice(0, 2)).toBe(CATEGORY_ID_PREFIX[useCase.category]);
  });

  test('ids, slugs, names, prompts, title tags and descriptions are unique', () => {
    for (const key of ['caseId', 'slug', 'caseName', 'promptText', 'titleTag', 'metaDescription'] as const) {
      expect(duplicates(ALL_USE_CASES.map((u) => u[key].toLowerCase()))).toEqual([]);
    }
  });

  test('scenarios and selling points are distinct within a case, and examples are real messages', () => {
    for (const useCase of ALL_USE_CASES) {
      expect(duplicates(useCase.scenarios.map((s) => s.title))).toEqual([]);
      expect(duplicates(useCase.sellingPoints.map((s) => s.title))).toEqual([]);
      for (const scenario of useCase.scenarios) {
        for (const example of scenario.examples) expect(example.startsWith('(')).toBe(false);
      }
    }
  });

  test('featured guides exist', () => {
    for (const slug of FEATURED_USE_CASE_SLUGS) expect(USE_CASE_DIRECTORY.some((u) => u.slug === slug)).toBe(true);
  });

  test('the light directory lists exactly the full cases, in the same order', () => {
    expect(USE_CASE_DIRECTORY).toEqual(
      ALL_USE_CASES.map(({ caseId, category, caseName, slug }) => ({ caseId, category, caseName, slug })),
    );
  });
});

describe('blog', () => {
  test('at least three posts; catalogue entries and bodies match one to one', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    for (const entry of BLOG_POSTS) blogPostEntrySchema.parse(entry);
    for (const body of ALL_BLOG_POST_BODIES) blogPostSchema.parse(body);
    expect(ALL_BLOG_POST_BODIES.map((b) => b.slug).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
  });

  test('posts are newest first, and link only to existing use cases', () => {
    const dates = BLOG_POSTS.map((p) => p.published);
    expect(dates).toEqual([...dates].sort().reverse());
    const slugs = new Set(ALL_USE_CASES.map((u) => u.slug));
    for (const post of BLOG_POSTS) for (const related of post.related) expect(slugs.has(related)).toBe(true);
  });

  test('the subjects SPEC names: texting a crush, repairing after a fight, practising hard conversations', () => {
    const titles = BLOG_POSTS.map((p) => p.title.toLowerCase()).join(' | ');
    expect(titles).toContain('crush');
    expect(titles).toContain('fight');
    expect(titles).toContain('practise hard conversations');
  });
});

describe('FAQ', () => {
  test('the four entries of SPEC §2, with its answers', () => {
    expect(HOME_FAQ.map((f) => f.id)).toEqual(['different-from-chatbot', 'change-plan', 'cancel', 'data-after-cancel']);
    for (const entry of HOME_FAQ) faqEntrySchema.parse(entry);
    const [chatbot, change, cancel, data] = HOME_FAQ.map((f) => f.answer);
    expect(chatbot).toContain('general chatbot');
    expect(change).toContain('weekly, monthly or annually');
    expect(change).toContain('An upgrade takes effect at once');
    expect(change).toContain('prorated');
    expect(change).toContain('A downgrade takes effect at your next renewal');
    expect(cancel).toContain('stays until the end of the billing period');
    expect(cancel).toContain('does not renew');
    expect(data).toContain('chat history stays');
    expect(data).toContain(`more than ${MAX_ACTIVE_CHATS_WITHOUT_PLUS} active chats you cannot create new chat tabs`);
    expect(data).toContain(`drops to ${DAILY_LIMITS.free.send_message} a day`);
  });
});

describe('tools and platforms', () => {
  test('one tool per active advisor, in catalogue order, named as the catalogue names it', () => {
    for (const tool of TOOLS) toolSchema.parse(tool);
    expect(TOOLS.map((t) => t.agentSlug)).toEqual([...ACTIVE_AGENT_SLUGS]);
    for (const tool of TOOLS) expect(tool.name).toBe(AGENT_CATALOGUE.find((a) => a.slug === tool.agentSlug)?.name as string);
  });

  test('AGENT_NAMES (for pages that name an advisor) match the catalogue', () => {
    for (const slug of ACTIVE_AGENT_SLUGS) expect(AGENT_NAMES[slug]).toBe(AGENT_CATALOGUE.find((a) => a.slug === slug)?.name as string);
  });

  test('platforms are valid and the extension names only known ones', () => {
    for (const platform of PLATFORMS) platformSchema.parse(platform);
    expect(duplicates(PLATFORMS.map((p) => p.id))).toEqual([]);
    for (const id of EXTENSION_PLATFORM_IDS) expect(PLATFORMS.some((p) => p.id === id)).toBe(true);
  });
});

describe('page heads', () => {
  test('every public page has a title ≤ 60 and a description ≤ 160 characters, none repeated', () => {
    for (const page of PUBLIC_PAGES) {
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
    expect(duplicates(PUBLIC_PAGES.map((p) => p.title))).toEqual([]);
    expect(duplicates(PUBLIC_PAGES.map((p) => p.description))).toEqual([]);
    expect(NOT_FOUND_HEAD.title.length).toBeLessThanOrEqual(60);
  });

  test('pages are found by path, with or without a trailing slash; unknown paths are not', () => {
    expect(PUBLIC_PAGES.length).toBe(Object.keys(STATIC_PAGES).length + ALL_USE_CASES.length + BLOG_POSTS.length);
    expect(findPublicPage('/use-case/how-to-text-crush-keep-conversation-going')?.kind).toBe('use-case');
    expect(findPublicPage('/use-case/how-to-text-crush-keep-conversation-going/')?.kind).toBe('use-case');
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/use-case/not-a-case')).toBeUndefined();
    expect(findPublicPage('/blog/not-a-post')).toBeUndefined();
  });
});
