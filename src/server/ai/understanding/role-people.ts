import lexicon from './lexicons/parts-of-speech.json';
import presentVerbs from './lexicons/present-verbs.json';
import type { Person } from './types';

/**
 * People at work, school, services and in the family said by role (issue #21, helper f26). people.ts reads a relation
 * word after a determiner; this module adds what its word-by-word reading cannot see:
 * - a possessive written without its apostrophe ("my partners dad", "my bosss wife", "my sisters wedding"): restored
 *   before people.ts reads the text, so the chain is read as "my partner's dad" and the possessor is a person;
 * - a role named with what it belongs to after it ("the guy from IT", "our VP of sales", "the woman downstairs");
 * - the generic heads of job titles and school/service roles people.ts does not list, and the same relations in the
 *   other languages people.ts already reads (a landlord, a teacher, a son, a boss, in-laws).
 */

/**
 * Heads of job titles and roles a workplace, school or service gives a person ("my team leader", "the key worker", "my
 * old employer", "the SENCO"), plurals people.ts only reads in the singular ("my group project partners"), and the
 * departments people deal with as one person ("customer service"). Each is a kind of person, not a thing.
 */
export const WORKPLACE_ROLES: readonly string[] = [
  'team leader', 'group leader', 'shift leader', 'shift manager', 'line manager', 'key worker', 'support worker', 'employer', 'employers',
  'advisor', 'adviser', 'fitter', 'senco', 'coordinator', 'customer service', 'customer services', 'partners', 'tutors', 'supervisors',
  // The same relations in French, Italian, Portuguese, Spanish and German: landlord, teacher, son/daughter, boss, in-laws.
  'propriétaire', 'proprio', 'proprietario', 'proprietária', 'proprietário', 'vermieter', 'vermieterin', 'dueño', 'dueña',
  'professeur', 'prof', 'professore', 'professoressa', 'profesor', 'profesora', 'professor', 'professora', 'lehrer', 'lehrerin', 'maestra', 'maestro',
  'figlio', 'figlia', 'filho', 'filha', 'chefe', 'capo', 'schwiegermutter', 'schwiegervater', 'schwiegereltern', 'suegra', 'suegro', 'suegros',
  'belle-mère', 'beau-père', 'beaux-parents', 'suocera', 'suocero', 'suoceri', 'sogra', 'sogro', 'sogros',
];

const NOUNS = new Set(lexicon.nouns.split(' '));
const PRESENT_VERBS = new Set(presentVerbs.words.split(' '));
const ADJECTIVES = new Set(lexicon.adjectives.split(' '));
/** Verbs a plural subject takes that the lexicon also lists as nouns or describing words. */
const VERB_FIRST = /^(?:have|has|had|are|were|do|did|does|get|got|keep|want|need|make|made|let|like|love|hate|think|say|live|work|go|come|take|give|bring|call|text|visit)$/;
/** Words that follow a plural subject's verb, not a possessed noun: "my sisters ring me", "my parents visit every week". */
const AFTER_A_VERB = /^(?:me|him|her|us|them|you|it|a|an|the|my|his|their|our|your|up|out|back|off|over|all|every|always|never|too|so|really|just)$/i;
const PREDICATE = /^(?:is|was|has|had|keeps|needs|got|gets|broke|went|and|but)$/i;
/**
 * Relations a person has only one of at a time: after "my" their plural can only be a possessive with the apostrophe left
 * out ("it was my grandmothers", "my dads house"), whatever follows. Relations one may have several of (sister, cousin)
 * are a possessive only before a noun or another person.
 */
