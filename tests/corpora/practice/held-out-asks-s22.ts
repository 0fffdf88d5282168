import type { AskCase } from './held-out-asks';

/**
 * Set S22: questions to the character, written blind in session 22 by helper bw22, never trained on —
 * without reading the question-answering policy or any earlier set's lines (S21 opened for its format only).
 * Ordinary questions across every goal: single questions, two questions in one line (labelled with the slot
 * of the first, the hand label naming both), questions about the character's job, past, plans, tastes,
 * feelings and opinions, after a maybe, in lowercase, with typos and slang.
 * Read in session 22 with its start tree (92fc831) and its final tree: 15 → 15/25 answered (strict). Moved in after.
 */
export const ASKS_S22: readonly AskCase[] = [
  // open (a new match, Alex)
  { goal: 'open', before: ['evening alex, your profile made me laugh out loud on the bus'], line: 'wait that sunset shot, which beach is it from??', asks: 'place', must: 'names or describes the beach in the photo' },
  { goal: 'open', before: ['hi alex, surviving the monday blues?'], line: 'important question before we go any further: tea or coffee?', asks: 'either', options: ['tea', 'coffee'], must: 'picks tea or coffee' },
  { goal: 'open', before: ['hey, kayak person :)'], line: 'so wat do u do when ur not paddling, like for actual work?', asks: 'thing', must: 'names their job' },
  // invite (Maya, chemistry class)
  { goal: 'invite', before: ['ugh that pop quiz on moles was brutal'], line: 'how many did you end up getting right?', asks: 'amount', must: 'a number of questions right' },
  { goal: 'invite', before: ['maya!! did you survive the titration practical'], line: 'who do you usually end up partnered with in the lab?', asks: 'person', must: 'names or describes who they pair up with' },
  { goal: 'invite', before: ['random question while I procrastinate'], line: "where do you go for lunch when the canteen's rubbish?", asks: 'place', must: 'names a place they get lunch' },
  // reinvite (after a maybe)
  { goal: 'reinvite', before: ['any chance you fancy the film on wednesday night?'], line: "no stress at all! what does your week look like once thursday's done?", asks: 'time', must: 'when they are free after Thursday', keep: 'maybe' },
  { goal: 'reinvite', before: ['fancy bowling saturday afternoon?'], line: 'is it the packed week or is bowling just not your vibe haha', asks: 'either', options: ['week', 'bowling'], must: 'says whether it is the busy week or bowling itself', keep: 'maybe' },
  // repair (an ex)
  { goal: 'repair', before: ["I've been thinking a lot about how I acted those last few months."], line: 'out of everything, which part hurt you the most?', asks: 'thing', must: 'names what hurt them most' },
  { goal: 'repair', before: ['Thank you for agreeing to read this at all.'], line: 'do u still feel furious when my name pops up, or has that faded?', asks: 'feeling', must: 'how they feel now (still furious or not)' },
  // reconnect (Jo, an old friend)
  { goal: 'reconnect', before: ['Jo!! I was just scrolling old photos from the Cornwall trip'], line: 'do you still live in that flat above the chippy?', asks: 'yesno', must: 'yes or no about still living in that flat' },
  { goal: 'reconnect', before: ['hey jo, congrats on the new job, saw it on linkedin'], line: 'when did u start there and are u liking it?', asks: 'time', must: 'when they started the new job (and whether they like it)' },
  { goal: 'reconnect', before: ["JO. it's been about a hundred years, how are you even"], line: 'whats been the highlight of your year so far', asks: 'thing', must: 'names a highlight of their year' },
  // ask (a manager, about a raise)
  { goal: 'ask', before: ['Thanks for fitting me in before the budget meeting.'], line: 'Roughly when do pay reviews happen here?', asks: 'time', must: 'a date or period for pay reviews' },
  { goal: 'ask', before: ["Cheers for the slot, I've got a couple of career things on my mind."], line: "be straight with me, what's missing from my record for a promotion to senior?", asks: 'thing', must: 'names what they would need to see' },
  { goal: 'ask', before: ["I've put together some notes on my results this year."], line: 'honestly, how do you rate my work over the last quarter?', asks: 'opinion', must: 'a judgement of their last quarter' },
  // interview (the interviewer, a marketing role)
  { goal: 'interview', before: ['Lovely to meet you, the office is gorgeous.'], line: 'How many people are on the marketing side right now?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Thanks for the tour earlier.'], line: 'if I got the job, who would my line manager be?', asks: 'person', must: 'names or describes the manager' },
  // hire (a designer candidate)
  { goal: 'hire', before: ['Hi, thanks for dialling in, can you hear me ok?'], line: 'What made you start looking beyond your current studio?', asks: 'reason', must: 'a reason for leaving the studio' },
  { goal: 'hire', before: ['Great to meet you, I loved the zine in your portfolio.'], line: 'Which software do you reach for first when you start a layout?', asks: 'thing', must: 'names design software' },
  // resolve (a customer, broken blender)
  { goal: 'resolve', before: ["Hello, I'm so sorry about the state the blender got to you in."], line: 'What day did the parcel actually turn up?', asks: 'time', must: 'a day or time it arrived' },
  { goal: 'resolve', before: ["Thanks for your patience, I'm picking this up now."], line: 'new blender sent out, or the money back on your card, which would you rather?', asks: 'either', options: ['new blender', 'replacement', 'money back', 'refund'], must: 'picks a new blender or the money back' },
  // align (a son's teacher)
  { goal: 'align', before: ['Thanks for squeezing me in after school.'], line: 'which lesson does he find hardest at the moment?', asks: 'thing', must: 'names a subject or lesson' },
  { goal: 'align', before: ['He talks about your class a lot at home.'], line: "how's he getting on with the other children in his group?", asks: 'opinion', must: 'a judgement of how he gets on with classmates' },
  // defuse (a harsh commenter)
  { goal: 'defuse', before: ['Appreciate you taking the time to write all that.'], line: 'which bit of the video did you think was misleading?', asks: 'thing', must: 'names the part they found misleading' },
];
