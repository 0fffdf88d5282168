import type { BlogPostEntry } from '../schema';

/**
 * The blog's posts, newest first: what the index, the sitemap and the page heads need. Each body
 * lives in posts/ and is loaded only by its own page; a test keeps both in step.
 */
export const BLOG_POSTS: readonly BlogPostEntry[] = [
  {
    slug: 'practise-hard-conversations-before-you-have-them',
    title: 'Practise hard conversations before you have them',
    titleTag: 'How to Practise a Hard Conversation Before You Have It',
    description:
      'Rehearsing works for conversations like it does for presentations: set a goal, practise the opening and the hardest replies, get feedback, try again.',
    keywords: ['practise difficult conversations', 'roleplay practice', 'rehearse a conversation', 'conversation practice', 'difficult conversations'],
    published: '2026-11-25',
    updated: '2026-11-25',
    readingMinutes: 4,
    related: ['how-to-confess-to-a-friend-without-ruining-friendship', 'how-to-define-the-relationship', 'how-to-communicate-at-work'],
  },
  {
    slug: 'how-to-repair-things-after-a-fight',
    title: 'After the fight: how to repair things, step by step',
    titleTag: 'How to Repair Things After a Fight: Step by Step',
    description:
      'Calm down first, apologise without “but”, listen to understand, tackle one issue, agree on something concrete: a practical guide to repairing after a fight.',
    keywords: ['repair after a fight', 'make up after an argument', 'apologize to partner', 'relationship repair', 'couple fight'],
    published: '2026-11-23',
    updated: '2026-11-23',
    readingMinutes: 4,
    related: ['how-to-apologize-after-a-fight', 'how-to-talk-about-relationship-problems', 'how-to-handle-the-silent-treatment'],
  },
  {
    slug: 'texting-your-crush-what-keeps-a-conversation-going',
    title: 'Texting your crush: what actually keeps a conversation going',
    titleTag: 'Texting Your Crush: What Keeps a Conversation Going',
    description:
      'Why “how was your day?” goes nowhere, and what works instead: story questions, sharing, callbacks, ending on a high note and moving from texting to meeting.',
    keywords: ['how to text your crush', 'keep a conversation going', 'texting tips', 'what to text your crush', 'conversation starters'],
    published: '2026-11-20',
    updated: '2026-11-20',
    readingMinutes: 4,
    related: ['how-to-text-crush-keep-conversation-going', 'how-to-reply-to-dry-texts-from-crush', 'how-to-flirt-over-text'],
  },
];

export function findBlogPostEntry(slug: string): BlogPostEntry | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
