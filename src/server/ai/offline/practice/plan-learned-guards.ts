import { targetRole } from '../../understanding/target-role';
import { normalize } from '../text-utils';
import { INVITING } from './plan-direction';
import { ASK, playedBySomePlan, type PlanLabel } from './plan-kind-learn';

/** "my friend", "my mates", "my best friend's" (not "a friend of a friend"): someone already a friend. */
export const EXISTING_FRIEND = /\bmy (?:\w+ )?(?:best )?(?:friend|mate|bestie|pal|bff)s?(?:'s)?\b(?! (?:of|from) (?:a|my) friend)/;

/**
 * A plan only the learned reader leaned to (the patterns read another or asked) that cannot be
 * meant: about someone no plan is with (a neighbour parking across the drive) and inviting them
 * nowhere — the plan would put another person in their place (a crush). The coach asks instead.
 * (Refusing a learned friend-make about "my friends" too was tried: an invitation of a friend to a
 * gig then got no plan.)
 */
export function learnedPlanRefused(text: string, kind: PlanLabel): boolean {
  if (kind === ASK) return false;
  const target = targetRole(text);
  const norm = normalize(text).replace(/[’]/g, "'");
  return target !== null && !playedBySomePlan(target) && !INVITING.test(norm);
}
