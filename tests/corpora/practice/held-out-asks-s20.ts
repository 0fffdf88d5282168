import type { AskCase } from './held-out-asks';

/**
 * Set S20: questions to the character, written blind in session 20 by helper bw20, never trained on —
 * without reading the question-answering policy or any earlier set's lines (S19 opened for its format only).
 * Ordinary questions across the goals: single questions, two questions in one line (labelled with the slot
 * of the first, the hand label naming both), questions about the character's past, job, plans, tastes and
 * opinions, in lowercase, with typos and slang.
 * Read by the lead with session 20's start tree (92f583a) and final tree (7754670): 18/25 answered (strict) both times.
 */
export const ASKS_S20: readonly AskCase[] = [
  // open (a new match, Alex)
  { goal: 'open', before: ['hi alex! love the hiking pics'], line: "what's the best trail you've done so far?", asks: 'place', must: 'names or describes a trail or place they hiked' },
  { goal: 'open', before: ['hey, how is your weekend going'], line: 'r u more of a night owl or an early bird', asks: 'either', options: ['night owl', 'early bird'], must: 'picks night owl or early bird' },
  { goal: 'open', before: ['hey alex'], line: 'what do you do for work, if you dont mind me asking?', asks: 'thing', must: 'names their job or what they do' },
  // invite (Maya, chemistry class)
  { goal: 'invite', before: ['hey maya, that practical was brutal'], line: 'which part did you find hardest?', asks: 'thing', must: 'names a part of the practical' },
  { goal: 'invite', before: ['hi maya'], line: 'what do you usually do on weekends?', asks: 'thing', must: 'something they do on weekends' },
  { goal: 'invite', before: ['hey, good luck for the test tomorrow'], line: 'are you nervous about it?', asks: 'feeling', must: 'how they feel about the test' },
  // reinvite (after a maybe)
  { goal: 'reinvite', before: ['would you like to go to the cinema on saturday?'], line: 'what kind of films do you like?', asks: 'preference', must: 'names a kind of film they like', keep: 'maybe' },
  // repair (an ex)
  { goal: 'repair', before: ["I'm sorry for the way I left things."], line: 'how have you been since we stopped talking?', asks: 'feeling', must: 'how they have been' },
  { goal: 'repair', before: ['thank you for replying'], line: 'is there anything you want to ask me?', asks: 'yesno', must: 'yes (and what) or no' },
  // reconnect (Jo, an old friend)
  { goal: 'reconnect', before: ['jo!! so good to hear from you'], line: 'how long have you been at the new place?', asks: 'amount', must: 'how long (a number of months or years)' },
  { goal: 'reconnect', before: ['hey, how are things'], line: 'who do you hang out with these days?', asks: 'person', must: 'names or describes someone they see' },
  { goal: 'reconnect', before: ['Jo, long time'], line: 'why did we stop talking, do you think?', asks: 'reason', must: 'a reason they think they drifted' },
  // ask (a manager, about a raise)
  { goal: 'ask', before: ["I'd like to talk about my salary."], line: 'who makes the final decision on pay rises?', asks: 'person', must: 'names who decides' },
  { goal: 'ask', before: ['Thanks for making time for this.'], line: 'how do you think my year has gone?', asks: 'opinion', must: 'a judgement of their year' },
  { goal: 'ask', before: ["I've taken on the new client accounts since March."], line: 'what percentage rise would be realistic?', asks: 'amount', must: 'a number or range (or why they cannot say)' },
  // resolve (a customer with a broken blender)
  { goal: 'resolve', before: ["I'm sorry about the blender."], line: 'where exactly is it damaged?', asks: 'thing', must: 'describes the damage (the jug, the base, a crack…)' },
  { goal: 'resolve', before: ['Thanks for your patience.'], line: 'would you like us to collect it or would you rather drop it at a shop?', asks: 'either', options: ['collect', 'drop'], must: 'picks collection or drop-off' },
  // align (a son's teacher)
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'how does he behave in your lessons?', asks: 'opinion', must: 'how he behaves in class' },
  { goal: 'align', before: ['Good morning.'], line: 'when is the next parents evening?', asks: 'time', must: 'a time or date, or why not' },
  // interview (the interviewer for a marketing role)
  { goal: 'interview', before: ['Thank you for having me.'], line: 'when would the successful candidate start?', asks: 'time', must: 'a start time or date' },
  { goal: 'interview', before: ['Nice to meet you.'], line: 'why is this position open?', asks: 'reason', must: 'why the role is open' },
  // hire (a candidate for a designer role)
  { goal: 'hire', before: ['Thanks for coming in.'], line: "what's a brand whose design you really admire?", asks: 'preference', must: 'names a brand they admire' },
  { goal: 'hire', before: ['Welcome.'], line: 'where are you based at the moment?', asks: 'place', must: 'names or describes where they live' },
  { goal: 'hire', before: ['Thanks for your portfolio.'], line: 'how many years have you been designing?', asks: 'amount', must: 'a number of years' },
  // defuse (a rude commenter)
  { goal: 'defuse', before: ['Hi, I read your comment.'], line: 'why do you feel so strongly about it?', asks: 'reason', must: 'a reason for their view' },
];
