import { targetRole } from '../../understanding/target-role';
import { normalize } from '../text-utils';
import { INVITING } from './plan-direction';
import { ASK, playedBySomePlan, type PlanLabel } from './plan-kind-learn';

/** "my friend", "my mates", "my best friend's" (not "a friend of a friend"): someone already a friend. */
export const EXISTING_FRIEND = /\bmy (?:\w+ )?(?:best )?(?:friend|mate|bestie|pal|bff)s?(?:'s)?\b(?! (?:of|from) (?:a|my) friend)/;

/**
 * A plan only the learned reader leaned to (the patterns read another or asked) that cannot be
 * meant: about someone no plan is with (a neighbour parking across the drive) and inviting them
 * nowhere — the plan would put another person in their place (a crush); or making friends with
 * people who are already the user's friends ("my friends can't come to my barbecue"), the rule the
 * patterns hold too (plan-context.ts patternPlan). The coach asks instead.
 */
export function learnedPlanRefused(text: string, kind: PlanLabel): boolean {
  if (kind === ASK) return false;
  const target = targetRole(text);
  const norm = normalize(text).replace(/[’]/g, "'");
  if (target && !playedBySomePlan(target) && !INVITING.test(norm)) return true;
  return kind === 'friend-make' && EXISTING_FRIEND.test(norm);
}
