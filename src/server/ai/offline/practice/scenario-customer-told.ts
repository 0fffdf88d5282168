import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';

/**
 * A customer's complaint in the user's own words, when it is not the order world the banks were
 * written for (an order or a parcel, late, lost or broken): a repair that took a month, a room not
 * cleaned, a haircut too short, a membership charged twice. The plan carries the clause into the
 * scenario ("The customer is upset because their laptop repair took a month…"), and the customer
 * then says it in the first person; a bank line of the order world (the blender, "I placed the
 * order on the 3rd", the courier, the unanswered emails) is never said unless the complaint itself
 * names it.
 */

const UPSET = String.raw`(?:upset|angry|furious|unhappy|irate|livid|mad|annoyed|cross|fuming|complaining|disappointed|raging|shouting|yelling|screaming|kicking off)`;
/** "…is upset because X", "…angry that X", "…says X" (after the customer word). */
const CLAUSE = [
  new RegExp(String.raw`\b${UPSET}(?: with (?:us|me)| at (?:us|me))? (?:because|that|about how|as|since|cause|bc) (.+)$`),
  // "an angry patient at our dental practice says…": a few words may stand between the customer and the verb.
  /\b(?:customer|client|guest|member|patient|caller|diner|buyer|passenger|tenant|parent)s?(?: [a-z']+){0,4}? (?:says|said|complained|complains|claims|told (?:me|us)) (?:that )?(.+)$/,
];

/** The business's words for itself, said to the user who plays it: "our plumber" is "your plumber". */
const TO_BUSINESS: Record<string, string> = { our: 'your', we: 'you', us: 'you', "we've": "you've", "we'd": "you'd", "we're": "you're", ours: 'yours' };

/**
 * The complaint clause of a request, addressed to the user as the business ("their laptop repair
 * took a month and the screen is still cracked", "your plumber left a leak under her sink"); null
 * when the text has none, or it is too short or too long to be one.
 */
export function toldComplaint(text: string): string | null {
  const sentence = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/(?<=[.!?;])\s+|\n/)
    .find((s) => CLAUSE.some((re) => re.test(s)));
  if (!sentence) return null;
  const m = CLAUSE.map((re) => re.exec(sentence)).find(Boolean);
  const clause = m?.[1]?.replace(/[.!?;,]+$/, '').replace(/\s+(?:and|but) (?:i|we) (?:want|need|have|don't|dont|do not)\b.*$/, '').trim();
  if (!clause) return null;
  const words = clause.split(' ');
  if (words.length < 3 || words.length > 25) return null;
  return words.map((w) => TO_BUSINESS[w] ?? w).join(' ');
}

/** The customer's own voice: "their room wasn't cleaned" → "my room wasn't cleaned". */
const TO_CUSTOMER: Record<string, string> = { their: 'my', her: 'my', his: 'my', him: 'me', they: 'I', she: 'I', he: 'I', "they're": "I'm", "she's": "I'm", "he's": "I'm", "they've": "I've", "they'd": "I'd", "she'd": "I'd", "he'd": "I'd", themselves: 'myself', herself: 'myself', himself: 'myself' };
const AGREE: Record<string, string> = { is: 'am', are: 'am', was: 'was', were: 'was', has: 'have', does: 'do', doesnt: "don't", "doesn't": "don't", wants: 'want', needs: 'need', says: 'say' };

export function inCustomerVoice(clause: string): string {
  const out: string[] = [];
  for (const w of clause.split(' ')) {
    const prev = out.at(-1);
    out.push(prev === 'I' && AGREE[w] ? (AGREE[w] as string) : (TO_CUSTOMER[w] ?? w));
  }
  const said = out.join(' ').replace(/\bwasnt\b/g, 'wasn’t').replace(/\bdidnt\b/g, 'didn’t').replace(/\bisnt\b/g, 'isn’t');
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** Where the plan writes the told complaint (plan-templates-work.ts customerPlan). */
export const TOLD_IN_SCENARIO = /\bis upset because (.+?)\.(?:\s|$)/;

/** The order world of the customer banks: said only when the complaint itself names it. */
const ORDER_WORLD = /\b(?:blender|jug|lid|order(?:ed|s)?|parcel|package|deliver\w*|arriv\w*|courier|tracking|express|shipping)\b/gi;
const TIME_SAID = /\b(?:a|an|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|hours?)\b|\b(?:yesterday|last (?:week|month)|this (?:week|month)|ago|after a|twice|again)\b/;

export function toldCustomerFacts(clause: string): ScenarioFacts {
  const first = inCustomerVoice(clause);
  const problem = `${first}. That’s the problem, and I want it put right.`;
  const when = TIME_SAID.test(clause) ? `${first} — that’s how long this has been going on.` : `A few days ago — ${first.charAt(0).toLowerCase()}${first.slice(1)}, and it still isn’t right.`;
  const answers: StatedAnswer[] = [
    { asked: /\bwhat(?:'s|s)?(?: exactly| else| actually)?(?: is| was)? (?:wrong|the (?:problem|issue|matter))\b|\bwhat (?:went|has gone|is going) wrong\b|\bwhat happened\b|\bwhat(?:'s| is) (?:going on|up)\b|\bwhat (?:is|was) (?:this|it) about\b|\bwhat (?:was|is) wrong with (?:it|them|the)\b/, line: problem },
    { asked: /\bwhat (?:do|would|did) (?:you|u) (?:want|like|need|expect)\b|\bwhat would (?:make|put) (?:it|this|things) right\b|\bhow (?:can|could|should) (?:we|i) (?:fix|make|put|sort)\b/, line: `Put it right properly, this week, at no cost to me — and one person who takes responsibility for it, so I’m not chasing.` },
    // What it cost: the banks' own sum, without the order's shipping.
    { asked: /\bhow much (?:did|do|was|were|have)\b|\bwhat did (?:you|u|it) (?:pay|cost)\b/, line: `I paid 89 pounds — and I’m not paying a penny more to have it put right.` },
    // "how long were you waiting?": the wait on the spot (in the shop, on the phone), a span — not when the trouble began.
    { asked: /\bhow long (?:were|have|had|did) (?:you|u) (?:been )?(?:wait|waiting|stand|standing|queue|queuing|queueing|on hold|hanging on)\b/, line: 'About twenty minutes — and nobody came to tell me anything.' },
    { asked: /\bwhen (?:did|was|were|do) (?:you|u|it|this|they|the)\b|\bhow long\b|\bsince when\b/, unless: /\b(?:will|would|could|can|should)\b/, line: when },
  ];
  const named = clause.toLowerCase();
  return {
    answers: answers.map((a) => ({ ...a, unless: a.unless ? new RegExp(`${a.unless.source}|${CHOICE_OR_YES_NO.source}`) : CHOICE_OR_YES_NO })),
    contradicts: (line) => [...line.matchAll(ORDER_WORLD)].some((m) => !named.includes(m[0].toLowerCase().slice(0, 5))),
    instead: problem,
  };
}
