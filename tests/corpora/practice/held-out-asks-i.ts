import type { AskCase } from './held-out-asks';

/**
 * Set I (engineer "plan"): questions to the character written before any change to the answer
 * code, scored once on the unchanged engine (bench/README.md gives that first reading), then used
 * as the development set of this round's answer fixes.
 */
export const ASKS_I: readonly AskCase[] = [
  { goal: 'invite', before: ['hi!'], line: 'what’s your favourite café around here?', asks: 'place', must: 'a café, named or described' },
  { goal: 'invite', before: ['hey'], line: 'do you have any siblings?', asks: 'yesno', must: 'yes/no about siblings' },
  { goal: 'invite', before: ['hey, how’s it going?'], line: 'what are you reading at the moment?', asks: 'thing', about: ['book', 'reading', 'novel'], must: 'a book' },
  { goal: 'invite', before: ['hey'], line: 'would you rather see a film or go bowling?', asks: 'either', options: ['film', 'bowling'], must: 'picks a film or bowling' },
  { goal: 'invite', before: ['hey', 'Do you want to grab a drink on Thursday?'], line: 'is there a day that works better for you?', asks: 'time', must: 'a day' },
  { goal: 'open', before: ['hey!'], line: 'where did you grow up?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hi'], line: 'what music have you been listening to lately?', asks: 'preference', about: ['music', 'song', 'album', 'band', 'listen', 'jazz', 'rock', 'pop'], must: 'music' },
  { goal: 'open', before: ['hey'], line: 'tea or coffee?', asks: 'either', options: ['tea', 'coffee'], must: 'picks tea or coffee' },
  { goal: 'open', before: ['hi :)'], line: 'why did you move here?', asks: 'reason', must: 'a reason for moving' },
  { goal: 'open', before: ['hey'], line: 'how do you feel about mondays haha', asks: 'opinion', about: ['monday'], must: 'about Mondays' },
  { goal: 'reinvite', before: ['Hey! Want to get dinner on Friday?'], line: 'no worries, when are you free next?', asks: 'time', must: 'a day they are free', keep: 'declined' },
  { goal: 'repair', before: ['I’m sorry about last week.'], line: 'are you still angry with me?', asks: 'feeling', must: 'how they feel now' },
  { goal: 'repair', before: ['I’m sorry.'], line: 'what hurt the most?', asks: 'reason', must: 'what hurt' },
  { goal: 'repair', before: ['I want to apologise for missing your party.'], line: 'what can I do to make it up to you?', asks: 'thing', about: ['next time', 'come', 'call', 'tell', 'show up', 'be there'], must: 'something concrete' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'are you still living in the same place?', asks: 'yesno', must: 'yes/no about where they live' },
  { goal: 'reconnect', before: ['Hi! Long time no see.'], line: 'what have you been up to since uni?', asks: 'thing', about: ['work', 'job', 'moved', 'travel', 'study', 'been'], must: 'what they have been doing' },
  { goal: 'reconnect', before: ['Hey!'], line: 'do you still play football?', asks: 'yesno', about: ['football', 'play'], must: 'yes/no about football' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'when is the next salary review?', asks: 'time', must: 'when' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'what budget do you have for raises this year?', asks: 'amount', must: 'an amount, or that they cannot share it' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'who decides on pay in the end?', asks: 'person', must: 'a person or body' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how do you think my last quarter went?', asks: 'opinion', must: 'a judgement of the quarter' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what does a typical day look like?', asks: 'thing', about: ['day', 'morning', 'meeting', 'start', 'team'], must: 'a day in the role' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'when would the role start?', asks: 'time', must: 'a start date' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'who would I report to?', asks: 'person', must: 'a person' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'is there a chance to work remotely?', asks: 'yesno', about: ['remote', 'home', 'office', 'hybrid'], must: 'yes/no about remote work' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what are your salary expectations?', asks: 'amount', must: 'a figure' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'when could you start?', asks: 'time', must: 'a start date or notice' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what made you apply here?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'do you have a driving licence?', asks: 'yesno', about: ['driv', 'licen', 'car'], must: 'yes/no about a licence' },
  { goal: 'resolve', before: ['I’m so sorry about this.'], line: 'when did you place the order?', asks: 'time', must: 'a date' },
  { goal: 'resolve', before: ['I’m really sorry.'], line: 'would you prefer a refund or a replacement?', asks: 'either', options: ['refund', 'replacement'], must: 'picks one' },
  { goal: 'resolve', before: ['Sorry for the hassle.'], line: 'where should we send the new one?', asks: 'place', must: 'an address or place' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'how is he getting on with the other kids?', asks: 'opinion', about: ['friend', 'kids', 'class', 'others', 'play'], must: 'how the child gets on' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'when is the next parents’ evening?', asks: 'time', must: 'a date' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'what part of the video did you disagree with?', asks: 'thing', about: ['part', 'bit', 'point', 'claim', 'section', 'where'], must: 'the part' },
  { goal: 'defuse', before: ['Thanks for taking the time to comment.'], line: 'have you watched the whole thing?', asks: 'yesno', about: ['watch', 'whole', 'end', 'all'], must: 'yes/no about watching it all' },
];
