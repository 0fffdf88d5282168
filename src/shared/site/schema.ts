import { z } from 'zod';
import { ACTIVE_AGENT_SLUGS } from '../agent-slugs';

/**
 * Shapes of the public site's content (use cases, blog posts, FAQ, tools). Content files import
 * only the types, so zod never reaches the client bundle; tests validate every entry with these.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case').max(80);
const sentence = (min: number, max: number) => z.string().trim().min(min).max(max);

/** SPEC §2 names Crush, HiddenCrush and Relationships; the six other cases get categories of their own. */
export const USE_CASE_CATEGORIES = ['Crush', 'HiddenCrush', 'Relationships', 'Friendship', 'Work', 'School', 'SocialMedia'] as const;
export type UseCaseCategory = (typeof USE_CASE_CATEGORIES)[number];

/** Case-id prefix of each category (CR001 …). */
export const CATEGORY_ID_PREFIX: Record<UseCaseCategory, string> = {
  Crush: 'CR',
  HiddenCrush: 'HC',
  Relationships: 'RL',
  Friendship: 'FR',
  Work: 'WK',
  School: 'SC',
  SocialMedia: 'SM',
};

export const scenarioSchema = z.object({
  title: sentence(8, 90),
  /** Several sentences of advice for this moment. */
  advice: sentence(160, 1200),
  /** Messages the reader could send, word for word. */
  examples: z.array(sentence(8, 300)).min(1).max(3),
});

export const sellingPointSchema = z.object({
  title: sentence(8, 60),
  description: sentence(60, 260),
});

export const useCaseSchema = z.object({
  caseId: z.string().regex(/^[A-Z]{2}\d{3}$/),
  category: z.enum(USE_CASE_CATEGORIES),
  caseName: sentence(8, 80),
  slug,
  /** Sent to a new chat by the page's call to action. */
  promptText: sentence(60, 600),
  titleTag: sentence(20, 60),
  metaDescription: sentence(80, 160),
  keywords: z.array(sentence(3, 60)).min(3).max(10),
  /** The advisor the call to action opens; the default advisor when absent. */
  agentSlug: z.enum(ACTIVE_AGENT_SLUGS).optional(),
  scenarios: z.array(scenarioSchema).length(6),
  sellingPoints: z.array(sellingPointSchema).length(4),
});

export type UseCase = z.infer<typeof useCaseSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type SellingPoint = z.infer<typeof sellingPointSchema>;

/** The light directory entry of a use case: enough to link to it. */
export const useCaseEntrySchema = useCaseSchema.pick({ caseId: true, category: true, caseName: true, slug: true });
export type UseCaseEntry = z.infer<typeof useCaseEntrySchema>;

/** One block of a blog post's body. */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: sentence(40, 1500) }),
  z.object({ type: z.literal('heading'), text: sentence(4, 90) }),
  z.object({ type: z.literal('list'), items: z.array(sentence(10, 400)).min(2).max(10) }),
  /** A message example: who sends it (`you` or `them`) and its text. */
  z.object({ type: z.literal('example'), from: z.enum(['you', 'them']), text: sentence(2, 300) }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

export const blogPostEntrySchema = z.object({
  slug,
  title: sentence(20, 90),
  /** The title tag; ≤ 60 characters so search results show it whole. */
  titleTag: sentence(20, 60),
  description: sentence(80, 160),
  keywords: z.array(sentence(3, 60)).min(3).max(10),
  /** ISO date of publication and of the last real change. */
  published: z.iso.date(),
  updated: z.iso.date(),
  readingMinutes: z.number().int().min(1).max(30),
  /** Use cases the post leads to. */
  related: z.array(slug).min(1).max(4),
});
export type BlogPostEntry = z.infer<typeof blogPostEntrySchema>;

export const blogPostSchema = z.object({
  slug,
  /** Opening paragraph, shown large. */
  lead: sentence(80, 600),
  body: z.array(blogBlockSchema).min(8),
  /** The question the post's call to action sends to a new chat. */
  promptText: sentence(40, 600),
  agentSlug: z.enum(ACTIVE_AGENT_SLUGS).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const faqEntrySchema = z.object({
  id: slug,
  question: sentence(10, 120),
  answer: sentence(60, 700),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const toolSchema = z.object({
  agentSlug: z.enum(ACTIVE_AGENT_SLUGS),
  name: sentence(4, 60),
  group: z.enum(['Dating and relationships', 'Messages and replies', 'Interviews']),
  /** One line on what the tool does for you. */
  pitch: sentence(30, 200),
  /** Typical requests, phrased the way people type them. */
  examples: z.array(sentence(10, 140)).min(2).max(3),
});
export type Tool = z.infer<typeof toolSchema>;

export const platformSchema = z.object({
  id: slug,
  name: sentence(2, 40),
  kind: z.enum(['messaging', 'social', 'dating', 'work']),
  /** Brand-like colour of its badge (we draw no trademarked logos). */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type Platform = z.infer<typeof platformSchema>;
