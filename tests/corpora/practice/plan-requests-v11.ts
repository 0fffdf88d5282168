import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Requests v11 (engineer "plan"): written after the round's other changes and read once (11/21,
 * 6 wrong plans; the engine before the round 9/21, 7 wrong), then used for the last plan fixes;
 * v12 is the unseen estimate after them.
 */
export const PLAN_REQUESTS_V11: readonly (readonly [string, PlanKind | null])[] = [
  ['I keep bumping into this girl at the laundrette and I want to ask if she’d like to get a coffee sometime', 'crush-ask-out'],
  ['how do i get talking to the guy I like in my french class', 'crush-start'],
  ['I ghosted my ex after we split and I feel awful, I want to own it', 'ex-apology'],
  ['My husband says I never listen when he talks about his day', 'partner-repair'],
  ['I’m seeing a woman from Tinder for the first time on Thursday', 'first-date'],
  ['After our picnic last weekend I want to ask Sam out again', 'second-date'],
  ['My old uni roommate just moved to my city, I want to reach out after all these years', 'friend-reconnect'],
  ['My friend thinks I took sides in her breakup and she’s not replying', 'friend-repair'],
  ['the people I live with never take the bins out', 'roommate'],
  ['My performance review is next week and I want to push for a pay increase', 'raise'],
  ['I need to ask my editor to push my article deadline back a week', 'extension'],
  ['Someone on my team keeps making comments about my accent', 'colleague'],
  ['I’m applying to be a teaching assistant and have an interview on Friday', 'interview'],
  ['We’re taking on two summer staff at the ice cream shop and I have to interview them', 'interviewer'],
  ['A tenant in one of my flats is furious the boiler is still broken', 'customer'],
  ['My kid’s nursery keeps forgetting to put sun cream on her and I need to raise it with the staff', 'parent-to-teacher'],
  ['As her piano teacher I need to tell her parents she hasn’t been practising', 'teacher-to-parent'],
  ['Some guy on Facebook said my charity fundraiser is a scam', 'comment'],
  ['My mum and I haven’t talked properly since she sold the family house', 'family-repair'],
  ['I want to practise ordering food and chatting in Japanese before my holiday', 'language-chat'],
  ['There’s a conversation I keep avoiding and I need to just have it', null],
];