const ONLY_ONE = new Set('mum mom dad mother father husband wife partner boyfriend girlfriend bf gf fiance fiancé fiancee boss manager landlord landlady stepmum stepmom stepdad stepmother stepfather grandmother grandfather'.split(' '));
/** Plurals people.ts lists as roles of their own. */
const ROLE_PLURALS = /^(?:kids|girls|boys|guys|lads|babies|twins|folks|siblings|grandparents|sons|daughters|children|cousins|nieces|nephews|aunts|uncles|grandkids|parents|friends|mates|colleagues|coworkers|students|clients|customers|teachers)$/i;
/** A word before a relation that makes one relation of two ("my ex boyfriends mum", "my best friends boyfriend"). */
const RELATION_MODIFIER = '(?:ex|best|step|half|twin|older|younger|little|big|elder|late|new|old|oldest)\\s';
const POSSESSIVE_DETERMINER = new RegExp(`\\b(my|his|her|our|their|your)\\s(${RELATION_MODIFIER})?([a-z]+?)(s{1,2})\\b(?!['’])(?:\\s([a-z]+)(?:\\s([a-z]+))?(?:\\s([a-z]+))?)?`, 'gi');
/** Where someone's home is meant by their name alone: "at his nans", "going to my dads", "round my mums". */
const TO_SOMEONES = /\b(?:at|to|from|round|over|near|by|stay(?:ing|ed)? with)\s$/i;
/** Relatives and partners whose home is named by them alone, and what may follow it ("at my nans tonight", "to my dads every weekend"). */
const HOME_OF = new Set('mum mom dad mother father nan gran grandma grandad granddad grandpa granny nana aunt auntie aunty uncle cousin sister brother boyfriend girlfriend bf gf partner'.split(' '));
const HOME_THEN = new Set('every tonight this last next for on at after before and but so till until when because all most again yesterday tomorrow today then over'.split(' '));
/** A plural of a word ending in x, s, sh, ch or z takes -es: "exs" can only be "ex's". */
const TAKES_ES = /(?:x|s|sh|ch|z)$/i;

/**
 * The text with "my Xs Y" read as "my X's Y" where X is a person word and the plural cannot be the subject of Y:
 * Y is a person (a chain: "my partners dad"), or a noun that is no present-tense verb of X ("my sisters wedding"; "my
 * sisters ring me" stays), or X is a relation one has only one of ("my dads house", "my grandmothers").
 */
export function restorePossessives(text: string, isPersonWord: (w: string) => boolean): string {
  if (!/\b(?:my|his|her|our|their|your)\s(?:\S+\s)?\S+s\b/i.test(text)) return text;
  return text.replace(POSSESSIVE_DETERMINER, (whole, det: string, modifier: string | undefined, stem: string, esses: string, next?: string, after?: string, third?: string, at?: number) => {
    // "bosss": a word that ends in s keeps one, "partners" drops it; a word already a plural role ("parents") has no singular reading.
    const singular = (esses.length === 2 ? `${stem}s` : stem).toLowerCase();
    const word = `${stem}${esses}`;
    const relation = `${modifier ?? ''}${singular}`.toLowerCase();
    if (!(isPersonWord(singular) || (modifier !== undefined && isPersonWord(relation))) || ['s', 'ss'].includes(singular)) return whole;
    const n = next?.toLowerCase();
    // A person after a describing word is a chain ("my daughters piano teacher"); after a verb it is the plural's object ("my friends have kids").
    // A two-word relation after it is a chain too ("my husbands best friend").
    const describing = n !== undefined && (NOUNS.has(n) || ADJECTIVES.has(n)) && !VERB_FIRST.test(n);
    const chain = n !== undefined && (isPersonWord(n) || (after !== undefined && isPersonWord(`${n} ${after.toLowerCase()}`)) || (describing && after !== undefined && isPersonWord(after.toLowerCase())) || (describing && third !== undefined && isPersonWord(third.toLowerCase()) && NOUNS.has(after?.toLowerCase() ?? '')));
    // An ordinal after a person is their birthday ("my nans 80th"); "exs" is no plural; "at his nans" is where he is.
    const possessed = n !== undefined && ((NOUNS.has(n) && !AFTER_A_VERB.test(after ?? '') && (!PRESENT_VERBS.has(n) || after === undefined || PREDICATE.test(after))) || /^\d+(?:st|nd|rd|th)$/.test(n));
    // "at his nans", "to my dads every weekend": a person's home, where no noun follows; "to her parents" stays plural.
    const home = HOME_OF.has(singular) && (n === undefined || HOME_THEN.has(n)) && TO_SOMEONES.test(text.slice(Math.max(0, (at ?? 0) - 20), at ?? 0));
    const onlyPossessive = (esses.length === 1 && TAKES_ES.test(stem)) || home;
    if (onlyPossessive) return whole.replace(`${det} ${modifier ?? ''}${word}`, `${det} ${modifier ?? ''}${esses.length === 2 ? stem + 's' : stem}'s`);
    if (!chain && !possessed && !ONLY_ONE.has(singular)) return whole;
    // A plural listed as a role ("kids", "daughters") is as likely the plural's possessive ("my kids school" = the kids'
    // school): read as one person's only in a chain to another person.
    if (!chain && isPersonWord(word.toLowerCase()) && word.toLowerCase() !== singular && ROLE_PLURALS.test(word)) return whole;
    // A relation one has several of, with nothing after it, is a plural ("my sisters").
    if (!chain && !possessed && n !== undefined && !/^(?:and|but|or|so)$/.test(n) && !NOUNS.has(n)) return whole;
    return whole.replace(`${det} ${modifier ?? ''}${word}`, `${det} ${modifier ?? ''}${esses.length === 2 ? stem + 's' : stem}'s`);
  });
}

