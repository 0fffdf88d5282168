import { fnv1a } from '../text-utils';

/**
 * "What colour did you order?", "what tools does the team use?", "how often do you meet?": a
 * question about an attribute of something gets a value of that attribute, whatever the thing.
 * A small lexicon of common attributes and plausible values; the value is picked with the
 * practice's stable seed, so the same question gets the same answer all practice long.
 */

interface Attribute {
  /** The attribute as a question names it. */
  asked: RegExp;
  /** Casual and work phrasings of a value. */
  casual: readonly string[];
  work: readonly string[];
}

const ATTRIBUTES: readonly Attribute[] = [
  { asked: /\bname\b/, casual: ['Biscuit 🐶 he’s a menace', 'Pepper — she runs the house'], work: ['Sam Carter.', 'It’s Jordan.'] },
  { asked: /\b(?:colou?r|shade)\b/, casual: ['dark green, my favourite', 'navy blue, always'], work: ['The blue one — “midnight blue” on the order.', 'Dark green.'] },
  { asked: /\b(?:size)\b/, casual: ['medium, usually', 'a small, it runs big'], work: ['A medium — the same size I always order.', 'Size 40.'] },
  { asked: /\b(?:tools?|software|apps?|stack|programs?)\b/, casual: ['just my phone and a notebook, honestly', 'Notion for everything haha'], work: ['Mostly Figma, Jira and Slack, plus GitHub for the code.', 'Google Workspace, Slack, and Linear for planning.'] },
  { asked: /\bhow often\b|\bhow many times\b/, casual: ['about twice a week', 'most weekends'], work: ['Every Monday morning for planning, plus a ten-minute stand-up each day.', 'Once a week, on Thursdays, and one-to-ones every two weeks.'] },
  { asked: /\b(?:brand|model)\b|(?<!\b(?:to|i|you|u|we|they|can|could|would|will|should|did|do|does) )\bmake\b(?! (?:you|u|me|him|her|them|us|it|things?|sense|time|friends|sure)\b)/, casual: ['an old Nikon, it was my dad’s', 'a secondhand Trek'], work: ['The Vortex 500 — model VX-500.', 'A Bosch, the 2023 model.'] },
  { asked: /\b(?:language|languages)\b/, casual: ['English and a bit of Spanish', 'French, badly haha'], work: ['English day to day; some of the team speak German.', 'Python and TypeScript, mostly.'] },
  { asked: /\b(?:book|novel)\b/, casual: ['Project Hail Mary — so good', 'The Thursday Murder Club'], work: ['“Thinking, Fast and Slow” — I recommend it to the whole team.'] },
  { asked: /\b(?:song|album|band|artist|music)\b/, casual: ['a lot of indie lately — Phoebe Bridgers on repeat', 'old jazz, mostly'], work: ['Mostly jazz, honestly.'] },
  { asked: /\b(?:film|movie|show|series)\b/, casual: ['Knives Out — seen it three times', 'Past Lives, it wrecked me'], work: ['“The Bear” — I watched it in a weekend.'] },
  { asked: /\b(?:drinks?|coffee order|tea order)\b/, casual: ['an iced oat latte, every time', 'a proper builder’s tea, honestly'], work: ['A flat white — I like that it shows straight away whether the milk is right.', 'A cortado, honestly: small, strong and hard to get right.'] },
  { asked: /\b(?:food|dish|meal|snack)\b/, casual: ['ramen, always', 'a really good curry'], work: ['Something quick at my desk, honestly — usually a salad.'] },
  { asked: /\b(?:sport|team)\b(?= do you| you)/, casual: ['football — I play five-a-side on tuesdays', 'tennis, on sundays'], work: ['I run, mostly — a 10k most weekends.'] },
  { asked: /\b(?:subject|class|course|module)\b/, casual: ['statistics, by far', 'history — I love it'], work: ['Maths and English are where he needs the most support.'] },
  { asked: /\b(?:job|work|role|position)\b(?= do| did| are| is)/, casual: ['I’m a graphic designer at a small studio', 'admin at the city hospital'], work: ['I’m a product designer, four years now.'] },
  { asked: /\b(?:address|postcode|zip)\b/, casual: ['12 Elm Street, the blue door', 'flat 3, 40 River Road'], work: ['14 Elm Street, postcode LS1 4AB.'] },
  { asked: /\b(?:order number|reference|ticket number|booking number)\b/, casual: ['uh, 48213 I think?'], work: ['Order 48213.', 'The reference is BK-7719.'] },
  { asked: /\b(?:price|cost|costs|paid|pay)\b/, casual: ['about twenty quid, not bad', '£12, a bargain'], work: ['89 pounds, plus 6 for express shipping.', 'About 400 a month.'] },
];

export function attributeAnswer(text: string, register: 'casual' | 'work', seed: number): string | null {
  const found = ATTRIBUTES.find((a) => a.asked.test(text));
  if (!found) return null;
  const values = register === 'work' ? found.work : found.casual;
  return values[fnv1a(`${seed}:attr:${found.asked.source.slice(0, 16)}`) % values.length] ?? null;
}
