import type { AskCase } from './held-out-asks';

/**
 * Set J (engineer "plan"): written after this round's answer fixes were finished and read once,
 * as the round's estimate on questions the fixes never saw (bench/README.md gives that reading).
 */
export const ASKS_J: readonly AskCase[] = [
  { goal: 'invite', before: ['hey!'], line: 'what’s the last film you saw?', asks: 'thing', about: ['film', 'movie', 'saw', 'watched'], must: 'a film' },
  { goal: 'invite', before: ['hey'], line: 'are you a morning person?', asks: 'yesno', about: ['morning', 'early', 'night', 'owl'], must: 'yes/no about mornings' },
  { goal: 'invite', before: ['hi'], line: 'where’s good for brunch round here?', asks: 'place', must: 'a brunch place' },
  { goal: 'invite', before: ['hey :)'], line: 'dogs or cats?', asks: 'either', options: ['dog', 'cat'], must: 'picks one' },
  { goal: 'open', before: ['hey!'], line: 'what do you do for work?', asks: 'thing', about: ['work', 'job', 'design', 'admin', 'hospital', 'studio', 'teacher', 'nurse'], must: 'a job' },
  { goal: 'open', before: ['hi'], line: 'what’s your go-to karaoke song?', asks: 'thing', about: ['song', 'karaoke', 'sing'], must: 'a song' },
  { goal: 'open', before: ['hey'], line: 'how long have you lived in the city?', asks: 'time', must: 'a duration' },
  { goal: 'open', before: ['hi :)'], line: 'why do you like hiking so much?', asks: 'reason', must: 'a reason' },
  { goal: 'reconnect', before: ['Hey, long time!'], line: 'do you still see anyone from school?', asks: 'yesno', must: 'yes/no about school friends' },
  { goal: 'reconnect', before: ['Hi!'], line: 'where are you living now?', asks: 'place', must: 'a place' },
  { goal: 'repair', before: ['I’m really sorry.'], line: 'when did you realise I was upset with you?', asks: 'time', must: 'a time' },
  { goal: 'repair', before: ['I’m sorry about the party.'], line: 'do you want to talk about it now or another day?', asks: 'either', options: ['now', 'another day'], must: 'picks one' },
  { goal: 'repair', before: ['I’m sorry.'], line: 'how are you feeling about us now?', asks: 'feeling', must: 'a feeling' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'who else has to sign off on a raise?', asks: 'person', must: 'a person' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'when would a raise kick in?', asks: 'time', must: 'a time' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'is the budget frozen this year?', asks: 'yesno', about: ['budget', 'frozen', 'freeze'], must: 'yes/no about the budget' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how many people are on the team?', asks: 'amount', must: 'a number' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what’s the biggest challenge for the team right now?', asks: 'thing', about: ['challenge', 'scal', 'hiring', 'deadline', 'growth', 'product'], must: 'a challenge' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'where is the office?', asks: 'place', must: 'a place' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'why should we pick you over the others?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'how much notice do you have to give?', asks: 'amount', about: ['week', 'month', 'notice'], must: 'a notice period' },
  { goal: 'resolve', before: ['I’m so sorry about this.'], line: 'how much did you pay for it?', asks: 'amount', must: 'a price' },
  { goal: 'resolve', before: ['I’m really sorry.'], line: 'who did you speak to last time?', asks: 'person', must: 'a person' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'what time does school finish?', asks: 'time', must: 'a time' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'is she eating lunch at school?', asks: 'yesno', about: ['lunch', 'eat'], must: 'yes/no about lunch' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'why do you think it’s overselling?', asks: 'reason', must: 'a reason' },
];
