import { findPeople } from '../people';
import { cleanText, normalize } from '../text-utils';

/**
 * Who the user described for a simulation, in their words: "Priya — she was my best friend until
 * last year" is Priya, your former best friend, never the agent's generic "Your Ex". The result is
 * a simulated_role string that readProfile() reads back (name first, then the relationship).
 */

const RELATION =
  /\b((?:former |old |ex[- ]|childhood |close |best )*(?:best friend|friend|bestie|crush|ex|ex-girlfriend|ex-boyfriend|boyfriend|girlfriend|partner|husband|wife|coworker|co-worker|colleague|boss|manager|sister|brother|mum|mom|dad|mother|father|roommate|flatmate|classmate|neighbou?r|date|match))\b/;
const WAS = /\b(?:was|used to be)\s+my\s+((?:best )?friend|bestie|boyfriend|girlfriend|partner)\b/;

export interface DescribedPerson {
  name: string | null;
  /** "former best friend", "crush". */
  relation: string | null;
  /** "Priya, your former best friend"; null when the text says neither. */
  simulatedRole: string | null;
}

const NOT_NAMES = new Set(['He', 'She', 'They', 'We', 'It', 'My', 'Our', 'His', 'Her', 'Their', 'The', 'This', 'That', 'There', 'Hi', 'Hey', 'Yes', 'No', 'Well', 'So', 'Honestly', 'Basically']);
const real = (name: string | undefined | null) => (name && !NOT_NAMES.has(name) ? name : null);

function nameIn(text: string): string | null {
  const found = real(findPeople(text).find((p) => p.name)?.name);
  if (found) return found;
  const clean = cleanText(text);
  const called = real(/\b(?:call (?:her|him|them)|(?:her|his|their) name is|named|called|it's|this is)\s+([A-Z][a-z]{1,20})\b/.exec(clean)?.[1]);
  if (called) return called;
  const afterRelation = real(/\b(?:friend|bestie|crush|ex|girlfriend|boyfriend|partner|coworker|colleague|boss|sister|brother|roommate|classmate|neighbou?r|date|match)\s+([A-Z][a-z]{1,20})\b/.exec(clean)?.[1]);
  if (afterRelation) return afterRelation;
  return real(/^\s*([A-Z][a-z]{1,20})\b(?=\s*(?:,|\.|—|-|:|\bis\b|\bwas\b))/.exec(clean)?.[1]);
}

export function describePerson(persona: string | null): DescribedPerson {
  if (!persona?.trim()) return { name: null, relation: null, simulatedRole: null };
  const norm = normalize(persona);
  const name = nameIn(persona);
  const was = WAS.exec(norm)?.[1];
  let relation = was ? `former ${was}` : (RELATION.exec(norm)?.[1] ?? null);
  // "ex-best friend" is a former friend, not an ex partner.
  if (relation) relation = relation.replace(/^ex[- ](?=best friend|friend|bestie|coworker|colleague|boss|roommate|flatmate|classmate)/, 'former ');
  const simulatedRole = name || relation ? [name, relation ? `your ${relation}` : null].filter(Boolean).join(', ') : null;
  return { name, relation, simulatedRole };
}

/** A persona label written in the user's voice ("someone I have a crush on"), said to the user: "someone you have a crush on". */
export function toSecondPerson(label: string): string {
  return label
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself');
}
