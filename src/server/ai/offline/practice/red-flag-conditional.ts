import { inScope } from './red-flag-scope';

/**
 * A threat or ultimatum as a conditional structure: a condition on the listener's compliance and a
 * consequence that harms them or the relationship. The grammar's threat shapes (red-flag-grammar.ts)
 * need the speaker to commit ("I'll quit"); unseen threats often name the consequence without a
 * committed "I" — "…or the council gets the photos", "failing a refund, our next conversation will
 * be through Trading Standards", "miss one more rehearsal and you're out of the band".
 *
 * Conditions: "if/unless/should/failing …", an order followed by "or"/"otherwise"/"or else",
 * "either … or", "keep …ing … and", "one more … and", an order followed by "and". Consequences are
 * grouped by what they do to the listener: an audience or authority that hears, gets or sees it;
 * a payment, service or presence withdrawn; exclusion from the team, the house or their life;
 * public exposure (reviews, photos, screenshots, every parent). A consequence alone ("the council
 * inspects every year", "I'll leave a review once it's sorted") is no threat; nor is a condition
 * whose consequence helps ("if you can't, no worries, I'll ask Priya"). Every regex is bounded.
 */

const alt = (phrases: readonly string[]) => `(?:${phrases.join('|')})`;

/** Who can be told or brought in: authorities, officials, their superiors, an audience. */
const AUDIENCE = alt([
  String.raw`(?:the|a|my|our) (?:council|landlord(?:'s)? (?:agent|association)|tenancy (?:board|tribunal|deposit scheme)|ombudsman|tribunal|regulator|chairman|chair|board|head(?:teacher| office)?|union|police|press|papers|media|client|solicitor|lawyer|attorney|court|small[- ]claims court|trading standards officer)`,
  String.raw`trading standards`, String.raw`head office`, String.raw`hr`, String.raw`the (?:graduate school|dean|department|faculty|league|committee|governors|owner|manager|director|ceo|tutor|teacher|lecturer|professor|principal|headteacher|coach|supervisor|examiner)`,
  String.raw`your (?:boss|manager|wife|husband|partner|parents|mum|mom|dad|family|head|director|supervisor|chairman|clients?|customers?)`,
  String.raw`every(?:one|body| single)?(?: \w+){0,2} (?:in|at|on|of) (?:the|this|your|my) \w+`, String.raw`every (?:\w+ ){0,2}(?:parent|dev|client|customer|member|neighbour|neighbor|tenant|player|student|colleague)s?`,
  String.raw`the whole (?:\w+ )?(?:street|village|school|office|team|league|building|internet|world|town|family|group)`, String.raw`everyone|everybody`,
]);

/** What an audience does with it: hears, learns, gets the photos, sees the screenshots. */
const TOLD = String.raw`(?:(?:will|'ll|is going to|are going to|might|may|would|could) )?(?:(?:hears?|hearing|learns?|learned|finds? out|found out|knows?)(?: all)? (?:about|of|what|who|whose|how|why|that|it|this|everything)\b|finds? out|found out|(?:gets?|is getting|are getting) (?:the |a |an |my |all )?(?:full |detailed |complete |very long |long |whole )?(?:photos?|pictures?|screenshots?|letter|email|call|copy|video|recording|details|lot|account|rundown|report|story|list)|sees? (?:the |those |these |my |your )?(?:photos?|pictures?|screenshots?|messages?|emails?|video)|gets? (?:involved|a call|an email|a letter)|be (?:hearing|told|informed|involved|in touch|getting)|sends? (?:the|a) letter)`;

