import type { UseCaseCategory, UseCaseEntry } from '../schema';

/**
 * The directory of use-case landing pages (/use-case/{slug}): just enough to list and link them.
 * Pages load the full content of their category lazily; a test keeps this list equal to it.
 */
export const USE_CASE_DIRECTORY: readonly UseCaseEntry[] = [
  { caseId: 'CR001', category: 'Crush', caseName: 'Keep a conversation going with your crush', slug: 'how-to-text-crush-keep-conversation-going' },
  { caseId: 'CR002', category: 'Crush', caseName: 'Ask your crush out', slug: 'how-to-ask-your-crush-out' },
  { caseId: 'CR003', category: 'Crush', caseName: 'Reply to a dry text from your crush', slug: 'how-to-reply-to-dry-texts-from-crush' },
  { caseId: 'CR004', category: 'Crush', caseName: 'Start a conversation with your crush', slug: 'how-to-start-a-conversation-with-your-crush' },
  { caseId: 'CR005', category: 'Crush', caseName: 'Flirt over text with your crush', slug: 'how-to-flirt-over-text' },
  { caseId: 'CR006', category: 'Crush', caseName: 'Read mixed signals from your crush', slug: 'how-to-read-mixed-signals-from-crush' },
  { caseId: 'CR007', category: 'Crush', caseName: 'Your crush left you on read', slug: 'what-to-do-when-crush-leaves-you-on-read' },
  { caseId: 'HC001', category: 'HiddenCrush', caseName: 'Signs your secret crush likes you back', slug: 'signs-your-secret-crush-likes-you-back' },
  { caseId: 'HC002', category: 'HiddenCrush', caseName: 'Confess to a friend without ruining the friendship', slug: 'how-to-confess-to-a-friend-without-ruining-friendship' },
  { caseId: 'HC003', category: 'HiddenCrush', caseName: 'Drop hints over text without being obvious', slug: 'how-to-hint-you-like-someone-over-text' },
  { caseId: 'HC004', category: 'HiddenCrush', caseName: 'Act natural around your secret crush', slug: 'how-to-act-natural-around-your-crush' },
  { caseId: 'HC005', category: 'HiddenCrush', caseName: 'Handle a secret crush on a coworker', slug: 'how-to-handle-a-crush-on-a-coworker' },
  { caseId: 'HC006', category: 'HiddenCrush', caseName: 'Your crush is in a relationship', slug: 'how-to-handle-a-crush-who-is-taken' },
  { caseId: 'HC007', category: 'HiddenCrush', caseName: 'Confess your feelings over text', slug: 'how-to-confess-your-feelings-over-text' },
  { caseId: 'HC008', category: 'HiddenCrush', caseName: 'Stay friends after a rejected confession', slug: 'how-to-stay-friends-after-rejection' },
  { caseId: 'HC009', category: 'HiddenCrush', caseName: 'Get closer to your crush as friends first', slug: 'how-to-get-closer-to-your-crush' },
  { caseId: 'HC010', category: 'HiddenCrush', caseName: 'Talk to a classmate you secretly like', slug: 'how-to-talk-to-a-classmate-you-like' },
  { caseId: 'HC011', category: 'HiddenCrush', caseName: 'When a friend has a secret crush on you', slug: 'what-to-do-when-a-friend-has-a-crush-on-you' },
  { caseId: 'HC012', category: 'HiddenCrush', caseName: 'Stop overthinking texts from your secret crush', slug: 'how-to-stop-overthinking-crush-texts' },
  { caseId: 'HC013', category: 'HiddenCrush', caseName: 'Move on from a crush who does not like you back', slug: 'how-to-move-on-from-a-crush' },
  { caseId: 'RL001', category: 'Relationships', caseName: 'Apologise after a fight', slug: 'how-to-apologize-after-a-fight' },
  { caseId: 'RL002', category: 'Relationships', caseName: 'Keep a long-distance relationship close', slug: 'how-to-keep-a-long-distance-relationship-strong' },
  { caseId: 'RL003', category: 'Relationships', caseName: 'Bring up a problem without starting a fight', slug: 'how-to-talk-about-relationship-problems' },
  { caseId: 'RL004', category: 'Relationships', caseName: 'Reach out to an ex', slug: 'how-to-text-your-ex' },
  { caseId: 'RL005', category: 'Relationships', caseName: 'Handle the silent treatment', slug: 'how-to-handle-the-silent-treatment' },
  { caseId: 'RL006', category: 'Relationships', caseName: 'Comfort your partner when they are stressed', slug: 'how-to-comfort-your-partner-when-stressed' },
  { caseId: 'RL007', category: 'Relationships', caseName: 'Have the “what are we” talk', slug: 'how-to-define-the-relationship' },
  { caseId: 'FR001', category: 'Friendship', caseName: 'Make friends in college', slug: 'how-to-make-friends-in-college' },
  { caseId: 'FR002', category: 'Friendship', caseName: 'Help a friend with depression', slug: 'how-to-help-friend-with-depression' },
  { caseId: 'WK001', category: 'Work', caseName: 'Communicate better at work', slug: 'how-to-communicate-at-work' },
  { caseId: 'WK002', category: 'Work', caseName: 'Communicate with customers', slug: 'how-to-communicate-with-customers' },
  { caseId: 'SC001', category: 'School', caseName: 'Improve teacher–parent communication', slug: 'how-to-improve-teacher-parent-communication' },
  { caseId: 'SM001', category: 'SocialMedia', caseName: 'Reply on RedNote without knowing Chinese', slug: 'how-to-reply-red-note-without-knowing-chinese' },];

/** Guides linked from every page's footer and the 404 page. */
export const FEATURED_USE_CASE_SLUGS = [
  'how-to-text-crush-keep-conversation-going',
  'how-to-ask-your-crush-out',
  'how-to-apologize-after-a-fight',
  'how-to-make-friends-in-college',
  'how-to-communicate-with-customers',
] as const;

/** How each category is named on the site. */
export const CATEGORY_LABELS: Record<UseCaseCategory, string> = {
  Crush: 'Crush',
  HiddenCrush: 'Secret crush',
  Relationships: 'Relationships',
  Friendship: 'Friendship',
  Work: 'Work',
  School: 'School',
  SocialMedia: 'Social media',
};

/** Groups shown on the home page and in the footer, in this order. */
export const SOLUTION_GROUPS: readonly { title: string; categories: readonly UseCaseCategory[] }[] = [
  { title: 'Crush', categories: ['Crush'] },
  { title: 'Secret crush', categories: ['HiddenCrush'] },
  { title: 'Relationships', categories: ['Relationships'] },
  { title: 'Friends, work and school', categories: ['Friendship', 'Work', 'School', 'SocialMedia'] },
];

export function findUseCaseEntry(slug: string): UseCaseEntry | undefined {
  return USE_CASE_DIRECTORY.find((entry) => entry.slug === slug);
}
