import { infoFor } from './catalog';
import { moveUp, UNSUPPORTED_SHARE } from './cue-reading';
import { OCCUPATION_SET } from './occupations';

/**
 * Who the problem or the request is about, as a role family ("my manager keeps…" → manager, "not my boss, the other
 * supervisor" → peer, "my husband and i fought…" → partner). Types that differ only in who the other person is
 * (a hard talk with the boss or friction with a coworker; a fight with a partner or with a friend; parents or a
 * sibling) are decided by this, while the classifier weighs every word of the message alike.
 *
 * A mention scores by where it stands: the subject of a sentence or clause, joint with "I" ("my boyfriend and i"),
 * the object of "with"/"tell"/"ask"/"confront", or in focus ("it's my mom", "the problem is my line manager").
 * Mentions said not to be the problem ("not my coworkers", "my boss is great"), the user's own job ("i'm the store
 * manager") and other people's relations ("her boyfriend", "my friend's mum") do not count.
 */
export type RoleFamily =
  | 'manager' | 'peer' | 'partner' | 'ex' | 'friend' | 'parent' | 'sibling' | 'child' | 'relative' | 'roommate'
  | 'customer' | 'teacher' | 'neighbour' | 'landlord';

const FAMILY_WORDS: Record<RoleFamily, string> = {
  manager:
    'boss bosses manager supervisor director vp principal headteacher ceo owner employer jefe jefa patron patronne chefin',
  peer: 'coworker coworkers co-worker colleague colleagues teammate teammates kollege kollegin compañero compañera',
  partner: 'boyfriend girlfriend bf gf husband wife partner fiance fiancé fiancee fiancée spouse novio novia copain copine freundin',
  ex: 'ex ex-boyfriend ex-girlfriend ex-husband ex-wife ex-partner',
  friend: 'friend friends bestie bff mate mates buddy amigo amiga amie ami amica amico',
  parent:
    'mom mum dad mother father parents parent mommy daddy stepmom stepmum stepdad stepmother stepfather padres madre padre mamá papá mère père maman eltern mutter vater mãe pai',
  sibling: 'brother sister brothers sisters sibling siblings twin stepsister stepbrother hermano hermana frère sœur soeur bruder schwester irmão irmã',
  child: 'son daughter kid kids child children teen teenager toddler hijo hija fils fille sohn tochter',
  relative: 'aunt uncle cousin grandma grandpa grandmother grandfather granny nan nana in-laws mother-in-law father-in-law niece nephew',
  roommate: 'roommate roommates flatmate flatmates housemate housemates coloc colocataire mitbewohner mitbewohnerin',
  // One family: the customer types are told apart by the request (refund, complaint, more work, payment), not by the word.
  customer: 'customer customers buyer guest guests client clients',
  teacher: 'teacher tutor teachers',
  neighbour: 'neighbour neighbor neighbours neighbors',
  landlord: 'landlord landlady',
};
const FAMILY_OF = new Map<string, RoleFamily>();
for (const [family, list] of Object.entries(FAMILY_WORDS)) for (const w of list.split(' ')) FAMILY_OF.set(w, family as RoleFamily);
/** Two-word roles whose head word alone means something else ("line manager" is a manager, "best friend" a friend). */
const PHRASES = new Map<string, RoleFamily>([
  ['team lead', 'manager'], ['line manager', 'manager'], ['shift lead', 'peer'], ['best friend', 'friend'], ['best mate', 'friend'],
  ['desk neighbour', 'peer'], ['desk neighbor', 'peer'], ['new hire', 'peer'], ['work bestie', 'peer'], ['work husband', 'peer'], ['work wife', 'peer'],
  ['work friend', 'peer'], ['property manager', 'landlord'], ['letting agent', 'landlord'], ['mein freund', 'partner'], ['meine freundin', 'partner'], ['mon copain', 'partner'], ['ma copine', 'partner'],
]);
/** Before a role, these make it someone else's relation: "her boyfriend", "their parents". */
const OTHERS_POSSESSIVE = new Set(['her', 'his', 'their', 'your', 'its']);
/** Relations that are the user's own only with "my"/"our": "her boyfriend" is a friend's partner. */
const PERSONAL = new Set<RoleFamily>(['partner', 'ex', 'friend', 'parent', 'sibling', 'child', 'relative', 'roommate']);
const FORMER = new Set(['old', 'former', 'college', 'uni']);
/** "the other receptionist", "another supervisor": someone at the user's level, whatever the job. */
const PEER_MARKERS = new Set(['other', 'another', 'fellow']);
const FINE = /^(?:is|are|was|were|'s|'re)$/;
const FINE_WORDS = new Set(['fine', 'great', 'ok', 'okay', 'lovely', 'nice', 'amazing', 'good', 'chill', 'supportive', 'not']);
const OBJECT_VERBS = new Set(['with', 'tell', 'ask', 'confront', 'approach', 'to', 'told', 'asked', 'text', 'email', 'message', 'call']);
const SELF = new Set(["i'm", 'im', 'am']);
/** A job title after "the other"/"another": "the other receptionist", "another night nurse". */
const JOB = /(?:ist|er|or|ian|nurse|chef|lead|barista|cashier|intern|girl|guy|girls|guys)$/;
/** Someone the user might escalate to, not the one the problem is with: "before i go to the manager", "without running to the boss". */
const ESCALATION = new Set(['before', 'without', 'instead', 'than', 'go', 'goes', 'going', 'went', 'run', 'running', 'report', 'escalate', 'involve', 'involved']);
const BOUNDARY = /^[.!?;:,\n]$|^(?:but|and|so|because|cos|cause|then|when|while|although|though)$/;

