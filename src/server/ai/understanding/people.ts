import { isChannelName } from './channels';
import { MORE_DETERMINERS, MORE_ROLES, transcriptSpeakers } from './more-people-words';
import { OCCUPATION_SET } from './occupations';
import { isPlaceName } from './places';
import { AT_SOMEONE } from './venues';
import { extendRoleMentions, restorePossessives, WORKPLACE_ROLES } from './role-people';
import { groupPeople } from './group-people';
import { lowerCaseName } from './lower-case-names';
import type { Person } from './types';
import { relationTypo, RUN_TOGETHER_RELATIONS } from './typo-words';

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
  // Step- and extended family, friends' words, online strangers, staff, new colleagues.
  'stepmom', 'stepmum', 'stepdad', 'stepmother', 'stepfather', 'stepsister', 'stepbrother', 'step-mom', 'step-dad', 'grandmother',
  'grandfather', 'granny', 'nan', 'nana', 'niece', 'nephew', 'teen', 'toddler', 'baby', 'buddy', 'mate', 'best mate', 'flatmates',
  'housemates', 'troll', 'trolls', 'stranger', 'strangers', 'hater', 'haters', 'commenter', 'commenters', 'followers', 'guest',
  'guests', 'waiter', 'waitress', 'staff', 'host', 'coach', 'principal', 'headteacher', 'head teacher', 'new hire', 'new hires',
  'new guy', 'new girl', 'interns', 'applicant', 'hr', 'team lead', 'tenant', 'tenants', 'patient', 'patients', 'designer', 'developer', 'dev', 'senior dev', 'engineer', 'nurse', 'analyst',
  // Family and housemates in Spanish, French, German, Portuguese and Italian.
  'padres', 'padre', 'madre', 'mamá', 'papá', 'mamma', 'papà', 'hijo', 'hija', 'abuela', 'abuelo', 'primo', 'prima', 'tía', 'tío',
  'jefe', 'jefa', 'compañero', 'compañera', 'compañero de piso', 'compañera de piso', 'mère', 'père', 'maman', 'papa', 'mama', 'frère',
  'sœur', 'soeur', 'fils', 'fille', 'coloc', 'colocataire', 'colocs', 'patron', 'patronne', 'mutter', 'vater', 'eltern', 'bruder',
  'schwester', 'sohn', 'tochter', 'chef', 'chefin', 'mitbewohner', 'mitbewohnerin', 'pais', 'mãe', 'pai', 'irmão', 'irmã', 'amica', 'amico',
  'novio', 'novia', 'casero', 'casera', 'bester freund', 'beste freundin', 'meilleure amie', 'meilleur ami',
  'namorado', 'namorada', 'marido', 'esposa', 'esposo', 'mujer', 'femme', 'mari', 'ehemann', 'ehefrau', 'fidanzato', 'fidanzata', 'ragazzo', 'ragazza', 'tante', 'oncle', 'cousin', 'cousine',
  // Workplaces and shops: owners, staff and the public; plurals of roles named as a group.
  'owner', 'owners', 'ceo', 'receptionist', 'paramedic', 'postdoc', 'pi', 'sales lead', 'store manager', 'head chef', 'assistant', 'cashier',
  'cashiers', 'driver', 'drivers', 'teachers', 'teammates', 'direct reports', 'crew', 'customers', 'clients', 'students', 'pupil', 'pupils',
  'regular customer', 'delivery guy', 'internal applicant', 'internal candidate', 'agency', 'woman', 'lady', 'couple', 'mates',
  'ex husband', 'ex wife', 'host family', 'gym buddy', 'work bestie', 'tandem partner', 'music teacher', 'class teacher', 'assistant manager',
  // Trades and professions people deal with (a describing noun before one stays: "the letting agent", "the charge nurse"), and groups.
  'agent', 'doctor', 'doctors', 'gp', 'dentist', 'pharmacist', 'physio', 'therapist', 'counsellor', 'counselor', 'bartender', 'lifeguard',
  'librarian', 'plumber', 'electrician', 'builder', 'builders', 'chef', 'dispatcher', 'secretary', 'clerk', 'cleaner', 'courier',
  'lawyer', 'solicitor', 'accountant', 'mechanic', 'hairdresser', 'barber', 'trainer', 'instructor', 'pastor', 'priest', 'midwife', 'vet',
  'carer', 'babysitter', 'nanny', 'publisher', 'editor', 'photographer', 'shift lead', 'tech lead', 'project lead', 'head of department',
  'letting agent', 'estate agent', 'property manager', 'nurses', 'engineers', 'managers',
  'directors', 'lad', 'lads', 'guys', 'girls', 'mums', 'moms', 'dads', 'boys', 'men', 'women',
  // Who sells, supplies or insures what a customer buys (f28): "the seller on vinted", "the supplier", "my insurer".
  'seller', 'sellers', 'supplier', 'suppliers', 'insurer', 'insurers', 'pt',
];
/** Relations people use as a name, with no "my": "mom says…", "tell parents their child…". */
const BARE_ROLES = new Set(['mom', 'mum', 'dad', 'mother', 'father', 'grandma', 'grandpa', 'granny', 'nan', 'papa', 'mama', 'maman', 'parents', 'stepmom', 'stepdad', 'crush', 'ex', 'boss', 'someone', 'candidate', 'customer', 'client', 'recruiter', 'troll', 'landlord', 'roommate', 'flatmate', 'housemate', 'hr',
  'coworkers', 'colleagues', 'candidates', 'applicants', 'interns', 'students', 'customers', 'clients', 'guests', 'followers', 'haters',
  'trolls', 'strangers', 'teammates', 'neighbours', 'neighbors',
  // People in the plural with no determiner (f28): "brings guys back", "girls from work", "hangs out with older boys".
  'guys', 'girls', 'boys', 'men', 'women', 'lads', 'kids']);
