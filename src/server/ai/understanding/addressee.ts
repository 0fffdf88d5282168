import { moveUp } from './cue-reading';
import { readMentions, tokenize, TYPE_FAMILY, type RoleFamily } from './target-role';

/**
 * Whom the user asks how to speak to: "how do i tell her", "i want to bring it up with him", "how do i get her to
 * stop". A message naming two people of one world ("my mum keeps comparing me to my brother and i want to tell her…")
 * is about the one the user means to address, and the pronoun says which: it refers back to the nearest person of
 * its gender named before it (English grammatical gender of kin and partner words), leaving out anyone named again
 * after it ("tell her it's too much for mum" is not about mum). Only a pronoun is read: a named addressee is often
 * someone the user escalates to ("talk to my manager about my coworker"), which target-role.ts already weighs.
 */
type Gender = 'f' | 'm' | 'plural';

const GENDERED: ReadonlyArray<[Gender, string]> = [
  ['f', 'mom mum mam mother mommy mummy stepmom stepmum stepmother sister stepsister aunt grandma grandmother granny nan nana niece wife girlfriend gf fiancee fiancée landlady'],
  ['m', 'dad father daddy stepdad stepfather brother stepbrother uncle grandpa grandad granddad grandfather nephew husband boyfriend bf fiance fiancé landlord'],
  ['plural', 'parents brothers sisters siblings coworkers colleagues teammates friends mates roommates flatmates housemates customers clients in-laws kids children'],
];
const GENDER_OF = new Map<string, Gender>();
for (const [gender, list] of GENDERED) for (const w of list.split(' ')) GENDER_OF.set(w, gender);

const PRONOUN: Readonly<Record<string, Gender>> = { her: 'f', him: 'm', them: 'plural' };
/** Verbs the user addresses someone with; the pronoun follows within a few words ("bring it up with her", "say something to him"). */
const ADDRESSING = new Set(['tell', 'ask', 'talk', 'speak', 'say', 'bring', 'raise', 'confront', 'approach', 'get', 'convince', 'persuade', 'text', 'message', 'call', 'explain', 'show']);
const REACH = 4;
/** Cheap test first: most messages have no addressing verb with a pronoun after it. */
const MAY_ADDRESS = new RegExp(`\\b(?:${[...ADDRESSING].join('|')})\\b(?:\\W+[\\w']+){0,${REACH - 1}}?\\W+(?:her|him|them)\\b`, 'i');

/** The role family of the person the last addressing pronoun refers to, or null when none resolves. */
export function addresseeFamily(text: string): RoleFamily | null {
  if (!MAY_ADDRESS.test(text)) return null;
  const tokens = tokenize(text);
  let at = -1;
  for (let i = tokens.length - 1; i > 0 && at < 0; i--) {
    if (!PRONOUN[tokens[i] as string]) continue;
    for (let j = i - 1; j >= Math.max(0, i - REACH); j--) if (ADDRESSING.has(tokens[j] as string)) at = i;
  }
  if (at < 0) return null;
  const gender = PRONOUN[tokens[at] as string];
  const mentions = readMentions(text);
  const wordAt = (i: number) => (tokens[i] as string).replace(/'s$/, '');
  const namedAfter = new Set(mentions.filter((m) => m.at > at).map((m) => wordAt(m.at)));
  let best: (typeof mentions)[number] | undefined;
  for (const m of mentions) {
    if (m.at >= at || namedAfter.has(wordAt(m.at)) || GENDER_OF.get(wordAt(m.at)) !== gender) continue;
    if (!best || m.weight >= best.weight) best = m;
  }
  return best?.family ?? null;
}

/** The addressed person's type goes first when the top type assumes someone else and it is close enough. */
export const ADDRESSEE_SHARE = 0.2;
const ADDRESSEE_DEPTH = 3;

export function rerankByAddressee<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const topFamily = top ? TYPE_FAMILY[top.type] : undefined;
  if (!top || !topFamily) return [...ranked];
  const family = addresseeFamily(text);
  if (!family || family === topFamily) return [...ranked];
  return moveUp(ranked, (type) => TYPE_FAMILY[type] === family, ADDRESSEE_SHARE, ADDRESSEE_DEPTH);
}
