import { DAILY_LIMITS, PLUS_PRICE_PER_WEEK_TEXT } from '../plans';
import { pageTitle, SITE } from './site';

/** What a page's head says about it (title tag, meta description, keywords) and its main heading. */
export interface PageHead {
  /** Canonical path. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's main heading (h1). */
  heading: string;
}

/**
 * The public pages that are not generated from content. The client sets the same heads when it
 * navigates; the server writes them into the HTML it sends.
 */
export const STATIC_PAGES = {
  home: {
    path: '/',
    title: `${SITE.name} — AI advice for every conversation`,
    description: SITE.description,
    keywords: SITE.keywords,
    heading: SITE.tagline,
  },
  pricing: {
    path: '/price',
    title: pageTitle('Pricing'),
    description: `Start free with ${DAILY_LIMITS.free.send_message} messages a day, or go Plus for ${PLUS_PRICE_PER_WEEK_TEXT} a week: unlimited advice, chats and roleplay simulations. Change or cancel any time.`,
    keywords: ['conversation advisor pricing', 'plus plan', 'ai dating coach price', 'texting advice subscription'],
    heading: 'Pricing',
  },
  tools: {
    path: '/tools',
    title: pageTitle('Tools: 12 AI Conversation Advisors'),
    description:
      'Twelve AI tools for your conversations: decode a message, write the perfect reply, find openers and topics, repair a relationship, prepare an interview.',
    keywords: ['ai texting tools', 'message decoder', 'reply generator', 'opening lines generator', 'interview questions generator'],
    heading: 'Tools for every conversation',
  },
  blog: {
    path: '/blog',
    title: pageTitle('Blog'),
    description:
      'Practical guides on texting a crush, repairing things after a fight and practising the conversations that scare you — with messages you can borrow.',
    keywords: ['texting advice blog', 'dating advice', 'relationship advice', 'communication tips'],
    heading: 'Blog',
  },
  extension: {
    path: '/extension/intro',
    title: pageTitle('Browser Extension (Coming Soon)'),
    description:
      'Advice right where you chat: our Chrome extension for WhatsApp Web, Instagram, Messenger and more is coming soon. Until then, screenshots work in the web app.',
    keywords: ['chrome extension', 'texting assistant extension', 'whatsapp web reply helper', 'ai reply extension'],
    heading: 'Advice right where you chat',
  },
  privacy: {
    path: '/privacy-policy',
    title: pageTitle('Privacy Policy'),
    description: `What ${SITE.name} keeps — account, chats, uploads, memory, practice, usage — why it keeps it, who else sees it, and how you delete it.`,
    keywords: ['privacy policy', SITE.name],
    heading: 'Privacy Policy',
  },
  terms: {
    path: '/terms-of-use',
    title: pageTitle('Terms of Use'),
    description: `The terms of using ${SITE.name}: what the advice is and is not, your content, fair use, plans and limits, and the service itself.`,
    keywords: ['terms of use', SITE.name],
    heading: 'Terms of Use',
  },
} as const satisfies Record<string, PageHead>;

export const NOT_FOUND_HEAD: PageHead = {
  path: '',
  title: pageTitle('Page not found'),
  description: 'There is nothing at this address. The link may be broken, or the page may have moved.',
  keywords: [],
  heading: 'Page not found',
};