/** Family words beyond the core ones: grand-, step-, god-, half- and in-law relations, pet names for a partner or a sibling. */
const MORE_FAMILY = ['grandad', 'granddad', 'gran', 'grandson', 'granddaughter', 'grandchild', 'grandchildren', 'grandkids', 'grandparents', 'stepdaughter',
  'stepson', 'stepchild', 'stepkids', 'stepchildren', 'godmother', 'godfather', 'godson', 'goddaughter', 'godparents', 'half-brother', 'half-sister',
  'brother-in-law', 'sister-in-law', 'son-in-law', 'daughter-in-law', 'fiancé', 'fiancée', 'great-aunt', 'great-uncle', 'auntie', 'aunty', 'mummy',
  'daddy', 'bro', 'sis', 'hubby', 'missus', 'wifey', 'other half', 'significant other', 'mil', 'fil', 'sil', 'bil', 'stepparent', 'step-parent', 'bully', 'bullies', 'lead', 'aunts', 'uncles', 'cousins', 'nieces', 'nephews', 'sons', 'daughters'];
/** Relations and the occupation lexicon (lexicons/occupations.json): "the plumber", "my physio", "a firefighter". */
const HYPHENATED = [...ROLES, ...MORE_FAMILY].filter((r) => r.includes('-'));
/** A hyphen is often left out or spaced ("mother in law", "my in laws", "ex wife", "half brother"): each hyphenated relation is also read with spaces. */
const CORE_ROLES = new Set([...ROLES, ...MORE_FAMILY, ...MORE_ROLES, ...HYPHENATED.map((r) => r.replace(/-/g, ' '))]);
const ROLE_SET = new Set([...CORE_ROLES, ...OCCUPATION_SET, ...WORKPLACE_ROLES, ...RUN_TOGETHER_RELATIONS, 'twins']);
/** A word for a person (a relation or an occupation, or a relation typed with one slip: typo-words.ts): "sister", "plumber", "girlfreind". */
export const isPersonWord = (lower: string): boolean => ROLE_SET.has(lower) || ROLE_SET.has(lower.replace(/s$/, '')) || relationTypo(lower) !== null;
/** Activities that name a kind of worker before a job (never a relation: "at our wedding mom said"): "the wedding photographer", "my driving instructor". */
const ING_NOUNS = new Set(['wedding', 'driving', 'swimming', 'dancing', 'boxing', 'climbing', 'running', 'riding', 'cleaning', 'nursing', 'teaching', 'tutoring', 'cycling', 'sailing', 'skiing', 'singing', 'acting', 'wedding-day']);
/** Words before a capitalised word that make it a place or a shop, not a person: "at Tesco", "in Leeds", "outside Boots". */
const PLACE_BEFORE = new Set(['in', 'at', 'outside', 'near', 'inside', 'opposite', 'behind', 'on', 'en', 'à', 'nach', 'em', 'nel']);
/** Going words: a capitalised word after "to" is where someone goes ("moved to Manchester", "a trip to Lisbon"), not who. */
const GOING = new Set(['move', 'moved', 'moving', 'moves', 'trip', 'flight', 'flights', 'fly', 'flying', 'flew', 'go', 'going', 'went', 'goes', 'travel', 'travelling', 'traveling',
  'travelled', 'traveled', 'drive', 'driving', 'drove', 'relocate', 'relocating', 'relocated', 'holiday', 'vacation', 'back', 'way', 'transfer', 'transferred', 'visit', 'train', 'bus']);
