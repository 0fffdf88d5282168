import { isChannelName } from './channels';
import { type FoundThing, isAdjective, isGeneralHead, isInflectedVerb, isNoun, isUnknownWord } from './noun-phrases';
import { isPersonWord } from './people';

/**
 * Things said without a determiner (issue #21 point 3): what newcomers write after a preposition ("talking about crypto",
 * "after housekeeping", "at speed dating", "going to aqua aerobics") and activities said as where one goes ("went
 * camping", "go axe throwing"). Read by grammar position and the part-of-speech lexicon (noun-phrases.ts), never by a
 * list of things: a noun, or a word the lexicon never saw, with at most one describing word or noun before it, where the
 * phrase plainly ends. Not a general or abstract head, a person, a channel, or a fixed phrase (below). Open-ended, so
 * facts.ts says them after every ruled fact, and not where another fact names the words.
 */

/** Prepositions after which a bare noun is a thing or an occasion ("replies with emojis", "snacks with nuts"); "to" only after a verb of going, not "going to"/"coming to" + a verb ("going to act on it"). */
const GOING = 'go|goes|went|gone|back';
const BARE = new RegExp(
  `\\b(?:about|after|before|during|at|from|for|with|because of|(?<=\\b(?:${GOING})\\s)to)\\s(?=(?:([a-z]{3,})\\s)?([a-z]{3,})(?:\\s([a-z]+))?(?:$|[\\s,.;:!?)]))`,
  'g',
);
/** A game or sport after a verb of playing ("plays padel", "playing pickleball"), where the phrase ends. */
const PLAYED = /\bplay(?:s|ed|ing)?\s(?=([a-z]{3,})(?:$|[\s,.;:!?)]))/g;
/** Fixed phrases whose noun is no thing: "for example", "at risk", "from scratch", "at peace", "go to bed", "went to waste". */
const FIXED = new Set('example instance sale risk scratch peace ease gunpoint length heart least most best worst first last once sure real free good ever granted bed sleep waste pieces war hell anybody somebody nobody everybody'.split(' '));
/** The words that may stand between a preposition and the noun: a describing word, a noun, or a word the lexicon never saw ("aqua aerobics"). */
const describes = (w: string) => isAdjective(w) || isNoun(w) || isUnknownWord(w);
/** A word after the head that shows the phrase went on (a noun or describing word) or that the head was a verb's object. */
const goesOn = (w: string) => isNoun(w) || isAdjective(w) || isUnknownWord(w);

const OBJECT = /^(?:me|him|her|us|them|you|it|my|his|their|our|your|the|a|an|this|that|someone|up|out|back|off)$/;
function head(word: string, modifier: string | undefined): boolean {
  if (FIXED.has(word) || isGeneralHead(word) || isPersonWord(word) || isChannelName(word)) return false;
  // An -ing head is a thing only as a noun the lexicon knows ("camping", "housekeeping") or named by a noun ("speed dating").
  if (/ing$/.test(word) && !isNoun(word)) return modifier !== undefined && isNoun(modifier) && isInflectedVerb(word);
  return isNoun(word) || isUnknownWord(word);
}

export function bareThings(text: string): FoundThing[] {
  const out: FoundThing[] = [];
  for (const m of text.matchAll(PLAYED)) {
    const game = m[1] as string;
    const next = text.slice((m.index ?? 0) + m[0].length + game.length).match(/^\s([a-z]+)/)?.[1];
    if (head(game, undefined) && !/ing$/.test(game) && !(next && goesOn(next))) out.push({ text: game, at: (m.index ?? 0) + m[0].length });
  }
  for (const m of text.matchAll(BARE)) {
    const [, first, second, after] = m as unknown as [string, string | undefined, string, string | undefined];
    // "about money problems": a run that goes on is no phrase this reader bounds; "for my" never gets here (3 letters minimum, no determiner reads as a noun).
    if (after && goesOn(after)) continue;
    // "about meeting my boyfriend's parents": an -ing word with an object after it is the verb, not the thing.
    if (/ing$/.test(second) && after && OBJECT.test(after)) continue;
    const modifier = first && describes(first) && !isGeneralHead(first) && !isPersonWord(first) && !FIXED.has(first) ? first : undefined;
    if (first && !modifier) continue;
    if (!head(second, modifier)) continue;
    const kept = modifier ? `${modifier} ${second}` : second;
    out.push({ text: kept, at: (m.index ?? 0) + m[0].length + (modifier ? 0 : first ? first.length + 1 : 0) });
  }
  return out;
}

/**
 * An activity said as where one goes: "went camping", "go axe throwing", "going speed dating". The -ing word must be one
 * the lexicon knows and end the phrase (not "going dating apps"); a noun before it is part of its name ("axe throwing").
 * Not a state ("went missing"), not a search ("went looking for him").
 */
const GOING_ING = /\b(?:go|goes|going|went|gone)\s(?:([a-z]+)\s)?([a-z]{3,}ing)\b(?:\s([a-z]+))?/gi;
const NOT_ACTIVITIES = /^(?:missing|nothing|something|anything|everything|going|being|looking|wedding|building|morning|evening|ceiling|darling|king|ring|thing|spring|string|sibling|ding|sing)$/;
const NOT_AFTER_ACTIVITY = /^(?:for|at|to|into|through|after|about|around|like)$/i;
export function activities(text: string): FoundThing[] {
  const out: FoundThing[] = [];
  GOING_ING.lastIndex = 0;
  for (const m of text.matchAll(GOING_ING)) {
    const [, first, ing, after] = m as unknown as [string, string | undefined, string, string | undefined];
    const lower = ing.toLowerCase();
    if (NOT_ACTIVITIES.test(lower) || !(isInflectedVerb(lower) || isNoun(lower)) || (after && (isNoun(after.toLowerCase()) || NOT_AFTER_ACTIVITY.test(after)))) continue;
    const named = first && isNoun(first.toLowerCase()) && !isGeneralHead(first.toLowerCase()) && !isPersonWord(first.toLowerCase());
    const kept = named ? `${first} ${ing}` : ing;
    out.push({ text: kept, at: (m.index ?? 0) + m[0].indexOf(kept, m[0].indexOf(' ')) });
  }
  return out;
}
