import { moveUp } from './cue-reading';

/**
 * The children's other parent, named from the children's side: "the kids come back from their dad's with no homework
 * done", "our son comes home from his mother's exhausted". Homework, bedtimes and school words pull such a message to
 * a talk with the teacher, yet the one it is about is the parent the children go between — a
 * co-parenting matter. When the children are said to be at, or back from, their other parent's home, and the top
 * reading is a talk with the child's teacher, ex-coparent-logistics goes first wherever the model ranked it (the
 * model has few such lines to learn from). Not over a talk with the child ("he comes back from his dad's angry and
 * won't talk to me" is about the child).
 */
const OTHER_HOME =
  /\b(?:(?:at|from|to) (?:their|his|her) (?:dad|dads|dad's|father's|mum|mums|mum's|mom|moms|mom's|mother's)(?! (?:teacher|school|work|office))|(?:at|from|to) (?:their|his|her) (?:dad|father|mum|mom|mother)'s (?:place|house|flat)|(?:weekends?|week|nights?|custody) (?:at|with) (?:their|his|her) (?:dad|father|mum|mom|mother)\b)/;
const CHILD_READINGS: ReadonlySet<string> = new Set(['parent-to-teacher']);
const TYPE = 'ex-coparent-logistics';

export function rerankByOtherParent<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || !CHILD_READINGS.has(top.type)) return [...ranked];
  if (!OTHER_HOME.test(text.toLowerCase().replace(/[’‘`]/g, "'"))) return [...ranked];
  return moveUp(ranked, (type) => type === TYPE, 0, ranked.length);
}
