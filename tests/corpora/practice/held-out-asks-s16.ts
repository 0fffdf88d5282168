import type { AskCase } from './held-out-asks';

/**
 * Set S16: questions to the character, written blind in session 16 by engineer bw16, never trained on —
 * without reading the question-answering policy or earlier sets' lines. Ordinary questions a person would
 * ask, across the goals. Do not fix a miss here; move it to a seen set and write a new one. Kept outside
 * the repository until its one reading (session 16): 17/25 by the strict automatic check, at the start of
 * that session and with its final tree alike.
 */
export const ASKS_S16: readonly AskCase[] = [
  // open (new match)
  { goal: 'open', before: ['hey! love the photo with the kayak'], line: 'where was that taken?', asks: 'place', must: 'names where the kayak photo was taken' },
  { goal: 'open', before: ['hi, your profile says you bake?'], line: 'sweet or savoury bakes, which do you make more?', asks: 'either', options: ['sweet', 'savoury'], must: 'picks sweet or savoury' },
  // invite (crush)
  { goal: 'invite', before: ['hey, how did the chem quiz go?'], line: 'are you going to the end of term party?', asks: 'yesno', must: 'yes, no or not sure about going to the party' },
  { goal: 'invite', before: ['hiya'], line: 'what do you normally get up to on sunday mornings?', asks: 'preference', must: 'a concrete Sunday-morning activity' },
  { goal: 'invite', before: ['hey!'], line: 'would you want to come see the lantern festival with me next friday?', asks: 'invite', must: 'yes / maybe / no to the lantern festival next Friday' },
  // reinvite (after a no)
  { goal: 'reinvite', before: ['Hi, hope the week is treating you well!', 'Want to go to the comedy night on Thursday?'], line: 'no worries, would a weekend be easier?', asks: 'yesno', must: 'yes or no about a weekend, consistent with the no', keep: 'declined' },
  { goal: 'reinvite', before: ['hey :)', 'fancy going for dumplings on saturday?'], line: 'is it a busy week or just not your thing?', asks: 'either', options: ['busy', 'thing'], must: 'says which, consistent with the no', keep: 'declined' },
  // repair (partner / ex)
  { goal: 'repair', before: ["I'm sorry I forgot your mum's birthday dinner."], line: 'what would you have wanted me to do instead?', asks: 'thing', about: ['there', 'call', 'remember', 'come', 'text', 'message', 'tell'], must: 'names what they wanted (to be there, to call, to remember)' },
  { goal: 'repair', before: ['Can I say something about last night?'], line: 'did I embarrass you in front of your friends?', asks: 'yesno', must: 'yes or no, honestly, about being embarrassed' },
  { goal: 'repair', before: ["I'm sorry I didn't call when my flight was delayed."], line: 'how did it feel waiting at the airport all that time?', asks: 'feeling', must: 'how they felt waiting (worried, angry, alone)' },
  // reconnect (old friend)
  { goal: 'reconnect', before: ['Hey stranger! Been forever.'], line: 'are you still living in Glasgow?', asks: 'yesno', must: 'yes or no about still living in Glasgow' },
  { goal: 'reconnect', before: ["hiii it's been so long"], line: 'what have you been working on lately?', asks: 'thing', about: ['work', 'job', 'project', 'studying', 'course', 'business', 'degree'], must: 'names a job, project or course' },
  { goal: 'reconnect', before: ['Hey, I saw your post about the new flat!'], line: 'who are you living with these days?', asks: 'person', must: 'who they live with (alone, a partner, flatmates)' },
  // ask (raise / extension)
  { goal: 'ask', before: ['Thanks for making time for this.'], line: 'how often do salaries get reviewed here?', asks: 'amount', must: 'a frequency (once a year, every quarter)' },
  { goal: 'ask', before: ['I wanted to talk about my pay.'], line: 'what would you need to see from me to get to the next band?', asks: 'thing', about: ['project', 'target', 'lead', 'result', 'deliver', 'numbers', 'client', 'mentor'], must: 'a concrete thing to show' },
  { goal: 'ask', request: 'I want to practise asking my tutor for a one-week extension on my dissertation chapter', before: ['Hi, do you have a minute about my chapter?'], line: "what's the latest you could accept it?", asks: 'time', must: 'a date or time, or why not' },
  // interview (the character interviews the user)
  { goal: 'interview', before: ['Thanks for having me.'], line: 'how big is the team I would be joining?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Good morning!'], line: 'is the job mostly remote or in the office?', asks: 'either', options: ['remote', 'office'], must: 'says remote, office or how it is split' },
  // hire (the character is the candidate)
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'so why did you leave your last job?', asks: 'reason', must: 'a reason for leaving the last job' },
  { goal: 'hire', before: ['Welcome, have a seat.'], line: 'how many years have you worked in retail?', asks: 'amount', must: 'a number of years' },
  // resolve (landlord / flatmate)
  { goal: 'resolve', before: ["Hi, it's about the boiler again."], line: 'when can the engineer come round?', asks: 'time', must: 'a day or time for the engineer, or why not yet' },
  { goal: 'resolve', before: ["hey, got a sec? it's about the dishes"], line: 'which nights would suit you for doing the washing up?', asks: 'time', must: 'names nights or days' },
  // align (colleague / parent and teacher)
  { goal: 'align', before: ['Thanks for meeting about the launch plan.'], line: 'what worries you most about moving the date?', asks: 'thing', about: ['date', 'deadline', 'test', 'launch', 'client', 'team', 'quality', 'budget', 'bug'], must: 'names a worry about moving the date' },
  { goal: 'align', request: "I'm a parent and want to practise talking to my son's teacher about his homework load", before: ['Thank you for seeing me.'], line: 'how much homework should he be getting each night?', asks: 'amount', must: 'an amount of time or a number of tasks' },
  // defuse (angry customer)
  { goal: 'defuse', before: ["I'm sorry your order was wrong."], line: 'which item was missing from the bag?', asks: 'thing', about: ['fries', 'burger', 'drink', 'salad', 'wrap', 'sauce', 'pizza', 'noodles', 'rice', 'dessert', 'chicken', 'sandwich', 'curry'], must: 'names the missing item' },
];
