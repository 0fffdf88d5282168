import { isChannelName } from './channels';
import { type FoundThing, isAdjective, isGeneralHead, isNoun, isUnknownWord } from './noun-phrases';
import { isPersonWord } from './people';

/**
 * Things named by the role they play in a clause, with or without a determiner (issue #21, long messages):
 * - what money or time is spent on ("spending money on online shopping", "blew 300 on a new phone"): the object of
 *   "on" after a verb of spending, a few words on;
 * - what a piece of work or talk is on ("a project on climate change", "a lesson on photosynthesis"): the topic after
 *   a noun that has one;
 * - a thing a diet or place is free of ("gluten free", "dairy-free");
 * - a home or thing of someone named without the apostrophe after a preposition ("at his friends house", "to her
 *   parents place"): after "at his" no verb can follow, so a person word plus s is the possessor, not a subject;
 * - an acronym ("her EHCP", "MLM leggings", "the GP"): a word in capitals in a message that is not all capitals, which
 *   is no English word and no chat shorthand (capitals on a word the lexicon knows are emphasis: "he NEVER helps").
 * Open-ended, so facts.ts says them after every ruled fact and not where another fact names the words.
 */

/** A verb of spending, up to four words (the sum, "money", "all my savings"), then "on". */
const SPENT_ON = /\b(?:spend|spends|spent|spending|waste|wastes|wasted|wasting|blew|blow|blows|blowing|splurged?|splurging)\s(?:[^\s.,;!?]+\s){0,4}?on\s(?:(?:a|an|the|some|his|her|their|my|our|your)\s)?([a-z][a-z-]*)(?:\s([a-z][a-z-]*))?/gi;
/** Nouns that have a topic, said with "on": the work, talk or course is about it. */
const TOPIC_ON = /\b(?:project|lesson|essay|talk|presentation|report|course|class|paper|assignment|thesis|dissertation|documentary|podcast|article|seminar|lecture|workshop|module|training)s?\son\s(?:(?:the|a|an)\s)?([a-z][a-z-]*)(?:\s([a-z][a-z-]*))?/gi;
/** "gluten free", "dairy-free", "sugar free": the noun before "free" names what is left out. */
const FREE_OF = /\b([a-z]{3,})[\s-]free\b/gi;
/** Preposition, determiner, a word ending in s, a noun: "at his friends house", "from her parents place". */
const OWNER_WITHOUT_APOSTROPHE = /\b(?:at|to|from|in|into|near|outside|round|around)\s(?:my|his|her|their|our|your|the)\s([a-z]+s)\s([a-z]{3,})(?:\s([a-z]+))?\b/gi;
/** Two to five capitals, possibly with a digit ("EHCP", "MLM", "GP", "A2"), standing alone. */
const ACRONYM = /(?<![\p{L}\p{N}])([A-Z][A-Z0-9]{1,4})(?![\p{L}\p{N}])/gu;
/** Chat shorthand and interjections in capitals, capitals that stand for a time of day, and currency codes. */
const SHORTHAND = new Set(('OK OKAY LOL LMAO LMFAO ROFL OMG OMFG TBH TBF BTW IMO IMHO IDK IDC ASAP FYI WTF WTH AITA WIBTA TLDR TL DR NGL FML SMH BRB TTYL ILY ' +
  'AF PS NB XD THX TY PLS PLZ HELP YES NO HMU IRL RN JK DM DMS PM AM HR HRS ETA TMI SOS FOMO YOLO GOAT POV IG ' +
  // Currency codes belong to the amount beside them ("CHF 800").
  'USD EUR GBP CHF CAD AUD NZD JPY INR SEK NOK DKK PLN MXN BRL ZAR').split(' '));

/** A noun phrase of one or two words starting at the captured words, that ends there; undefined when it goes on or is no thing. */
function phrase(first: string, second: string | undefined, end: number, text: string): string | undefined {
  const a = first.toLowerCase();
  const b = second?.toLowerCase();
  const isThing = (w: string) => (isNoun(w) || isUnknownWord(w) || /ing$/.test(w)) && !isGeneralHead(w) && !isPersonWord(w) && !isChannelName(w);
  const endsHere = (at: number) => !/^\s+[a-z]/i.test(text.slice(at)) || /^\s+(?:and|or|but|so|because|at|in|on|for|to|with|from|every|each|last|this|next|when|since|until|till|instead|again|i|we|he|she|they|it|is|was)\b/i.test(text.slice(at));
  if (b && (isAdjective(a) || isNoun(a) || isUnknownWord(a)) && isThing(b) && endsHere(end)) return `${first} ${second}`;
  const firstEnd = end - (second ? second.length + 1 : 0);
  if (isThing(a) && endsHere(firstEnd)) return first;
  return undefined;
}

export function roleThings(text: string): FoundThing[] {
  const out: FoundThing[] = [];
  for (const re of [SPENT_ON, TOPIC_ON]) {
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      const kept = phrase(m[1] as string, m[2], end, text);
      if (kept) out.push({ text: kept, at: (m.index ?? 0) + m[0].lastIndexOf(kept) });
    }
  }
  for (const m of text.matchAll(FREE_OF)) {
    const w = (m[1] as string).toLowerCase();
    // "feel free", "for free", "stress free" (a feeling), "hands free": the noun must be a substance or thing in the lexicon.
    if (isNoun(w) && !isGeneralHead(w) && !/^(?:stress|hands|care|worry|guilt|fuss|hassle|drama|debt|rent|tax|duty|fee|toll|scot|hand)$/.test(w)) out.push({ text: m[0], at: m.index ?? 0 });
  }
  for (const m of text.matchAll(OWNER_WITHOUT_APOSTROPHE)) {
    const owner = (m[1] as string).toLowerCase();
    const thing = (m[2] as string).toLowerCase();
    const one = owner.replace(/'?s$/, '');
    // A second noun belongs to the thing ("his friends bachelor party", "my brothers stag do").
    const more = m[3] && (isNoun(m[3].toLowerCase()) || /^do$/i.test(m[3])) ? ` ${m[3]}` : '';
    if ((isPersonWord(owner) || isPersonWord(one)) && isNoun(thing) && !isPersonWord(thing) && !isGeneralHead(thing)) out.push({ text: `${m[1]} ${m[2]}${more}`, at: (m.index ?? 0) + m[0].indexOf(m[1] as string) });
  }
  // Capitals stand out only in a message written mostly in lower case.
  if (/[a-z]/.test(text) && (text.match(/[A-Z]/g)?.length ?? 0) * 4 < (text.match(/[a-z]/g)?.length ?? 0)) {
    for (const m of text.matchAll(ACRONYM)) {
      const word = m[1] as string;
      const lower = word.toLowerCase();
      if (SHORTHAND.has(word) || /^\d|^[A-Z]\d*$/.test(word) || isPersonWord(lower) || isChannelName(lower) || (!/\d/.test(word) && !isUnknownWord(lower) && lower.length > 3)) continue;
      // Short capitals that spell an English word are emphasis ("SO", "NOT", "DID"), not an acronym.
      if (lower.length <= 3 && (isNoun(lower) || isAdjective(lower) || /^(?:so|not|did|do|was|is|are|am|it|if|or|the|and|but|you|he|she|we|me|my|his|her|him|its|yes|no|all|any|one|two|too|how|why|who|what|now|ever|can|got|get|had|has|off|out|up|our|own|pay|say|see|yet)$/.test(lower))) continue;
      out.push({ text: word, at: m.index ?? 0 });
    }
  }
  return out;
}
