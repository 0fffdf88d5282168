import type { PracticeDetails } from '../../../../db/schema/practice';
import type { CharacterMood } from '../../practice-ai';
import { findPeople, isName } from '../people';
import { HONORIFICS } from '../../understanding/people';
import { cleanText, normalize, tokenize } from '../text-utils';

/**
 * The people a practice can simulate. The offline engine reads the role back from the practice's
 * details (simulated_role first, then title, persona and scenario), so it also works on details
 * written by the model adapter or by the simulator setup.
 */
export const ROLE_KINDS = [
  'crush',
  'ex',
  'date',
  'match',
  'partner',
  'friend',
  'boss',
  'colleague',
  'interviewer',
  'candidate',
  'customer',
  'parent',
  'teacher',
  'family',
  'commenter',
  'landlord',
  'neighbour',
  'service',
  'acquaintance',
] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** Casual roles text like friends (lower case, emoji); work roles write full, polite sentences. */
export type Register = 'casual' | 'work';

export interface RoleInfo {
  /** How the coach and the plan refer to them when no name is known. */
  label: string;
  register: Register;
  /** How they feel when the practice starts. */
  initialMood: CharacterMood;
}

export const ROLE_INFO: Record<RoleKind, RoleInfo> = {
  crush: { label: 'your crush', register: 'casual', initialMood: 'neutral' },
  ex: { label: 'your ex', register: 'casual', initialMood: 'guarded' },
  date: { label: 'your date', register: 'casual', initialMood: 'open' },
  match: { label: 'your new match', register: 'casual', initialMood: 'neutral' },
  partner: { label: 'your partner', register: 'casual', initialMood: 'hurt' },
  friend: { label: 'your friend', register: 'casual', initialMood: 'neutral' },
  boss: { label: 'your manager', register: 'work', initialMood: 'neutral' },
  colleague: { label: 'your colleague', register: 'work', initialMood: 'neutral' },
  interviewer: { label: 'the interviewer', register: 'work', initialMood: 'neutral' },
  candidate: { label: 'the candidate', register: 'work', initialMood: 'neutral' },
  customer: { label: 'the customer', register: 'work', initialMood: 'cold' },
  parent: { label: "your student's parent", register: 'work', initialMood: 'guarded' },
  teacher: { label: "your child's teacher", register: 'work', initialMood: 'neutral' },
  family: { label: 'your family member', register: 'casual', initialMood: 'guarded' },
  commenter: { label: 'the commenter', register: 'casual', initialMood: 'cold' },
  landlord: { label: 'your landlord', register: 'work', initialMood: 'guarded' },
  // A neighbour in a dispute: an adult on their own doorstep, plain sentences, wary of a complaint.
  neighbour: { label: 'your neighbour', register: 'casual', initialMood: 'guarded' },
  // The staff of a business the user, its customer, complains to (plan-customer-side.ts).
  service: { label: 'customer service', register: 'work', initialMood: 'guarded' },
  acquaintance: { label: 'the other person', register: 'casual', initialMood: 'neutral' },
};

/** Ordered: the first pattern that matches wins ("hiring manager" is an interviewer, not a boss). */
const ROLE_PATTERNS: readonly (readonly [RoleKind, RegExp])[] = [
  ['parent', /\b(?:parents? of (?:a|one|your|my)\b|student's (?:parent|mum|mom|mother|father|dad)|\w+'s (?:mum|mom|mother|father|dad|parent)\b)/],
  ['ex', /\bex\b|\bex-(?:boyfriend|girlfriend|wife|husband|partner)\b|\bformer (?:partner|boyfriend|girlfriend)\b/],
  ['crush', /\bcrush\b/],
  ['match', /\bmatch\b|\bmatched\b|\bdating app\b/],
  ['date', /\bdate\b|\bdating\b|\bseeing each other\b/],
  ['partner', /\b(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?)\b/],
  ['service', /\bcustomer (?:service|services|support|care)\b/],
  ['interviewer', /\binterviewer\b|\bhiring manager\b|\brecruiter\b/],
  ['candidate', /\bcandidate\b|\bapplicant\b/],
  ['boss', /\bboss\b|\bmanager\b|\bsupervisor\b|\bteam lead\b/],
  ['colleague', /\bcolleague\b|\bco-?worker\b|\bteammate\b/],
  ['customer', /\bcustomer\b|\bclient\b/],
  // A child's coach or instructor teaches an activity: a teacher to the parent ("your son's football coach").
  ['teacher', /\bteacher\b|\btutor\b|\bprofessor\b|\b(?:son|daughter|child|kid|boy|girl)'s (?:[a-z]+ ){0,2}(?:coach|instructor|trainer)\b/],
  ['landlord', /\blandlord\b|\blandlady\b|\bletting agent\b|\bproperty manager\b/],
  ['neighbour', /\bneighbou?rs?\b|\bnext door\b/],
  ['friend', /\bfriend\b|\broommate\b|\bflatmate\b|\bclassmate\b|\bbestie\b/],
  ['family', /\b(?:mum|mom|mother|dad|father|sister|brother|parents?|grandma|grandpa|aunt|uncle|cousin|son|daughter)\b/],
  ['commenter', /\bcommenter\b|\bfollower\b|\btroll\b|\bcomment/],
];

export function roleIn(text: string): RoleKind | null {
  const norm = normalize(text);
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(norm)) return role;
  return null;
}

