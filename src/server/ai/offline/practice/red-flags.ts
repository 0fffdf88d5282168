import { cleanText, splitSentences } from '../text-utils';
import { canonical, INSULT_SET, ruleCanonical } from './red-flag-canonical';
import { COMPLIMENT_ADJECTIVES } from './lexicon';
import { measuresListenerDown, putsListenerAtStake } from './red-flag-listener-acts';
import { asksConsent, DENIED_OPINION, guiltSoftened, inScope, OR_OF_A_CONDITION, pressureSoftened, withoutConsent } from './red-flag-scope';
import { crude, guiltTrips, insultsThem, plansLie, pressures, threatens } from './red-flag-grammar';
import { CONTEMPT_TRAITS, SEXUAL_CUE } from './red-flag-concepts';
import { asksAfterThem, asksForSomeoneCapable, judgesThem } from './red-flag-evaluative';
import { threatensConditionally } from './red-flag-conditional';
import { persistsUntilYes } from './red-flag-persistence';
import { retractsClaim } from './red-flag-retraction';
import { undoesOwnClaim } from './red-flag-undone-claim';
import { putsThemDown } from './red-flag-figurative';
import { mocksThem } from './red-flag-sarcasm';
import { billsSacrifice } from './red-flag-sacrifice';
import { pitiesSelf, threatensVeiled } from './red-flag-veiled';
import { threatensWithLeverage } from './red-flag-leverage';
import { guiltsThroughOthers } from './red-flag-others-hurt';
import { mocksByFrame } from './red-flag-irony';
import { learnedKindExcused } from './red-flag-learned-guards';
import { asksTheirWish, OWN_YES_LEAD, ranksThemAbove } from './red-flag-benign-asks';
import { seeksRecourse } from './red-flag-recourse';
import { contradictsOwnStory, demeansByComparison, guiltsBySuffering, threatensByChoice, threatensByReach, voidsTheNo } from './red-flag-sideways';
import { asideGivesTruth, insultsThemAsGroup, judgesThroughOthers, othersLoseByThem, saidOfAThing } from './red-flag-blunt';
import { featureList, onRedFlagModelChange, redFlagModel, type LearnedReading, type RedFlagClassifier } from './red-flag-model';
import { alternativeQuestion, plainQuestion, WH_OPENER } from './red-flag-plain-question';
import { awarenessAsked } from './question-awareness';

export { canonical };

/**
 * The red flags a practice's failure condition can name: threats and ultimatums, insults, pressure,
 * guilt trips, lies and crude remarks. Read from the line's shape (who does what to whom, under which
 * condition), not from single words, so "I'll just quit if…" and "unless you pay me more" are caught
 * while "if I don't hear back I'll follow up" is not. Text-speak and common typos are undone first.
 * Every regex is bounded (no nested or open-ended quantifiers over user text).
 */

export const RED_FLAG_KINDS = ['threat', 'insult', 'pressure', 'guilt', 'lie', 'crude'] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];

export interface RedFlag {
  kind: RedFlagKind;
  /** The sentence of the line that raises it (its clause, when the sentence is long), as the user wrote it. */
  quote: string;
  /** Raised by the learned signal alone (no rule matched): the words of the quote that weighed most. */
  cues?: readonly string[];
  /** A lie read against the practice's scenario: the stated detail the quote contradicts (scenario-lies.ts). */
  contradicts?: string;
}

/**
 * Was the flag raised by the rules (not by the learned signal alone)? Only a rule flag can meet a
 * failure condition and end a practice; a learned one makes the line risky (docs/decisions.md).
 */
export const raisedByRules = (flag: RedFlag): boolean => flag.cues === undefined;

const ME_WILL = String.raw`(?:i(?:'ll| will|'m going to| am going to|'m| am| would|'d)?|we(?:'ll| will|'re| are)) (?:just |simply |seriously |honestly |definitely |totally |really |happily |probably |have to |be )?(?:just |start |be )?`;
/**
 * What a threat promises: leaving, going over their head, exposing or harming them. Leaving a home or
 * a couple, withholding rent and tracking them down are the same acts outside work (r25), read here,
 * committed to ("or I'm moving out", not "I might move out"), and not as features of the learned signal.
 */
const CONSEQUENCE = String.raw`(?:quit(?:ting)?|mov(?:e|ing) out|break(?:ing)? up with you|stop(?:ping)? paying (?:the |my |your |you|rent)|find(?:ing)? out where you (?:live|work|sleep|park)|resign(?:ing)?|walk(?:ing)?(?: out)?|(?:be )?leav(?:e|ing)(?= the company| this job| this place| you| for good| then|[.,!?]|$)|leave an? (?:bad |terrible |awful |1-star |one-star |negative )?review|(?:be )?(?:gone|out(?: of here)?|done(?= here| for good| with (?:you|this (?:team|job|company|place))|[.,!?]|$))|take (?:the|that|another|the other|a) (?:other )?(?:offer|job)|taking (?:the|that|another|the other) (?:other )?(?:offer|job)|look(?:ing)? (?:for (?:another|a new) job|elsewhere|around)|hand(?:ing)? (?:in my (?:notice|resignation)|my (?:notice|resignation) in)|go(?:ing)? (?:straight |directly |right )?(?:to|over) (?:your|the|his|her) (?:boss|head|director|hr|ceo|press|police|union|manager|board|owner)|report (?:you|this|the company|your)|escalat\w* (?:this|it) to|tell (?:everyone|everybody|the (?:whole )?team|your \w+|the client|people)|post (?:it|this|our|your|the)|expose|share (?:our|your)|make sure (?:you|he|she|they|the|everyone)|sue|call (?:my|a) lawyer|make your life|ban your|cancel your|fail (?:you|him|her)|show up at|make you pay|ruin)`;
/** "else" alone is a condition ("…or else", "else I walk"), not in "someone else's turn". */
const CONDITION = String.raw`\b(?:if|unless|otherwise|or else|${OR_OF_A_CONDITION}|either|(?<!\b(?:any|some|every|no)(?:one|body|thing|where) |\b(?:what|who|where|how|nothing|anything) )else|until)\b`;

