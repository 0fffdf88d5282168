import type { Situation } from './situations';
import { cleanText, tokenize, type Token } from './text-utils';

/** Relation words we recognise ("my crush", "my boss"), with the situations they belong to. */
export const RELATIONS: Record<string, readonly Situation[]> = {
  crush: ['crush', 'hidden-crush'],
  ex: ['ex'],
  'ex-boyfriend': ['ex'],
  'ex-girlfriend': ['ex'],
  'ex-wife': ['ex'],
  'ex-husband': ['ex'],
  'ex-partner': ['ex'],
  boyfriend: ['partner', 'dating'],
  girlfriend: ['partner', 'dating'],
  husband: ['partner'],
  wife: ['partner'],
  partner: ['partner', 'dating'],
  fiance: ['partner'],
  fiancee: ['partner'],
  date: ['dating'],
  match: ['new-match', 'dating'],
  boss: ['workplace'],
  manager: ['workplace'],
  coworker: ['workplace'],
  'co-worker': ['workplace'],
  colleague: ['workplace'],
  teammate: ['workplace'],
  friend: ['friendship'],
  'best friend': ['friendship'],
  bestie: ['friendship'],
  roommate: ['friendship'],
  classmate: ['friendship'],
  client: ['customer'],
  customer: ['customer'],
  teacher: ['teacher-parent'],
  student: ['teacher-parent'],
  son: ['teacher-parent'],
  daughter: ['teacher-parent'],
  recruiter: ['interview-candidate'],
  interviewer: ['interview-candidate'],
  mom: [],
  dad: [],
  mother: [],
  father: [],
  sister: [],
  brother: [],
};

const NOT_NAMES = new Set(
  ('i im ive id he she they we you it the a an and but so or if then today tomorrow yesterday tonight ' +
    'monday tuesday wednesday thursday friday saturday sunday hey hi hello ok okay what how when why where who ' +
    'should can could would do does did is was are my her his our their your lol haha maybe yes no not just also ' +
    'still never always after before because since this that there here please thanks sorry well oh anyway ' +
    'user english chinese spanish french german japanese korean instagram tiktok tinder hinge bumble rednote').split(' '),
);

export interface PersonFact {
  /** Canonical relation word, e.g. "crush", "boss"; null when only a pronoun told us ("her name is Mia"). */
  relation: string | null;
  name: string;
}

export function isName(token: Token | undefined): token is Token {
  if (!token || !token.word) return false;
  if (!/^\p{Lu}[\p{L}'-]{0,24}$/u.test(token.raw)) return false;
  return !NOT_NAMES.has(token.lower.replace(/'/g, ''));
}

/** Relation at token i: "crush", "best friend" (two tokens), or "crush's". Returns relation + tokens used. */
function relationAt(tokens: readonly Token[], i: number): { relation: string; used: number; possessive: boolean } | null {
  const t = tokens[i];
  if (!t || !t.word) return null;
  const two = `${t.lower} ${tokens[i + 1]?.lower ?? ''}`;
  if (RELATIONS[two.replace(/'s$/, '')] && tokens[i + 1]?.word) {
    return { relation: two.replace(/'s$/, ''), used: 2, possessive: two.endsWith("'s") };
  }
  const base = t.lower.endsWith("'s") ? t.lower.slice(0, -2) : t.lower;
  if (RELATIONS[base] === undefined) return null;
  return { relation: base, used: 1, possessive: t.lower.endsWith("'s") };
}

const OWNERS = new Set(['my', "user's", 'the', 'our']);

/** Names the text gives for people, in order: "my crush Sam", "her name is Mia", "Sam is my crush". */
export function findPeople(input: string): PersonFact[] {
  const tokens = tokenize(cleanText(input));
  const out: PersonFact[] = [];
  const push = (relation: string | null, token: Token) => {
    if (!out.some((p) => p.name === token.raw && p.relation === relation)) out.push({ relation, name: token.raw });
  };
  let lastRelation: string | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const rel = relationAt(tokens, i);
    const prev = tokens[i - 1];
    const owned = OWNERS.has(prev?.lower ?? '') || (rel?.possessive === true && (!prev || !prev.word));
    if (rel && owned) {
      lastRelation = rel.relation;
      let j = i + rel.used;
      if (tokens[j]?.raw === ',') j++;
      const a = tokens[j];
      const b = tokens[j + 1];
      const c = tokens[j + 2];
      if (rel.possessive && a?.lower === 'name' && b?.lower === 'is' && isName(c)) push(rel.relation, c);
      else if (a?.lower === 'is' && (b?.lower === 'named' || b?.lower === 'called') && isName(c)) push(rel.relation, c);
      else if ((a?.lower === 'named' || a?.lower === 'called') && isName(b)) push(rel.relation, b);
      else if (a?.lower === 'is' && isName(b) && (!c?.word || c.lower === 'and' || c.lower === 'but')) push(rel.relation, b);
      else if (!rel.possessive && isName(a)) push(rel.relation, a);
      continue;
    }
    const t = tokens[i] as Token;
    if (['her', 'his', 'their'].includes(t.lower) && tokens[i + 1]?.lower === 'name' && tokens[i + 2]?.lower === 'is') {
      const name = tokens[i + 3];
      if (isName(name)) push(lastRelation, name);
      continue;
    }
    // "Sam is my crush", "Sam is the user's crush", "Sam, my boss, ..."
    if (isName(t) && tokens[i + 1]?.lower === 'is' && OWNERS.has(tokens[i + 2]?.lower ?? '')) {
      const after = tokens[i + 3]?.lower === "user's" ? 4 : 3;
      const r = relationAt(tokens, i + after);
      if (r) {
        push(r.relation, t);
        lastRelation = r.relation;
      }
    }
  }
  return out;
}

/** The name to use for the situation: the text's own first, then memory's. */
export function nameFor(situation: Situation, fromText: readonly PersonFact[], fromMemory: readonly PersonFact[]): PersonFact | null {
  const fits = (p: PersonFact) => p.relation === null || (RELATIONS[p.relation] ?? []).includes(situation);
  // One named person in the message is who it's about, even if the relation differs ("my friend Mia" I secretly like).
  const only = fromText.length === 1 ? (fromText[0] ?? null) : null;
  return fromText.find(fits) ?? only ?? fromMemory.find((p) => p.relation !== null && fits(p)) ?? null;
}

/** First relation word the user owns ("my boyfriend") that fits the situation (any, when null), e.g. to say "your boyfriend". */
export function ownedRelation(input: string, situation: Situation | null): string | null {
  const tokens = tokenize(cleanText(input).toLowerCase());
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i - 1]?.lower !== 'my') continue;
    const rel = relationAt(tokens, i);
    if (rel && (situation === null || (RELATIONS[rel.relation] ?? []).includes(situation))) return rel.relation;
  }
  return null;
}
