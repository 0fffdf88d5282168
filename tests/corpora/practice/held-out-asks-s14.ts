import type { AskCase } from './held-out-asks';

/**
 * Set S14: questions to the character, written blind in session 14 by engineer "bw", never trained
 * on — without reading the question-answering policy or earlier sets' lines. Ordinary questions a
 * person would ask, across the goals. Kept outside the repository until its one reading (session 14,
 * merged tree): 19/25 by the strict automatic check, 17/25 read by a person; the engine at the start
 * of that session: 19/25 strict. Do not fix a miss here; move it to a seen set and write a
 * new one.
 */
export const ASKS_S14: readonly AskCase[] = [
  // invite (crush)
  { goal: 'invite', before: ['hey, good game today!'], line: 'what position do you usually play?', asks: 'thing', about: ['position', 'goal', 'keeper', 'defence', 'defender', 'midfield', 'striker', 'forward', 'wing', 'centre', 'back'], must: 'names a position' },
  { goal: 'invite', before: ['Hi!'], line: 'what kind of food do you like best?', asks: 'preference', about: ['food', 'pizza', 'sushi', 'thai', 'curry', 'taco', 'noodle', 'pasta', 'spicy', 'italian', 'indian', 'mexican', 'chinese', 'burger'], must: 'names a food they like' },
  { goal: 'invite', before: ['Hey!', 'Want to come to the quiz night on Thursday?'], line: 'would Thursday or next Tuesday be better for you?', asks: 'either', options: ['Thursday', 'Tuesday'], must: 'picks one or says why not — consistent with the hesitation', keep: 'maybe' },
  // open (new match)
  { goal: 'open', before: ['hey! love your hiking photo'], line: 'where was that photo taken?', asks: 'place', must: 'a place for the photo' },
  { goal: 'open', before: ['hi there :)'], line: 'what do you do for work?', asks: 'thing', about: ['work', 'job', 'teacher', 'nurse', 'engineer', 'developer', 'student', 'designer', 'office', 'shop', 'company'], must: 'names a job' },
  // reinvite (after a no)
  { goal: 'reinvite', before: ['Hey, how are you?', 'Do you want to go bowling on Saturday?'], line: "how come this weekend doesn't work?", asks: 'reason', must: 'a reason for not this weekend', keep: 'declined' },
  { goal: 'reinvite', before: ['Hi!', 'Fancy a drink after work on Friday?'], line: 'when would suit you better?', asks: 'time', must: 'a time, or why they cannot say — consistent with the no', keep: 'declined' },
  // repair (partner / ex)
  { goal: 'repair', before: ["I'm sorry I forgot your birthday."], line: 'how did it make you feel?', asks: 'feeling', must: 'how they felt' },
  { goal: 'repair', before: ['Can we talk about last night?'], line: 'what would you need from me to move past this?', asks: 'thing', must: 'something they need (an apology, time, a change)' },
  { goal: 'repair', before: ['I know I messed up.'], line: 'do you still want to go to Porto together in the spring?', asks: 'yesno', about: ['porto', 'trip', 'spring', 'go', 'holiday'], must: 'yes or no about the Porto trip' },
  // reconnect (friend)
  { goal: 'reconnect', before: ["Hey! It's been so long"], line: 'where are you living these days?', asks: 'place', must: 'a place they live' },
  { goal: 'reconnect', before: ['Hi! Long time no speak'], line: 'do you still play guitar?', asks: 'yesno', about: ['guitar', 'play', 'band', 'music'], must: 'yes or no about playing guitar' },
  // ask (boss)
  { goal: 'ask', before: ['Thanks for making time for this.', "I'd like to talk about my salary."], line: 'when is the next pay review?', asks: 'time', must: 'a time for the review, or why they cannot say' },
  { goal: 'ask', before: ['Thanks for seeing me.', 'Could I have an extra week on the report?'], line: 'what would you need from me to make that work?', asks: 'thing', must: 'a condition or what they need' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how do you think my work has been this quarter?', asks: 'opinion', about: ['work', 'quarter', 'performance', 'job', 'doing', 'results'], must: 'a judgement of their work' },
  // interview (candidate asks the interviewer)
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what does a normal day look like in this role?', asks: 'thing', about: ['day', 'morning', 'meeting', 'task', 'team', 'customer', 'usually', 'typical', 'start'], must: 'describes a normal day' },
  { goal: 'interview', before: ['Thanks for meeting me.'], line: 'is working from home allowed?', asks: 'yesno', about: ['home', 'remote', 'office', 'hybrid', 'days'], must: 'yes or no about working from home' },
  // hire (interviewer asks the candidate)
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'why do you want to leave your current job?', asks: 'reason', must: 'a reason for leaving' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what salary are you hoping for?', asks: 'amount', must: 'a figure or a range' },
  // resolve (customer)
  { goal: 'resolve', before: ['Thanks for calling, I have your booking here.'], line: 'would you prefer a refund or a voucher?', asks: 'either', options: ['refund', 'voucher'], must: 'picks refund or voucher' },
  { goal: 'resolve', before: ["I'm sorry your order came in the wrong size."], line: 'which size did you order?', asks: 'thing', about: ['size', 'small', 'medium', 'large', 'extra'], must: 'names a size' },
  // align (teacher / parent)
  { goal: 'align', before: ['Thanks for coming in.'], line: 'what does he enjoy doing at home?', asks: 'thing', must: 'something he enjoys' },
  { goal: 'align', before: ['Thanks for coming in.'], line: 'how is she getting on with maths?', asks: 'opinion', about: ['maths', 'math', 'numbers', 'sums'], must: 'how she is doing in maths' },
  // defuse (commenter)
  { goal: 'defuse', before: ['Thanks for your comment.'], line: 'what would you have liked to see in the video instead?', asks: 'thing', about: ['video', 'see', 'more', 'less', 'show', 'instead'], must: 'something they wanted in the video' },
  { goal: 'defuse', before: ['Thanks for taking the time to comment.'], line: 'why did the post upset you so much?', asks: 'reason', must: 'a reason the post upset them' },
];
