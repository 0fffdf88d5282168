import { secondPerson } from './second-person';
import type { Goal } from './types';

/**
 * The user's goal in their own words: the ask ("how do I bring it up"), what they want to avoid
 * ("without losing the friendship") and what they explicitly do not want ("I don't want to get back together").
 */
const END = String.raw`(?=[?.!,;\n]|\s(?:but|and then|because|since|so that|or should|without)\b|$)`;
const ASK = new RegExp(String.raw`\b(?:how (?:do|can|should|would|to)(?: i| we)?|should i|what (?:do|should|can) i|i (?:want|need|wanna|would like|'d like) to|help me|how (?:do|can) i)\s+(.{3,80}?)${END}`, 'i');
const WITHOUT = new RegExp(String.raw`\bwithout\s+(.{3,60}?)${END}`, 'i');
const NOT_WANTED = new RegExp(String.raw`\b(?:i|we)\s+(?:really\s+)?(?:don't|do not|dont|never)\s+want\s+(.{3,60}?)${END}|\b(?:i'm|i am|im)\s+not\s+(?:trying|looking|going)\s+(to\s.{3,60}?)${END}|\bnot interested in\s+(.{3,60}?)${END}`, 'gi');
const VAGUE = /^(?:do|say|text|reply|respond|answer|ask|start|begin|handle this|handle it|deal with (?:it|this)|go|even say|act|fix (?:it|this)|say it|word it|(?:ask|tell|text|answer|approach) (?:him|her|them|it))$/i;

export function extractGoal(text: string, fallback: string): Goal {
  const head = text.slice(0, 1500);
  const ask = ASK.exec(head)?.[1]?.trim() ?? null;
  const without = WITHOUT.exec(head)?.[1]?.trim() ?? null;
  const notWanted: string[] = [];
  for (const m of head.matchAll(NOT_WANTED)) {
    const phrase = (m[1] ?? m[2] ?? (m[3] ? `to be in ${m[3]}` : '')).trim();
    if (phrase) notWanted.push(secondPerson(phrase));
  }
  const stated = ask !== null && !VAGUE.test(ask);
  // "what do I say to a friend who…" → "know what to say to…"; "how do I respond to…" → "know how to respond to…"
  const phrased = ask && /^(?:say|text|write)\b/i.test(ask) ? `know what to ${ask}` : ask && /^(?:reply|answer|respond)\b/i.test(ask) ? `know how to ${ask}` : ask;
  return {
    ask: stated && phrased ? secondPerson(phrased) : fallback,
    without: without ? secondPerson(without) : null,
    notWanted: notWanted.slice(0, 3),
    stated,
  };
}
