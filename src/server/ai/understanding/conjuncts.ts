import { isChannelName } from './channels';
import { type FoundThing, isAdjective, isGeneralHead, isNoun, isUnknownWord } from './noun-phrases';
import { isPersonWord } from './people';

/**
 * Things named in a list (issue #21, long messages): the words joined to a thing by "and", "or" or a comma share its
 * grammatical role, so when one conjunct is a thing at stake the ones after it are too ("spent £900 on clothes and
 * skincare", "she loves pottery, sushi and anything outdoors", "videos about the vaccine and 5G"). Read forward from
 * each thing another reader found, one conjunct at a time: an optional determiner, at most one describing word and a
 * head that is a noun or a word the lexicon never saw, where the phrase plainly ends. Not a person, a channel, a
 * general or abstract head, or a verb ("the report and left early" is two clauses: "left" is no noun).
 */

/** A list link and the conjunct after it: ", sushi", " and 5G", ", and the hotel", " or a card". */
const LINK = /^(?:\s*,\s*(?:(?:and|or|plus)\s+)?|\s+(?:and|or|&|plus)\s+)(?:(?:a|an|the|some|any|anything|my|his|her|their|our|your|all)\s+)?([a-z0-9][a-z0-9-]*)(?:\s+([a-z0-9][a-z0-9-]*))?/di;
/**
 * Where a conjunct plainly ends: punctuation, the end, or a word that opens the next phrase or clause (a preposition,
 * a conjunction, a subject pronoun, a time word). A noun or describing word after it would mean the phrase went on; "to"
 * after it makes it a verb ("and need to tell him"), and an apostrophe a contraction ("and doesn't").
 */
const CLOSERS = new Set(('and or but so because plus at in on for with from of by about after before since until till during every each last ' +
  'this next when where while which who that then too i we he she they it you is are was were has have had will would can could ' +
  'yesterday today tonight tomorrow now again').split(' '));
/** Words after a link that open a clause or are no thing, whatever the lexicon says of them. */
const NOT_CONJUNCTS = new Set(('i me we us he him she her they them it you my his their our your this that these those there here then now ' +
  'so not no never just also still even only really maybe more most less all both either neither each every one ones other others ' +
  'everything anything something nothing everyone anyone someone none stuff things thing such same').split(' '));
/** Contractions typed without the apostrophe ("thats", "dont"): a clause goes on, not a list. */
const BARE_CONTRACTION = /^(?:thats|whats|dont|doesnt|didnt|cant|couldnt|wont|wouldnt|shouldnt|isnt|wasnt|arent|werent|havent|hasnt|hadnt|im|ive|hes|shes|theyre|youre|lets)$/;

/** The head a conjunct names: a noun or a new word, not a person, channel, general head or word shorter than two letters. */
function isThing(word: string): boolean {
  if (word.length < 2 || NOT_CONJUNCTS.has(word) || BARE_CONTRACTION.test(word) || isPersonWord(word) || isChannelName(word) || isGeneralHead(word) || /ly$/.test(word)) return false;
  // "5g", "4k", "b12": a letter-and-digit name is a thing; a bare number is a quantity other readers name.
  if (/\d/.test(word)) return /[a-z]/.test(word);
  return isNoun(word) || isUnknownWord(word);
}
/** The phrase ends right after `at`: punctuation, the end of the text, or a closing word. */
function endsAt(text: string, at: number): boolean {
  const rest = text.slice(at);
  if (/^['’]/.test(rest)) return false;
  if (!/^\s+[a-z]/i.test(rest)) return true;
  const next = rest.trimStart().match(/^[a-z']+/i)?.[0].toLowerCase() ?? '';
  return CLOSERS.has(next);
}

/** The conjuncts after each of `things` (their text as found), in order of appearance; at most four per list. */
export function conjuncts(text: string, things: readonly string[]): FoundThing[] {
  const lower = text.toLowerCase();
  const out: FoundThing[] = [];
  const seen = new Set<number>();
  for (const thing of things) {
    const name = thing.toLowerCase();
    let from = lower.indexOf(name);
    // The thing as a whole word: "art" is not the start of "party".
    while (from >= 0 && (/[a-z0-9]/.test(lower[from - 1] ?? '') || /[a-z0-9]/.test(lower[from + name.length] ?? ''))) from = lower.indexOf(name, from + 1);
    if (from < 0) continue;
    let end = from + name.length;
    for (let n = 0; n < 4; n++) {
      const m = LINK.exec(text.slice(end));
      if (!m) break;
      const first = (m[1] as string).toLowerCase();
      const second = m[2]?.toLowerCase();
      const firstAt = end + (m.indices?.[1]?.[0] ?? 0);
      // Two words: a describing word or noun before a head ("the wedding seating", "half my books"); else one word.
      let kept: string | undefined;
      let keptEnd = 0;
      if (second && (isAdjective(first) || isNoun(first) || isUnknownWord(first)) && !NOT_CONJUNCTS.has(first) && !isPersonWord(first) && isThing(second) && endsAt(text, end + (m.indices?.[2]?.[1] ?? 0))) {
        keptEnd = end + (m.indices?.[2]?.[1] ?? 0);
        kept = text.slice(firstAt, keptEnd);
      } else if (isThing(first) && endsAt(text, firstAt + first.length)) {
        kept = text.slice(firstAt, firstAt + first.length);
        keptEnd = firstAt + first.length;
      }
      if (!kept) break;
      if (!seen.has(firstAt)) out.push({ text: kept, at: firstAt });
      seen.add(firstAt);
      end = keptEnd;
    }
  }
  return out;
}
