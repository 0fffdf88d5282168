import type { AskCase } from './held-out-asks';

/**
 * Set S18: questions to the character, written blind in session 18 by helper bw18, never trained on —
 * without reading the question-answering policy or any earlier set's lines (S17 read for its format only).
 * Ordinary questions across the goals: single questions, two questions in one line (labelled with the slot
 * of the first, the hand label naming both), questions about the character's past, job, plans and opinions.
 * Kept outside the repository until read with session 18's start and final trees (13/25 both times).
 */
export const ASKS_S18: readonly AskCase[] = [
  // open (new match)
  { goal: 'open', before: ['hi! the dog in your third photo is adorable'], line: "what's its name, and is it always that fluffy?", asks: 'thing', must: "names the dog (and says something about its fur)" },
  { goal: 'open', before: ['hey, nice to match with you'], line: 'are you more of a night-in or a night-out person?', asks: 'either', options: ['night in', 'night out'], must: 'picks a night in or a night out' },
  // invite (crush)
  { goal: 'invite', before: ['hey, how did the titration go?'], line: 'what made you pick chemistry in the first place?', asks: 'reason', must: 'a reason they chose chemistry' },
  { goal: 'invite', before: ['hi!'], line: 'do you prefer studying in the morning or late at night?', asks: 'either', options: ['morning', 'night'], must: 'picks morning or night' },
  { goal: 'invite', before: ['hey, that practical was chaos'], line: 'would you want to check out the night market with me on thursday?', asks: 'invite', must: 'yes / maybe / no to the night market on Thursday' },
  // reinvite (after a no)
  { goal: 'reinvite', before: ['hey!', 'want to go to the botanical gardens on sunday?'], line: 'totally fine! is there a day next week that suits you better?', asks: 'time', must: 'a day next week, or why not, consistent with the no', keep: 'declined' },
  { goal: 'reinvite', before: ['hi :)', 'fancy seeing the new exhibition on saturday?'], line: "no worries! is there anything you've been wanting to try round here?", asks: 'preference', must: 'a concrete activity or place, consistent with the no', keep: 'declined' },
  // repair (ex)
  { goal: 'repair', before: ["I know I hurt you and I'm sorry."], line: 'what was the hardest part for you after we split?', asks: 'thing', about: ['lonely', 'alone', 'trust', 'friend', 'flat', 'home', 'miss', 'night', 'weekend', 'family', 'sleep', 'move', 'quiet', 'silence'], must: 'names what was hardest' },
  { goal: 'repair', before: ['Thank you for reading this.'], line: 'who did you talk to about it at the time?', asks: 'person', must: 'names someone (a friend, a sister…)' },
  { goal: 'repair', before: ["I'm sorry about your birthday."], line: 'would you be open to a short call this week?', asks: 'yesno', must: 'yes, no or not yet to a call this week' },
  // reconnect (old friend)
  { goal: 'reconnect', before: ['Jo! it has been forever'], line: 'are you still living in that tiny flat above the launderette?', asks: 'yesno', must: 'yes or no (and where now, if not)' },
  { goal: 'reconnect', before: ['Hi Jo, I saw you got a puppy!'], line: 'how old is she now?', asks: 'amount', must: 'an age' },
  { goal: 'reconnect', before: ['hey, long time!'], line: 'did you ever finish that masters, and what was it on again?', asks: 'yesno', must: 'yes or no (and the subject)' },
  // ask (raise)
  { goal: 'ask', before: ['Thanks for making time.'], line: 'what would I need to show you to get to the next pay band?', asks: 'thing', about: ['result', 'target', 'project', 'lead', 'responsib', 'skill', 'review', 'number', 'sales', 'team', 'deliver', 'client'], must: 'names what to show' },
  { goal: 'ask', before: ['I wanted to discuss my pay.'], line: 'how much of a budget is there for rises this year?', asks: 'amount', must: 'an amount or a range, or why it cannot be said' },
  { goal: 'ask', before: ['Can we talk about my salary?'], line: 'be honest, how do you think I compare to others at my level?', asks: 'opinion', must: 'a judgement of how they compare' },
  // interview (the character interviews the user)
  { goal: 'interview', before: ['Thanks for having me.'], line: 'how big is the marketing team I would be joining?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Great to meet you.'], line: "what's the biggest challenge the team is facing right now?", asks: 'thing', about: ['budget', 'launch', 'growth', 'brand', 'campaign', 'audience', 'market', 'competit', 'data', 'social', 'content', 'time', 'hiring', 'customer'], must: 'names a challenge' },
  { goal: 'interview', before: ['Hello.'], line: 'where is the team based, and is there any remote working?', asks: 'place', must: 'a place (and the remote policy)' },
  // hire (the character is the candidate)
  { goal: 'hire', before: ['Thanks for joining the call.'], line: 'why are you leaving your current role?', asks: 'reason', must: 'a reason for leaving' },
  { goal: 'hire', before: ['Welcome.'], line: "which design tools do you use most, and which do you wish you'd learned sooner?", asks: 'thing', about: ['figma', 'sketch', 'adobe', 'photoshop', 'illustrator', 'indesign', 'xd', 'canva', 'procreate', 'after effects', 'blender'], must: 'names tools (and one to learn sooner)' },
  // resolve (a customer)
  { goal: 'resolve', before: ["I'm so sorry about the order."], line: 'when exactly did the parcel arrive, and was the box damaged too?', asks: 'time', must: 'a day or time it arrived (and whether the box was damaged)' },
  { goal: 'resolve', before: ["I'm sorry nobody got back to you."], line: 'what happened when you first switched it on?', asks: 'thing', about: ['noise', 'smell', 'smoke', 'crack', 'leak', 'spark', 'nothing', 'broke', 'lid', 'motor', 'blade', 'jug', 'work', 'button'], must: 'describes what happened' },
  // align (parent and teacher)
  { goal: 'align', before: ['Thanks for seeing me.'], line: 'who does he usually sit with in class?', asks: 'person', must: 'names a classmate or a group' },
  // defuse (a rude comment)
  { goal: 'defuse', before: ['Hi, thanks for the feedback on my post.'], line: 'what would you have done differently?', asks: 'opinion', must: 'says what they would have done differently' },
];
