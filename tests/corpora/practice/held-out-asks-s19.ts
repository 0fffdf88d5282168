import type { AskCase } from './held-out-asks';

/**
 * Set S19: questions to the character, written blind in session 19 by helper bw19, never trained on —
 * without reading the question-answering policy or any earlier set's lines (S18 opened for its format only).
 * Ordinary questions across the goals: single questions, two questions in one line (labelled with the slot
 * of the first, the hand label naming both), questions about the character's past, job, plans, tastes and
 * opinions, in lowercase, with typos and slang. Read with session 19's start and final trees (d83b2d6, b9a1064), then moved in.
 */
export const ASKS_S19: readonly AskCase[] = [
  // open (a new match, Alex)
  { goal: 'open', before: ['hey Alex, your profile says you just got back from a trip'], line: 'where did you go??', asks: 'place', must: 'names or describes where they went' },
  { goal: 'open', before: ['hi! i love that your bio mentions baking'], line: "what's the best thing you've ever baked, and did anyone else get to eat it", asks: 'thing', must: 'names something they baked (and who ate it)' },
  { goal: 'open', before: ['hey there'], line: 'cats or dogs, and dont say both', asks: 'either', options: ['cats', 'dogs'], must: 'picks cats or dogs' },
  // invite (Maya, chemistry class)
  { goal: 'invite', before: ['hey Maya, that lab ran so late today'], line: 'when are you usually free after class?', asks: 'time', must: 'a time or day they are free (or why not)' },
  { goal: 'invite', before: ['hi, how was the quiz?'], line: 'how did you feel about it honestly', asks: 'feeling', must: 'how they felt about the quiz' },
  { goal: 'invite', before: ['hey Maya'], line: 'what kind of music are you into at the moment?', asks: 'preference', must: 'names music they like' },
  // reinvite (after a maybe)
  { goal: 'reinvite', before: ['would you like to get dinner on friday?'], line: 'is there a day that would work better for you?', asks: 'time', must: 'a day that suits them, or why not', keep: 'maybe' },
  // repair (an ex)
  { goal: 'repair', before: ["I'm really sorry for how things ended between us."], line: 'what was the hardest part for you?', asks: 'opinion', must: 'says what was hardest for them' },
  { goal: 'repair', before: ['thanks for agreeing to talk'], line: 'why did you agree to meet me today?', asks: 'reason', must: 'a reason they agreed to talk' },
  // reconnect (Jo, an old friend)
  { goal: 'reconnect', before: ['Jo! it has been ages'], line: 'what have you been up to since uni?', asks: 'thing', must: 'something they have done since uni' },
  { goal: 'reconnect', before: ['hey, I saw you moved'], line: 'where are you living now?', asks: 'place', must: 'names or describes where they live' },
  { goal: 'reconnect', before: ['hi Jo, long time no see'], line: 'do you still see anyone from the old crowd?', asks: 'person', must: 'names someone they still see, or says no one' },
  // ask (a manager, about a raise)
  { goal: 'ask', before: ["I'd like to talk about my pay."], line: 'when is the next pay review?', asks: 'time', must: 'a time for the review, or why not' },
  { goal: 'ask', before: ["I'd like to talk about my salary, I've taken on a lot this year."], line: 'what would I need to show to get to the next band?', asks: 'thing', must: 'what they would need to see' },
  { goal: 'ask', before: ['Thanks for meeting me.'], line: 'how many people on the team got a raise last year?', asks: 'amount', must: 'a number (or why they cannot say)' },
  // resolve (a customer with a broken blender)
  { goal: 'resolve', before: ["I'm sorry your blender arrived broken."], line: 'would you prefer a replacement or a refund?', asks: 'either', options: ['replacement', 'refund'], must: 'picks a replacement or a refund' },
  { goal: 'resolve', before: ['Thanks for getting in touch.'], line: 'when did the parcel arrive?', asks: 'time', must: 'when the parcel arrived' },
  // align (a son's teacher)
  { goal: 'align', before: ['Thanks for seeing me about his grades.'], line: 'which subject is he struggling with the most?', asks: 'thing', must: 'names a subject' },
  { goal: 'align', before: ['Hello, thanks for making time.'], line: 'why do you think his marks dropped this term?', asks: 'reason', must: 'a reason the marks dropped' },
  { goal: 'align', before: ['Good afternoon.'], line: 'is he getting along with the other kids?', asks: 'yesno', must: 'yes or no about how he gets along with classmates' },
  // interview (the interviewer for a marketing role)
  { goal: 'interview', before: ['Thanks for having me.'], line: 'how big is the marketing team?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Hi, nice to meet you.'], line: 'what do you personally like most about working here?', asks: 'opinion', must: 'something they like about working there' },
  // hire (a candidate for a designer role)
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'why did you leave your last job?', asks: 'reason', must: 'a reason they left' },
  { goal: 'hire', before: ['Welcome, have a seat.'], line: 'which design tools do you use the most?', asks: 'thing', must: 'names a design tool' },
  // defuse (a rude commenter)
  { goal: 'defuse', before: ['Hi, I saw your comment on my post.'], line: 'what exactly did you disagree with?', asks: 'opinion', must: 'says what they disagreed with' },
];
