import type { AskCase } from './held-out-asks';

/**
 * Questions to a landlord (engineer p23q): written after landlord practices were built, before any
 * of these was played, and read once (bench/README.md gives the reading). Each plays in the plan the
 * coach builds from its `request`.
 */
const REPAIR = 'My landlord has ignored the leaking shower for two weeks and I need to get it fixed';
const DEPOSIT = 'My landlord kept £250 of my deposit after I moved out and I want to challenge it';
const RENT = 'My landlord wants to put the rent up by £120 a month and I want to negotiate';
const NOTICE = 'I need to give my landlord notice because I am moving out for a new job';

export const ASKS_LANDLORD: readonly AskCase[] = [
  { goal: 'align', request: REPAIR, before: ['Hi, thanks for picking up.'], line: 'when can someone come and look at the shower?', asks: 'time', must: 'a time for the visit' },
  { goal: 'align', request: REPAIR, before: ['Hi, thanks for picking up.'], line: 'who will be doing the repair?', asks: 'person', must: 'a person or trade' },
  { goal: 'align', request: REPAIR, before: ['Hi, thanks for picking up.'], line: 'will you need to come into the flat?', asks: 'yesno', must: 'yes or no about entering' },
  { goal: 'align', request: DEPOSIT, before: ['Hello, thanks for talking to me.'], line: 'what exactly did you deduct the money for?', asks: 'thing', about: ['clean', 'wear', 'oven', 'carpet', 'damage', 'wall', 'stain', 'check'], must: 'what the deduction was for' },
  { goal: 'align', request: DEPOSIT, before: ['Hello, thanks for talking to me.'], line: 'how much are you keeping?', asks: 'amount', must: 'the sum' },
  { goal: 'align', request: DEPOSIT, before: ['Hello, thanks for talking to me.'], line: 'when will I get the rest back?', asks: 'time', must: 'when the rest comes back' },
  { goal: 'align', request: DEPOSIT, before: ['Hello, thanks for talking to me.'], line: 'is my deposit in a protection scheme?', asks: 'yesno', about: ['scheme', 'protect', 'dps', 'tds'], must: 'yes or no about the scheme' },
  { goal: 'align', request: RENT, before: ['Hi, thanks for making time.'], line: 'why are you putting the rent up?', asks: 'reason', about: ['cost', 'mortgage', 'market', 'insurance', 'rate', 'price', 'bill'], must: 'why the rent rises' },
  { goal: 'align', request: RENT, before: ['Hi, thanks for making time.'], line: 'what would the new rent be?', asks: 'amount', must: 'the new rent' },
  { goal: 'align', request: RENT, before: ['Hi, thanks for making time.'], line: 'when would the increase start?', asks: 'time', must: 'a start date' },
  { goal: 'align', request: NOTICE, before: ['Hi, I wanted to talk about the flat.'], line: 'how much notice do you need from me?', asks: 'amount', must: 'the notice period' },
  { goal: 'align', request: NOTICE, before: ['Hi, I wanted to talk about the flat.'], line: 'do you want the notice by email or in a letter?', asks: 'either', options: ['email', 'letter'], must: 'picks one' },
];
