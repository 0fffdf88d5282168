import type { AskCase } from './held-out-asks';

/**
 * Set K (engineer "plan"): written at the end of the round, after every change, read once, and
 * not used to change anything (bench/README.md gives its reading).
 */
export const ASKS_K: readonly AskCase[] = [
  { goal: 'invite', before: ['hey!'], line: 'what’s your favourite board game?', asks: 'thing', about: ['game', 'catan', 'monopoly', 'scrabble', 'chess', 'cards'], must: 'a game' },
  { goal: 'invite', before: ['hi'], line: 'where do you go running?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hey'], line: 'what’s the best gig you’ve ever been to?', asks: 'thing', about: ['gig', 'concert', 'band', 'festival', 'saw'], must: 'a gig' },
  { goal: 'open', before: ['hi!'], line: 'are your parents nearby?', asks: 'yesno', must: 'yes/no about parents nearby' },
  { goal: 'open', before: ['hey'], line: 'why did you pick that username haha', asks: 'reason', must: 'a reason' },
  { goal: 'reconnect', before: ['Hey, it’s been so long!'], line: 'are you still working at the same place?', asks: 'yesno', must: 'yes/no about work' },
  { goal: 'repair', before: ['I’m sorry for what I said.'], line: 'what would help you trust me again?', asks: 'thing', about: ['keep', 'word', 'time', 'show', 'honest', 'tell'], must: 'something concrete' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'is there a pay band for my level?', asks: 'yesno', about: ['band', 'range', 'level'], must: 'yes/no about a band' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'what would you need to see from me to say yes?', asks: 'thing', about: ['result', 'project', 'impact', 'number', 'lead', 'own'], must: 'criteria' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how would my performance be measured?', asks: 'thing', about: ['measure', 'goal', 'review', 'ship', 'project', 'success', 'month'], must: 'how it is measured' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'when will I hear back?', asks: 'time', must: 'a time' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'tell me about a mistake you made at work', asks: 'thing', about: ['mistake', 'learned', 'wrong', 'missed', 'deadline'], must: 'a mistake' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'where do you see yourself in five years?', asks: 'thing', about: ['lead', 'team', 'years', 'role', 'manag'], must: 'a plan' },
  { goal: 'resolve', before: ['I’m so sorry.'], line: 'what was wrong with the item when it arrived?', asks: 'thing', about: ['crack', 'broken', 'missing', 'damaged', 'lid', 'jug'], must: 'the damage' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'who does he sit with in class?', asks: 'person', must: 'a person' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'where did you read that it costs more?', asks: 'place', must: 'a source' },
];
