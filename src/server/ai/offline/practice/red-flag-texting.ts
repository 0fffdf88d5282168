/**
 * Texting style undone before the red-flag rules (red-flag-canonical.ts `ruleCanonical`): the readers
 * parse "you're", "because", "what is wrong with you"; people type "ur", "bc", "wtf is wrong with u",
 * "boring af". Three constructions, each bounded:
 * - "ur" is both "your" and "you're": before a predicate (an article, a degree word, a negation, a
 *   progressive verb, an evaluative adjective) it is "you're" ("ur a joke", "ur so annoying", "ur being
 *   unfair"); elsewhere "your" ("ur dog", "ur call");
 * - an expletive infix after a question word carries no meaning of its own: "what the hell is wrong with
 *   you" asks what "what is wrong with you" asks (wtf, wth are that infix typed short);
 * - "af"/"asf" after an adjective is a degree word: "boring af" is "so boring".
 */

/** Words that open a predicate after "you're": articles, degree words, negation, adverbs of time or manner. */
const PREDICATE_OPENERS = new Set(
  `a an the so such not never always still just really literally actually too very kinda totally completely absolutely
   clearly obviously seriously honestly genuinely truly lowkey highkey right wrong late welcome being like`.split(/\s+/),
);

/** -ing words that are nouns ("ur wedding", "ur meeting"): "your" before them, not "you're". */
const ING_NOUNS = new Set(
  `wedding meeting building morning evening feeling feelings painting ring thing things king ceiling clothing training booking
   sibling siblings pudding parking earring earrings darling setting settings listing ending beginning opening drawing writing
   cooking baking singing timing spelling warning warnings offering filling housing swing string spring sibling`.split(/\s+/),
);

/** Is `next` (the word after "ur") the start of a predicate, i.e. is "ur" "you're" here? */
function predicateAfterUr(next: string, adjectives: { has(word: string): boolean }): boolean {
  if (PREDICATE_OPENERS.has(next) || adjectives.has(next)) return true;
  return next.length > 4 && next.endsWith('ing') && !ING_NOUNS.has(next);
}

/** Texting shorthands of conjunctions, times and contractions, word for word (beside canonical's own list). */
const SHORTHANDS: Record<string, string> = {
  bc: 'because', bcs: 'because', cos: 'because', tho: 'though', altho: 'although', tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow',
  tonite: 'tonight', rn: 'right now', idk: "i don't know", dunno: "don't know", gimme: 'give me', lemme: 'let me', tryna: 'trying to',
  bout: 'about', wat: 'what', wut: 'what', thru: 'through', srsly: 'seriously', prolly: 'probably', ull: "you'll", ud: "you'd",
  youd: "you'd", theyre: "they're", hes: "he's", shes: "she's", gf: 'girlfriend', bf: 'boyfriend', bday: 'birthday',
};
const SHORTHAND = new RegExp(String.raw`\b(?:${Object.keys(SHORTHANDS).join('|')})\b`, 'g');

const UR_BEFORE = /\bur (?=([a-z']+))/g;
const WH_EXPLETIVE = /\b(what|why|who|where|how|wtf|wth)(?: the (?:fuck|fucking|hell|heck|f|frick|fck))?(?= (?:is|are|was|were|do|does|did|have|has|would|will|can|could|should|you|u|ur|i|is|makes?|made)\b)/g;
const DEGREE_AF = /\b([a-z]+) (?:af|asf)\b/g;

/**
 * Texting style of a lower-cased line undone (before word-by-word spelling): "ur" as "you're" before a
 * predicate, the expletive infix after a question word dropped, "X af" as "so X", shorthands spelt out.
 * `adjectives`: evaluative adjectives (insult, contempt and compliment words) that make "ur" "you're".
 */
export function untext(lower: string, adjectives: { has(word: string): boolean }): string {
  return lower
    .replace(UR_BEFORE, (m, next: string) => (predicateAfterUr(next, adjectives) ? "you're " : m))
    .replace(WH_EXPLETIVE, (_m, wh: string) => (wh === 'wtf' || wh === 'wth' ? 'what' : wh))
    .replace(DEGREE_AF, 'so $1')
    .replace(SHORTHAND, (w) => SHORTHANDS[w] ?? w);
}