export interface Pronouns {
  subj: string;
  obj: string;
  poss: string;
}

export const PRONOUNS = {
  she: { subj: 'she', obj: 'her', poss: 'her' },
  he: { subj: 'he', obj: 'him', poss: 'his' },
  they: { subj: 'they', obj: 'them', poss: 'their' },
} as const satisfies Record<string, Pronouns>;

/** she / he from pronouns and gendered relation words; they when the text does not say. */
export function pronounsIn(text: string): Pronouns {
  const norm = normalize(text);
  const count = (re: RegExp) => (norm.match(re) ?? []).length;
  const she = count(/\b(?:she|her|hers|herself|she's|girlfriend|wife|ex-girlfriend|mum|mom|mother|sister|girl|woman)\b/g);
  const he = count(/\b(?:he|him|his|himself|he's|boyfriend|husband|ex-boyfriend|dad|father|brother|guy|boy|man)\b/g);
  if (she > he) return PRONOUNS.she;
  if (he > she) return PRONOUNS.he;
  return PRONOUNS.they;
}

/** Who the character is, as the engine needs it for lines, reasons and reports. */
export interface CharacterProfile {
  role: RoleKind;
  register: Register;
  name: string | null;
  /** "your crush", "the interviewer". */
  label: string;
  /** The name when known, else the label: always a singular subject ("Maya agrees", "your ex agrees"). */
  who: string;
  /** Where the user knows them from ("from chemistry class"), when the details say. */
  context: string | null;
  pronouns: Pronouns;
}

const CONTEXT_LEADS = new Set(['from', 'at', 'in', 'who', 'on', 'you']);

/** "Maya, your crush from chemistry class" → name Maya, context "from chemistry class". */
function readSimulatedRole(simulatedRole: string, role: RoleKind | null): { name: string | null; context: string | null } {
  const clean = cleanText(simulatedRole).trim();
  const tokens = tokenize(clean);
  const first = tokens[0];
  const roleWord = role && first ? roleIn(first.raw) : null;
  const possessive = first?.raw.endsWith("'s") ?? false; // "Liam's mum" names the child, not the parent
  // "Mr Okafor, your landlord": the title and the name are one name.
  const afterTitle = tokens[1]?.raw === '.' ? tokens[2] : tokens[1];
  const titled = first && HONORIFICS.has(first.lower) && isName(afterTitle) ? `${first.raw} ${afterTitle.raw}` : null;
  const name = titled ?? (isName(first) && roleWord === null && !possessive ? first.raw : null);
  let context: string | null = null;
  // A lead word counts only with a place after it ("a crush on" has none).
  const lead = tokens.findIndex((t, i) => i > 0 && CONTEXT_LEADS.has(t.lower) && tokens[i + 1]?.word === true && tokens.slice(0, i).some((p) => roleIn(p.raw) !== null));
  if (lead > 0) {
    const start = tokens[lead]?.start ?? clean.length;
    context = clean.slice(start).replace(/[.\s]+$/, '').slice(0, 80) || null;
  }
  return { name, context };
}

const profiles = new Map<string, CharacterProfile>();

/** Reads the simulated person from the practice details, with the persona text as a fallback source. */
export function readProfile(details: Pick<PracticeDetails, 'simulated_role' | 'title' | 'scenario'>, persona: string | null = null): CharacterProfile {
  // Every turn re-reads the same details (and the replays read them once per line): remember them.
  const key = [details.simulated_role, details.title, details.scenario, persona ?? ''].join('\u0001');
  const known = profiles.get(key);
  if (known) return known;
  if (profiles.size >= 500) profiles.clear();
  const profile = buildProfile(details, persona);
  profiles.set(key, profile);
  return profile;
}

function buildProfile(details: Pick<PracticeDetails, 'simulated_role' | 'title' | 'scenario'>, persona: string | null): CharacterProfile {
  const sources = [details.simulated_role, details.title, persona ?? '', details.scenario];
  let role: RoleKind = 'acquaintance';
  for (const source of sources) {
    const found = source ? roleIn(source) : null;
    if (found) {
      role = found;
      break;
    }
  }
  // A client whose deadline the user asks to move is who the work is owed to: played as the one the user answers to, not a complaining customer.
  if (role === 'customer' && /\b(?:deadline|extension)\b/i.test(`${details.title} ${details.scenario}`)) role = 'boss';
  const fromRole = readSimulatedRole(details.simulated_role, role);
  const named = fromRole.name ?? findPeople(`${persona ?? ''}\n${details.scenario}`)[0]?.name ?? null;
  const info = ROLE_INFO[role];
  return {
    role,
    register: info.register,
    name: named,
    label: info.label,
    who: named ?? info.label,
    context: fromRole.context,
    pronouns: pronounsIn(`${details.simulated_role} ${details.scenario} ${persona ?? ''}`),
  };
}