function namesAPlace(before: Token | undefined, twoBefore: Token | undefined, t: Token): boolean {
  if (t.raw.endsWith("'s") || !before) return false;
  if (before.lower === 'to' && (GOING.has(twoBefore?.lower ?? '') || isPlaceName(t.lower))) return true;
  if (!PLACE_BEFORE.has(before.lower)) return false;
  return !(before.lower === 'at' && AT_SOMEONE.has(twoBefore?.lower ?? ''));
}
const MAX_ROLE_WORDS = 3;
const DETERMINERS = new Set(['my', 'your', 'a', 'an', 'the', 'this', 'that', 'our', 'his', 'her', 'their', 'mi', 'mis', 'mon', 'ma', 'mes', 'mein', 'meine', 'meiner', 'meinem', 'one', 'some', 'la', 'le', 'el', 'meu', 'minha', 'il', 'mio', 'mia', 'another', ...MORE_DETERMINERS]);
const SIBLING_ADJECTIVES = new Set(['little', 'big', 'older', 'younger', 'elder', 'baby', 'twin', 'step']);
/** Words that may sit between "my" and a relation and still describe that person: "my older sister", "my 8 year old son", "the PE teacher". */
const PERSON_ADJECTIVES = new Set(['older', 'younger', 'little', 'big', 'elder', 'baby', 'twin', 'step', 'new', 'old', 'oldest', 'best', 'close', 'closest', 'former', 'teenage', 'future', 'current', 'other', 'senior', 'junior', 'head', 'year', 'years', 'old', 'only', 'whole', 'entire', 'favourite', 'favorite', 'ex', 'toxic', 'difficult', 'angry', 'lovely', 'female', 'male', 'fellow', 'long-time', 'childhood']);
/** Words that end a description: "about her at family dinners" is not one person. */
const GAP_STOP = new Set(('at in on to of for with about and or but from by is was are be been has have had not no said says told asked keeps kept got ' +
  'get gets just still also really very so too then than when while if as like into over under after before because since that this these those ' +
  'what which who where why how all some any every each both other another such only own more most much many lot always never often again ever ' +
  'even back out up down off away here there now today yesterday tomorrow tonight i me you he she it we they him her them us').split(' '));
