import type { CharacterProfile } from './roles';
import type { ScenarioLie } from './scenario-lies';

/**
 * The character's correction of a claim its world contradicts ("That's not what happened — you
 * owe me £85"). The practice states the detail in the scenario's voice: to the user ("you owe
 * your roommate Jess £85") and about the character ("Dana ordered a lamp… she wants it sorted");
 * the character says it back in their own: the user stays "you", the character becomes "I".
 */

const HONORIFIC = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A user-voiced scenario ("I owe Jess £85") is said back as "you". */
function userToYou(text: string): string {
  return text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI'm\b|\bI’m\b/g, 'you’re')
    .replace(/\bI\b/g, 'you')
    .replace(/\b[Mm]y\b/g, 'your')
    .replace(/\b[Mm]e\b/g, 'you');
}

/** Third-person verbs after a new "I": "I wants" → "I want", "I is" → "I am". */
const THIRD_PERSON: Record<string, string> = { is: 'am', has: 'have', does: 'do', says: 'say', goes: 'go' };
const PLAIN_S = /^(?:want|need|think|know|feel|expect|hope|like|owe|live|work|pay|keep|believe|remember|say|claim|insist|rent|own|manage|lead|run|teach)s$/;

function agreeWithI(text: string): string {
  const verb = (v: string) => THIRD_PERSON[v] ?? (PLAIN_S.test(v) ? v.slice(0, -1) : v);
  // "I returned the headphones and is still waiting": a verb joined to the I's clause agrees too.
  const joined = /^I\b/.test(text) ? text.replace(/\b(and|but) ([a-z]+)\b/g, (_, conj: string, v: string) => `${conj} ${verb(v)}`) : text;
  return joined.replace(/\bI ([a-z]+)\b/g, (_, v: string) => `I ${verb(v)}`);
}

/** The character, as the stated words name them ("your landlord Mr Okafor", "Jess", "your landlord") → I / me / my. */
function toFirstPerson(text: string, who: string): string {
  return text
    .replace(new RegExp(`${who}[’']s\\b`, 'g'), 'my')
    .replace(new RegExp(`(^|[.;:!?—]\\s*|\\b(?:and|but|so|because|then)\\s+)${who}`, 'gi'), (_, lead: string) => `${lead}I`)
    .replace(new RegExp(who, 'gi'), 'me');
}

function nameToFirstPerson(text: string, name: string): string {
  const bare = name.replace(new RegExp(`^${HONORIFIC}`, 'i'), '');
  return toFirstPerson(text, String.raw`(?:\b(?:your|the)\s+(?:[a-z]+\s+){0,2})?${HONORIFIC}${escape(bare)}\b`);
}

/** Unnamed, the character is their label: "your landlord kept £300" → "I kept £300". */
function labelToFirstPerson(text: string, label: string): string {
  const noun = label.replace(/^(?:your|the|a|an)\s+/i, '');
  return noun ? toFirstPerson(text, String.raw`\b(?:your|the)\s+${escape(noun)}\b`) : text;
}

const NOT_PEOPLE = /^(?:The|You|Your|Our|And|But|She|He|Her|His|It|They|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter)$/;

/** "she"/"he" are the character only when nobody else is named in the stated words. */
function pronounsToFirstPerson(text: string, name: string | null): string {
  const others = (text.match(/\b[A-Z][a-z]{2,}\b/g) ?? []).filter((w) => !name?.includes(w) && !NOT_PEOPLE.test(w));
  if (others.length > 0) return text;
  return text
    .replace(/\b(?:she|he|She|He)\b/g, 'I')
    .replace(/\b(?:her|him|Her|Him)\b(?=\s+(?:back|now|again|and|or|that|if|about)\b|[\s]*[.,;:!?—]|\s*$)/g, 'me')
    .replace(/\b(?:her|his|Her|His)\b/g, 'my');
}

/** The stated detail in the character's voice, its first word in lower case unless a name or "I". */
export function statedInCharacter(stated: string, profile: Pick<CharacterProfile, 'name'> & Partial<Pick<CharacterProfile, 'label'>>): string {
  let text = userToYou(stated);
  if (profile.name) text = nameToFirstPerson(text, profile.name);
  else if (profile.label) text = labelToFirstPerson(text, profile.label);
  text = agreeWithI(pronounsToFirstPerson(text, profile.name));
  return /^(?:I\b|[A-Z][a-z]+\s+[A-Z])/.test(text) || /^[A-Z][a-z]+\b/.test(text) && !/^(?:The|You|Your|A|An|It|This|That|Our|We|They|My)\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** What the character says to a lie: not going along, and the fact as they know it. */
export function lieCorrection(lie: ScenarioLie, profile: Pick<CharacterProfile, 'name' | 'register' | 'role'> & Partial<Pick<CharacterProfile, 'label'>>): string {
  const fact = statedInCharacter(lie.stated, profile).replace(/[.,;:]+$/, '');
  if (profile.role === 'customer') return `That’s not what happened — ${fact}.`;
  return profile.register === 'work' ? `That’s not right — ${fact}.` : `that’s not true — ${fact}.`;
}
