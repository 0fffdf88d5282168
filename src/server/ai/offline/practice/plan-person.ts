/**
 * Who a practice is with, read from the user's words: the person's name and where they know them from
 * ("Maya from chemistry class"), the place they share, and the relation word they use (plan-context.ts).
 */
import { findPeople, isName, nameFor } from '../people';
import { HONORIFICS } from '../../understanding/people';
import type { Situation } from '../situations';
import { cleanText, normalize, tokenize, type Token } from '../text-utils';
import { FAMILY } from './plan-kind';
import type { PlanKind } from './plan-context';

/** Relation words the user may use for the person, by plan (the first found in the text is kept). */
const RELATION_WORDS: Partial<Record<PlanKind, RegExp>> = {
  'partner-repair': /\bmy (boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?)\b/,
  raise: /\bmy (boss|manager|supervisor|team lead|director)\b/,
  extension: /\b(?:my|the|our) (boss|manager|supervisor|team lead|professor|lecturer|tutor|teacher|client)\b/,
  colleague: /\bmy (boss|manager|coworker|co-worker|colleague|teammate)\b/,
  // "my sons football coach": the apostrophe is often left out before a teacher word.
  'parent-to-teacher': /\bmy (?:(son|daughter|teen|kid|child|boy|girl)'s\b|(son|daughter|teen|kid|child|boy|girl)s (?=(?:[a-z]+ ){0,2}(?:teacher|tutor|coach|instructor|trainer)\b))/,
  'family-repair': new RegExp(String.raw`\bmy (?:(?:teenage|little|older|younger|eldest|youngest|big|baby|twin|adult) )?(${FAMILY}|cousin|son|daughter)\b(?!'s)`),
  'friend-repair': /\bmy (best friend|roommate|flatmate|friend|bestie)\b/,
  'friend-reconnect': /\bmy (best friend|old friend|friend|roommate|bestie)\b/,
  roommate: /\bmy (roommate|flatmate|housemate|roomie)s?\b/,
  'crush-ask-out': /\bmy (coworker|co-worker|colleague|classmate|neighbour|neighbor|lab partner|teammate)\b/,
};

const CONTEXT_LEADS = new Set(['from', 'at', 'in']);
const CONTEXT_STOPS = new Set([
  'out', 'to', 'and', 'but', 'for', 'about', 'who', 'that', 'because', 'so', 'if', 'when', 'after', 'before', 'since', 'tomorrow', 'today',
  'tonight', 'next', 'this', 'last', 'again', 'i', 'we', 'she', 'he', 'they', 'it', 'is', 'was', 'are',
]);
const CONTEXT_OWNED_BY_TIME = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|\d+|the (?:morning|evening|summer|winter|past))/;

/** "Maya from chemistry class", "my crush at the gym" → "from chemistry class", "at the gym". */
function contextAfter(tokens: readonly Token[], at: number): string | null {
  let i = at + 1;
  if (tokens[i]?.raw === ',') i++;
  const lead = tokens[i];
  if (!lead || !CONTEXT_LEADS.has(lead.lower)) return null;
  const words: string[] = [lead.lower];
  for (let k = i + 1; k < tokens.length && words.length < 5; k++) {
    const t = tokens[k] as Token;
    if (!t.word || CONTEXT_STOPS.has(t.lower)) break;
    words.push(t.raw);
  }
  if (words.length < 2) return null;
  const rest = words.slice(1).join(' ');
  if (CONTEXT_OWNED_BY_TIME.test(rest.toLowerCase())) return null;
  return words.join(' ');
}

const PERSON_WORDS = new Set([
  'crush', 'ex', 'boyfriend', 'girlfriend', 'husband', 'wife', 'partner', 'date', 'match', 'friend', 'boss', 'manager', 'coworker',
  'colleague', 'teammate', 'classmate', 'roommate', 'teacher', 'customer', 'client', 'interviewer', 'recruiter',
]);

/** Someone's person, a word or two after a name: "Amy's maths teacher", "Noahs football coach", "Jo's mum". */
const SOMEONES = /^(?:teachers?|tutors?|coach(?:es)?|instructors?|trainers?|doctors?|gp|dentists?|therapists?|nanny|childminder|headteacher|head|mum|mom|dad|mother|father|parents?|friends?|boyfriend|girlfriend|partner|husband|wife|boss|manager|class|school|nursery|team)$/;

/**
 * A name said as the owner of the person ("my daughter Amy's maths teacher", "my son Noahs coach"):
 * Amy is the child, not the teacher the practice is with. Possessive as written, or a name ending in
 * "s" with a person word within the next two words.
 */