function describesPerson(t: Token, nounsToo: boolean, job = false): boolean {
  // A plain lowercase noun before the relation describes it ("gym buddy", "restaurant owner"), unless it is a function word or a verb form.
  const noun = nounsToo && /^(?:[a-z][a-z-]{1,20}|[A-Z][A-Z-]{1,20})$/.test(t.raw) && !GAP_STOP.has(t.lower) && !ROLE_SET.has(t.lower) && (!/(?:ing|ed|ly|s)$/.test(t.lower) || (job && ING_NOUNS.has(t.lower)));
  return !t.initial && (noun || PERSON_ADJECTIVES.has(t.lower) || /^\d{1,2}(?:-years?-old)?$/.test(t.lower) || /^[A-Z]{2,4}$/.test(t.raw) || /'s$/.test(t.raw));
}
/** Sentence-opening words that are not a kind of person: "first team meeting", "nice guy from hinge" keeps "guy". */
const NOT_DESCRIBING = new Set(['first', 'second', 'third', 'last', 'next', 'same', 'nice', 'cute', 'good', 'bad', 'great', 'ok', 'okay', 'hey', 'hi', 'um', 'so', 'yeah', 'well', 'dear', 'help', 'update']);
/** "my 8 year old", "her 15-year-old": an age in place of a relation word is a child. */
const AGE = /^\d{1,2}(?:-years?-old|yo|y\/o)?$/;
const NOT_NAMES = new Set(
  ('i im ive id he she they we you it the a an and but so or if then today tomorrow yesterday tonight monday tuesday wednesday thursday ' +
    'friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays january february march april may june july august september october november december hey hi hello ok okay ' +
    'what how when why where who which should can could would do does did is was are my her his our their your lol haha maybe yes no not ' +
    'just also still never always after before because since this that there here please thanks sorry well oh anyway help is am ' +
    'english chinese spanish french german japanese korean mandarin italian portuguese arabic hindi instagram tiktok tinder hinge bumble ' +
    'rednote whatsapp slack zoom google yelp etsy facebook youtube discord snapchat facetime venmo airbnb christmas thanksgiving easter ' +
    "valentine valentine's new year hr vp ceo cv adhd ldr tv dm dms ps5 nurse harvard toronto london berlin chicago vegas canada india " +
    'final first second third last next every some any all most one two three four five got had have has been being want need think ' +
    "told asked said love like found ex my mein mon mi day i'm i've i'd i'll it's that's").split(' '),
);
const NAME_VERBS = new Set(['got', 'said', 'is', 'was', 'keeps', 'has', 'and', 'texted', 'asked', 'wants', 'told', 'never', 'always', 'just', 'still', 'sent', 'left', 'took', 'invited', 'doesn\'t', 'won\'t', 'didn\'t', 'says', 'liked',
  'called', 'sat', 'thinks', 'seems', 'hasn\'t', 'isn\'t', 'can\'t', 'replied', 'messaged', 'posted', 'blocked', 'ghosted', 'cancelled', 'wrote', 'lives', 'works', 'moved', 'started', 'stopped', 'yelled']);
/** "shes", "hes": the apostrophe left out is still the pronoun. */
const PRONOUNS: Record<string, string> = { he: 'he', him: 'him', his: 'him', she: 'she', her: 'her', they: 'they', them: 'them', shes: 'she', hes: 'he' };

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

/** Titles that belong to the name after them ("Mr Okafor", "Mrs. Patel", "Dr Lee"): one person, named with the title. */
export const HONORIFICS: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'coach', 'señor', 'señora', 'herr', 'frau', 'madame', 'monsieur']);

function isName(t: Token | undefined, next: Token | undefined): boolean {
  if (!t || !/^\p{Lu}[\p{Ll}'-]{1,20}$/u.test(t.raw.replace(/'s$/, ''))) return false;
  if (NOT_NAMES.has(t.lower)) return false;
  return !t.initial || NAME_VERBS.has(next?.lower ?? '') || next?.raw === ',';
}

