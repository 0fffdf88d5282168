import type { SituationCategory } from './types';

/**
 * The situation types the classifier knows, with their group and the words answers use:
 * `choice` is a tappable clarifying option ("A friend owes me money"), `about` names the
 * situation in second person, `goal` is the default aim when the user does not state one.
 */
export interface SituationInfo {
  category: SituationCategory;
  choice: string;
  about: string;
  goal: string;
}

const t = (category: SituationCategory, choice: string, about: string, goal: string): SituationInfo => ({ category, choice, about, goal });

export const SITUATION_TYPES: Record<string, SituationInfo> = {
  'crush-keep-talking': t('crush', 'Keeping a chat with my crush going', 'keeping the conversation with your crush alive', 'keep the conversation going'),
  'crush-signals': t('crush', 'Working out if they like me', 'reading whether they like you', 'find out where you stand'),
  'crush-ask-out': t('crush', 'Asking my crush out', 'asking your crush out', 'ask them out'),
  'crush-taken': t('crush', 'Liking someone who is taken', 'having feelings for someone who is taken', 'handle your feelings without crossing a line'),
  'crush-rejected': t('crush', 'After my crush said no', 'staying easy after your crush said no', 'keep things normal after the no'),
  'coworker-crush': t('crush', 'A crush on a coworker', 'a crush on someone you work with', 'find out if it is mutual without making work awkward'),
  'hidden-crush-hint': t('hidden-crush', 'Hinting that I like someone', 'letting your crush notice you without saying it outright', 'drop a hint they can pick up'),
  'hidden-crush-confess': t('hidden-crush', 'Confessing my feelings', 'telling your crush how you feel', 'tell them how you feel'),
  'hidden-crush-friend': t('hidden-crush', 'Feelings for a friend', 'having feelings for a friend', 'find out without losing the friendship'),
  'hidden-crush-hide': t('hidden-crush', 'Hiding that I like someone', 'keeping your feelings low-key for now', 'act natural around them'),
  'partner-fight': t('partner', 'A fight with my partner', 'the fight with your partner', 'make up and talk it through'),
  'partner-neglected': t('partner', 'Feeling neglected by my partner', 'feeling like you come last with your partner', 'ask for more time and attention'),
  'partner-long-distance': t('partner', 'A long-distance relationship', 'keeping a long-distance relationship close', 'feel close despite the distance'),
  'partner-trust': t('partner', 'Trust issues with my partner', 'a trust problem with your partner', 'raise it without accusing'),
  'partner-meet-parents': t('partner', "Meeting my partner's family", "meeting your partner's family", 'make a good first impression'),
  'partner-breakup': t('partner', 'Breaking up with my partner', 'ending the relationship kindly', 'end it clearly and kindly'),
  'ex-get-back': t('ex', 'Getting back with my ex', 'trying again with your ex', 'reopen the door with your ex'),
  'ex-reached-out': t('ex', 'My ex reached out', 'a message from your ex', 'decide how to answer your ex'),
  'ex-moving-on': t('ex', 'Moving on from my ex', 'moving on from your ex', 'set a clear, kind boundary'),
  'ex-coparent-logistics': t('ex', 'Practical stuff with my ex', 'sorting practical things with your ex', 'settle it without drama'),
  'date-cancelled': t('dating', 'A cancelled date', 'a date that got cancelled', 'reschedule without chasing'),
  'date-follow-up': t('dating', 'Texting after a date', 'following up after the date', 'show interest and set up the next date'),
  'date-plan': t('dating', 'Planning a date', 'planning the date', 'plan something you will both enjoy'),
  'date-ghosted': t('dating', 'Ghosted after a date', 'being ghosted after dating', 'send one last message or let it go'),
  'date-dtr': t('dating', 'Asking "what are we?"', 'finding out where this is going', 'ask where things stand'),
  'date-let-down': t('dating', "Saying I'm not interested", 'letting someone down kindly', 'say no kindly and clearly'),
  'match-opener': t('new-match', 'A first message to a match', 'the first message to your match', 'send an opener they want to answer'),
  'match-convo-dying': t('new-match', 'A dating-app chat that is dying', 'a dating-app chat that keeps stalling', 'bring the chat back to life'),
  'match-meet-up': t('new-match', 'Asking my match to meet', 'moving from the app to a real date', 'suggest meeting up'),
  'friend-owes-money': t('friendship', 'A friend owes me money', 'getting your money back from a friend', 'get the money back without losing the friendship'),
  'friend-jealousy': t('friendship', 'Jealousy in a friendship', 'jealousy between you and your friend', 'talk about it without blaming'),
  'friend-drifting': t('friendship', 'A friend drifting away', 'a friendship that is drifting', 'reconnect'),
  'friend-conflict': t('friendship', 'A fight with a friend', 'the fallout with your friend', 'clear the air'),
  'friend-support': t('friendship', 'Supporting a friend', 'being there for your friend', 'comfort them without pushing'),
  'friend-boundaries': t('friendship', 'Saying no to a friend', 'setting a boundary with a friend', 'say no without a fight'),
  'make-friends': t('friendship', 'Making new friends', 'making new friends', 'turn small talk into a plan'),
  'family-parents': t('family', 'Something with my parents', 'a conversation with your parents', 'be heard by your parents'),
  'family-siblings': t('family', 'My brother or sister', 'things with your sibling', 'tell them how you feel'),
  'family-relatives': t('family', 'A relative', 'a relative who oversteps', 'set a polite boundary'),
  'family-kids': t('family', 'Talking to my child', 'talking with your child', 'get them to open up'),
  'roommate-chores': t('roommate', 'Roommate and chores', 'chores with your roommate', 'agree on a fair split'),
  'roommate-noise-guests': t('roommate', 'Roommate noise or guests', 'noise and guests at home', 'agree on house rules'),
  'roommate-money': t('roommate', 'Roommate and money', 'money with your roommate', 'get paid on time'),
  'coworker-credit': t('workplace', 'A coworker took credit', 'a coworker taking credit for your work', 'get credit for your work'),
  'coworker-conflict': t('workplace', 'Tension with a coworker', 'friction with a coworker', 'fix the working relationship'),
  'boss-raise': t('workplace', 'Asking for a raise', 'asking for a raise or promotion', 'make the case for a raise'),
  'boss-difficult': t('workplace', 'A hard talk with my boss', 'a difficult conversation with your manager', 'raise it professionally'),
  'work-new-team': t('workplace', 'Fitting into a new team', 'settling into a new team', 'break the ice'),
  'work-resign': t('workplace', 'Resigning', 'handing in your notice', 'leave on good terms'),
  'customer-refund': t('customer', 'A refund request', "a customer's refund request", 'answer the refund fairly'),
  'customer-complaint': t('customer', 'An angry customer or review', 'an unhappy customer', 'calm things down and fix it'),
  'client-scope-creep': t('customer', 'A client asking for more', 'a client asking for more than agreed', 'hold the scope without losing the client'),
  'client-late-payment': t('customer', 'A client who has not paid', 'an unpaid invoice', 'get paid'),
  'parent-to-teacher': t('teacher-parent', "Writing to my child's teacher", "talking to your child's teacher", 'work with the teacher'),
  'teacher-to-parent': t('teacher-parent', "Writing to a student's parent", "talking to a student's parent", 'bring the parent on side'),
  'interview-prep': t('interview-candidate', 'Preparing for an interview', 'preparing for your interview', 'walk in prepared'),
  'interview-follow-up': t('interview-candidate', 'Following up after an interview', 'following up after your interview', 'follow up without nagging'),
  'interview-offer': t('interview-candidate', 'A job offer', 'answering a job offer', 'negotiate or answer the offer'),
  'interviewer-questions': t('interview-interviewer', 'Interviewing a candidate', 'interviewing a candidate', 'ask questions that reveal the right person'),
  'interviewer-reject': t('interview-interviewer', 'Rejecting a candidate', 'turning a candidate down', 'say no kindly and clearly'),
  'social-comment': t('social-comment', 'A comment on my post', 'a comment on your post', 'reply well in public'),
  'cross-language-reply': t('cross-language', 'Replying in another language', 'replying in a language you are still learning', 'reply naturally in their language'),
  neighbour: t('general', 'A neighbour', 'a problem with your neighbour', 'sort it out neighbourly'),
  landlord: t('general', 'My landlord', 'a problem with your landlord', 'get it fixed, in writing'),
};

export function infoFor(type: string | null): SituationInfo | null {
  return type ? (SITUATION_TYPES[type] ?? null) : null;
}
