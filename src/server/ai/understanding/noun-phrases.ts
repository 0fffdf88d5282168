import lexicon from './lexicons/parts-of-speech.json';
import { MODERN_NOUNS } from './lexicons/modern-nouns';
import presentVerbs from './lexicons/present-verbs.json';
import { detectLanguage } from './language';
import { SPELLED_SMALL } from './number-words';
import { FULL_MONTHS, WEEKDAYS } from './calendar-words';
import { isPersonWord } from './people';
import { isPlaceName } from './places';

/**
 * The things a message is about, read by grammar rather than by list (issue #21 points 1 and 3): a noun phrase
 * opened by a determiner or possessive ("sharing the same wheel", "lent me a tennis ball", "spilled red wine on
 * my dress" → "dress") whose head is a common noun in a part-of-speech lexicon (lexicons/parts-of-speech.json,
 * derived from the Brill tagger's lexicon by scripts/build-pos-lexicon.ts: the words whose most frequent tag is a
 * noun or an adjective). The phrase keeps up to two describing words before its head ("an empty tank", "a fringe
 * trim"). Open-ended, so facts.ts says these after every ruled fact; a phrase whose head is a person, a body part,
 * a feeling, a stretch of time or a general noun ("the whole thing", "a lot", "the point") is not a thing at stake.
 */
const NOUNS = new Set([...lexicon.nouns.split(' '), ...MODERN_NOUNS]);
const ADJECTIVES = new Set(lexicon.adjectives.split(' '));
const VERBS = new Set(lexicon.verbs.split(' '));
/** Base verbs also tagged as nouns ("the grocery run", "a dripping tap", "a lift"): a head only where the phrase plainly ends. */
const ALSO_NOUNS = new Set(lexicon.alsoNouns.split(' '));
/** Every other word the tagger knows (adverbs, prepositions, base verbs…): a word in no list is new to it. */
const OTHER_KNOWN = new Set(lexicon.others.split(' '));
/** Texting shorthand that is no thing ("the bf", "my fav", "a lil"): short forms the 1990s lexicon never saw. */
const SHORTHAND_NOT_THINGS = /^(?:bf|gf|bff|bestie|fav|fave|lil|abt|bc|cos|coz|cuz|rn|ngl|imo|tbf|smth|sth|sb|ppl|pls|plz|thx|omg|wtf|fml|af|asap|tmi|irl|nvm|ily|hun|babe|bro|sis|fam|mum|mom|dad|ur|u|ya|yall)$/;
/**
 * A plain lower-case word the lexicon has never seen, after a determiner: English keeps coining nouns ("a photoshoot",
 * "the gearbox", "a comp", "the pta") and a word right after "the" or "my" is nearly always one. Not a word that reads as
 * a verb or adverb by its ending, not shorthand, not a person or a place written lower case ("the berlin wall"); after "a"/"an" only in an English message (Spanish,
 * Portuguese and Italian write "a" before verbs and places: "invitarla a cenar").
 */
