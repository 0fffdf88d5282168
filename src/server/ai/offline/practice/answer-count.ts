import { fnv1a } from '../text-utils';

/**
 * "how many patients would a nurse usually have?", "how many times have you had to chase us?": a
 * count answers with the thing counted. A bank line with some other number in it (the salary band,
 * the weekly meetings) does not, so an answer that never names the counted noun gives way to a
 * count of it in the character's voice, stable for the practice.
 */

const COUNTED = /^(?:so |and |ok )?how many ([a-z]+)\b/;
/** "how many of you…", "how many more…": no noun to count. */
const NOT_A_NOUN = /^(?:of|more|less|fewer|do|does|did|are|is|was|were|have|has|would|will|can|could|should|in|on|at|per|a|an|the|other)$/;

const OF_YOU = /^(?:so |and |ok )?how many of (?:you|u|ya)\b(?! (?:think|reckon|know))/;

const stem = (word: string) => word.replace(/(?:es|s)$/, '').slice(0, 6);

/** The counted noun of a "how many…?" question, or null. */
export function countedNoun(sentence: string): string | null {
  const noun = COUNTED.exec(sentence.toLowerCase().replace(/[’]/g, "'"))?.[1];
  return noun && !NOT_A_NOUN.test(noun) ? noun : null;
}

/** `answer` when it names what was counted, else a count of it. */
export function countNamed(sentence: string, answer: string, lifeSeed: number, work: boolean): string {
  // "how many of you are there?": the size of the character's own party, counted as people ("of us").
  if (OF_YOU.test(sentence.toLowerCase()) && !/\b(?:of us|people|just me|on my own)\b/i.test(answer)) {
    const party = ['four of us', 'six of us, with the kids', 'just the two of us'][fnv1a(`${lifeSeed}:count:party`) % 3] as string;
    return work ? `${party.charAt(0).toUpperCase()}${party.slice(1)}.` : party;
  }
  const noun = countedNoun(sentence);
  if (!noun || answer.toLowerCase().includes(stem(noun))) return answer;
  const pick = (items: readonly string[]) => items[fnv1a(`${lifeSeed}:count:${noun}`) % items.length] as string;
  const line = noun === 'times' ? pick(['three times now', 'twice so far', 'four times, at least']) : pick([`about four ${noun}, usually`, `five or six ${noun}, most of the time`, `around eight ${noun}`]);
  return work ? `${line.charAt(0).toUpperCase()}${line.slice(1)}.` : line;
}