export function extractPeople(text: string): Person[] {
  // "my partners dad" is read as "my partner's dad" (role-people.ts).
  const tokens = tokenize(restorePossessives(text, isPersonWord));
  const speakers = transcriptSpeakers(text);
  const people: Person[] = [];
  const add = (p: Person) => {
    const bare = (m: string) => m.split(' ').filter((w) => !DETERMINERS.has(w)).join(' ');
    const same = people.find((q) => (p.name && q.name === p.name) || (!p.name && !q.name && q.role === p.role && bare(q.mention) === bare(p.mention)));
    if (same) {
      if (!same.role && p.role) same.role = p.role;
      return;
    }
    people.push(p);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const titled = tokens[i + 1];
    // The title's full stop ("Mrs. Patel") makes the name look like a sentence's first word; it is not.
    if (HONORIFICS.has(t.lower) && /^\p{Lu}/u.test(t.raw) && titled && /^\p{Lu}[\p{Ll}'-]{1,20}$/u.test(titled.raw.replace(/'s$/, '')) && !NOT_NAMES.has(titled.lower)) {
      const name = `${t.raw} ${titled.raw.replace(/'s$/, '')}`;
      add({ role: null, name, mention: name });
      i++;
      continue;
    }
    let role: string | null = null;
    let used = 0;
    for (let n = MAX_ROLE_WORDS; n >= 1 && !role; n--) {
      const phrase = tokens.slice(i, i + n).map((x) => x.lower).join(' ');
      if (tokens.length >= i + n && ROLE_SET.has(phrase)) {
        role = phrase;
        used = n;
      }
    }
    // "my girlfreind", "me n my hubsand": a relation typed with one slip, after a possessive, keeps the user's spelling.
    if (!role && ['my', 'his', 'her', 'our', 'their', 'your'].includes(tokens[i - 1]?.lower ?? '')) {
      role = relationTypo(t.lower);
      used = role ? 1 : 0;
    }
    // "a couple of weeks" is a quantity, not two people; "a crush on him" is a feeling ("my crush on Friday" is the crush);
    // "our first date", "my start date" are events: a date is a person only right after my/his/her/their/your.
    if (role === 'couple' && tokens[i + used]?.lower === 'of') role = null;
    if (role === 'crush' && tokens[i + used]?.lower === 'on' && ['a', 'an', 'the', 'this', 'that', 'no'].includes(tokens[i - ([1, 2, 3].find((k) => DETERMINERS.has(tokens[i - k]?.lower ?? '')) ?? 1)]?.lower ?? '')) role = null;
    // "my lead", "my mil" (mother-in-law): people only right after a possessive ("take the lead", "dos mil euros").
    if (role === 'date' && !['my', 'his', 'her', 'their', 'your'].includes(tokens[i - 1]?.lower ?? '')) role = null;
    // "other guys", "you guys", "hey girls": a kind of person or a way of addressing, not people in the story.
    if (role && ['guys', 'girls', 'boys', 'men', 'women'].includes(role) && ['other', 'you', 'hey', 'hi', 'than', 'like', 'ok', 'okay'].includes(tokens[i - 1]?.lower ?? '')) role = null;
    if (role && ['lead', 'mil', 'fil', 'sil', 'bil', 'pt'].includes(role) && !['my', 'his', 'her', 'their', 'your', 'our'].includes(tokens[i - 1]?.lower ?? '')) role = null;
    // "my 8 year old", "her 15-year-old" with no relation word after it: a child.
    if (!role && AGE.test(t.lower) && (/old|yo$/.test(t.lower) || (tokens[i + 1]?.lower.startsWith('year') && tokens[i + 2]?.lower === 'old'))) {
      const span = /old|yo$/.test(t.lower) ? 1 : 3;
      if (!ROLE_SET.has(tokens[i + span]?.lower ?? '') && DETERMINERS.has(tokens[i - 1]?.lower ?? '')) {
        role = 'child';
        used = span;
      }
    }
    // "my new coworkers", "my 8 year old daughter": the determiner may sit up to three words back.
    const backAt = [1, 2, 3, 4].find((k) => DETERMINERS.has(tokens[i - k]?.lower ?? ''));
    const back = backAt ? tokens[i - backAt] : undefined;
    const prev = back ?? tokens[i - 1];
    // "little brother keeps…": a sibling adjective opening the sentence stands in for "my".
    const before = tokens[i - 1];
    const adjectiveStart = before?.initial === true && (SIBLING_ADJECTIVES.has(before.lower) || (!!role && !BARE_ROLES.has(role) && /^[a-z][a-z-]+$/.test(before.raw) && !NOT_DESCRIBING.has(before.lower) && describesPerson({ ...before, initial: false }, true)));
    // A job from the occupation lexicon is a person with a determiner right before it or a describing word between
    // ("the plumber", "my yoga instructor"), or opening a sentence in lower case: "Baker said" and "my mum cooks" are not.
    const jobOnly = !!role && !CORE_ROLES.has(role);
    const gapWords = backAt ? tokens.slice(i - backAt + 1, i) : [];
    if (jobOnly && !(backAt === 1 || (t.initial && !/^\p{Lu}/u.test(t.raw)) || (prev && /'s$/.test(prev.raw)) || (backAt && gapWords.every((g) => describesPerson(g, true, true))))) role = null;
    if (role && (t.initial || adjectiveStart || DETERMINERS.has(prev?.lower ?? '') || t.raw.endsWith("'s") || BARE_ROLES.has(role) || (prev && /'s$/.test(prev.raw)))) {
      // The mention keeps the words between the determiner and the relation ("my older sister", "the PE teacher"),
      // unless a function word sits between them ("about her at family dinners").
      const gap = backAt ? tokens.slice(i - backAt + 1, i) : [];
      // Up to two describing nouns ("my tinder match"); a longer run is a phrase, not a description.
      const start = adjectiveStart ? i - 1 : backAt && gap.every((g) => describesPerson(g, gap.length <= 2, OCCUPATION_SET.has(role as string))) ? i - backAt : i;
      const next = tokens[i + used];
      const name = next && isName({ ...next, initial: false }, tokens[i + used + 1]) ? next.raw.replace(/'s$/, '') : null;
      const words = tokens.slice(start, i + used).map((x, k) => (k === 0 && start < i ? x.lower : x.raw));
      if (start === i && back && backAt === 1) words.unshift(back.lower);
      add({ role, name, mention: `${words.join(' ')}${name ? ` ${name}` : ''}` });
      i += used - 1 + (name ? 1 : 0);
      continue;
    }
    // A pasted chat's speaker opens a line, so reads as a sentence's first word; the colon after it says it is a name.
    if ((isName(t, tokens[i + 1]) || (t.initial && speakers.has(t.raw) && !NOT_NAMES.has(t.lower))) && !isChannelName(t.lower) && !namesAPlace(tokens[i - 1], tokens[i - 2], t)) add({ role: null, name: t.raw.replace(/'s$/, ''), mention: t.raw.replace(/'s$/, '') });
    // A first name typed in lower case ("me and tom went", "at sarahs"): names.ts lists only names that are no word.
    else if (lowerCaseName(t.raw)) add({ role: null, name: lowerCaseName(t.raw), mention: lowerCaseName(t.raw) as string });
  }
  // A group said by a quantifier ("everyone at work", "none of my friends") after who is named; it takes the place of the
  // same people read by role ("my friends" in "none of my friends").
  for (const g of groupPeople(text)) {
    const same = people.find((p) => !p.name && g.mention.endsWith(p.mention.toLowerCase().replace(/^(?:the|my|our|his|her|their) /, '')));
    if (same) same.mention = g.mention;
    else if (!people.some((p) => p.mention.toLowerCase().includes(g.mention))) people.push(g);
  }
  // The first he/she/they is who the story is about when nobody is named; kept last, as a fallback.
  const pronoun = tokens.find((t) => PRONOUNS[t.lower]);
  if (pronoun) people.push({ role: null, name: null, mention: PRONOUNS[pronoun.lower] as string });
  return extendRoleMentions(text, people.slice(0, 6), isPersonWord);
}
