/**
 * "what was the first band you were ever in?", "what was your first car?": the first of something
 * is in the past, so today's band or car does not answer it. The first job has facts of its own
 * (persona-facts-past.ts); any other first thing is told as a memory from school days, in the
 * register of the role.
 */

const FIRST = /^(?:so |and |ok |wait |haha )?(?:what|which) (?:was|were) (?:your|ur|the) (?:very )?first(?: ever)? ([a-z]+(?: [a-z]+)?)(?= (?:you|u)\b|$| ever\b| like\b| back\b)/;
const LEFT_TO_FACTS = /^(?:job|role|position|paid job|real job|proper job)\b/;
/** "the first thing you noticed", "the first time", "your first impression": about a moment, not a thing they had. */
const NOT_A_THING = /^(?:thing|things|one|ones|time|times|step|steps|question|impression|thought|sign|day|reaction|moment|part|idea|problem|issue|reason|word|words|week|month|year|few)\b/;

export function firstEverAnswer(sentence: string, seed: number, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const thing = FIRST.exec(q)?.[1]?.replace(/ (?:you|u|ever|like|back)$/, '');
  if (!thing || LEFT_TO_FACTS.test(thing) || NOT_A_THING.test(thing)) return null;
  if (work) return `My first ${thing}? Years ago now, when I was still at school — it taught me more than I expected.`;
  const memories = ['back when I was at school — honestly terrible, but I loved every minute', 'when I was about fifteen — a bit embarrassing now, but it got me hooked'];
  return `my first ${thing}? ${memories[seed % memories.length]}`;
}