const known = (w: string) => OTHER_KNOWN.has(w) || NOUNS.has(w) || ADJECTIVES.has(w) || VERBS.has(w) || ALSO_NOUNS.has(w);
function isNewNoun(word: string, determiner: string, text: string, english: () => boolean): boolean {
  // Set probes first: nearly every word after a determiner is one the lexicon knows.
  if (known(word) || !/^[a-z]{3,}$/.test(word) || /(?:ing|ed|ly)$/.test(word) || SHORTHAND_NOT_THINGS.test(word) || NUMBER_WORD.test(word)) return false;
  // British spellings of words the American lexicon knows ("favourite", "colour", "organise") are not new.
  if (known(word.replace(/our(s?)$/, 'or$1').replace(/ourite$/, 'orite').replace(/is(e[sd]?)$/, 'iz$1').replace(/yse$/, 'yze')) || isPersonWord(word) || isPlaceName(word)) return false;
  // "fiancé" read as "fianc": the word goes on in a letter outside a–z.
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) if (/[\u00C0-\u024F]/.test(text[at + word.length] ?? '')) return false;
  // A possessor's 's is English too (German "sag ich's ihr").
  return !/^an?$|['’]s$/i.test(determiner) || english();
}
/** Numbers, ordinals, days and months in lower case, which the lexicon files as neither noun nor adjective ("the two of us", "her first", "a checkup next tuesday"). */
const NUMBER_WORD = new RegExp(`^(?:${SPELLED_SMALL}|zero|hundred|thousand|million|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|twentieth|last|next|${WEEKDAYS}|${FULL_MONTHS})s?$`);
/** Days said as adverbs end a phrase ("the bench press yesterday"): the lexicon tags them as nouns. */
const TIME_ENDS = new Set('yesterday today tonight tomorrow tmrw tonite everyday weekly daily nightly'.split(' '));
const PHRASE_ENDS = new Set('to for with on in at of and but or from about without by after before so because that which again yesterday today tonight tomorrow'.split(' '));
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your']);
/** Heads of figures of speech and stock phrases: "break the ice", "over the moon", "in a row", "a bunch of", "take credit", "a rain check". */
const FIGURES = 'ice moon walls wall war bunch row outsider adult coward wreck nightmare wonder afterthought mess scene fun favour favor limit piece credit voice foot water';
/** Heads that name no thing at stake: general and abstract nouns, time, the body, feelings, talk and quantity. */
const GENERAL = new Set(('thing things stuff way ways lot lots bit bits idea ideas problem problems reason reasons point points kind sort type part parts fact ' +
  'question questions issue issues matter situation end start beginning rest same whole other others moment moments while time times day days ' +
  'week weeks month months year years night nights morning mornings evening evenings afternoon weekend weekends hour hours minute minutes second ' +
  'seconds decade decades life lives mind head heart face eyes eye hair body hand hands arm arms leg legs back feelings feeling mood fault turn chance ' +
  'chances word words sense truth answer answers reply replies story stories conversation talk topic subject news deal case side sides place ' +
  'number numbers amount half everything something nothing anything everyone someone anyone nobody attention advice help opinion opinion ' +
  'thoughts thought reaction response attitude behaviour behavior tone vibe vibes relationship friendship feelings courage guts nerve ' +
  'name names age job work money plan plans future past world people person group guy guys girl girls man men woman women lady kid kids family ' +
  'dream dreams hope fear goal goals choice decision excuse excuses mistake mistakes experience impression look looks signs sign hint hints ' +
  'effort energy patience trust respect space boundaries boundary line lines level levels top bottom front middle inside outside edge ' +
  'list option options step steps kinds sorts number chat text texts message messages call calls phone email ' + FIGURES + ' ' +
  'check momentum signal support praise oversight tension jealousy rejection accusation grammar process analysis scale system ' +
  'cause tho lol lmao idk tbh btw vibe while heck hell deal charge temper patience confidence sanity dignity virginity privacy cool concentration ' +
  'reputation self best own spot lead opinion breath home mine yours hers ours theirs right goodnight chill thanks weekdays weekends ' +
  'one ones item items bridges move genius concern concerns touch contact goodbye promise know waste').split(' '));
/** General heads that stay general whatever names them ("the dinner thing", "his work stuff", "my mum's side", "the birthday message"). */
const GENERAL_EVEN_NAMED = new Set(('thing things stuff way ways lot lots bit bits kind sort type part parts side sides end start rest whole other others ' +
  'moment moments while time times day days week weeks month months year years hour hours minute minutes second seconds life mind head heart ' +
  'face eyes eye hair body hand hands arm arms leg legs back feelings feeling mood fault turn chance one ones issue issues problem problems question ' +
  'questions situation matter fact point points reason reasons text texts message messages call calls chat email word words talk conversation ' +
  'story stories news reply replies answer answers ends starts ' + FIGURES).split(' '));
const OCCASION_TIMES = new Set(['night', 'nights', 'weekend', 'weekends', 'evening', 'evenings', 'morning', 'mornings', 'afternoon', 'day']);
/** Superlatives describe the noun after them ("my biggest failure"); the lexicon keeps only base adjectives. */
const SUPERLATIVE = /^[a-z]{2,}est$/;
const ABSTRACT = /(?:ness|ity|ship|ism|hood|ence|ance)$/;

