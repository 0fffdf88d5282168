import { CHOICE_OR_YES_NO, type ScenarioFacts } from './scenario-facts';
import type { TellerOf } from './scenario-repair-told';
import { gerund } from './scenario-work-ask';

/**
 * What keeps happening, as the plan states it for a coworker or a roommate ("Dan keeps eating your
 * lunch from the office fridge.", "Your flatmate never pays her share of the electricity bill on
 * time."): asked what the problem is or what the user means, the character names its own habit
 * ("You mean me eating your lunch from the office fridge?") instead of a stock answer.
 */

/** The plan's sentence: the person, then a habit (plan-context.ts issueIn writes it). */
const HABIT = /(?:^|\.\s+)([A-Z][A-Za-z' ]{1,40}?) ((?:keeps|kept|always|constantly|never) [^.]{4,120})\./;
const ASKED = /\bwhat(?:'s|s)?(?: exactly| actually)? (?:is|was) (?:the|your) (?:problem|issue|matter)\b|\bwhat(?:'s| is) (?:the|your) (?:problem|issue)\b|\bwhat do (?:you|u) mean\b|\bwhat (?:is|was) (?:this|it) about\b|\bwhat(?:'s| is) (?:going on|up|wrong)\b|\bwhat (?:did|have) i (?:do|done)\b|\bwhat are (?:you|u) (?:talking|on) about\b/;

/** "keeps eating your lunch" → "eating your lunch"; "never pays her share" → "never paying my share". */
export function habitAsOwn(habit: string, who: Pick<TellerOf, 'pronouns'>): string {
  const words = habit.split(' ');
  const out: string[] = [];
  let verbDone = false;
  for (const [i, w] of words.entries()) {
    if (i === 0 && /^(?:keeps|kept)$/.test(w)) continue;
    if (i === 0 && /^(?:always|constantly)$/.test(w)) continue;
    if (!verbDone && w !== 'never' && w !== 'always') {
      verbDone = true;
      const base = /ing$/.test(w) ? w : w.replace(/(?:ss|sh|ch|x|o)es$/, (m) => m.slice(0, -2)).replace(/ies$/, 'y').replace(/(?<![su])s$/, '');
      out.push(gerund(base));
      continue;
    }
    out.push(w === who.pronouns.poss && w !== 'their' ? 'my' : w === who.pronouns.obj && w !== 'them' ? 'me' : w);
  }
  return out.join(' ');
}

export function toldHabitFacts(scenario: string, who: Pick<TellerOf, 'pronouns'>, work: boolean): ScenarioFacts | null {
  const m = HABIT.exec(scenario);
  // The plan's default ("Something at home with your roommate keeps bothering you") names no habit.
  if (!m?.[1] || !m[2] || /^(?:something|it|this|that)\b/i.test(m[1])) return null;
  const own = habitAsOwn(m[2], who);
  const line = work ? `You mean me ${own}? Honestly, I didn’t think it was a big deal — but go on.` : `you mean me ${own}? honestly I didn’t think it was that big a deal`;
  return { answers: [{ asked: ASKED, unless: CHOICE_OR_YES_NO, line }], contradicts: () => false, instead: null };
}
