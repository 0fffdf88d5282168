import { OCCUPATION_SET } from './occupations';

/**
 * The role family of a person named only by a job title or by what they do, which the role words of target-role.ts
 * miss: "the charge nurse", "the head chef" (a rank before the job), "the man who signs off my timesheets",
 * "whoever runs the rota" (authority over the user's work → manager), "the girl who sits next to me", "the nurse
 * on the same shift" (the user's level → peer), "the woman who ordered the sofa" (a purchase → customer).
 * Read from the words after the person: a verb of authority, or a verb of control with a work object, or a shared
 * place, shift or job.
 */
export type DescribedFamily = 'manager' | 'peer' | 'customer';

/** Words that stand for a person whose role the rest of the clause tells. */
const PERSON_HEADS = new Set([
  'guy', 'girl', 'man', 'woman', 'person', 'lady', 'fella', 'fellow', 'bloke', 'lad', 'gentleman', 'chap', 'dude', 'whoever',
  'someone', 'somebody', 'one',
]);
/** Before a job noun, a rank that puts its holder above the user: "the charge nurse", "the head chef", "the chief engineer". */
// Not "senior": "one of the senior nurses" is a more experienced colleague, not the user's manager.
const RANKS = new Set(['head', 'chief', 'charge', 'deputy', 'principal', 'executive']);
/** Job nouns that name a person in charge by themselves. */
const IN_CHARGE = new Set(['foreman', 'forewoman', 'gaffer', 'superintendent', 'matron', 'superior', 'superiors', 'management', 'higher-ups']);
/** Roles that stand in for a manager: "my line manager's deputy". */
const STAND_INS = new Set(['deputy', 'second', 'number']);
/** Verbs of authority over the user: "who signs off", "approves my leave", "i report to". */
const AUTHORITY = /^(?:signs?|signed|approves?|approved|manages?|managed|supervises?|supervised|oversees?|hires?|hired|fires?|fired|promotes?|disciplines?|line-manages?)$/;
/** Verbs of control that mean authority when their object is the user's work: "runs the rota", "does our pay reviews". */
const CONTROL = /^(?:runs?|does|did|sets?|decides?|controls?|writes?|makes?|handles?|assigns?|schedules?|plans?|allocates?|approves?)$/;
const WORK_OBJECTS = /^(?:rotas?|schedules?|shifts?|pay|payroll|salar(?:y|ies)|reviews?|appraisals?|timesheets?|hours|leave|holidays?|rosters?|branch|store|shop|team|department|site|office|floor|kitchen|ward|restaurant|warehouse|depot|raises?|bonus(?:es)?|promotions?)$/;
/** A shared place, shift or job: "works the same shift", "sits next to me", "i share the van with". */
const SAME = /^(?:shift|shifts|job|role|team|level|grade|hours|rota|desk|office|floor|ward|route)$/;
const SHARING = /^(?:share|shares|shared|sharing|crewed|paired|partnered|work|works|worked|working|sits|sit|sat)$/;
const WORK_SPOTS = /^(?:desk|till|station|workstation|bench|counter|register|locker|sits?|sat|works?|worked)$/;
const PURCHASE = /^(?:ordered|bought|booked|purchased|returned|paid)$/;
const STOP = /^[.!?;:,\n]$|^(?:but|so|because|cos|then|when|while|although|though)$/;
const WINDOW = 9;

/** The clause after the person: up to a stop or WINDOW words. */
function clauseAfter(tokens: readonly string[], i: number): string[] {
  const out: string[] = [];
  for (let j = i + 1; j < tokens.length && out.length < WINDOW; j++) {
    if (STOP.test(tokens[j] as string)) break;
    out.push(tokens[j] as string);
  }
  return out;
}

function familyOfClause(clause: readonly string[]): DescribedFamily | null {
  for (let j = 0; j < clause.length; j++) {
    const w = clause[j] as string;
    const next = clause.slice(j + 1, j + 4);
    if (AUTHORITY.test(w) || (w === 'report' && clause[j + 1] === 'to') || (w === 'in' && clause[j + 1] === 'charge')) return 'manager';
    // "above me" ranks; "talks over me" does not.
    if (w === 'above' && clause[j + 1] === 'me') return 'manager';
    // "at the desk next to mine", "sits across from me": where the user works too (a room next to mine is home).
    if ((w === 'next' && clause[j + 1] === 'to') || (w === 'across' && clause[j + 1] === 'from')) {
      if (['me', 'mine', 'my'].includes(clause[j + 2] ?? '') && WORK_SPOTS.test(clause[j - 1] ?? '')) return 'peer';
    }
    if (CONTROL.test(w) && next.some((n) => WORK_OBJECTS.test(n))) return 'manager';
    // "the same shift", "the same early shifts", "on my team", "on the late shift with me".
    if (w === 'same' && clause.slice(j + 1, j + 3).some((n) => SAME.test(n))) return 'peer';
    if (w === 'on' && j === 0 && clause.slice(1, 4).some((n) => SAME.test(n))) return 'peer';
    if (SHARING.test(w) && clause.slice(j + 1, j + 5).some((n, k, rest) => (n === 'with' && rest[k + 1] !== 'customers') || n === 'next' || n === 'alongside')) return 'peer';
    if ((w === 'with' || w === 'to') && j > 0 && SHARING.test(clause[j - 1] as string)) return 'peer';
    if (PURCHASE.test(w)) return 'customer';
  }
  // "the lad i share the van with", "the paramedic i'm crewed with": the sharing verb may come first, "with" last.
  if (clause.includes('with') && clause.some((w) => SHARING.test(w))) return 'peer';
  return null;
}

/**
 * The family of a described person whose noun is at token i, and how many tokens the noun takes; null when the
 * words there name no one or do not tell the role.
 */
export function describedRoleAt(tokens: readonly string[], i: number): { family: DescribedFamily; used: number } | null {
  const word = tokens[i] as string;
  const next = tokens[i + 1] ?? '';
  if (IN_CHARGE.has(word)) return { family: 'manager', used: 1 };
  // "the head chef", "the charge nurse", "the head of department" — not "my head hurts" or "in charge of".
  if (RANKS.has(word) && (OCCUPATION_SET.has(next) || (word === 'head' && next === 'of')) && ['the', 'my', 'our', 'a', 'their'].includes(tokens[i - 1] ?? '')) {
    return { family: 'manager', used: 2 };
  }
  // "my line manager's deputy", "my boss's number two".
  if (STAND_INS.has(word) && /(?:manager|boss|supervisor)'s$/.test(tokens[i - 1] ?? '')) return { family: 'manager', used: 1 };
  if (!PERSON_HEADS.has(word) && !OCCUPATION_SET.has(word)) return null;
  if (word === 'one' && !['the', 'this', 'that'].includes(tokens[i - 1] ?? '')) return null;
  const family = familyOfClause(clauseAfter(tokens, i));
  return family ? { family, used: 1 } : null;
}
