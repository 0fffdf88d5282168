import type { UseCase, UseCaseEntry } from '../../../../shared/site/schema';
import { findUseCaseEntry, USE_CASE_DIRECTORY } from '../../../../shared/site/use-cases/catalog';

/**
 * Each case's content is its own chunk, so a landing page downloads only its own text (a few KB).
 * Keyed by slug; a test checks every directory entry has one.
 */
export const CASE_CONTENT: Record<string, () => Promise<{ useCase: UseCase }>> = {
  'how-to-text-crush-keep-conversation-going': () => import('../../../../shared/site/use-cases/cases/how-to-text-crush-keep-conversation-going'),
  'how-to-ask-your-crush-out': () => import('../../../../shared/site/use-cases/cases/how-to-ask-your-crush-out'),
  'how-to-reply-to-dry-texts-from-crush': () => import('../../../../shared/site/use-cases/cases/how-to-reply-to-dry-texts-from-crush'),
  'how-to-start-a-conversation-with-your-crush': () => import('../../../../shared/site/use-cases/cases/how-to-start-a-conversation-with-your-crush'),
  'how-to-flirt-over-text': () => import('../../../../shared/site/use-cases/cases/how-to-flirt-over-text'),
  'how-to-read-mixed-signals-from-crush': () => import('../../../../shared/site/use-cases/cases/how-to-read-mixed-signals-from-crush'),
  'what-to-do-when-crush-leaves-you-on-read': () => import('../../../../shared/site/use-cases/cases/what-to-do-when-crush-leaves-you-on-read'),
  'signs-your-secret-crush-likes-you-back': () => import('../../../../shared/site/use-cases/cases/signs-your-secret-crush-likes-you-back'),
  'how-to-confess-to-a-friend-without-ruining-friendship': () => import('../../../../shared/site/use-cases/cases/how-to-confess-to-a-friend-without-ruining-friendship'),
  'how-to-hint-you-like-someone-over-text': () => import('../../../../shared/site/use-cases/cases/how-to-hint-you-like-someone-over-text'),
  'how-to-act-natural-around-your-crush': () => import('../../../../shared/site/use-cases/cases/how-to-act-natural-around-your-crush'),
  'how-to-handle-a-crush-on-a-coworker': () => import('../../../../shared/site/use-cases/cases/how-to-handle-a-crush-on-a-coworker'),
  'how-to-handle-a-crush-who-is-taken': () => import('../../../../shared/site/use-cases/cases/how-to-handle-a-crush-who-is-taken'),
  'how-to-confess-your-feelings-over-text': () => import('../../../../shared/site/use-cases/cases/how-to-confess-your-feelings-over-text'),
  'how-to-stay-friends-after-rejection': () => import('../../../../shared/site/use-cases/cases/how-to-stay-friends-after-rejection'),
  'how-to-get-closer-to-your-crush': () => import('../../../../shared/site/use-cases/cases/how-to-get-closer-to-your-crush'),
  'how-to-talk-to-a-classmate-you-like': () => import('../../../../shared/site/use-cases/cases/how-to-talk-to-a-classmate-you-like'),
  'what-to-do-when-a-friend-has-a-crush-on-you': () => import('../../../../shared/site/use-cases/cases/what-to-do-when-a-friend-has-a-crush-on-you'),
  'how-to-stop-overthinking-crush-texts': () => import('../../../../shared/site/use-cases/cases/how-to-stop-overthinking-crush-texts'),
  'how-to-move-on-from-a-crush': () => import('../../../../shared/site/use-cases/cases/how-to-move-on-from-a-crush'),
  'how-to-apologize-after-a-fight': () => import('../../../../shared/site/use-cases/cases/how-to-apologize-after-a-fight'),
  'how-to-keep-a-long-distance-relationship-strong': () => import('../../../../shared/site/use-cases/cases/how-to-keep-a-long-distance-relationship-strong'),
  'how-to-talk-about-relationship-problems': () => import('../../../../shared/site/use-cases/cases/how-to-talk-about-relationship-problems'),
  'how-to-text-your-ex': () => import('../../../../shared/site/use-cases/cases/how-to-text-your-ex'),
  'how-to-handle-the-silent-treatment': () => import('../../../../shared/site/use-cases/cases/how-to-handle-the-silent-treatment'),
  'how-to-comfort-your-partner-when-stressed': () => import('../../../../shared/site/use-cases/cases/how-to-comfort-your-partner-when-stressed'),
  'how-to-define-the-relationship': () => import('../../../../shared/site/use-cases/cases/how-to-define-the-relationship'),
  'how-to-make-friends-in-college': () => import('../../../../shared/site/use-cases/cases/how-to-make-friends-in-college'),
  'how-to-help-friend-with-depression': () => import('../../../../shared/site/use-cases/cases/how-to-help-friend-with-depression'),
  'how-to-communicate-at-work': () => import('../../../../shared/site/use-cases/cases/how-to-communicate-at-work'),
  'how-to-communicate-with-customers': () => import('../../../../shared/site/use-cases/cases/how-to-communicate-with-customers'),
  'how-to-improve-teacher-parent-communication': () => import('../../../../shared/site/use-cases/cases/how-to-improve-teacher-parent-communication'),
  'how-to-reply-red-note-without-knowing-chinese': () => import('../../../../shared/site/use-cases/cases/how-to-reply-red-note-without-knowing-chinese'),
};

export interface UseCasePageData {
  useCase: UseCase;
  /** Other cases of the same category, to keep reading. */
  related: UseCaseEntry[];
}

/** The landing page's content, or null for an unknown slug (the page shows the 404). */
export async function loadUseCase(slug: string): Promise<UseCasePageData | null> {
  const entry = findUseCaseEntry(slug);
  const load = entry ? CASE_CONTENT[slug] : undefined;
  if (!entry || !load) return null;
  const { useCase } = await load();
  const related = USE_CASE_DIRECTORY.filter((u) => u.category === entry.category && u.slug !== slug);
  return { useCase, related };
}
