import type { Practice, PracticePlan } from '../../../../shared/schemas/practice';

/** SPEC §4: a practice is over once it succeeded or failed. */
export function isEnded(practice: Pick<Practice, 'status'>): boolean {
  return practice.status === 'succeed' || practice.status === 'failed';
}

/** SPEC §2 history table: the status line of a practice in 'Practice History'. */
export function historyStatusLine(practice: Pick<Practice, 'status' | 'end_type'>): string {
  switch (practice.status) {
    case 'preparing':
    case 'pending':
      return 'Ready to start';
    case 'in_progress':
      return 'Working on';
    case 'succeed':
      return 'Completed';
    case 'failed':
      return practice.end_type === 'manual' ? 'Stopped' : 'Failed';
  }
}

/** SPEC §2 ended card headline: completed, ended by hand, or failed on its own. */
export function endedHeadline(practice: Pick<Practice, 'status' | 'end_type'>): string {
  if (practice.status === 'succeed') return 'You did it!';
  return practice.end_type === 'manual' ? 'Practice ended' : 'Not quite there';
}

/** The history popover exists only for plans with 2 or more practices (SPEC §2, §9). */
export function hasHistory(plan: Pick<PracticePlan, 'practices'> | undefined): boolean {
  return (plan?.practices.length ?? 0) >= 2;
}

/**
 * The practice a plan opens on: the one being played, else the first ready one, else the most
 * recently touched one.
 */
export function defaultPractice(plan: Pick<PracticePlan, 'practices'>): Practice | undefined {
  const { practices } = plan;
  return (
    practices.find((p) => p.status === 'in_progress') ??
    practices.find((p) => p.status === 'pending') ??
    [...practices].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]
  );
}

export type DisplayMode = 'practicing' | 'seen';

export type PanelState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'not_found' }
  | { kind: 'creating'; title: string }
  | { kind: 'intro'; practice: Practice; restart: boolean }
  | { kind: 'chat'; practice: Practice }
  | { kind: 'ended'; practice: Practice }
  | { kind: 'closed' };

export const CREATING_FIRST = 'Creating Your Roleplay Practice';
export const CREATING_NEXT = 'Creating New Practice';

/**
 * What the simulator panel shows (SPEC §2): loading; an error; the 'Creating …' placeholder while
 * the coach builds the plan (or no practice exists yet); the intro card for a pending practice (or
 * a failed one opened to practise again); the simulator chat; the ended card. `closed`: nothing to
 * show yet — the coach has the whole screen.
 */
export function panelState(input: {
  plan: PracticePlan | undefined;
  planError: boolean;
  practiceId: string | undefined;
  updating: boolean;
  displayMode: DisplayMode | undefined;
}): PanelState {
  const { plan, planError, practiceId, updating, displayMode } = input;
  if (!plan) return planError ? { kind: 'error' } : { kind: 'loading' };
  if (updating) return { kind: 'creating', title: plan.practices.length > 0 ? CREATING_NEXT : CREATING_FIRST };
  if (!practiceId) return plan.practices.length === 0 ? { kind: 'closed' } : { kind: 'loading' };
  const practice = plan.practices.find((p) => p.id === practiceId);
  if (!practice) return { kind: 'not_found' };
  if (practice.status === 'preparing') return { kind: 'creating', title: CREATING_NEXT };
  if (practice.status === 'pending') return { kind: 'intro', practice, restart: false };
  if (practice.status === 'failed' && displayMode === 'practicing') return { kind: 'intro', practice, restart: true };
  if (practice.status === 'in_progress') return { kind: 'chat', practice };
  return { kind: 'ended', practice };
}
