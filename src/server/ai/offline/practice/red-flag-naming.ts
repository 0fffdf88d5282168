import { RED_FLAG_KINDS, type RedFlagKind } from './red-flags';

/**
 * How a practice's failure condition names the red flags (red-flags.ts): which kinds it names, the
 * clause that names one (quoted in the reason) and whether pressure counts only after a no.
 */

/**
 * Which red flags a failure condition names ("You threaten to quit or insult them, push after a
 * no…"). Words inside parentheses list what counts as merely risky, so they are not read as named.
 */
const NAMING: Record<RedFlagKind, RegExp> = {
  threat: /\bthreat|\bultimatum/,
  insult: /\binsult|\bname-calling|\bcall (?:them|him|her) names|\bcontempt/,
  pressure: /\bpush(?:es|ing)? after|\bpressur|\bkeep pushing|\bbadger/,
  guilt: /\bguilt/,
  lie: /\blie\b|\blies\b|\blying\b|\bdishonest|\bmake (?:things|something|it) up|\bbluff|\bmade-up|\binvent/,
  crude: /\bcrude|\bsexual|\bexplicit/,
};

const withoutRiskyList = (condition: string) => condition.replace(/\([^)]{0,200}\)/g, ' ');

export function flagsNamedIn(failureCondition: string): Set<RedFlagKind> {
  const text = withoutRiskyList(failureCondition).toLowerCase();
  return new Set(RED_FLAG_KINDS.filter((kind) => NAMING[kind].test(text)));
}

/** The clause of the failure condition that names a flag: "You threaten to quit or give an ultimatum". */
export function clauseNaming(failureCondition: string, kind: RedFlagKind): string | null {
  const clauses = withoutRiskyList(failureCondition).split(/,\s*|;\s*/).map((c) => c.trim().replace(/\.$/, ''));
  const index = clauses.findIndex((c) => NAMING[kind].test(c.toLowerCase()));
  if (index < 0) return null;
  const clause = (clauses[index] as string).replace(/^or\s+/, '');
  return index === 0 ? clause : `…${clause}`;
}

/** Does the failure condition make pressure fatal only after a no ("push after a no or a maybe")? */
export function pressureOnlyAfterNo(failureCondition: string): boolean {
  return /\bafter (?:a|the|their|her|his) (?:no|maybe|“?not yet|decline|refusal)|\bafter a “/i.test(failureCondition);
}
