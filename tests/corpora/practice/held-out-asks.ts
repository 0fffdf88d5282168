import type { GoalKind } from '../../../src/server/ai/offline/practice/goals';

/**
 * Questions to the character, labelled by hand with the slot a good answer must fill and what
 * it must address. Each is played after `before` (the lines that put the character in a state:
 * a hesitation, a no, a cold mood, facts the user told).
 *
 * ASKS_A was written before the question-answering policy (question-slots.ts) was built, measured
 * first, then used while building it: it is seen text now. ASKS_B was written at the end and
 * never used to tune anything: the unseen estimate in bench/README.md. Do not fix a miss in B;
 * move it to A and write a new set.
 */

/** The slot a good answer fills. */
export type AskSlot =
  | 'time' // a time, or an explicit reason for not giving one
  | 'place' // a place, named or described
  | 'reason' // a cause ("because…", "I was…")
  | 'feeling' // how they feel / felt
  | 'preference' // picks something they like / would choose
  | 'opinion' // a judgement about the thing asked
  | 'either' // picks one of `options` (or says why not)
  | 'yesno' // a yes or a no (maybe with a reason), about the thing asked
  | 'invite' // accepts, declines or hesitates — consistent with the stance so far
  | 'person' // someone
  | 'thing' // the concrete thing asked for (a name, a number, an item)
  | 'amount'; // a number

export interface AskCase {
  goal: GoalKind;
  /** Lines played before the question (set the character's state). */
  before: readonly string[];
  line: string;
  asks: AskSlot;
  /** Either/or: the two options. */
  options?: readonly [string, string];
  /** Words the answer must be about (any one of them), when the slot alone is not enough. */
  about?: readonly string[];
  /** What a good answer must address, for the hand reading. */
  must: string;
  /** The stance an answer must not contradict (after a no, a bare yes to the same ask is a flip). */
  keep?: 'declined' | 'maybe';
}