export interface FoundThing {
  text: string;
  at: number;
}

/** A determiner, a price or percentage it may carry ("a £14 cocktail", "a 2% raise"), and the up to four words that follow it, each after one space (a comma or full stop ends the phrase). */
const PHRASE = /\b(?:a|an|the|my|his|her|their|our|your|[A-Za-z]+['’]s) (?:[$£€]\d[\d,.]*k? |\d+% )?([A-Za-z][a-z'-]*)(?: ([a-z][a-z'-]*))?(?: ([a-z][a-z'-]*))?(?: ([a-z][a-z'-]*))?/gi;
/** "it's", "that's", "she's": a pronoun's 's is "is"/"has", no possessive. */
const NOT_POSSESSORS = new Set('it that what there here he she who where when how let one everyone everything nothing something someone anyone this today tonight'.split(' '));
/**
 * A possessor inside the phrase ("my grandma's ring", "our late grandads farm", "her sisters hen do"): the words after it
 * are the thing. Written without the apostrophe, a person word plus s is a possessor only before a noun ("my cousins wedding"),
 * not before their verb ("my sisters ring me" stops at the base verb that is also a noun, as any phrase does).
 */
/** Words that follow a verb, not a noun: "my sisters ring me", "my parents visit every week". */
const AFTER_A_VERB = /^(?:me|him|her|us|them|you|it|a|an|the|my|his|their|our|your|up|out|back|off|over|all|every|always|never|too|so|really|just)$/i;
/** Nouns the tagger also saw as present-tense verbs (lexicons/present-verbs.json, scripts/build-present-verbs.ts). */
const PRESENT_VERBS = new Set(presentVerbs.words.split(' '));
const PREDICATE = /^(?:is|was|has|had|keeps|needs|got|gets|broke|went)$/i;
function possessorAt(words: readonly string[]): number {
  for (let k = 0; k < 2 && k < words.length - 1; k++) {
    const w = (words[k] as string).toLowerCase();
    if (/['’]s$|s'$/.test(w) && !NOT_POSSESSORS.has(w.replace(/['’]s$/, ''))) return k;
    const next = (words[k + 1] as string).toLowerCase();
    // A noun that is also a present-tense verb is the plural subject's verb ("my roommates smoke on the balcony") unless the
    // predicate follows it ("my parents house is…") or the phrase ends there.
    const after = words[k + 2];
    if (/[^s]s$/.test(w) && isPersonWord(w.slice(0, -1)) && NOUNS.has(next) && !AFTER_A_VERB.test(after ?? '') && (!PRESENT_VERBS.has(next) || after === undefined || PREDICATE.test(after))) return k;
    if (!ADJECTIVES.has(w)) return -1;
  }
  return -1;
}
const PLAIN = /^(?:same|whole|other|only|own|entire|very|next|last|new|old|little|big|real|usual|first|second|third)$/;

/** Noun phrases after a determiner or possessive, in order; the caller drops the ones another fact already names. */
export function nounPhrases(text: string): FoundThing[] {
  const out: FoundThing[] = [];
  // The message's language, read once and only if a new word after "a"/"an" asks for it.
  let language: string | undefined;
  const english = () => (language ??= detectLanguage(text)) === 'en';
  PHRASE.lastIndex = 0;
  for (let m = PHRASE.exec(text); m; m = PHRASE.exec(text)) {
    const all = m.slice(1).filter((w): w is string => w !== undefined);
    const determiner = m[0].slice(0, m[0].indexOf(' '));
    if (/['’]s$/.test(determiner) && NOT_POSSESSORS.has(determiner.slice(0, -2).toLowerCase())) {
      PHRASE.lastIndex = m.index + determiner.length + 1;
      continue;
    }
    const possessor = possessorAt(all);
    const words = all.slice(possessor + 1);
    // Where the words after the possessor start in the match (the thing is looked for from there).
    let from = m[0].indexOf(' ');
    for (let k = 0; k <= possessor; k++) from = m[0].indexOf(all[k] as string, from) + (all[k] as string).length;
    // Up to three words, each a noun or an adjective (or an -ing form before a noun: "a dripping tap").
    let lastNoun = -1;
    let j = 0;
    for (; j < words.length && j < 3; j++) {
      const lower = (words[j] as string).toLowerCase();
      if (TIME_ENDS.has(lower)) break;
      const next = (words[j + 1] ?? '').toLowerCase();
      if (NOUNS.has(lower)) lastNoun = j;
      // A new word straight after a noun is more often that noun's verb ("the people upstairs stomp"); one before a
      // describing word is part of a name ("our taylor swift tickets").
      else if ((j === 0 || lastNoun < j - 1) && !ADJECTIVES.has(next) && isNewNoun(words[j] as string, determiner, text, english)) {
        lastNoun = j;
        // Only a noun goes on from a new word ("the pta fair"); anything else starts the next phrase ("a checkup next tuesday").
        if (!NOUNS.has(next)) {
          j++;
          break;
        }
      }
      // A verb-or-noun word before a noun is that noun's modifier: "an escape room", "the break room", "a swap shop".
      else if (ALSO_NOUNS.has(lower) && NOUNS.has(next) && !GENERAL.has(next)) continue;
      else if (ALSO_NOUNS.has(lower) && (words[j + 1] === undefined || PHRASE_ENDS.has(next))) {
        lastNoun = j;
        j++;
        break;
        // A participle before a noun describes it: "a dripping tap", "a broken mic" (after the noun it opens a clause: "a cat named Pickles").
      } else if (!(ADJECTIVES.has(lower) || SUPERLATIVE.test(lower) || ((/ing$/.test(lower) || (/(?:ed|en)$/.test(lower) && VERBS.has(lower) && lastNoun < 0)) && (NOUNS.has(next) || ALSO_NOUNS.has(next))))) break;
    }
    // The match resumes after the determiner's first word, so "her ring to my cousin" still finds "my cousin".
    PHRASE.lastIndex = m.index + m[0].indexOf(' ') + 1;
    if (lastNoun < 0) continue;
    // A run that goes on past three words is no phrase this reader can bound.
    if (j === 3 && NOUNS.has((words[3] ?? '').toLowerCase())) continue;
    // "her Instagram", "my Mum": a capital inside the first word is a name; a capitalised first word is kept only at a sentence's start.
    if ((words[0] as string).slice(1) !== (words[0] as string).slice(1).toLowerCase()) continue;
    const head = (words[lastNoun] as string).toLowerCase();
    // A stretch of time named by the occasion a noun before it says is one ("a poker night", "the lake weekend").
    // A general head named by a thing before it is that thing ("the seating plan", "her wedding speech notes", "the wifi password"),
    // and a stretch of time so named is an occasion ("a poker night", "the lake weekend").
    const modifier = lastNoun > 0 ? (words[lastNoun - 1] as string).toLowerCase() : '';
    const occasion = modifier !== '' && NOUNS.has(modifier) && !PLAIN.test(modifier) && !GENERAL.has(modifier) && !ABSTRACT.test(modifier) && !isPersonWord(modifier) && (OCCASION_TIMES.has(head) || !GENERAL_EVEN_NAMED.has(head));
    if (!occasion && (GENERAL.has(head) || GENERAL.has(head.replace(/s$/, '')) || ABSTRACT.test(head) || head.includes("'"))) continue;
    // "my mum works", "her brother rings": a person before the last word makes that word their verb, not a thing.
    if (words.slice(0, lastNoun + 1).some((w) => isPersonWord(w.toLowerCase()))) continue;
    // Describing words that add nothing to the thing ("the same wheel", "the whole cabin") are left out.
    let first = 0;
    while (first < lastNoun && PLAIN.test((words[first] as string).toLowerCase())) first++;
    const kept = words.slice(first, lastNoun + 1).join(' ');
    const at = m.index + m[0].indexOf(kept.split(' ')[0] as string, from);
    out.push({ text: text.slice(at, at + kept.length), at });
    PHRASE.lastIndex = at + kept.length;
  }
  return out;
}

/**
 * A thing with no determiner right after an inflected verb ("brought me soup", "suggested mini golf", "spilled red
 * wine", "microwaving fish"): an optional object pronoun, at most one describing word, then one or two nouns, and the
 * phrase must end there (punctuation, the end, or a word that is no noun).
 */
const WORD = /[a-z]+/g;
const AFTER_VERB = / (?:(?:me|him|her|us|them|you) )?(?:([a-z][a-z-]*) )?([a-z][a-z-]*)(?: ([a-z][a-z-]*))?(?=$|[\s,.;:!?)])/iy;
export function bareObjects(text: string): FoundThing[] {
  const out: FoundThing[] = [];
  const lower = text.toLowerCase();
  WORD.lastIndex = 0;
  // Words are scanned once; the phrase after one is read only when the word is an inflected verb.
  for (let w = WORD.exec(lower); w; w = WORD.exec(lower)) {
    if (!VERBS.has(w[0])) continue;
    AFTER_VERB.lastIndex = w.index + w[0].length;
    const m = AFTER_VERB.exec(text);
    if (!m) continue;
    // The longest run of nouns and adjectives (at most three words) that ends on a noun: "soup when" → "soup".
    const tokens = [m[1], m[2], m[3]].filter((x): x is string => x !== undefined).map((x) => x.toLowerCase());
    let k = 0;
    let lastNoun = -1;
    for (; k < tokens.length && (NOUNS.has(tokens[k] as string) || ADJECTIVES.has(tokens[k] as string)); k++) if (NOUNS.has(tokens[k] as string)) lastNoun = k;
    // "expecting instant replies": a run cut by an -s word may have lost its head (a plural the lexicon tags as a verb).
    if (lastNoun < 0 || (k < tokens.length && lastNoun === k - 1 && /s$/.test(tokens[k] as string))) continue;
    const words = tokens.slice(0, lastNoun + 1);
    const head = words[lastNoun] as string;
    if (DETERMINERS.has(words[0] as string) || PLAIN.test(words[0] as string)) continue;
    // "keeps borrowing", "stopped messaging": an -ing word after a verb is that verb's action, not a thing.
    if (/ing$/.test(head) || GENERAL.has(head) || GENERAL.has(head.replace(/s$/, '')) || ABSTRACT.test(head) || words.some((x) => isPersonWord(x))) continue;
    const kept = words.join(' ');
    const at = m.index + m[0].toLowerCase().indexOf(kept);
    out.push({ text: text.slice(at, at + kept.length), at });
    WORD.lastIndex = at + kept.length;
  }
  return out;
}

/** A word in no list of the lexicon and no person, place or shorthand: a name the lexicon never saw ("galway", "padel"). */
export function isUnknownWord(word: string): boolean {
  return /^[a-z]{4,}$/.test(word) && !known(word) && !/(?:ing|ed|ly)$/.test(word) && !SHORTHAND_NOT_THINGS.test(word) && !NUMBER_WORD.test(word) &&
    !known(word.replace(/our(s?)$/, 'or$1').replace(/ourite$/, 'orite').replace(/is(e[sd]?)$/, 'iz$1').replace(/yse$/, 'yze')) && !isPersonWord(word);
}

/** The lexicon's word classes, for readers of other grammar positions (bare-things.ts). */
export const isNoun = (w: string): boolean => NOUNS.has(w);
export const isAdjective = (w: string): boolean => ADJECTIVES.has(w);
export const isInflectedVerb = (w: string): boolean => VERBS.has(w);
/** A head that names no thing at stake (general, abstract, time, body, talk) or a figure of speech's. */
export const isGeneralHead = (w: string): boolean => GENERAL.has(w) || GENERAL.has(w.replace(/s$/, '')) || ABSTRACT.test(w) || TIME_ENDS.has(w) || NUMBER_WORD.test(w);
