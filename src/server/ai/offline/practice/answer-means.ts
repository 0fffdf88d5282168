import { fnv1a } from '../text-utils';

/**
 * "How did you get home in the end?", "how are you getting there on saturday?": a question about the
 * way someone travelled or will travel. Its slot is a means (a taxi, the train, a lift), in the
 * question's tense; read as "how was it?" it got "pretty good, thanks", and read by its time words
 * a story of the evening. The habitual "how do you get to work?" is a casual character's commute
 * fact (persona-facts); here it is answered only for a work role, whose banks have no commute.
 */

const DESTINATION = String.raw`(?:home|there|back|here|in|over|out|to (?:the |your |ur |work|school|uni|college|\w+))`;
const PAST = new RegExp(String.raw`^(?:so |and |but |oh |wait )*how (?:did|d) (?:you|u|ya) (?:get|end up getting|manage to get) ${DESTINATION}\b`);
const AHEAD = new RegExp(String.raw`^(?:so |and |but |oh |wait )*how (?:are|r|will|would|'re) (?:you|u|ya) (?:getting|get|going to get|gonna get|planning (?:to|on) get(?:ting)?) ${DESTINATION}\b`);
const HABIT = new RegExp(String.raw`^(?:so |and |but |oh |wait )*how (?:do|d) (?:you|u|ya) (?:usually |normally )?get (?:to work|in|to the office|here)\b`);

const pick = (seed: number, salt: string, items: readonly string[]): string => items[fnv1a(`${seed}:${salt}`) % items.length]!;

/** The means of travel a question asks for, in its tense; null when it asks something else. */
export function meansAnswer(sentence: string, lifeSeed: number, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  if (PAST.test(q)) {
    return work
      ? pick(lifeSeed, 'means-past-work', ['I got a taxi in the end — it was the quickest way.', 'I got the train, then walked the last bit.'])
      : pick(lifeSeed, 'means-past', ['got a taxi in the end — cost a fortune, but I was shattered', 'got the train, then walked from the station']);
  }
  if (AHEAD.test(q)) {
    return work
      ? pick(lifeSeed, 'means-ahead-work', ['I’ll drive — there’s parking nearby.', 'I’ll take the train; it’s the easiest.'])
      : pick(lifeSeed, 'means-ahead', ['probably the train — it’s the easiest', 'I’ll drive, I think — then I can leave when I want']);
  }
  if (work && HABIT.test(q)) return pick(lifeSeed, 'means-habit-work', ['I drive in — about half an hour on a good day.', 'By train, mostly — about forty minutes door to door.']);
  return null;
}