const THREAT_PATTERNS: readonly RegExp[] = [
  // "If I don't get 20% more I'll just quit", "Give me the raise or I walk", "…quit unless you pay me".
  // The condition's own verb is no consequence: "how much notice do I give if I leave?" asks, it does not threaten.
  new RegExp(String.raw`${CONDITION}[^.!?;]{0,80}(?<!\b(?:if|unless|until|when|once|whether) )\b${ME_WILL}${CONSEQUENCE}`),
  // A question about one's own next step asks advice: "when should I hand in my notice if I take the other role?".
  new RegExp(String.raw`(?<!\b(?:should|shall|can|could|do|must|when|how|whether) )\b${ME_WILL}${CONSEQUENCE}[^.!?;]{0,80}${CONDITION}`),
  // "I'm quitting", "I will quit on the spot": quitting announced in the talk itself.
  /\bi(?:'ll| will|'m going to| am going to|'m| am) (?:just |seriously |definitely |simply )?(?:quit(?:ting)?|resign(?:ing)?)(?= if| unless| then| on the spot| tomorrow| today| now| right| here|[.,!?]|$)/,
  /\b(?:quit|resign)(?:ting|ing)? on the spot\b/,
  // Ultimatums and menace aimed at them.
  /\b(?:this is|it's|that's) your (?:last|final) chance\b|\btake it or leave it\b|\bor else\b(?! (?:we|you) (?:could|can|might|may|should)\b| maybe\b| how about\b| what about\b)|\bend of story\b|\bnon-negotiable\b|\byou have until\b[^.!?]{0,40}\b(?:or|otherwise|to decide)\b/,
  /\byou(?:'ll| will| are going to|'re going to) (?:regret(?! not| missing| skipping)|be sorry|lose (?:me|your best|your \w+ employee)|pay for)\b|\bwatch your back\b|\bdon't make me\b(?! (?:laugh|smile|blush|cry|hungry))|\bi know where you\b|(?<!\b(?:suit|suits|suited|fit|fits|serve|serves|served|know|knew|treat|treats|pay|paid|help|helps|like|likes|liked|understand|make|makes|feel|feels|see|sees) )\byou(?:'d)? better\b[^.!?]{0,40}\bor\b/,
  /\bno (?:\w+,? ){1,2}no me\b|\bmy resignation (?:letter )?(?:is )?(?:written|ready|drafted)\b|\bresignation letter\b[^.!?]{0,30}\b(?:written|ready|drafted)\b/,
  /\bi need an answer (?:today|now|right now|by \w+) or\b/,
  // Consequences named without "I'll": a replacement to find, a lawyer, other options, people who matter.
  /\byou(?:'ll| can| will| could)? (?:start looking for|need to find|have to find|go find) (?:my|a) replacement\b|\bmy (?:lawyer|solicitor|attorney)s? (?:will|is going to|are going to)\b|\bhear from my (?:lawyer|solicitor|attorney)\b/,
  /\bother options\b[^.!?]{0,40}\b(?:use them|take them|if i (?:have|need) to|if you don't)\b|\b(?:think carefully|be careful|careful now|watch it)\b[^.!?]{0,40}\bi know (?:people|someone)\b/,
  // "You really want to lose me over 5k?"
  /\b(?:want to|going to|gonna|willing to|you'll|you will|about to) lose me\b|\blose me over\b/,
  // An order followed by its consequence: "say no again and I'll walk".
  new RegExp(String.raw`^(?:say|tell|refuse|cancel|ignore|keep|push|try|make|do)\b[^.!?;]{0,60}\band ${ME_WILL}${CONSEQUENCE}`),
];

/** An insult aimed at them: the person, their work, their child, a former boss — not at oneself or a film. */
const TARGET = String.raw`(?:you|you're|you are|your \w+|ur|he|she|they|he's|she's|they're|him|her|them|boss|manager|employer|company|team|colleague|coworker|teacher|kid|son|daughter|child|someone|everyone|everybody|people|what an?)`;
const NEGATED = /\b(?:not|never|no|isn't|aren't|wasn't|weren't|don't)\s(?:\w+\s)?$/;

/** Read sentence by sentence: on a whole message, "…in front of everyone. It was a bad joke" aims nothing at everyone. */
function insultAimed(text: string, concerned = false): boolean {
  return text.split(/[.!?]+\s*/).some((s) => insultAimedIn(s, concerned));
}

/** How they look, seem or sound, just before the word: with concern for them, a worry (red-flag-evaluative.ts `asksAfterThem`). */
const APPEARANCE_BEFORE = /(?:^|\s)(?:look|looks|looking|seem|seems|seeming|sound|sounds|sounding)(?: (?:a bit|a little|really|so|quite|pretty|very|kind of|kinda|absolutely|completely|totally))?\s$/;

function insultAimedIn(sentence: string, concerned: boolean): boolean {
  const words = sentence.split(/[^\p{L}'-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (!INSULT_SET.has(w)) continue;
    // An intensifier, not an insult: "you're crazy talented", "stupid good".
    if (COMPLIMENT_ADJECTIVES.has(words[i + 1] ?? '')) continue;
    const before = words.slice(Math.max(0, i - 5), i).join(' ');
    if (NEGATED.test(`${before} `) || DENIED_OPINION.test(words.slice(Math.max(0, i - 5), i - 1).join(' '))) continue;
    if (concerned && APPEARANCE_BEFORE.test(` ${before} `)) continue;
    const target = new RegExp(String.raw`(?:^|\s)${TARGET}(?:\s|$)`).test(` ${before} `);
    // "this incompetent" is an intensifier, "that is stupid" is about a thing.
    const near = before.split(' ').slice(-3);
    if (['this', 'that', 'so', 'such'].includes(near.at(-1) ?? '')) near.pop();
    const firstPerson = /(?:^|\s)(?:i|i'm|i am|me|myself|my (?:brother|sister|dog|cat|mum|mom|dad|friend)|it|that|this)(?:\s|$)/.test(near.join(' '));
    if (target && !firstPerson) {
      // "terrible" and friends insult a person, not a day: "you are a terrible manager", "your management is awful".
      if (['terrible', 'awful', 'horrible', 'joke', 'nightmare', 'failure', 'thick', 'dense', 'crazy', 'snake', 'trash', 'garbage'].includes(w)) {
        if (/(?:you(?:'re| are)?|ur|your \w+ (?:is|are)|is|are|was|were) (?:a |an |the |such a |so |really |absolutely |complete |total |an? absolute )*\S*\s?$/.test(`${before} `)) return true;
        continue;
      }
      return true;
    }
    if (words.length <= 3 && !firstPerson) return true;
  }
  return false;
}

const INSULT_PHRASES =
  /(?:^|[,.!] )(?:just |so )?(?:grow up|deal with it|get over it)\b|\b(?:shut up|screw you|fuck (?:you|off)|f you|piss off|get lost|you suck|drop dead|go to hell|learn to read|a monkey could|no idea what you(?:'re| are) doing|what(?:'s| is) wrong with you|only an? (?:\w+ )?(?:idiot|clown|fool|moron) would|what kind of (?:idiot|clown|fool|moron|manager|person)|nobody (?:else )?(?:would|cares|likes you)|stop being (?:such )?(?:a |so )?(?:baby|childish|ridiculous|dramatic)|drama queen|dumb as|(?:you(?:'re| are)|ur) the worst|is a (?:complete |total )?joke|are you (?:deaf|blind|serious|kidding)|get a (?:brain|clue|life)|(?:did|do|can|have) you even (?:go to school|know how|understand|read|listen|think|try|work)|(?:is|was) your brain\b|use your brain|your (?:brain|head) (?:even )?(?:switched on|working)|🖕)/;

/**
 * A small treat owed, the currency of friends' favours and bets ("you owe me a pint after that quiz"):
 * no claim on their time or their yes, unlike "you owe me one date" or "you owe me a night out".
 */
const OWED_TOKEN = String.raw`(?:a |another |one |the next )?(?:pint|drink|beer|coffee|round|brew|cuppa|biscuit|cake|pizza|ice cream)s?\b`;

const PRESSURE_PATTERNS: readonly RegExp[] = [
  /(?<!\b(?:i|you|we|they|he|she|i'll|we'll|you'll|they'll|can|can't|cannot|could|couldn't|will|won't|would|wouldn't|might|may|should|to|do|don't|did|didn't|please|then) )\bcome on\b(?! in\b| over\b| board\b| by\b| time\b| (?:the |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|day|night|morning|evening|afternoon)\b)|(?<!\b(?:ask|asking|wondering|wonder|curious|know|knowing) )\bwhy not(?= ?[?!.,]|$| just\b)/,
  // The speaker's own yes is no push on theirs: "I'd need a bit more to say yes" (no one else between).
  new RegExp(String.raw`(?<!${OWN_YES_LEAD} )\b(?:just )?(?:say|tell me) yes\b(?! to the)|` + /\b(?:not|isn't) (?:really |quite )?(?:an|the) answer i (?:can|will|could) accept\b|\bi (?:can't|cannot|won't|don't|will not) accept (?:no|a no|your no|that answer|no for an answer)\b|(?<!\b(?:i|i'll|i will|i'd|we'll|let me|i can|i could) )\bjust say\b(?!ing| so\b| no\b| the word\b| if\b| when\b| what\b)|\bi(?:'m| am) not taking no\b|\bi won't take no\b|\bnot taking no for an answer\b|\byou can't say no\b/.source),
  /\bdon't be (?:like that|boring|shy|difficult|a (?:baby|bore|spoilsport))\b|\bplaying hard to get\b|\bwhy are you being\b|\bstop (?:stalling|making excuses|being difficult|ignoring)\b/,
  /\bplease(?:,)? please\b|\bgive me a chance\b|\bjust one (?:chance|date|drink|coffee)\b|\bone more (?:chance|try)\b/,
  /\b(?:keep|kept) asking\b(?<!\b(?:they|kids|children|people|everyone|everybody|folks|friends|parents|guests) (?:keep|kept) asking(?= (?:me )?(?:when|where|about|after|if|whether|how)\b))(?! around| about| for\b| me\b| us\b| questions| other| people| someone| the )|\bask you again\b|\buntil you (?:say yes|agree|sign|talk|reply|answer|give in|give me)\b|\bkeep saying no\b|\bwon't stop (?:asking|messaging|texting|calling)\b|\bi(?:'m| am) not giving up\b/,
  /\bwhat(?:'s| is) (?:the (?:big )?(?:deal|problem|harm)|stopping you)\b|\bdon't overthink\b|\byou know you want\b|\bi insist\b(?! on (?:paying|treating|buying|getting (?:this|these|the)|driving|cooking|helping|carrying|covering|picking (?:you|them) up)\b)|(?<!\b(?:can|could|would|will) you (?:please )?)\banswer me\b|\bwhy are you ignoring\b/,
  /\b(?:cancel|move|change|drop) your (?:plans|thing)\b|\bjust make time\b|\byou can't be that busy\b|\bwhether you like it or not\b/,
  // A debt called in; a pint or a coffee owed after a quiz or a favour is banter (OWED_TOKEN).
  new RegExp(String.raw`\byou owe me (?!${OWED_TOKEN})(?:one|a|at least)\b`),
  /\bi need (?:a yes|you to say yes|an answer) (?:today|now|right now)\b|\b(?:not yet|no) isn't (?:good enough|an answer)\b|\bsign it now\b|\bapprove it now\b|\bjust approve it\b|(?<!\b(?:do|did|does|would|will) )(?<!\b(?:what|which|how|when|whether|if)\b(?: [a-z']+){0,3} )\byou have to (?:forgive|say|come|agree|give)\b|\bi need you to say yes\b/,
  /\byou'll change your mind\b|\bjust do it\b|\bwe(?:'re| are) doing this now\b|\bnot leaving (?:this room|here) until\b/,
  /\basking (?:you )?(?:one )?(?:last|one more|for the last) time\b|\byes or no\?|\bjust this once\b|\bstop saying (?:maybe|no|not yet)\b|\byou don't (?:really )?mean (?:it|that)\b|\bi know you want\b/,
];

const GUILT_PATTERNS: readonly RegExp[] = [
  /\bafter (?:everything|all) (?:i(?:'ve| have)?|i've done)\b|\bafter (?:everything|all) we've\b[^.!?]{0,60}\byou\b|\bafter all i(?:'ve| have)? (?:done|sacrificed|given)\b|\bafter everything(?:[.!?]|$|,? (?:you(?!'ve done for| have done for| did for| do for)|this is|and you))/,
  /\b(?:this is )?how you (?:repay|treat) me\b|\bi(?:'ve| have) (?:given|sacrificed) [^.!?]{0,40}\band (?:this|you)\b/,
  /\bi guess i(?:'m| am) (?:just )?not\b|\bnot (?:good enough|worth) (?:for you|your time)\b|\bi(?:'m| am) not worth\b|\bi don't matter to you\b|\b(?:means|mean) nothing to you\b/,
  /\bif you (?:really |actually |truly )?cared\b|\bdon't you care\b|\byou don't (?:even )?care\b|\bi thought you were (?:different|better|my friend)\b|\bi thought we were (?:friends|close)\b/,
  /\bbreaking my heart\b|\bdo this to me\b|\bi see how it is\b|\bhope you(?:'re| are) happy\s?(?:now)?[.!]?$|\bi'll just be alone\b|\bi(?:'ll| will) be (?:so |really )?(?:sad|crushed|devastated|heartbroken)\b/,
  /\balways been there for you\b|\byou can't even\b|\b(?:making|make|made) me feel (?:like )?(?:garbage|worthless|terrible|awful|stupid|nothing|invisible|used)\b/,
  /\bcried [^.!?]{0,30}because of you\b|\bletting me down\b|\blet me down after\b|\bfor nothing i (?:suppose|guess)\b|\bdressed up for nothing\b|\bnobody ever (?:says yes|likes|wants)\b/,
  /\bmust be nice\b|\bi(?:'m| am) always the one\b|\btypical\.?$|\bnever have time for me\b|\bdon't you (?:love|like) me\b|\bhow could you\b|\bi have a family to feed\b/,
  /\beverything i(?:'ve| have) (?:done|given|sacrificed)\b|\bi(?:'ll| will) just (?:sit|stay|be)\b[^.!?]{0,20}\balone\b|\bafter (?:\w+ ){1,3}(?:years|months) of (?:friendship|marriage|working together|loyalty|being together)\b|\bhow much (?:this|that|it|you) hurts? me\b/,
  /\b(?:meant|means) nothing\b|\b(?:done|do|did) (?:so much|everything) for you\b|\b(?:you're|you are) the reason (?:i'm|i am|i feel|i cry)\b|\bi(?:'m| am) (?:clearly |obviously |just )?(?:not|never) (?:a|your) priority\b|\b(?:this is|that's|and this is) the thanks i get\b/,
  new RegExp(String.raw`\byou owe me\b(?! nothing| ${OWED_TOKEN})|` + /\bfine,? whatever\b|\bforget it then\b|\blook what you(?:'ve)? (?:did|done|made)\b|\byou led me on\b|\bi did everything for you\b/.source),
];

const LIE_PATTERNS: readonly RegExp[] = [
  // The act of deceiving needs its clause: "pretend I…", "fake a note", "claim that…" (not "pretend we're tourists", "claim the expenses").
  /\b(?:i(?:'ll| will|'m going to| am going to)|let's|let me|just|we(?:'ll| can)) (?:just )?(?:pretend (?:i|that|it|to(?! (?:be |look |act )?(?:surprised|shocked|amazed|astonished|stunned)\b)|nothing|he|she|they|not)\b|fake (?:a|an|my|the|being|it|some|sick|illness)\b|pretend (?:my|the)\b|lie and|claim (?:that|i|we|it|he|she|they|to)\b|make up (?:a|an|some|the|something|stories|excuses)\b|bluff)/,
  /\bjust lie\b|\blie and say\b|\bi(?:'m| am) lying\b(?! (?:on|in|down|around|awake))|\bi lied\b|\bi made (?:it|them|that) up\b(?! to)|\bmade up (?:the|a|an|some) (?:\w+ )?(?:excuse|story|stories|reason|lie|lies|number|numbers|figure|figures|name|illness|emergency|meeting|appointment|offer|receipt|reference|qualification|degree)s?\b/,
  /\beven though (?:they|it|i|he|she|we|that) (?:didn't|wasn't|weren't|don't|doesn't|haven't|hasn't|isn't|never)\b/,
  /\b(?:doesn't|don't) need to know\b|(?<!\b(?:i|we|i'll|we'll) )\b(?:won't|will never|never) (?:check|test|know|find out|notice|verify)\b|\b(?:inflate|pad|fudge|massage|fake) (?:my|the|our) (?:numbers|figures|results|cv|resume|sales)\b|\b(?:say|tell \w+|claim|pretend)\b[^.!?]{0,50}\beven though i (?:read|saw|got|received|knew|did|have|had)\b|\b(?:he|she|they)'ll never (?:check|know|find out)\b/,
  /\blet's say i (?:have|got|had)\b|\beasier than admitting\b|\bnot that i (?:forgot|didn't|was)\b|\(it was me\)|\(not true\)|\(i (?:don't|didn't|haven't|wasn't)\b/,
  /\bbut i(?:'ll| will) (?:say|tell (?:him|her|them|you)|claim)\b|\bi(?:'ll| will) tell (?:him|her|them) (?:i(?:'m| am| was| have| do)|the warehouse|it was)\b[^.!?]{0,60}(?:won't|not that|easier|even though|never)/,
  /(?<!\b(?:i|we) )\b(?:can't|cannot|won't be able to) (?:check|verify|prove)\b|\bi(?:'ll| will| might| could| can)? ?(?:just )?exaggerate\b|\b(?:nobody|no one|no-one) will (?:notice|know|check|find out)\b|\bi(?:'ll| will) say\b[^.!?]{0,60}\b(?:sounds|looks) better than\b/,
  /\((?:[a-z']+ ){0,3}(?:not|isn't|wasn't|didn't|don't|doesn't|haven't|never)\b[^)]{0,30}\)/,
  /\b(?:i don't have|i didn't|i haven't) [^.!?]{0,40}\bbut i(?:'ll| will) (?:tell|say)\b|\bi(?:'ll| will) claim (?:that|i|we|it|he|she|they|to|the \w+ (?:was|is|were))\b|\bi(?:'ll| will) say i (?:speak|have|led|managed|was)\b[^.!?]{0,40}\b(?:won't|never|don't)\b/,
];

/** A past lie owned with an apology is honesty, not a lie: "I lied about being busy, and I'm sorry". */
const CONFESSION = /\bi lied\b[^.!?]{0,60}\b(?:sorry|apologi[sz]e|shouldn't have|was wrong)\b|\b(?:sorry|apologi[sz]e)\b[^.!?]{0,40}\bi lied\b/;

const CRUDE_PATTERNS: readonly RegExp[] = [
  /\b(?:nudes|send (?:me )?pics|boobs|tits|naked|sleep with me|netflix and chill|hook up|your body|hot body|sexy)\b/,
  // Undress talk and pictures of their body: "you'd look better with less on", "that bikini pic" (not "nothing on the agenda").
  /\bwith (?:less|nothing|fewer clothes|no clothes) on\b(?! (?:the|my|your|our|it|them|tv|tonight|today|this))|\b(?:bikini|underwear|lingerie|nude|shirtless|topless) (?:pic|pics|photo|photos|selfie|selfies|picture|pictures|shot|shots)\b|\b(?:in|wearing) nothing but\b|\bwhat (?:i'm|i am|you're|you are) not wearing\b/,
];

/** A trait the speaker owns too is no verdict on them: "you're as stubborn as I am", "as much of a snob as me", "just like me". */
const SHARED_WITH_ME = /\bas (?:[a-z-]+ ){1,5}as (?:i am|i'm|i was|me)\b|\b(?:just|exactly) like me\b|\bwe(?:'re| are) both\b/;

/** "You're a terrible liar" says they cannot lie: read in that sense before any insult is judged. */
const BAD_AT_LYING = /\b(?:a |such a |the )?(?:terrible|awful|bad|hopeless|rubbish|lousy|useless|worst) liar\b/g;
/** "Are you kidding? That's brilliant news!": incredulity that the line then turns to joy, with no failure named. */
const INCREDULOUS = /\bare you (?:serious|kidding|joking)\b/;
const DELIGHT = /\b(?:brilliant|amazing|fantastic|wonderful|incredible|great|best|exciting|happy) news\b|\bcongrat\w*|\bso (?:happy|proud|pleased|excited|thrilled) for you\b|(?:^|\s)(?:yay|woohoo|omg)(?:\s|[.!?,]|$)|\bthat's (?:brilliant|amazing|fantastic|wonderful|incredible|so exciting|the best)\b/;
const FAILURE_NAMED = /\b(?:again|another|as always|as usual|finally|about time|late|lost|broke|broken|ruined|wrong|mess|worst|useless|failed)\b/;
export const incredulousDelight = (canonicalLine: string): boolean => INCREDULOUS.test(canonicalLine) && DELIGHT.test(canonicalLine) && !FAILURE_NAMED.test(canonicalLine);

/** The insult shapes of one canonical sentence; incredulity the line turns to joy (`delighted`) is no "are you kidding" insult. */
function insults(s: string, concerned: boolean, delighted: boolean): boolean {
  const phrase = inScope(INSULT_PHRASES, s) && !(delighted && INCREDULOUS.test(s) && !INSULT_PHRASES.test(s.replace(INCREDULOUS, '')));
  const aimed = phrase || insultAimed(s, concerned) || insultsThem(s) || judgesThem(s, concerned) || asksForSomeoneCapable(s) || mocksThem(s) || mocksByFrame(s) || putsThemDown(s) || insultsThemAsGroup(s);
  return aimed && !teasing(s) && !SHARED_WITH_ME.test(s) && !ranksThemAbove(s) && !saidOfAThing(s);
}

/** Each kind's check of one canonical sentence; `concerned`: the whole line asks after the listener (red-flag-evaluative.ts); `delighted`: it turns incredulity to joy. */
const CHECKS: readonly (readonly [RedFlagKind, (sentence: string, concerned: boolean, delighted: boolean) => boolean])[] = [
  ['threat', (sentence) => {
    const s = withoutConsent(sentence);
    if (seeksRecourse(s)) return false;
    return THREAT_PATTERNS.some((re) => inScope(re, s)) || threatens(s) || threatensConditionally(s) || threatensVeiled(s) || threatensWithLeverage(s) || threatensByReach(s) || threatensByChoice(s);
  }],
  ['insult', (sentence, concerned, delighted) => insults(sentence.replace(BAD_AT_LYING, 'honest'), concerned, delighted) || demeansByComparison(sentence)],
  ['pressure', (s) => (PRESSURE_PATTERNS.some((re) => inScope(re, s)) || pressures(s) || persistsUntilYes(s) || voidsTheNo(s)) && !pressureSoftened(s)],
  ['guilt', (s) => (GUILT_PATTERNS.some((re) => inScope(re, s, { acceptance: true })) || guiltTrips(s) || billsSacrifice(s) || pitiesSelf(s) || guiltsThroughOthers(s) || guiltsBySuffering(s) || judgesThroughOthers(s) || othersLoseByThem(s)) && !guiltSoftened(s)],
  ['lie', (s) => (LIE_PATTERNS.some((re) => inScope(re, s)) && !CONFESSION.test(s)) || plansLie(s) || retractsClaim(s) || undoesOwnClaim(s) || contradictsOwnStory(s) || asideGivesTruth(s)],
  ['crude', (s) => CRUDE_PATTERNS.some((re) => inScope(re, s)) || crude(s)],
];

/** Where a long sentence may be cut for quoting: after a comma, a semicolon or a dash, or before a conjunction. */
const CLAUSE_BREAK = /(?<=[,;:—–])\s+|\s+(?=(?:but|and|so|because|though|otherwise|or else)\s)/i;
const QUOTE_WHOLE_UNDER = 90;

/**
 * The part of a sentence to quote: the whole sentence when it is short, else the shortest run of its
 * clauses that still raises the flag ("…but if you don't pay me more I'll quit"), so the reason
 * points at the words that did it.
 */
export function clauseFor(sentence: string, check: (canonicalText: string) => boolean, form: (text: string) => string = canonical): string {
  const whole = sentence.trim();
  if (whole.length <= QUOTE_WHOLE_UNDER) return whole;
  const parts = whole.split(CLAUSE_BREAK).filter(Boolean);
  if (parts.length < 2 || parts.length > 16) return whole;
  for (let size = 1; size < parts.length; size++) {
    for (let start = 0; start + size <= parts.length; start++) {
      const span = parts.slice(start, start + size).join(' ').trim();
      if (check(form(span))) return span.replace(/^(?:but|and|so|because|though)\s+/i, '').replace(/[,;:—–]\s*$/, '');
    }
  }
  return whole;
}

const ruleMemo = new Map<string, RedFlag[]>();

/** The rules' red flags in a line, at most one per kind, each with the sentence that raises it. */
export function findRuleFlags(text: string): RedFlag[] {
  const key = text.slice(0, 2000);
  const known = ruleMemo.get(key);
  if (known) return known;
  const sentences = splitSentences(cleanText(key));
  const whole = ruleCanonical(key);
  const flags: RedFlag[] = [];
  const concerned = asksAfterThem(whole);
  const delighted = incredulousDelight(whole);
  for (const [kind, checkSentence] of CHECKS) {
    const check = (c: string) => checkSentence(c, concerned, delighted);
    const hit = sentences.find((s) => check(ruleCanonical(s)));
    if (hit) flags.push({ kind, quote: clauseFor(hit, check, ruleCanonical) });
    else if (check(whole)) flags.push({ kind, quote: key.trim() });
  }
  if (ruleMemo.size > 2000) ruleMemo.clear();
  ruleMemo.set(key, flags);
  return flags;
}

/**
 * The learned signal's flag when no rule fired (docs/decisions.md): its most probable kind, quoted
 * by the sentence (or clause) it rates riskiest, with the words that weighed most.
 */
const AIMED = new RegExp(String.raw`(?:^|\s)${TARGET}(?:\s|$)`);

/**
 * Where the rules have the last word on an insult: a line with an insult or contempt word is
 * theirs to judge (aimed at them, said of oneself, an intensifier, about a thing — "the quiz was
 * dumb", "you're stupid good at this"); the learned signal may add an insult only when the line
 * has no such word and names someone it could be aimed at.
 */
function learnedInsultAllowed(canonicalText: string): boolean {
  const ws = canonicalText.split(/[^\p{L}'-]+/u);
  if (ws.some((w) => INSULT_SET.has(w) || CONTEMPT_TRAITS.has(w)) || teasing(canonicalText) || SHARED_WITH_ME.test(canonicalText)) return false;
  // Their work measured against something lesser, or praise naming a failure, is aimed at them
  // without a "you" ("that wallpaper is about as straight as…") and judges even when asked.
  if (measuresListenerDown(canonicalText)) return true;
  const aimed = splitSentences(canonicalText).filter((s) => AIMED.test(` ${s} `));
  // A question of their wish asks, whatever candour word sharpens it (red-flag-benign-asks.ts).
  return aimed.length > 0 && !aimed.every((s) => plainQuestion(s) || asksTheirWish(s));
}

/** Mild trait words friends tease with ("you dork", "you muppet"); any other insult word is contempt. */
const MILD_TRAITS = new Set(['dork', 'dorky', 'nerd', 'nerdy', 'goof', 'goofball', 'muppet', 'dummy', 'silly', 'sausage', 'weirdo', 'numpty', 'doofus', 'plonker', 'wally', 'menace', 'nutter', 'dingus', 'dope']);
const LAUGH = /(?:^|\s)(?:haha|ha ha|hehe|lol|lmao|xd)(?:\s|[.,!?]|$)|\bi (?:love|adore) (?:you|that|it)\b|\bwouldn't change a thing\b/;

/**
 * Banter, not an insult: a laugh or affection marker with a mild trait word, and no other insult
 * or contempt word ("haha you dork, you've got paint on your nose"; not "lol you're pathetic").
 */
export function teasing(canonicalText: string): boolean {
  const ws = canonicalText.split(/[^\p{L}'-]+/u);
  if (!LAUGH.test(canonicalText) || !ws.some((w) => MILD_TRAITS.has(w))) return false;
  return !ws.some((w) => !MILD_TRAITS.has(w) && (INSULT_SET.has(w) || CONTEMPT_TRAITS.has(w)));
}

/**
 * The planned statement is the truth ("I'll tell them the truth about the delay", "I'll come clean"):
 * no lie for the learned signal, which reads lies in the words of planned statements. A truth taken
 * back in the same line is the rules' (red-flag-retraction.ts, the parenthesis patterns).
 */
const TRUTH_TOLD = /\b(?:it's|it is|that's|which is|all) (?:completely |totally |actually )?true\b|\b(?:tell|telling|told) (?:\w+ )?(?:the (?:whole )?truth|it straight)\b|\b(?:come|coming) clean\b|\bown(?:ing)? up\b|\bbe (?:honest|upfront|straight) (?:with|about)\b/;
const tellsTheTruth = (canonicalText: string) => TRUTH_TOLD.test(canonicalText) && !/\b(?:not|never|won't|don't|didn't)\b/.test(canonicalText);

/** Below this many words a line gives the model too little to read ("Tea or coffee?", "Your manager"): the rules alone judge it. */
const LEARNED_MIN_WORDS = 4;

/**
 * The learned signal's reading of a line where the rules do not keep the last word (risk 0 where
 * they do): short lines, insult words (above), and blame ("this is your fault, you overreacted"),
 * which is its own move, risky and fatal only the second time in the practices that say so.
 */
export function learnedReading(text: string, model: RedFlagClassifier = redFlagModel()): LearnedReading {
  const c = canonical(text);
  const { tokens, features } = featureList(c);
  if (tokens.length < LEARNED_MIN_WORDS || features.some((f) => f.name === 'C:blame')) return { risk: 0, kind: 'none' };
  const reading = model.read(c, features);
  if (reading.kind === 'insult' && !learnedInsultAllowed(c)) return { risk: 0, kind: 'none' };
  if (reading.kind === 'lie' && tellsTheTruth(c)) return { risk: 0, kind: 'none' };
  if (reading.kind === 'crude' && !SEXUAL_CUE.test(text) && !SEXUAL_CUE.test(c)) return { risk: 0, kind: 'none' };
  if (learnedKindExcused(reading.kind, c)) return { risk: 0, kind: 'none' };
  // A line that asks their consent offers, it does not warn (the threat rules drop such a condition too).
  if (reading.kind === 'threat' && (asksConsent(c) || asksTheirView(c))) return { risk: 0, kind: 'none' };
  // "have you made it yourself or were you going off the video?": which of two is true of them, no ultimatum nor jab.
  if ((reading.kind === 'threat' || reading.kind === 'insult') && splitSentences(c).every(alternativeQuestion)) return { risk: 0, kind: 'none' };
  return reading;
}

/** What the speaker would do next, or a condition on them: the stuff of a threat, asked or not. */
const OWN_NEXT_MOVE = /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|we'll|we will|i'd have to|or else|unless|otherwise|if (?:i|we|you)|what if|you'll (?:regret|see|be sorry)|you will (?:regret|see|be sorry))\b/;

/**
 * "what hurt more, that I didn't come or that I didn't even call" asks their view, "do you know your van was
 * blocking my drive again?" if they knew: naming no move of the speaker's to come nor a condition, it warns
 * of nothing; the threat the model reads comes from words it saw in threats ("more", "come"). "what if I told everyone?" stays, and
 * so does a question whose answer turns on the speaker's act or on a deed of theirs coming out ("how
 * would the panel feel if they heard you lied…?", red-flag-listener-acts.ts).
 */
function asksTheirView(canonicalText: string): boolean {
  return (WH_OPENER.test(canonicalText.trim()) || awarenessAsked(canonicalText)?.plain === true) && !OWN_NEXT_MOVE.test(canonicalText) && !putsListenerAtStake(canonicalText);
}

/** No kind named: the learned signal keeps its main threshold. */
const NONE_NAMED: ReadonlySet<RedFlagKind> = new Set();

/**
 * The learned flag of a line, or null. Where the practice's failure condition names the model's
 * most probable kind (`named`), a lower threshold applies (its own false-alarm budget, chosen by
 * cross-validation: docs/decisions.md): the condition says this kind matters here.
 */
export function learnedFlag(text: string, named: ReadonlySet<RedFlagKind> = NONE_NAMED): RedFlag | null {
  const model = redFlagModel();
  const key = text.slice(0, 2000);
  const reading = learnedReading(key, model);
  if (reading.kind === 'none') return null;
  const threshold = named.has(reading.kind) ? Math.min(model.threshold, model.namedThreshold) : model.threshold;
  if (reading.risk < threshold) return null;
  const sentences = splitSentences(cleanText(key));
  let best = key.trim();
  let bestRisk = -1;
  if (sentences.length > 1) {
    for (const s of sentences) {
      const risk = model.read(canonical(s)).risk;
      if (risk > bestRisk) [best, bestRisk] = [s, risk];
    }
  }
  const quote = bestRisk >= threshold || sentences.length <= 1 ? clauseFor(best, (c) => model.read(c).risk >= threshold) : key.trim();
  return { kind: reading.kind, quote, cues: model.cues(canonical(quote), reading.kind) };
}

const memo = new Map<string, RedFlag[]>();
onRedFlagModelChange(() => memo.clear());

/**
 * Every red flag in a line, at most one per kind, each with the sentence that raises it: the
 * rules', else the learned signal's (at its lower threshold for the kinds in `named`, those the
 * practice's failure condition names).
 */
export function findRedFlags(text: string, named: ReadonlySet<RedFlagKind> = NONE_NAMED): RedFlag[] {
  const key = text.slice(0, 2000);
  const memoKey = named.size === 0 ? key : `${[...named].sort().join(',')}\u0000${key}`;
  const known = memo.get(memoKey);
  if (known) return known;
  const rules = findRuleFlags(key);
  const learned = rules.length === 0 ? learnedFlag(key, named) : null;
  const flags = learned ? [learned] : rules;
  if (memo.size > 2000) memo.clear();
  memo.set(memoKey, flags);
  return flags;
}