function ownerOfAnother(tokens: readonly Token[], name: string): boolean {
  const i = tokens.findIndex((t) => t.raw === name);
  if (i < 0) return false;
  const next = tokens.slice(i + 1, i + 3).map((t) => t.lower);
  if (/['’]s$/.test(name)) return true;
  return /s$/.test(name) && next.some((w) => SOMEONES.test(w));
}

/**
 * A person word right before a name is the name's apposition ("my neighbour Linda", "my step mom
 * Karen", "my sister in law Claire", "my supervisor Gemma", "my mate Jordan", "his swimming
 * instructor Mr Barnes"): the words for people the situation reader has no relation for.
 */
const APPOSED = /^(?:n(?:ei|ie)g?h?bou?rs?|landlord|landlady|supervisor|mate|mentor|captain|coach|instructor|trainer|tutor|teacher|receptionist|client|law|step(?:mum|mom|dad|mother|father)|mum|mom|dad|sister|brother|cousin|aunt|auntie|uncle|gran|grandma|grandpa)$/;

/** Name and context from one message. "asking Maya out" finds Maya even without "my crush". */
export function personIn(text: string, situation: Situation): { name: string | null; context: string | null } {
  const clean = cleanText(text);
  const tokens = tokenize(clean);
  const people = findPeople(clean);
  let name = nameFor(situation, people, [])?.name ?? null;
  if (!name) {
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1] as Token;
      if (!isName(t) || prev.raw === '.' || prev.raw === '!' || prev.raw === '?') continue;
      const next = tokens[i + 1]?.lower ?? '';
      // "Mrs Hughes": the title and the name are one name.
      const titled = HONORIFICS.has(t.lower) && isName(tokens[i + 1]) ? `${t.raw} ${tokens[i + 1]?.raw}` : null;
      if (titled && ownerOfAnother(tokens, tokens[i + 1]?.raw ?? '')) continue;
      const after = titled ? (tokens[i + 2]?.lower ?? '') : next;
      if (['ask', 'asking', 'with', 'to', 'apologise', 'apologize', 'text', 'texting', 'called', 'named'].includes(prev.lower) || APPOSED.test(prev.lower) || CONTEXT_LEADS.has(after) || after === 'out') {
        name = titled ?? t.raw;
        break;
      }
    }
  }
  if (name && ownerOfAnother(tokens, name)) name = null;
  let context: string | null = null;
  for (let i = 0; i < tokens.length && !context; i++) {
    const t = tokens[i] as Token;
    if ((name && t.raw === name) || PERSON_WORDS.has(t.lower)) context = contextAfter(tokens, i);
  }
  return { name, context };
}

/** "we're in chemistry class together", "we met at the gym", "we work together". */
const SHARED_PLACES: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/\bwe(?:'re| are) (?:both )?in (?:the same )?([a-z]+(?: [a-z]+)?) class\b/, (m) => `from ${m[1]} class`],
  [/\b(?:in|from) (?:my|our) ([a-z]+ class)\b/, (m) => `from ${m[1]}`],
  [/\bwe met (?:at|in|on) ((?:the |a |my )?[a-z]+(?: [a-z]+)?)\b/, (m) => `from ${m[1]}`],
  [/\bwe work together\b|\bat work\b/, () => 'from work'],
  [/\bwe(?:'re| are) (?:in the same|on the same) ([a-z]+)\b/, (m) => `from your ${m[1]}`],
];

/** A possessive before the place ("my sons swimming lessons", "my daughter's"): not part of its name. */
const OWNER = /^(?:(?:my|our|your|the|a|an|his|her|their)\s+)?(?:new\s+|local\s+|weekly\s+|old\s+)?(?:(?:[a-z]+'s|sons|daughters|kids|childrens|son|daughter|kid)\s+)?/;

/**
 * Where the user knows the person from, anchored on a place or event the understanding layer read
 * ("the girl from my book club", "the other dads at my sons swimming lessons", "at my new pottery
 * class"): "from book club", "from swimming lessons", "from pottery class". Null when none is led
 * by at/from/in/on.
 */
export function placeFromFacts(text: string, anchors: readonly string[]): string | null {
  const norm = normalize(text).replace(/[’]/g, "'");
  for (const anchor of anchors) {
    const last = anchor.toLowerCase().split(' ').at(-1) as string;
    if (/^(?:date|tonight|today|tomorrow|weekend|friday|saturday|sunday)$/.test(last)) continue;
    const m = new RegExp(String.raw`\b(?:at|from|in|on) ((?:[a-z']+ ){0,4}?${last.replace(/[^a-z']/g, '')})\b`).exec(norm);
    if (!m?.[1]) continue;
    const place = m[1].replace(OWNER, '').trim();
    if (place.split(' ').length >= 1 && place.length >= 3 && !/^(?:work|home|school|the|it|this|that)$/.test(place)) return `from ${place}`;
  }
  return null;
}

export function sharedPlaceIn(text: string): string | null {
  const norm = normalize(text);
  for (const [re, make] of SHARED_PLACES) {
    const m = re.exec(norm);
    if (m) return make(m).replace(/\bmy\b/g, 'your');
  }
  return null;
}

export function relationIn(text: string, kind: PlanKind): string | null {
  const re = RELATION_WORDS[kind];
  const m = re?.exec(normalize(text));
  return m ? (m[1] ?? m[2] ?? null) : null;
}
