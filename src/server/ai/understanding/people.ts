import type { Person } from './types';

/**
 * Who the message is about: relation words the user uses ("my boss", "a friend", "the client"),
 * first names ("Sam", "my crush Leo"), and a pronoun as the last resort ("her"). Order: as written.
 */
const ROLES = [
  'best friends', 'friend group', 'best friend', 'close friend', 'old friend', 'guy friend', 'girl friend', 'ex girlfriend', 'ex boyfriend', 'ex-girlfriend',
  'ex-boyfriend', 'ex-husband', 'ex-wife', 'ex-partner', 'lab partner', 'hiring manager', 'mother-in-law', 'father-in-law',
  'work crush', 'secret crush', 'crush', 'ex', 'boyfriend', 'girlfriend', 'bf', 'gf', 'husband', 'wife', 'partner', 'fiance',
  'fiancee', 'date', 'match', 'friend', 'friends', 'bestie', 'bff', 'roommate', 'roommates', 'flatmate', 'housemate', 'classmate',
  'classmates', 'boss', 'manager', 'supervisor', 'director', 'vp', 'coworker', 'coworkers', 'co-worker', 'colleague',
  'colleagues', 'teammate', 'team', 'employee', 'intern', 'client', 'customer', 'buyer', 'recruiter', 'interviewer',
  'candidate', 'candidates', 'applicants', 'teacher', 'tutor', 'student', 'parent', 'parents', 'mom', 'mum', 'dad', 'mother',
  'father', 'sister', 'brother', 'twin', 'aunt', 'uncle', 'cousin', 'grandma', 'grandpa', 'in-laws', 'son', 'daughter', 'kid',
  'kids', 'child', 'teenager', 'family', 'neighbour', 'neighbor', 'neighbours', 'neighbors', 'landlord', 'landlady',
  'follower', 'guy', 'girl', 'boy', 'barista', 'someone', 'amigo', 'amiga', 'amie', 'ami', 'hermano', 'hermana', 'chica',
  'copain', 'copine', 'freund', 'freundin', 'kollege', 'mejor amiga', 'mejor amigo',
];
const ROLE_SET = new Set(ROLES);
const MAX_ROLE_WORDS = 2;
const DETERMINERS = new Set(['my', 'your', 'a', 'an', 'the', 'this', 'that', 'our', 'his', 'her', 'their', 'mi', 'mon', 'ma', 'mein', 'meine', 'one', 'some']);
const NOT_NAMES = new Set(
  ('i im ive id he she they we you it the a an and but so or if then today tomorrow yesterday tonight monday tuesday wednesday thursday ' +
    'friday saturday sunday january february march april may june july august september october november december hey hi hello ok okay ' +
    'what how when why where who which should can could would do does did is was are my her his our their your lol haha maybe yes no not ' +
    'just also still never always after before because since this that there here please thanks sorry well oh anyway help is am ' +
    'english chinese spanish french german japanese korean mandarin italian portuguese arabic hindi instagram tiktok tinder hinge bumble ' +
    'rednote whatsapp slack zoom google yelp etsy facebook youtube discord snapchat facetime venmo airbnb christmas thanksgiving easter ' +
    "valentine valentine's new year hr vp ceo cv adhd ldr tv dm dms ps5 nurse harvard toronto london berlin chicago vegas canada india " +
    'final first second third last next every some any all most one two three four five got had have has been being want need think ' +
    "told asked said love like found ex my mein mon mi day i'm i've i'd i'll it's that's").split(' '),
);
const NAME_VERBS = new Set(['got', 'said', 'is', 'was', 'keeps', 'has', 'and', 'texted', 'asked', 'wants', 'told', 'never', 'always', 'just', 'still', 'sent', 'left', 'took', 'invited', 'doesn\'t', 'won\'t', 'didn\'t', 'says', 'liked']);
const PRONOUNS: Record<string, string> = { he: 'he', him: 'him', his: 'him', she: 'she', her: 'her', they: 'they', them: 'them' };

interface Token {
  raw: string;
  lower: string;
  /** Starts a sentence (first token, or after . ! ? : or a newline). */
  initial: boolean;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let initial = true;
  for (const m of text.slice(0, 3000).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’\-]*|[.!?:\n]/gu)) {
    const raw = m[0].replace(/’/g, "'");
    if (/^[.!?:\n]$/.test(raw)) {
      initial = true;
      continue;
    }
    out.push({ raw, lower: raw.toLowerCase().replace(/'s$/, ''), initial });
    initial = false;
  }
  return out;
}

function isName(t: Token | undefined, next: Token | undefined): boolean {
  if (!t || !/^\p{Lu}[\p{Ll}'-]{1,20}$/u.test(t.raw.replace(/'s$/, ''))) return false;
  if (NOT_NAMES.has(t.lower)) return false;
  return !t.initial || NAME_VERBS.has(next?.lower ?? '') || next?.raw === ',';
}

export function extractPeople(text: string): Person[] {
  const tokens = tokenize(text);
  const people: Person[] = [];
  const add = (p: Person) => {
    const same = people.find((q) => (p.name && q.name === p.name) || (!p.name && !q.name && q.role === p.role));
    if (same) {
      if (!same.role && p.role) same.role = p.role;
      return;
    }
    people.push(p);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    let role: string | null = null;
    let used = 0;
    for (let n = MAX_ROLE_WORDS; n >= 1 && !role; n--) {
      const phrase = tokens.slice(i, i + n).map((x) => x.lower).join(' ');
      if (tokens.length >= i + n && ROLE_SET.has(phrase)) {
        role = phrase;
        used = n;
      }
    }
    // "my new coworkers", "my 8 year old daughter": the determiner may sit up to three words back.
    const back = [1, 2, 3, 4].map((k) => tokens[i - k]).find((x) => x && DETERMINERS.has(x.lower));
    const prev = back ?? tokens[i - 1];
    if (role && (t.initial || DETERMINERS.has(prev?.lower ?? '') || t.raw.endsWith("'s") || ['crush', 'ex', 'boss', 'someone', 'candidate', 'customer', 'client', 'recruiter'].includes(role) || (prev && /'s$/.test(prev.raw)))) {
      const owner = prev && DETERMINERS.has(prev.lower) ? `${prev.lower} ` : '';
      const next = tokens[i + used];
      const name = next && isName({ ...next, initial: false }, tokens[i + used + 1]) ? next.raw.replace(/'s$/, '') : null;
      add({ role, name, mention: `${owner}${tokens.slice(i, i + used).map((x) => x.raw).join(' ')}${name ? ` ${name}` : ''}` });
      i += used - 1 + (name ? 1 : 0);
      continue;
    }
    if (isName(t, tokens[i + 1])) add({ role: null, name: t.raw.replace(/'s$/, ''), mention: t.raw.replace(/'s$/, '') });
  }
  // The first he/she/they is who the story is about when nobody is named; kept last, as a fallback.
  const pronoun = tokens.find((t) => PRONOUNS[t.lower]);
  if (pronoun) people.push({ role: null, name: null, mention: PRONOUNS[pronoun.lower] as string });
  return people.slice(0, 6);
}
