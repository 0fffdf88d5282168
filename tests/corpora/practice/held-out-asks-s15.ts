import type { AskCase } from './held-out-asks';

/**
 * Set S15: questions to the character, written blind in session 15 by engineer bw15, never trained
 * on — without reading the question-answering policy or earlier sets' lines. Ordinary questions a
 * person would ask, across the goals. Kept outside the repository until its one reading (session
 * 15): 15/25 by the strict automatic check, about 14/25 read by a person; the engine at the start of that session: 13/25 strict. Do not fix a miss here; move it to a seen set and write
 * a new one.
 */
export const ASKS_S15: readonly AskCase[] = [
  // open (new match)
  { goal: 'open', before: ['hey! is that you surfing in the second pic?'], line: 'how long have you been surfing?', asks: 'amount', must: 'a duration (months or years)' },
  { goal: 'open', before: ['hi :) your dog looks adorable'], line: "what's his name?", asks: 'thing', must: "names the dog" },
  { goal: 'open', before: ['Hey there!'], line: 'holidays: lazy beach or hiking in the mountains?', asks: 'either', options: ['beach', 'mountains'], must: 'chooses beach or mountains' },
  // invite (crush)
  { goal: 'invite', before: ['hey, nice presentation today'], line: 'which café do you usually get your coffee from?', asks: 'place', must: 'a café or place for coffee' },
  { goal: 'invite', before: ['Hi! Did you do anything fun this weekend?'], line: 'got any songs on repeat at the moment?', asks: 'preference', about: ['music', 'band', 'song', 'album', 'artist', 'jazz', 'rock', 'pop', 'rap', 'hip', 'indie', 'classical', 'techno', 'folk', 'podcast'], must: 'names music they like' },
  { goal: 'invite', before: ['hey!'], line: 'do you want to come to the climbing wall with me on sunday?', asks: 'invite', must: 'yes / maybe / no to climbing on Sunday' },
  // reinvite (after a no)
  { goal: 'reinvite', before: ['Hi!', 'Would you like to go to the street food market on Saturday?'], line: 'is it the market or the day that does not work?', asks: 'either', options: ['market', 'day'], must: 'says which, consistent with the no', keep: 'declined' },
  { goal: 'reinvite', before: ['Hey, how was work?', 'Want to get dinner this Friday?'], line: 'is there something you would rather do instead?', asks: 'preference', must: 'an alternative they would enjoy, or that they would rather not — consistent with the no', keep: 'declined' },
  // repair (partner / ex)
  { goal: 'repair', before: ["I'm sorry I raised my voice at dinner yesterday."], line: 'which part of what I said stung the most?', asks: 'thing', must: 'names what hurt (the shouting, the words, being ignored)' },
  { goal: 'repair', before: ['Can we talk about the weekend?'], line: 'where would you like to talk, here or on a walk?', asks: 'either', options: ['here', 'walk'], must: 'picks here or a walk, or says not yet' },
  { goal: 'repair', before: ['I know I really let you down last week.'], line: 'be honest, are you still mad at me about Saturday?', asks: 'feeling', must: 'whether they are still mad, and how they feel' },
  // reconnect (old friend / ex)
  { goal: 'reconnect', before: ["Hey, it's been a long time!"], line: 'which city did you end up moving to?', asks: 'place', must: 'a city or place they live' },
  { goal: 'reconnect', before: ['Hi! I saw your post about the marathon.'], line: 'how did the race go?', asks: 'opinion', about: ['race', 'marathon', 'run', 'finish', 'time', 'legs', 'hard', 'great', 'tough', 'slow', 'fast'], must: 'how the race went' },
  // ask (boss)
  { goal: 'ask', before: ["Thanks for making time. I'd like to talk about my salary."], line: 'when do salary budgets get decided this year?', asks: 'time', must: 'when salary budgets get decided, or why they cannot say' },
  { goal: 'ask', before: ['I would like to ask for a raise.'], line: 'what would I need to achieve to get to the next level?', asks: 'thing', must: 'names what is needed (targets, skills, projects)' },
  { goal: 'ask', before: ['Could I ask for an extension on the report?'], line: 'how many extra days could you give me?', asks: 'amount', must: 'a number of days, or why none' },
  // interview (candidate asks the interviewer)
  { goal: 'interview', before: ['Thanks for inviting me in.'], line: 'how big is the team I would join?', asks: 'amount', must: 'a team size' },
  { goal: 'interview', before: ['Good morning.'], line: 'who would be my line manager day to day?', asks: 'person', must: 'names the manager or their role' },
  // hire (user interviews the candidate)
  { goal: 'hire', before: ['Welcome, please take a seat.'], line: 'what made you decide to move on from the bakery chain?', asks: 'reason', must: 'why they left the bakery chain' },
  { goal: 'hire', before: ['Thanks for making the trip in.'], line: 'what pay range did you have in mind for this role?', asks: 'amount', must: 'a pay figure or range they expect' },
  // resolve (roommate / landlord / colleague)
  { goal: 'resolve', before: ['Can we talk about the kitchen?'], line: 'which chores would you rather take?', asks: 'preference', about: ['dishes', 'bins', 'trash', 'rubbish', 'hoover', 'vacuum', 'bathroom', 'floor', 'kitchen', 'laundry', 'cooking', 'shopping', 'clean', 'mop'], must: 'names chores they would take' },
  { goal: 'resolve', before: ['Hi, the boiler is still broken.'], line: 'when can the plumber come?', asks: 'time', must: 'a day or time for the plumber, or why not' },
  // align (teacher / parent / client)
  { goal: 'align', before: ["Thanks for meeting me about Noah's reading."], line: 'how is he doing in class compared to the others?', asks: 'opinion', must: 'a judgement of how he is doing' },
  // defuse (angry customer)
  { goal: 'defuse', before: ["I'm sorry about the problem with your order."], line: 'can you tell me what state the parcel arrived in?', asks: 'thing', must: 'names what was wrong with the order' },
  { goal: 'defuse', before: ['I can hear how frustrated you are.'], line: 'would a replacement lamp or a refund to your card suit you better?', asks: 'either', options: ['replacement', 'refund'], must: 'chooses the replacement or the refund' },
];
