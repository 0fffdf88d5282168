import type { AskCase } from './held-out-asks';

/**
 * Set S21: questions to the character, written blind in session 21 by helper bw21, never trained on —
 * without reading the question-answering policy or any earlier set's lines (S20 opened for its format only).
 * Ordinary questions across the goals: single questions, two questions in one line (labelled with the slot
 * of the first, the hand label naming both), questions about the character's past, job, plans, tastes and
 * opinions, in lowercase, with typos and slang.
 * Read by the lead with session 21's start tree (e953d58) and final tree (10b7216): 12/25 answered (strict) both times.
 */
export const ASKS_S21: readonly AskCase[] = [
  // open (a new match, Alex)
  { goal: 'open', before: ['hey alex, your travel pics are unreal'], line: 'where was the one with the big waterfall?', asks: 'place', must: 'names or describes where the waterfall photo was taken' },
  { goal: 'open', before: ['hi! how is your sunday going'], line: 'cats or dogs, and be honest', asks: 'either', options: ['cats', 'dogs'], must: 'picks cats or dogs' },
  { goal: 'open', before: ['hey alex :)'], line: 'whats the last thing you watched that you actually liked?', asks: 'thing', must: 'names a show or film they watched' },
  // invite (Maya, chemistry class)
  { goal: 'invite', before: ['maya that lab report is finally done lol'], line: 'how long did yours take you?', asks: 'amount', must: 'a length of time (hours, days)' },
  { goal: 'invite', before: ['hey maya'], line: "what kind of food are you into? asking for... reasons", asks: 'preference', must: 'names a kind of food they like' },
  { goal: 'invite', before: ['hey, did you get the email about the exam?'], line: 'when is it again, tuesday or wednesday?', asks: 'time', must: 'a day or date for the exam' },
  // reinvite (after a maybe)
  { goal: 'reinvite', before: ['do you want to go bowling on friday?'], line: 'which evening is usually easiest for you?', asks: 'time', must: 'names an evening or time that suits them', keep: 'maybe' },
  { goal: 'reinvite', before: ['fancy the comedy night on saturday?'], line: 'would you rather do something chill like a walk instead?', asks: 'yesno', must: 'yes or no (with why or what instead)', keep: 'maybe' },
  // repair (an ex)
  { goal: 'repair', before: ["I know I let you down, and I'm sorry."], line: 'what hurt you the most about how it ended?', asks: 'thing', must: 'names what hurt them most' },
  { goal: 'repair', before: ['thanks for agreeing to read this'], line: 'is there any chance we end up mates again one day, honestly?', asks: 'yesno', must: 'yes, no or not yet (with a word why)' },
  // reconnect (Jo, an old friend)
  { goal: 'reconnect', before: ['jo! it has been way too long'], line: 'which bit of the country did you end up settling in?', asks: 'place', must: 'names or describes where they live' },
  { goal: 'reconnect', before: ['hey jo, hope life is good'], line: "what's been the best thing that happened to you this year?", asks: 'thing', must: 'names a good thing from their year' },
  { goal: 'reconnect', before: ['jo!!'], line: 'r u still in touch w any of the sixth form lot?', asks: 'person', must: 'names or describes someone from the old group, or says no one' },
  // ask (a manager, about a raise)
  { goal: 'ask', before: ["I'd like to discuss my pay, if you have a moment."], line: 'when are salary budgets usually set for next year?', asks: 'time', must: 'a time of year or date' },
  { goal: 'ask', before: ['Thanks for meeting with me.'], line: "which results would make the case for moving me up a pay grade?", asks: 'thing', must: 'names what they would need to see' },
  { goal: 'ask', before: ['I wanted to talk about my role.'], line: "why wasn't I put forward for the promotion round last spring?", asks: 'reason', must: 'a reason they were not put forward' },
  // resolve (a customer with a broken blender)
  { goal: 'resolve', before: ["I'm so sorry about this."], line: 'what day did the courier drop the box off with you?', asks: 'time', must: 'a day or time it arrived' },
  { goal: 'resolve', before: ['Thanks for getting in touch.'], line: 'how would you like us to put this right?', asks: 'thing', must: 'names a remedy they want (refund, replacement…)' },
  // align (a son's teacher)
  { goal: 'align', before: ['Thanks for making the time.'], line: 'which kids does he usually end up next to at his table?', asks: 'person', must: 'names or describes who he sits with' },
  { goal: 'align', before: ['Hello, I wanted to check in about my son.'], line: "any idea what's behind his grades sliding since september?", asks: 'reason', must: 'a reason for the drop' },
  // interview (the interviewer for a marketing role)
  { goal: 'interview', before: ['Thanks so much for having me.'], line: "roughly how many people sit in the marketing team right now?", asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Great to meet you.'], line: "what's kept you at this company, if you don't mind me asking?", asks: 'opinion', must: 'something they enjoy about the company' },
  // hire (a candidate for a designer role)
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'what made you apply for this role?', asks: 'reason', must: 'a reason they applied' },
  { goal: 'hire', before: ['Welcome, take a seat.'], line: "when could you start if we offered it?", asks: 'time', must: 'a start date or notice period' },
  // defuse (a harsh commenter)
  { goal: 'defuse', before: ['Hi, thanks for commenting.'], line: 'genuinely curious, how would you have made the recipe instead?', asks: 'opinion', must: 'what they would have done instead' },
];
