import { fnv1a } from '../text-utils';

/**
 * A time asked of a work role that no line of theirs states: "how long have you been running with
 * the club?", "when could someone come and look at it?", "when did you join?". Each has one right
 * shape (a span, a day, a moment past), so the character gives one in its own voice, stable for
 * the practice, instead of "I'll find out and tell you by the end of the week".
 */

const pick = (seed: number, salt: string, items: readonly string[]) => items[fnv1a(`${seed}:${salt}`) % items.length] as string;

export function ownTimeAnswer(sentence: string, lifeSeed: number): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  // A span up to now: "how long have you been…", "how long has she…".
  if (/^(?:so |and )?how long (?:have|has) (?:you|u|he|she|they)\b/.test(q)) return pick(lifeSeed, 'own-span', ['About three years now.', 'A bit over two years — since the spring before last.', 'Four years this autumn.']);
  // A day for something to be done: "when could someone come…", "when can you send it?".
  if (/^(?:so |and )?when (?:could|can|will|would|should) (?:someone|somebody|anyone|you|u|they|we|i|your \w+)\b/.test(q)) {
    return `${pick(lifeSeed, 'own-day', ['Thursday morning', 'Friday afternoon', 'Monday first thing'])} is the earliest — I’ll confirm the exact time by text today.`;
  }
  // A moment past: "when did you join?", "when was that?".
  if (/^(?:so |and )?when (?:did|was|were)\b/.test(q)) return pick(lifeSeed, 'own-past', ['About two years ago now.', 'Last spring, so not that long ago.']);
  return null;
}
