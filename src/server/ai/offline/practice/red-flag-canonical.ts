import { cleanText } from '../text-utils';
import { COMPLIMENT_ADJECTIVES } from './lexicon';
import { CONTEMPT_TRAITS } from './red-flag-concepts';
import { glossFlagPhrases } from './red-flag-gloss';
import { untext } from './red-flag-texting';

/**
 * The text every red-flag reading starts from: lower case, straight quotes, stretched letters
 * shortened, text-speak undone and insults misspelt by one edit corrected (real words one edit away
 * left alone). The rules, the learned signal and its training all read this form.
 */

/** Text-speak and frequent misspellings, word for word. */
const SPELLING: Record<string, string> = {
  u: 'you', ya: 'you', ur: 'your', r: 'are', im: "i'm", iam: 'i am', ill: "i'll", ive: "i've", id: "i'd", youre: "you're", youll: "you'll",
  dont: "don't", wont: "won't", cant: "can't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't",
  whats: "what's", thats: "that's", gonna: 'going to', wanna: 'want to', gotta: 'got to', pls: 'please', plz: 'please', pleease: 'please',
  cmon: 'come on', "c'mon": 'come on', cuz: 'because', coz: 'because', quiting: 'quitting', qiut: 'quit', quitt: 'quit', resigne: 'resign',
  stupd: 'stupid', stupdi: 'stupid', idoit: 'idiot', idot: 'idiot', incompetant: 'incompetent', usless: 'useless', pathatic: 'pathetic',
  terible: 'terrible', horible: 'horrible', manger: 'manager', imma: "i'm going to", ima: "i'm going to", wud: 'would', ppl: 'people',
};

/** Insult words, for the fuzzy match of misspellings (one edit away, words of 6+ letters). */
const INSULT_WORDS = [
  'stupid', 'idiot', 'idiotic', 'dumb', 'moron', 'moronic', 'loser', 'pathetic', 'ugly', 'bitch', 'slut', 'whore', 'worthless', 'incompetent',
  'useless', 'psycho', 'freak', 'clown', 'retard', 'retarded', 'lazy', 'dumbass', 'jerk', 'asshole', 'bastard', 'hopeless', 'annoying',
  'clingy', 'weirdo', 'disgusting', 'cheapskate', 'spineless', 'coward', 'selfish', 'brat', 'clueless', 'terrible', 'awful', 'horrible',
  'worst', 'joke', 'fool', 'imbecile', 'lame', 'crazy', 'liar', 'greedy', 'incapable', 'ignorant', 'arrogant', 'creep', 'creepy', 'trash',
  'garbage', 'failure', 'disgrace', 'embarrassment', 'nightmare', 'toxic', 'dense', 'thick', 'brainless', 'dimwit', 'numpty', 'twat', 'prick',
  'dick', 'cunt', 'wanker', 'douche', 'douchebag', 'scumbag', 'snake', 'laziest', 'dumbest', 'stupidest', 'ugliest', 'braindead',
  'brainless', 'monster', 'muppet', 'halfwit', 'nitwit', 'airhead', 'pig', 'cow', 'rat', 'parasite', 'leech', 'hypocrite', 'fraud',
];
export const INSULT_SET: ReadonlySet<string> = new Set(INSULT_WORDS);
const FUZZY_TARGETS = INSULT_WORDS.filter((w) => w.length >= 6);
/** Evaluative adjectives after which "ur" is "you're" (red-flag-texting.ts). */
const EVALUATIVE = { has: (w: string) => INSULT_SET.has(w) || CONTEMPT_TRAITS.has(w) || COMPLIMENT_ADJECTIVES.has(w) };

/** One insertion, deletion, substitution or swap apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Real words one edit away from an insult, never corrected ("stupor" is fine, "design" too; "did
 * you just wander into a gym" is no insult, nor "a dog walker", "with regard to", "the garage").
 */
const NOT_TYPOS = new Set([
  'cloud', 'clowns', 'jokes', 'joked', 'failures', 'awfully', 'terribly', 'horribly', 'liars', 'trashy', 'snakes', 'crazed', 'thicket', 'denser',
  'wander', 'banker', 'walker', 'tanker', 'hanker', 'regard', 'regarded', 'reward', 'rewarded', 'toward', 'psyche', 'puppet', 'garage', 'clings',
]);

function correct(word: string): string {
  const spelled = SPELLING[word];
  if (spelled) return spelled;
  if (word.length < 6 || INSULT_SET.has(word) || NOT_TYPOS.has(word)) return word;
  return FUZZY_TARGETS.find((w) => oneEditApart(word, w)) ?? word;
}

/** Lower case, straight quotes, stretched letters shortened ("pleeease", "onnn"), text-speak undone: the learned signal's form. */
export function canonical(text: string): string {
  return canonicalForm(text, false);
}

/**
 * The rules' form: canonical, with texting style undone and short lines in Spanish, French, German or
 * Portuguese glossed first (red-flag-texting.ts, red-flag-gloss.ts). The learned signal keeps
 * `canonical`, its training form: retrained on this form it chose higher thresholds and lost flags.
 */
export function ruleCanonical(text: string): string {
  return canonicalForm(text, true);
}

function canonicalForm(text: string, rules: boolean): string {
  const shaped = cleanText(text)
    .toLowerCase()
    .replace(/(\p{L})\1{2,}/gu, '$1')
    // Laughing emoji are read as the word, so teasing keeps its marker ("you goof 😂").
    .replace(/[😂🤣😆😹]+/gu, ' haha ')
    .replace(/[^\p{L}\p{N}'%$€£.,!?;:()-]+/gu, ' ')
    .replace(/\s+/g, ' ');
  return (rules ? untext(glossFlagPhrases(shaped), EVALUATIVE) : shaped)
    .replace(/[\p{L}'']+/gu, (w) => correct(w))
    .replace(/\s+/g, ' ')
    .trim();
}
