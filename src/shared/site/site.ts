/**
 * Site metadata in one place (SPEC §2: name, tagline, url, keywords, a 1200×630 share image).
 * The client shows it; the server writes it into every page's head, the sitemap and robots.txt.
 */
export const SITE = {
  name: 'Conversation Advisor',
  shortName: 'Advisor',
  tagline: 'Know what to say, in every conversation.',
  description:
    'Get advice on chats, dates, friendships and work messages from AI advisors — then rehearse the hard conversations before you have them.',
  /**
   * Origin used when nothing better is known. The server prefers PUBLIC_URL, then the request's
   * own origin, so canonical links always name the host the site is really served from.
   */
  url: 'http://localhost:3000',
  locale: 'en_US',
  themeColor: '#f26638',
  keywords: [
    'ai conversation advisor',
    'what to text',
    'texting advice',
    'dating advice',
    'relationship advice',
    'reply suggestions',
    'conversation practice',
    'roleplay practice',
  ],
  shareImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: 'Conversation Advisor — know what to say, in every conversation.',
  },
} as const;

/** `<page> · <site name>`, the title pattern of every page that has no title tag of its own. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE.name}`;
}