/** A consequence that harms the listener or the relationship, said without a committed "I'll…". */
const HARMFUL = alt([
  // An audience told: "the council will hear about the mould", "every parent hears what you did".
  String.raw`${AUDIENCE} ${TOLD}`,
  // Official routes named as where this goes next.
  String.raw`(?:speak|talk|go|going|write|writing|speaking|talking) to (?:a|my|the) (?:solicitor|lawyer|attorney|union|council|ombudsman|regulator|tribunal|press|police)`,
  String.raw`(?:through|via|in front of) (?:trading standards|(?:a|my|the) (?:solicitor|lawyer|tribunal|court|ombudsman|regulator|union|small[- ]claims))`,
  String.raw`(?:small[- ]claims|formal (?:grievance|complaint)|legal action|county court|tribunal claim)`,
  String.raw`(?:having|have) a (?:word|chat|conversation) with (?:the|your) (?:chairman|chair|boss|manager|owner|director|head|board|committee|council|landlord)`,
  // Payment, service or presence withdrawn: "I stop paying", "withholding rent", "don't expect me in".
  String.raw`stop(?:s|ping)? (?:paying|payment|the (?:rent|payments?|direct debit)|volunteering|coming|turning up|working|helping|covering)`, String.raw`withhold(?:s|ing)? (?:the |my |our )?(?:rent|payment|fees?|work|files|deposit)`,
  String.raw`(?:cancel|cancelling|canceling|pull|pulling|take|taking) (?:the |my |our |all )?(?:order|contract|subscription|membership|business|custom|illustrations|designs|work|files|account|funding|sponsorship)s?(?: (?:off|out|away|elsewhere|back))?`,
  String.raw`don't expect (?:me|us|to see me|any more)`, String.raw`(?:take|taking) half (?:the|of the) \w+ with me`,
  // Exclusion: "you're out of the band", "don't bother ringing me ever again", "your stuff will be on the lawn".
  String.raw`(?:you're|you are|you'll be|you will be) (?:out|off) (?:of )?(?:the|this|my|our) \w+`, String.raw`(?:you're|you are) out(?=[.,!?;]|$)`,
  String.raw`don't (?:bother|even think about) (?:coming|ringing|calling|texting|messaging|speaking|talking|showing)`,
  String.raw`(?:speak(?:ing)?|talk(?:ing)?|see(?:ing)?|ring(?:ing)?|call(?:ing)?|text(?:ing)?|hear from|work(?:ing)? with|hir(?:e|ing)) (?:to |with )?(?:me|us|you|the kids|them) (?:\w+ )?(?:ever )?again`,
  String.raw`(?:train|training|find|finding|enjoy training|hire|hiring) (?:my|your|a) replacement`, String.raw`your (?:stuff|things|bags?) (?:will be|goes|go|are going) (?:on|in|out)`,
  // Public exposure: reviews, forums, photos posted.
  String.raw`(?:one|1|zero|0)[- ]star`, String.raw`(?:review|reviews|rating|ratings) (?:page )?(?:is|are|will|going to|gonna) (?:\w+ ){0,3}(?:read|look|say|be)`,
  String.raw`post(?:s|ing)? (?:the |those |these |your |my )?(?:photos?|pictures?|screenshots?|messages?|video|work)`, String.raw`(?:every|all the|on) (?:\w+ )?forums?`,
  String.raw`make sure (?:every(?:one|body)?|all|the whole|your \w+|nobody|no one)\b[^.!?;]{0,40}\b(?:knows?|hears?|finds? out|sees?|hires?|learns?|reads?)\b`,
]);

/** The parts of a conditional threat: the condition, then the consequence (or the reverse for "unless"). */
const CONDITIONED: readonly RegExp[] = [
  // A failing condition: "if … isn't fixed by Thursday, …", "should the question still be open, …", "failing a refund, …".
  new RegExp(String.raw`\b(?:if|should)\b(?=[^.!?;]{0,60}(?:\b(?:not|no|never|still|again|keep|one more)\b|n't\b))[^.!?;]{0,90}?${HARMFUL}|\bfailing\b[^.!?;]{0,60}?${HARMFUL}`),
  // "…, or I speak to a solicitor", "…, otherwise don't expect me in", "either … or the council gets photos".
  new RegExp(String.raw`\b(?:or|otherwise|or else|else)\b[^.!?;]{0,40}?${HARMFUL}`),
  // The consequence before the condition: "you're out of the band unless…".
  new RegExp(String.raw`${HARMFUL}[^.!?;]{0,60}\b(?:unless|if you (?:don't|do not|can't|won't))\b`),
  // Keep it up, once more, do this: "keep parking … and …", "miss one more rehearsal and …", "sign off … and …".
  new RegExp(String.raw`(?:^|[,;:] )(?:(?:just|go on|ok|okay|fine|right)[, ]+)?(?:keep \w+ing|one more \w+|\w+ (?:one|1) more (?:\w+ )?\w+|(?:sign|approve|refuse|cancel|ignore|block|miss|skip|push|put|bench|drop)\b[^.!?;]{0,40}?)[^.!?;]{0,40}?\band ${HARMFUL}`),
];

/** Threats whose veil is polite: "I'd hate to have to mention it to the union", "I'd hate for my review … to reach the board". */
const VEILED = new RegExp(
  String.raw`\b(?:i'd|i would|we'd|we would) hate (?:to have to|for|to) [^.!?;]{0,60}\b(?:${AUDIENCE}|review|reviews|online|photos|screenshots)\b|\b(?:be a (?:shame|pity)|shame) if ${AUDIENCE} (?:learned|found out|heard|knew|saw|learns|finds out|hears|sees)\b`,
);

/** A condition on them and a consequence that harms them, in one canonical sentence. */
export function threatensConditionally(sentence: string): boolean {
  // A question or a suggestion weighs options, it does not warn: "should we write to the council or speak to a solicitor?".
  if (/\?\s*$/.test(sentence) || /\b(?:we could|we can|shall we|should we|could we|maybe we)\b/.test(sentence)) return false;
  return CONDITIONED.some((re) => inScope(re, sentence)) || inScope(VEILED, sentence);
}
