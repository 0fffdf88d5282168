import type { PracticeDetails } from '../../src/db/schema/practice';
import { goalFromDetails, type GoalKind } from '../../src/server/ai/offline/practice/goals';
import { createOfflinePracticeAi } from '../../src/server/ai/offline/practice/offline-practice-ai';
import { planFor } from './practice-play';

/** A request whose plan holds a practice of each goal (the coach's own templates, not hand-made details). */
const REQUESTS: Partial<Record<GoalKind, string>> = {
  ask: 'I want to ask my manager for a raise',
  invite: 'I want to practise asking Maya from chemistry class out',
  repair: 'I need to apologise to my ex',
  reconnect: 'I want to reconnect with my friend Jo, we drifted apart',
  resolve: 'An angry customer wants a refund for a broken blender',
  align: "I have a parent-teacher meeting about my son's grades",
  interview: 'I have a job interview for a marketing role next week',
  open: 'I matched with Alex on a dating app and want to start a conversation',
  reinvite: 'I want to practise asking Maya from chemistry class out',
  hire: 'I am interviewing a candidate for a designer role next week',
  defuse: 'Someone left a rude comment on my post',
};

const cache = new Map<GoalKind, PracticeDetails>();

/** The details of a coach-built practice with that goal. */
export async function detailsForGoal(goal: GoalKind): Promise<PracticeDetails> {
  const known = cache.get(goal);
  if (known) return known;
  const request = REQUESTS[goal];
  if (!request) throw new Error(`no request for goal ${goal}`);
  const plan = await planFor(createOfflinePracticeAi(), request);
  const found = plan.practices.find((p) => goalFromDetails(p.details) === goal)?.details;
  if (!found) throw new Error(`the plan for "${request}" has no ${goal} practice`);
  cache.set(goal, found);
  return found;
}
