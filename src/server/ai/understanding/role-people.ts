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
const POSSESSIVE_DETERMINER = /\b(my|his|her|our|their|your)\s([a-z]+?)(s{1,2})\b(?!['’])(?:\s([a-z]+)(?:\s([a-z]+))?(?:\s([a-z]+))?)?/gi;

/**
 * The text with "my Xs Y" read as "my X's Y" where X is a person word and the plural cannot be the subject of Y:
 * Y is a person (a chain: "my partners dad"), or a noun that is no present-tense verb of X ("my sisters wedding"; "my
 * sisters ring me" stays), or X is a relation one has only one of ("my dads house", "my grandmothers").
 */
export function restorePossessives(text: string, isPersonWord: (w: string) => boolean): string {
  if (!/\b(?:my|his|her|our|their|your)\s\S+s\b/i.test(text)) return text;
  return text.replace(POSSESSIVE_DETERMINER, (whole, det: string, stem: string, esses: string, next?: string, after?: string, third?: string) => {
    // "bosss": a word that ends in s keeps one, "partners" drops it; a word already a plural role ("parents") has no singular reading.
    const singular = (esses.length === 2 ? `${stem}s` : stem).toLowerCase();
    const word = `${stem}${esses}`;
    if (!isPersonWord(singular) || ['s', 'ss'].includes(singular)) return whole;
    const n = next?.toLowerCase();
    // A person after a describing word is a chain ("my daughters piano teacher"); after a verb it is the plural's object ("my friends have kids").
    const describing = n !== undefined && (NOUNS.has(n) || ADJECTIVES.has(n)) && !VERB_FIRST.test(n);
    const chain = n !== undefined && (isPersonWord(n) || (describing && after !== undefined && isPersonWord(after.toLowerCase())) || (describing && third !== undefined && isPersonWord(third.toLowerCase()) && NOUNS.has(after?.toLowerCase() ?? '')));
    const possessed = n !== undefined && NOUNS.has(n) && !AFTER_A_VERB.test(after ?? '') && (!PRESENT_VERBS.has(n) || after === undefined || PREDICATE.test(after));
    if (!chain && !possessed && !ONLY_ONE.has(singular)) return whole;
    // A plural listed as a role ("kids", "daughters") is as likely the plural's possessive ("my kids school" = the kids'
    // school): read as one person's only in a chain to another person.
    if (!chain && isPersonWord(word.toLowerCase()) && word.toLowerCase() !== singular && ROLE_PLURALS.test(word)) return whole;
    // A relation one has several of, with nothing after it, is a plural ("my sisters").
    if (!chain && !possessed && n !== undefined && !/^(?:and|but|or|so)$/.test(n) && !NOUNS.has(n)) return whole;
    return whole.replace(`${det} ${word}`, `${det} ${esses.length === 2 ? stem + 's' : stem}'s`);
  });
}

/**
 * What a role belongs to, said after it: a department or an initialism after "from"/"of" ("the guy from IT", "VP of sales",
 * "the woman from the council") and where one lives beside the speaker ("the woman downstairs", "the guy next door").
 */
const DEPARTMENT = '[A-Z]{2,5}|accounts|finance|marketing|sales|legal|payroll|admin|operations|engineering|procurement|compliance|facilities|maintenance|reception|security|support|the council|head office|the office|the school|the agency|the bank|the landlord';
const AFTER_ROLE = new RegExp(`^\\s+(?:(?:from|of|in)\\s(?:${DEPARTMENT})\\b|(?:downstairs|upstairs|next door|across the (?:road|street|hall)|over the road)\\b)`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each person said by role, with what the role belongs to when the text says it right after the mention. */
export function extendRoleMentions(text: string, people: Person[]): Person[] {
  if (!/\s(?:from|of|in|downstairs|upstairs|next door|across|over the road)\b/i.test(text)) return people;
  return people.map((p) => {
    if (!p.role || p.name) return p;
    const at = new RegExp(`\\b${escape(p.mention)}\\b`, 'i').exec(text);
    if (!at) return p;
    const tail = AFTER_ROLE.exec(text.slice(at.index + at[0].length));
    return tail ? { ...p, mention: `${p.mention}${tail[0].replace(/\s+/g, ' ')}` } : p;
  });
}
