import { useCallback } from 'react';
import type { Practice, PracticePlan } from '../../../../shared/schemas/practice';
import { trpc } from '../../../lib/trpc';

/** A plan with its practices (the screen's source of truth; events and actions write into it). */
export function usePracticePlan(planId: string, enabled: boolean) {
  return trpc.practice.get.useQuery({ id: planId }, { enabled, staleTime: 30_000 });
}

/** Replace one practice in its plan's cached copy (added when the plan does not have it yet). */
export function withPractice(plan: PracticePlan, practice: Practice): PracticePlan {
  const at = plan.practices.findIndex((p) => p.id === practice.id);
  const practices = at === -1 ? [...plan.practices, practice] : plan.practices.map((p, i) => (i === at ? practice : p));
  return { ...plan, practices };
}

/** Cache writers for plans: a practice changed (a live score, an ending), a whole plan arrived. */
export function usePlanCache() {
  const utils = trpc.useUtils();
  const setPractice = useCallback(
    (practice: Practice) => {
      utils.practice.get.setData({ id: practice.plan_id }, (plan) => (plan ? withPractice(plan, practice) : plan));
    },
    [utils],
  );
  const setPlan = useCallback(
    (plan: PracticePlan) => {
      utils.practice.get.setData({ id: plan.id }, plan);
    },
    [utils],
  );
  /** Lists and counts elsewhere (your-practice pages) are stale now. */
  const listsChanged = useCallback(() => {
    void utils.practice.list.invalidate();
    void utils.practice.stats.invalidate();
  }, [utils]);
  return { setPractice, setPlan, listsChanged, utils };
}
