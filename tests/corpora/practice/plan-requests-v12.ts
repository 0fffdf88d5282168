import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Requests v12 (engineer "plan"): written after the round's last change and read once; nothing
 * was changed after its reading. The round's unseen estimate (bench/README.md).
 */
export const PLAN_REQUESTS_V12: readonly (readonly [string, PlanKind | null])[] = [
  ['ok so there’s this guy at my climbing wall, we chat every week, I wanna ask him to grab food after', 'crush-ask-out'],
  ['I never know how to open a conversation with the girl I like from the bus', 'crush-start'],
  ['Need to say sorry to my ex-wife for the things I said during the divorce', 'ex-apology'],
  ['Thinking about texting my ex just to see how he’s been, it’s been a year', 'ex-reconnect'],
  ['My partner feels like I don’t help enough with the baby', 'partner-repair'],
  ['first date this saturday with someone I met at a friend’s party, nervous!!', 'first-date'],
  ['We went for drinks on Friday and I want to suggest dinner next', 'second-date'],
  ['matched with a guy who loves climbing, how do I start the chat', 'new-match'],
  ['I’ve just started at a new school and don’t know anyone, I want to make friends', 'friend-make'],
  ['Me and my childhood friend haven’t talked since she moved abroad, I want to message her', 'friend-reconnect'],
  ['I made a joke about my best friend’s weight and she went quiet, I want to fix it', 'friend-repair'],
  ['my flatmate keeps eating my food from the fridge', 'roommate'],
  ['I’ve been here three years without a raise and want to bring it up with HR', 'raise'],
  ['I’m not going to finish the quarterly report by Friday and need to tell my boss', 'extension'],
  ['My supervisor keeps giving my shifts to someone else without telling me', 'colleague'],
  ['I’ve got a phone interview with a recruiter tomorrow afternoon', 'interview'],
  ['I’m hiring a part-time bookkeeper for my shop and want to practise the interview', 'interviewer'],
  ['A customer says the cake we delivered for her wedding was the wrong flavour and she’s livid', 'customer'],
  ['I want to ask my daughter’s teacher why she was moved to a lower maths group', 'parent-to-teacher'],
  ['I’m a year 9 teacher and need to call a dad about his son’s behaviour', 'teacher-to-parent'],
  ['someone replied to my LinkedIn post saying I don’t know what I’m talking about', 'comment'],
  ['My aunt is hurt that I didn’t invite her to my wedding', 'family-repair'],
  ['can you be a German speaker so I can practise small talk', 'language-chat'],
  ['I have a tough conversation coming up and I don’t know where to start', null],
];
