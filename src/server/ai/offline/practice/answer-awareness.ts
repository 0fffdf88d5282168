import { fnv1a } from '../text-utils';
import { voiceSwap } from './answer-slots';
import { awarenessAsked } from './question-awareness';

/**
 * "Do you know your van was blocking my drive again this morning?", "did you realise the music was
 * that loud?": a yes/no about being aware of something the user states. Its answer is whether they
 * knew, with what they did not know said back; read by its time words ("this morning") it got a
 * story of the character's evening (the question's reading: question-awareness.ts).
 * The character did not know: the user is telling them, and a plain "yes, I knew" would make the
 * complaint or the news their own doing.
 */

const pick = (seed: number, salt: string, items: readonly string[]): string => items[fnv1a(`${seed}:${salt}`) % items.length]!;

/** The answer to "do you know / did you realise <clause>?", or null when the question is not one. */
export function awarenessAnswer(sentence: string, seed: number, work: boolean): string | null {
  const asked = awarenessAsked(sentence);
  if (!asked) return null;
  const { verb, clause } = asked;
  const known = verb === 'realize' ? 'realise' : verb;
  const told = voiceSwap(clause).replace(/\bi\b/g, 'I');
  return work
    ? `No, I didn’t ${known} ${told} — thank you for telling me.`
    : pick(seed, 'aware', [`no, honestly — I didn’t ${known} ${told}`, `nope — I didn’t ${known} ${told}, sorry`]);
}