interface Mention {
  family: RoleFamily;
  at: number;
  weight: number;
}

export function tokenize(text: string): string[] {
  return text.slice(0, 2000).toLowerCase().replace(/[’‘`]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'\-]*|[.!?;:,\n]/gu) ?? [];
}

/** Before a job title, these make it someone at the user's workplace: "the receptionist", "our second chef". */
const WORKPLACE_DETERMINERS = new Set(['the', 'a', 'an', 'our', 'this', 'that']);
/** Words that put a job title over the user's: "head chef", "charge nurse", "deputy head" (with the manager words). */
const RANK_WORDS = new Set(['head', 'chief', 'charge', 'deputy', 'foreman', 'headmaster', 'headmistress']);
const SAME_LEVEL = /\b(?:same (?:level|grade|title|job|rank|position|band)|(?:we're|we are|were) both (?:\w+ )?(?:\w+ )?(?:leads?|managers?|supervisors?|nurses|chefs|cooks|\w+(?:ers|ors|sts|ians|ants)))\b/;
/** First words of two-word titles ("head chef", "charge nurse"): the pair is looked up only after one. */
const FIRST_OF_TWO = new Set([...OCCUPATION_SET].filter((j) => j.includes(' ')).map((j) => j.split(' ')[0] as string));

/**
 * A job title (lexicons/occupations.json) named as someone at the user's work, "the second chef", "one of the
 * drivers", "our new receptionist": a peer, unless the title holds a rank ("the head chef", "my store manager"). A
 * plain title after "my" is someone who serves the user ("my physio"), not a coworker.
 */
function jobAt(tokens: readonly string[], i: number): { family: RoleFamily; used: number } | null {
  const word = tokens[i] as string;
  const used = FIRST_OF_TWO.has(word) && OCCUPATION_SET.has(`${word} ${tokens[i + 1] ?? ''}`) ? 2 : OCCUPATION_SET.has(word) ? 1 : 0;
  if (!used) return null;
  const words = tokens.slice(i, i + used) as string[];
  const ranked = words.some((w) => RANK_WORDS.has(w) || FAMILY_OF.get(w) === 'manager');
  const det = (w: string | undefined) => w !== undefined && (WORKPLACE_DETERMINERS.has(w) || (ranked && w === 'my'));
  if (!det(tokens[i - 1]) && !(det(tokens[i - 2]) && !BOUNDARY.test(tokens[i - 1] as string))) return null;
  return { family: ranked ? 'manager' : 'peer', used };
}

function familyAt(tokens: readonly string[], i: number): { family: RoleFamily; used: number } | null {
  const pair = `${tokens[i]} ${tokens[i + 1] ?? ''}`;
  const phrased = PHRASES.get(pair);
  if (phrased) return { family: phrased, used: 2 };
  const word = (tokens[i] as string).replace(/'s$/, '');
  const family = FAMILY_OF.get(word);
  return family ? { family, used: 1 } : null;
}

/** Words for a person that no role family holds: "my boss's new assistant", "my sister's guy". */
const OTHER_PERSONS = new Set(['guy', 'girl', 'man', 'woman', 'person', 'people', 'lad', 'assistant', 'secretary', 'kids', 'baby', 'family', 'side']);

/** A person named within two words after token i ("my friend's boyfriend", "my boss's new assistant"). */
function personFollows(tokens: readonly string[], i: number): boolean {
  return [tokens[i + 1], tokens[i + 2]].some((w) => w !== undefined && (FAMILY_OF.has(w.replace(/'s$/, '')) || OTHER_PERSONS.has(w)));
}

/** "i'm the store manager", "im a nurse", "i am their tutor": a role right after "I am" and an article is the user's own. */
function isOwnRole(tokens: readonly string[], start: number): boolean {
  for (let j = Math.max(0, start - 3); j < start; j++) {
    const self = SELF.has(tokens[j] as string) || (tokens[j] === 'i' && ['am', 'was', 'work'].includes(tokens[j + 1] ?? ''));
    const next = tokens[j + (tokens[j] === 'i' ? 2 : 1)] ?? '';
    if (self && (j + 1 === start || ['a', 'an', 'the', 'their', 'his', 'her', 'as'].includes(next))) return true;
  }
  return false;
}

/** Where the clause holding token i starts (after punctuation or a conjunction). */
function clauseStart(tokens: readonly string[], i: number): number {
  let j = i;
  while (j > 0 && !BOUNDARY.test(tokens[j - 1] as string)) j--;
  return j;
}

/**
 * `excluded` collects the families of mentions said not to be the problem ("not my boss", "my boss is great").
 * `atWork`: the reading is already about the user's work, so a job title is someone there (see jobAt); elsewhere
 * "the accountant", "the letting agent" are people at another firm.
 */
export function readMentions(text: string, excluded?: Set<RoleFamily>, atWork = false): Mention[] {
  const tokens = tokenize(text);
  const out: Mention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let found = familyAt(tokens, i) ?? (atWork ? jobAt(tokens, i) : null);
    if (!found && PEER_MARKERS.has(tokens[i - 1] ?? '') && JOB.test(tokens[i] as string)) found = { family: 'peer', used: 1 };
    if (!found && PEER_MARKERS.has(tokens[i - 1] ?? '') && JOB.test(tokens[i + 1] ?? '') && !FAMILY_OF.has(tokens[i + 1] ?? '')) found = { family: 'peer', used: 2 };
    if (!found) continue;
    let { family } = found;
    const prev = tokens[i - 1] ?? '';
    const prev2 = tokens[i - 2] ?? '';
    const after = tokens[i + found.used] ?? '';
    const afterNext = tokens[i + found.used + 1] ?? '';
    i += found.used - 1;
    // "my friend's boyfriend", "her parents": somebody else's relation ("his teacher", "her manager" are still met in
    // person); "my boss's wife": the next noun is the person.
    // "my friend's feelings", "my sister's wedding": the possessor is the person when no one follows.
    if ((PERSONAL.has(family) && (OTHERS_POSSESSIVE.has(prev) || /'s$/.test(prev))) || (/'s$/.test(tokens[i] as string) && personFollows(tokens, i))) continue;
    // "my old roommate", "my college flatmate": a housemate no longer, a friend now.
    if (family === 'roommate' && FORMER.has(prev)) family = 'friend';
    // "i'm the store manager", "im a nurse": the user's own role.
    if (isOwnRole(tokens, i - found.used + 1)) continue;
    if (PEER_MARKERS.has(prev) && (family === 'manager' || family === 'teacher')) family = 'peer';
    const start = clauseStart(tokens, i - found.used + 1);
    const before = tokens.slice(Math.max(start, i - found.used - 3), i - found.used + 1);
    // "not my boss", "it's not my coworkers", "my boss is great", "the boss is fine".
    if (before.some((w) => w === 'not' || w === 'no' || w === "isn't" || w === "wasn't")) {
      // Ruled out only when the negation is on the person: "not my boss", "isn't the manager" (not "not into my coworker").
      if (/^(?:not|isn't|wasn't)$/.test(prev) || (/^(?:not|isn't|wasn't)$/.test(prev2) && /^(?:my|the|our|a)$/.test(prev))) excluded?.add(family);
      continue;
    }
    if (before.some((w) => ESCALATION.has(w)) || after === 'involved') continue;
    if (FINE.test(after) && FINE_WORDS.has(afterNext)) {
      excluded?.add(family);
      continue;
    }
    let weight = 1;
    const lead = tokens.slice(start, i - found.used + 1).filter((w) => !['my', 'the', 'a', 'an', 'our', 'this', 'one', 'of'].includes(w));
    // The clause's subject: only a determiner or describing words before it ("my older sister keeps…").
    if (lead.length <= 2 && !lead.some((w) => OBJECT_VERBS.has(w) || w === 'i' || w === 'about')) weight += 2;
    if (after === 'and' && (afterNext === 'i' || afterNext === 'me')) weight += 2;
    if (prev2 === 'me' && prev === 'and') weight += 2;
    if (before.some((w) => OBJECT_VERBS.has(w))) weight += 1.5;
    // "my coworkers are fine but my manager…": the clause after "but" carries the complaint.
    if (tokens[start - 1] === 'but') weight += 1;
    if (before.includes("it's") || before.includes('its') || (before.includes('problem') && before.includes('is'))) weight += 3;
    out.push({ family, at: i, weight });
  }
  // "same job, same pay", "we're literally the same level", "we're both shift leads": the other person is a peer.
  if (atWork) {
    const level = SAME_LEVEL.exec(tokens.join(' '));
    if (level) out.push({ family: 'peer', at: tokens.length, weight: SUBJECT_WEIGHT });
  }
  return out;
}

/** The role family the message is most about, or null when it names no role (or only ones said not to matter). */
export function targetRole(text: string): RoleFamily | null {
  return strongestFamily(familyTotals(text));
}

function familyTotals(text: string, atWork = false): Map<RoleFamily, number> {
  const totals = new Map<RoleFamily, number>();
  for (const m of readMentions(text, undefined, atWork)) totals.set(m.family, (totals.get(m.family) ?? 0) + m.weight);
  return totals;
}

function strongestFamily(totals: ReadonlyMap<RoleFamily, number>): RoleFamily | null {
  let best: RoleFamily | null = null;
  let bestScore = 0;
  for (const [family, score] of totals) if (score > bestScore) [best, bestScore] = [family, score];
  return best;
}

/** The role family each type assumes the other person belongs to; types not listed are about no particular role. */
export const TYPE_FAMILY: Readonly<Record<string, RoleFamily>> = {
  'boss-difficult': 'manager', 'boss-raise': 'manager',
  // coworker-credit is not listed: credit is taken by a boss as often as by a peer.
  'coworker-conflict': 'peer', 'coworker-crush': 'peer',
  'partner-fight': 'partner', 'partner-neglected': 'partner', 'partner-long-distance': 'partner', 'partner-trust': 'partner', 'partner-breakup': 'partner',
  'ex-get-back': 'ex', 'ex-reached-out': 'ex', 'ex-moving-on': 'ex', 'ex-coparent-logistics': 'ex',
  'friend-owes-money': 'friend', 'friend-jealousy': 'friend', 'friend-drifting': 'friend', 'friend-conflict': 'friend', 'friend-support': 'friend',
  'friend-boundaries': 'friend', 'hidden-crush-friend': 'friend',
  'family-parents': 'parent', 'family-siblings': 'sibling', 'family-kids': 'child', 'family-relatives': 'relative',
  'roommate-chores': 'roommate', 'roommate-noise-guests': 'roommate', 'roommate-money': 'roommate',
  'client-scope-creep': 'customer', 'client-late-payment': 'customer', 'customer-refund': 'customer', 'customer-complaint': 'customer',
  'parent-to-teacher': 'teacher', neighbour: 'neighbour', landlord: 'landlord',
};

/** How close the role-matching type must be to the top one (its score at least this share of the top's) to take its place. */
export const RERANK_SHARE = 0.3;
/** A mention's weight as a clause's subject (1 + 2 in readMentions); with the top type's role named nowhere in the
 * message, such a target lowers the share to UNSUPPORTED_SHARE. */
const SUBJECT_WEIGHT = 3;
/** The top type and the next two: a role-matching type further down is not a near miss. */
const RERANK_DEPTH = 3;

/**
 * When the top type assumes another role than the one the message is about, and a type among the next few assumes
 * that role and scores close enough, that type goes first: "my manager keeps reading my slack messages out loud"
 * read as coworker friction becomes a hard talk with the boss.
 */
export function rerankByTarget<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const topFamily = top ? TYPE_FAMILY[top.type] : undefined;
  if (!top || !topFamily) return [...ranked];
  const category = infoFor(top.type)?.category;
  const totals = familyTotals(text, category === 'workplace');
  const target = strongestFamily(totals);
  if (!target || target === topFamily) return [...ranked];
  // The top type assumes someone the message never names, while the target is the subject of a clause or in focus
  // ("me and my brother barely text now" read as a friend drifting away): the model's guess has nothing to stand on.
  const tokens = tokenize(text);
  const named = tokens.some((_, i) => familyAt(tokens, i)?.family === topFamily);
  const share = !named && (totals.get(target) ?? 0) >= SUBJECT_WEIGHT ? UNSUPPORTED_SHARE : RERANK_SHARE;
  // Within the top type's world first: the person is wrong, not the kind of story ("the second chef" is friction, not a crush).
  const same = moveUp(ranked, (type) => TYPE_FAMILY[type] === target && infoFor(type)?.category === category, share, RERANK_DEPTH);
  return same[0] !== top ? same : moveUp(ranked, (type) => TYPE_FAMILY[type] === target, share, RERANK_DEPTH);
}
