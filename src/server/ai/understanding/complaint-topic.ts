import { infoFor } from './catalog';
import { cueScores, moveUp, shareFor, strongest } from './cue-reading';

/**
 * What the complaint is about, as a thing rather than a person: someone else taking the credit for the user's work,
 * money owed or shared, chores left undone, noise and guests. Types of one category that differ only in this (a
 * roommate's mess, noise or share of the bills; credit taken or plain friction at work) are decided by it, while the
 * classifier weighs the household or workplace words that all of them share. Cues count by where they stand
 * (cue-reading.ts).
 */
export type ComplaintTopic = 'credit' | 'money' | 'chores' | 'noise' | 'pay';

const CUES: Record<ComplaintTopic, RegExp[]> = {
  credit: [
    /\b(?:credit\w*|as (?:his|her|their) own|as (?:his|hers|theirs)\b|all the praise|(?:took|takes|taking|stole|steals|stealing|claim\w*|present\w*|pass\w* off|demo\w*|put) (?:\w+ )?my (?:\w+ )?(?:idea|ideas|work|analysis|slides|graph|report|notes|design|deck|spreadsheet|model|code|feature|project|sales)|i did (?:all|most) (?:of )?the work|como suy[oa]|comme (?:le sien|la sienne))\b/g,
  ],
  money: [
    /\b(?:rent|bills?|utilit\w+|electricity|heating bill|water bill|wifi bill|chip in|pay (?:in|more|their share|his share|her share|me back)|pays? (?:less|nothing)|split (?:the )?(?:bills?|costs?|heating|rent)|owes?|venmo|deposit|£\d+|\$\d+|€\d+|alquiler|loyer|miete|paga|paie|zahlt)\b/g,
  ],
  // Pay asked for, not pay mentioned: "ask my boss for a raise", "a meeting about my pay", "paid properly" (while
  // "docks my pay", "i lose pay every time" are grievances for a hard talk).
  pay: [
    /\b(?:ask\w* (?:\w+ ){0,4}for (?:a |an |my |the |some )?(?:\w+ )?(?:raise|rise|increase|promotion|money|cut|salary|pay|bonus)|(?:about|discuss\w*|bring up|negotiat\w*|revisit) (?:my |a |the )?(?:pay|salary|comp|compensation|raise|promotion)|paid (?:more|properly|fairly|for it|the same)|(?:get|deserve) (?:a |my )?(?:raise|promotion|pay rise))\b/g,
    // A step up is always asked for, never a grievance: "my promotion", "a title change", "move me up a band".
    /\b(?:(?:a|my|the|this|another) (?:pay )?(?:raise|rise|promotion)|promot(?:e|ed|ing) me|title change|(?:move|moved|bump|bumped) (?:me )?up (?:a|to the next|one) (?:band|grade|level|pay scale))\b/g,
  ],
  chores: [
    /\b(?:chores?|clean\w*|dishes|washing.up|pans?|sink|mess|messy|trash|bins?|rubbish|hoover\w*|vacuum\w*|mold|mould|rota|tidy|limpia\w*|ménage|vaisselle|putzt)\b/g,
  ],
  noise: [
    /\b(?:noise|noisy|loud|music|blast\w*|keep it down|quiet hours|parties|party|guests?|friends over|mates over|comes? round|stay(?:s|ing)? over|sleeps? (?:here|over)|(?:basically |practically )?lives (?:here|with us)|moved in|till (?:\d|the early)|after (?:midnight|\d+)|3 ?am|at night|ruido|bruit|laut)\b/g,
  ],
};

/** The topic each type's complaint is about; types not listed are about a person's conduct in general. */
export const TYPE_TOPIC: Readonly<Record<string, ComplaintTopic>> = {
  'coworker-credit': 'credit', 'boss-raise': 'pay',
  'roommate-money': 'money', 'roommate-chores': 'chores', 'roommate-noise-guests': 'noise',
};

export const TOPIC_SHARE = 0.3;
const TOPIC_DEPTH = 3;

/** The topic the message's complaint is most about, or null when no cue or a tie. */
export function complaintTopic(text: string): ComplaintTopic | null {
  return strongest(cueScores(text, CUES));
}

/**
 * When the message's complaint is about a topic the top type is not, and a type of the same category among the next
 * two is about it and scores close enough, it goes first: "the pile of pans my roommate leaves has grown mold" read
 * as a roommate's share of the bills becomes the chores.
 */
export function rerankByTopic<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top) return [];
  const category = infoFor(top.type)?.category;
  const scores = cueScores(text, CUES);
  const topic = strongest(scores);
  if (!topic || !category || TYPE_TOPIC[top.type] === topic) return [...ranked];
  const share = shareFor(scores, TYPE_TOPIC[top.type], topic, TOPIC_SHARE);
  return moveUp(ranked, (type) => TYPE_TOPIC[type] === topic && infoFor(type)?.category === category, share, TOPIC_DEPTH);
}
