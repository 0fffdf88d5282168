import type { UseCase } from '../schema';
import { useCase as CR001 } from './cases/how-to-text-crush-keep-conversation-going';
import { useCase as CR002 } from './cases/how-to-ask-your-crush-out';
import { useCase as CR003 } from './cases/how-to-reply-to-dry-texts-from-crush';
import { useCase as CR004 } from './cases/how-to-start-a-conversation-with-your-crush';
import { useCase as CR005 } from './cases/how-to-flirt-over-text';
import { useCase as CR006 } from './cases/how-to-read-mixed-signals-from-crush';
import { useCase as CR007 } from './cases/what-to-do-when-crush-leaves-you-on-read';
import { useCase as HC001 } from './cases/signs-your-secret-crush-likes-you-back';
import { useCase as HC002 } from './cases/how-to-confess-to-a-friend-without-ruining-friendship';
import { useCase as HC003 } from './cases/how-to-hint-you-like-someone-over-text';
import { useCase as HC004 } from './cases/how-to-act-natural-around-your-crush';
import { useCase as HC005 } from './cases/how-to-handle-a-crush-on-a-coworker';
import { useCase as HC006 } from './cases/how-to-handle-a-crush-who-is-taken';
import { useCase as HC007 } from './cases/how-to-confess-your-feelings-over-text';
import { useCase as HC008 } from './cases/how-to-stay-friends-after-rejection';
import { useCase as HC009 } from './cases/how-to-get-closer-to-your-crush';
import { useCase as HC010 } from './cases/how-to-talk-to-a-classmate-you-like';
import { useCase as HC011 } from './cases/what-to-do-when-a-friend-has-a-crush-on-you';
import { useCase as HC012 } from './cases/how-to-stop-overthinking-crush-texts';
import { useCase as HC013 } from './cases/how-to-move-on-from-a-crush';
import { useCase as RL001 } from './cases/how-to-apologize-after-a-fight';
import { useCase as RL002 } from './cases/how-to-keep-a-long-distance-relationship-strong';
import { useCase as RL003 } from './cases/how-to-talk-about-relationship-problems';
import { useCase as RL004 } from './cases/how-to-text-your-ex';
import { useCase as RL005 } from './cases/how-to-handle-the-silent-treatment';
import { useCase as RL006 } from './cases/how-to-comfort-your-partner-when-stressed';
import { useCase as RL007 } from './cases/how-to-define-the-relationship';
import { useCase as FR001 } from './cases/how-to-make-friends-in-college';
import { useCase as FR002 } from './cases/how-to-help-friend-with-depression';
import { useCase as WK001 } from './cases/how-to-communicate-at-work';
import { useCase as WK002 } from './cases/how-to-communicate-with-customers';
import { useCase as SC001 } from './cases/how-to-improve-teacher-parent-communication';
import { useCase as SM001 } from './cases/how-to-reply-red-note-without-knowing-chinese';

/**
 * Every use case with its full content, in directory order (server: page heads, fallback bodies and
 * the sitemap; tests). One file per case under cases/, so a landing page downloads only its own.
 */
export const ALL_USE_CASES: readonly UseCase[] = [
  CR001, CR002, CR003, CR004, CR005, CR006, CR007, HC001, HC002, HC003, HC004, HC005, HC006, HC007, HC008, HC009, HC010, HC011, HC012, HC013, RL001, RL002, RL003, RL004, RL005, RL006, RL007, FR001, FR002, WK001, WK002, SC001, SM001,
];

const BY_SLUG = new Map(ALL_USE_CASES.map((useCase) => [useCase.slug, useCase]));

export function findUseCase(slug: string): UseCase | undefined {
  return BY_SLUG.get(slug);
}
