import { normalize } from '../text-utils';

/**
 * Two people in one request, and the one the practice is with: the person the user wants to speak
 * to — the object of the user's verb of speaking ("me and my flatmate want to ask our landlord…",
 * "my son and his friend got into a fight and I need to talk to his teacher"). The others are who
 * the user is with or what it is about. Returns the clause from that verb, for the plan's kind to
 * be read from (plan-context.ts), or null when the request has no such verb after another person.
 */

const PERSON = String.raw`(?:flat ?mates?|room ?mates?|house ?mates?|friends?|mates?|son|daughter|kids?|child|sister|brother|mum|mom|dad|parents?|partner|husband|wife|boyfriend|girlfriend|co-?workers?|colleagues?|boss|manager|supervisor|neighbou?rs?|landlord|landlady|letting agent|teacher|tutor|coach|head(?:teacher)?|head of year)`;
const PEOPLE = new RegExp(String.raw`\b${PERSON}\b`);
const SPEAK = String.raw`(?:ask|tell|talk to|speak to|speak with|have a word with|confront|raise (?:it|this) with|email|text|message|call|ring|complain to|go to|meet(?: with)?)`;
/** The user's wish to speak to someone: "i need to talk to his teacher", "we want to ask our landlord". */
const WISH_TO_SPEAK = new RegExp(String.raw`\b(?:want|wants|need|needs|have|has|'d like|would like|am going|'m going|are going|plan|planning|going) to (${SPEAK} (?:my|our|the|his|her|their) (?:[a-z]+ ){0,2}?${PERSON}\b.*)$`);

export function addresseeClause(text: string): string | null {
  const norm = normalize(text).replace(/[’]/g, "'");
  const m = WISH_TO_SPEAK.exec(norm);
  if (!m?.[1] || m.index < 15) return null;
  // Someone else is named before the one spoken to.
  return PEOPLE.test(norm.slice(0, m.index)) ? m[1].replace(/[.!?]+$/, '') : null;
}