export const ASKS_A: readonly AskCase[] = [
  // invite (crush)
  { goal: 'invite', before: ['Hey! How was your weekend?'], line: 'which ramen place?', asks: 'thing', about: ['ramen'], must: 'names the ramen place' },
  { goal: 'invite', before: ['hey, how is your week going?'], line: 'what time works for you on saturday?', asks: 'time', must: 'a time on Saturday, or why not' },
  { goal: 'invite', before: [], line: 'do you want to get coffee friday?', asks: 'invite', must: 'yes / not yet / no to coffee on Friday' },
  { goal: 'invite', before: ['hi!'], line: 'are you more into sushi or pizza?', asks: 'either', options: ['sushi', 'pizza'], must: 'picks sushi or pizza' },
  { goal: 'invite', before: ['Hey! How was class?'], line: 'where do you usually study?', asks: 'place', must: 'a place they study' },
  { goal: 'invite', before: ['hey'], line: 'what kind of movies do you like?', asks: 'preference', about: ['movie', 'film', 'comed', 'horror', 'thriller', 'romcom', 'drama', 'sci'], must: 'a genre or a film' },
  { goal: 'invite', before: ['Hey, how are you?'], line: 'why are you always at the library so late lol', asks: 'reason', must: 'a reason for being at the library late' },
  { goal: 'invite', before: ['hey', 'Would you like to get coffee on Saturday?'], line: 'what would make you say yes?', asks: 'reason', must: 'what would help (knowing each other better), consistent with the maybe', keep: 'maybe' },
  // open (new match)
  { goal: 'open', before: ['Hey! How is your week?'], line: 'what do you do for fun on weekends?', asks: 'preference', must: 'a concrete activity' },
  { goal: 'open', before: [], line: 'are you a beach or mountains person?', asks: 'either', options: ['beach', 'mountain'], must: 'picks beach or mountains' },
  { goal: 'open', before: ['hi!'], line: 'what is the best thing you have eaten this month?', asks: 'thing', must: 'a specific food or dish' },
  { goal: 'open', before: ['Hey! I just started learning guitar and my fingers hurt haha'], line: 'do you play anything?', asks: 'yesno', must: 'yes or no, about playing an instrument' },
  // reinvite (after a can't)
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'when are you free then?', asks: 'time', must: 'a day or time they are free', keep: 'declined' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'why can’t you make it?', asks: 'reason', must: 'the reason they cannot on Friday', keep: 'declined' },
  // repair (ex)
  { goal: 'repair', before: ['I’m sorry I cancelled on you last minute.'], line: 'are you still mad at me?', asks: 'feeling', about: ['mad', 'angry', 'upset', 'hurt'], must: 'still mad or not, honestly' },
  { goal: 'repair', before: ['Hey.'], line: 'why did you say that?', asks: 'reason', must: 'why they said what they said' },
  { goal: 'repair', before: ['I’m sorry, I was wrong to cancel on you.'], line: 'what can I do to make it up to you?', asks: 'thing', must: 'something concrete that would help' },
  { goal: 'repair', before: ['Hey.'], line: 'how did you feel when I didn’t show up?', asks: 'feeling', must: 'how they felt (hurt, let down)' },
  // reconnect (friend)
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'where are you working now?', asks: 'place', must: 'a workplace' },
  { goal: 'reconnect', before: ['Hey! How have you been?'], line: 'do you still talk to Mia?', asks: 'yesno', about: ['mia'], must: 'yes or no about Mia' },
  { goal: 'reconnect', before: ['Hey!'], line: 'what’s your favourite place to eat these days?', asks: 'place', must: 'a named or described place' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!', 'Would you like to catch up over lunch sometime?'], line: 'what day is good for you?', asks: 'time', must: 'a day' },
  // ask (boss, raise)
  { goal: 'ask', before: ['Thanks for making time.'], line: 'when would a raise take effect?', asks: 'time', must: 'when a raise would start' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how much room is there in the budget?', asks: 'amount', must: 'an amount or range, or why it cannot be said' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'why was my review delayed?', asks: 'reason', must: 'a reason for the delay' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'would you support a promotion or a raise first?', asks: 'either', options: ['promotion', 'raise'], must: 'picks one or explains' },
  // interview (interviewer)
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what would my first project be?', asks: 'thing', about: ['project'], must: 'a concrete first project' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'when can I expect to hear back?', asks: 'time', must: 'a time frame' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'where is the office?', asks: 'place', must: 'where the office is' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'why is this position open?', asks: 'reason', must: 'why the role is open' },
  // hire (candidate)
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'when could you start?', asks: 'time', must: 'a start date or notice period' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what salary are you expecting?', asks: 'amount', must: 'a number or range' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'do you prefer working alone or in a team?', asks: 'either', options: ['alone', 'team'], must: 'picks one or explains' },
  // resolve (customer)
  { goal: 'resolve', before: ['I’m sorry about this.'], line: 'would you prefer a refund or a replacement?', asks: 'either', options: ['refund', 'replacement'], must: 'picks refund or replacement' },
  { goal: 'resolve', before: ['I’m sorry about this.'], line: 'what address should we send it to?', asks: 'place', must: 'an address or where to send it' },
  { goal: 'resolve', before: ['I’m really sorry about the delay.'], line: 'are you still angry with us?', asks: 'feeling', must: 'how they feel now' },
  // align (teacher)
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'what time do classes finish?', asks: 'time', must: 'a time' },
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'why do you think his grades dropped?', asks: 'reason', must: 'a reason for the drop' },
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'who does he sit with in class?', asks: 'person', must: 'who he sits with' },
  // defuse (commenter)
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'why do you think I’m overselling it?', asks: 'reason', must: 'a reason' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'which part was wrong?', asks: 'thing', must: 'the part' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'do you want me to add a source?', asks: 'yesno', must: 'yes or no to a source' },
];