/**
 * What a role belongs to, said after it: a department or an initialism after "from"/"of" ("the guy from IT", "VP of sales",
 * "the woman from the council") and where one lives beside the speaker ("the woman downstairs", "the guy next door").
 */
const DEPARTMENT = '[A-Z]{2,5}|accounts|finance|marketing|sales|legal|payroll|admin|operations|engineering|procurement|compliance|facilities|maintenance|reception|security|support|the council|head office|the office|the school|the agency|the bank|the landlord';
/**
 * Where someone is from, said as a group, a class or a place they share with the speaker or another person ("the girl from
 * my spin class", "a friend from my old job", "the guys from her work", "someone on my team", "my friend from school").
 */
const SHARED_GROUP = 'class|classes|gym|app|apps|job|work|school|team|uni|college|church|course|office|group|club|building|street|department|dept|floor|band|choir|squad|league|estate|halls|ward|unit|company|firm|mosque|temple|village|year|shift';
const FROM_GROUP = `(?:from|at|in|on)\\s(?:my|the|his|her|our|their|your)\\s(?:(?:old|new|last|first|current|previous)\\s)?(?:[a-z]+\\s)?(?:${SHARED_GROUP})\\b(?!\\s(?:party|parties|drinks|do|night|dinner|lunch|meeting|event|trip|holiday)\\b)|from\\s(?:school|work|uni|college|church|the app|tinder|hinge|bumble|the gym|the office|next door)\\b|from\\s(?:the|my|his|her|our|their)\\s(?:[a-z]+\\s)?(?:party|wedding|festival|holiday|trip)\\b`;
const AFTER_ROLE = new RegExp(`^\\s+(?:(?:from|of|in)\\s(?:${DEPARTMENT})\\b|(?:downstairs|upstairs|next door|across the (?:road|street|hall)|over the road)\\b)`);
const AFTER_SOMEONE = new RegExp(`^\\s+(?:${FROM_GROUP})`);
/** People known only by where the speaker met them: a relative or a partner is who they are wherever they are ("my mum at the wedding"). */
const MET_SOMEWHERE = new Set('guy guys girl girls lad lads boy boys woman women man men lady ladies bloke dude someone somebody person people friend friends mate mates buddy crush date match new guy new girl coworker coworkers colleague colleagues'.split(' '));
/** A relation said by another's: "the sister of my wife", "a friend of my brother". */
const OF_PERSON = /^\s+of\s(my|his|her|our|their|your)\s([a-z]+)(?:\s([a-z]+))?\b/i;
function ofPerson(rest: string, isPersonWord: (w: string) => boolean): string | null {
  const m = OF_PERSON.exec(rest);
  if (!m) return null;
  const two = m[3] ? `${m[2]} ${m[3]}` : '';
  if (two && isPersonWord(two.toLowerCase())) return ` of ${m[1]} ${two}`;
  return isPersonWord((m[2] as string).toLowerCase()) ? ` of ${m[1]} ${m[2]}` : null;
}
/** One of a group: "one of the girls", "two of my friends". */
const PART_OF = /\b(?:one|two|three|some|a few|most|all|none|both|either|neither|any) of $/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each person said by role, with what the role belongs to when the text says it right after the mention. */
export function extendRoleMentions(text: string, people: Person[], isPersonWord: (w: string) => boolean): Person[] {
  if (!/\s(?:from|of|in|at|on|downstairs|upstairs|next door|across|over the road)\b/i.test(text)) return people;
  return people.map((p) => {
    if (!p.role || p.name) return p;
    const at = new RegExp(`\\b${escape(p.mention)}\\b`, 'i').exec(text);
    if (!at) return p;
    const rest = text.slice(at.index + at[0].length);
    const tail = (AFTER_ROLE.exec(rest) ?? (MET_SOMEWHERE.has(p.role) ? AFTER_SOMEONE.exec(rest) : null))?.[0].replace(/\s+/g, ' ') ?? ofPerson(rest, isPersonWord);
    const part = PART_OF.exec(text.slice(Math.max(0, at.index - 12), at.index));
    const mention = `${part ? part[0] : ''}${p.mention}${tail ?? ''}`;
    return mention === p.mention ? p : { ...p, mention };
  });
}
