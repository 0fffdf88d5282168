import type { AskCase } from './held-out-asks';

/**
 * Set "lead" (session 13, engineer "ho"): questions to the character written independently, without reading the
 * question-answering policy, and never used to tune it — about ordinary things outside the obvious
 * (commute, pets, siblings, a show, on-call, a refund timeline, the team's size…). Kept outside the
 * repository until its one reading (session 13, merged tree): 18/25 by the strict automatic check and
 * 19/25 read by a person; the engine at the start of that session: 14/25 and 14/25. Do not fix a miss
 * here; move it to a seen set and write a new one.
 */
export const ASKS_LEAD: readonly AskCase[] = [
  // invite (crush)
  { goal: 'invite', before: ['hey! saw you at the library again lol'], line: 'do you have any pets?', asks: 'yesno', about: ['pet', 'dog', 'cat', 'rabbit', 'fish', 'hamster', 'animal'], must: 'yes or no about having a pet' },
  { goal: 'invite', before: ['hi, how was your weekend?'], line: 'how long is your commute to campus?', asks: 'time', about: ['minute', 'hour', 'walk', 'bus', 'train', 'bike', 'commute', 'drive'], must: 'a duration for the commute' },
  { goal: 'invite', before: ['Hey!', 'Do you want to grab lunch on Thursday?'], line: 'is there a day that would be easier for you?', asks: 'time', must: 'a day, or why not — consistent with the maybe', keep: 'maybe' },
  // open (new match)
  { goal: 'open', before: ['Hey! Your dog in the third photo is adorable'], line: "what's your dog's name?", asks: 'thing', about: ['dog', 'name', 'called'], must: 'a name for the dog' },
  { goal: 'open', before: ['hi :)'], line: 'what show are you watching at the moment?', asks: 'thing', about: ['show', 'series', 'watch', 'season', 'episode', 'netflix'], must: 'names a show' },
  { goal: 'open', before: ['hey there'], line: 'do you have brothers or sisters?', asks: 'yesno', about: ['brother', 'sister', 'sibling', 'only child'], must: 'yes or no about siblings' },
  // reinvite (after a can't)
  { goal: 'reinvite', before: ['Hey, how are you?', 'Would you like to see a film on Friday?'], line: 'would the weekend after work better?', asks: 'invite', must: 'yes to the later date or a reason, consistent with the no', keep: 'declined' },
  { goal: 'reinvite', before: ['Hi!', 'Want to come climbing on Sunday?'], line: 'what are you up to on sunday instead?', asks: 'thing', about: ['sunday', 'family', 'work', 'plans', 'busy', 'visit', 'study'], must: 'what they are doing instead', keep: 'declined' },
  // repair (ex / partner)
  { goal: 'repair', before: ["I'm sorry about what I said last week."], line: 'when did you start feeling this way?', asks: 'time', must: 'a time or why they cannot say' },
  { goal: 'repair', before: ['Hey. Can we talk?'], line: 'who have you talked to about us?', asks: 'person', must: 'a person or nobody' },
  // reconnect (friend)
  { goal: 'reconnect', before: ["Hey, it's been forever!"], line: 'how is your sister doing these days?', asks: 'opinion', about: ['sister', 'she'], must: 'how the sister is' },
  { goal: 'reconnect', before: ['Hi! Long time no see'], line: 'are you still living in that flat by the canal?', asks: 'yesno', about: ['flat', 'canal', 'live', 'moved'], must: 'yes or no about the flat' },
  { goal: 'reconnect', before: ['Hey!'], line: 'what got you into running?', asks: 'reason', must: 'a reason' },
  // ask (boss, raise)
  { goal: 'ask', before: ['Thanks for making time for this.'], line: 'how big is the budget for the team this year?', asks: 'amount', must: 'a figure or why they cannot share it' },
  { goal: 'ask', before: ['Thanks for making time for this.'], line: 'who else would need to sign this off?', asks: 'person', must: 'who signs off' },
  // interview (candidate asks the interviewer)
  { goal: 'interview', before: ['Hi, thanks for seeing me.'], line: 'what does the on-call rota look like?', asks: 'thing', about: ['on-call', 'on call', 'rota', 'week', 'night', 'weekend', 'rotation', 'pager'], must: 'how the on-call works' },
  { goal: 'interview', before: ['Hi, thanks for seeing me.'], line: 'how many people are on the team?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Hi, thanks for seeing me.'], line: 'is parking or a travel allowance included?', asks: 'yesno', about: ['parking', 'travel', 'allowance', 'car', 'transport'], must: 'yes or no about parking or travel' },
  // hire (interviewer asks the candidate)
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'when could you start?', asks: 'time', must: 'a start date or notice period' },
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'would you prefer early or late shifts?', asks: 'either', options: ['early', 'late'], must: 'picks early or late shifts' },
  // resolve (customer)
  { goal: 'resolve', before: ["I'm sorry the blender arrived broken."], line: 'how long does the refund usually take to show up?', asks: 'time', about: ['day', 'week', 'working'], must: 'a time frame for the refund' },
  { goal: 'resolve', before: ['Thanks for waiting, I have your order here.'], line: 'which courier are you using?', asks: 'thing', about: ['courier', 'post', 'dpd', 'ups', 'dhl', 'royal mail', 'fedex', 'delivery'], must: 'names a courier' },
  // align (teacher / parent)
  { goal: 'align', before: ['Thanks for coming in.'], line: 'who does she sit with at lunch?', asks: 'person', must: 'a person or group' },
  { goal: 'align', before: ['Thanks for coming in.'], line: 'how does he feel about the school trip?', asks: 'feeling', about: ['trip'], must: 'how he feels about the trip' },
  // defuse (commenter)
  { goal: 'defuse', before: ['Thanks for commenting.'], line: 'where did you read that the recipe was copied?', asks: 'place', must: 'where they read it' },
];
