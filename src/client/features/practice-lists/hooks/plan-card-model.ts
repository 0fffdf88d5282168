import type { PracticePlan } from '../../../../shared/schemas/practice';
import { formatMessageTime } from '../../../lib/format-time';

/** SPEC §2 card display modes. */
export type CardMode = 'normal' | 'practicing' | 'completed';

export type CardModel =
  | { kind: 'deleted'; text: 'This Practice has been deleted' }
  | { kind: 'new'; title: 'Create a new practice'; button: "Let's Go"; href: string }
  | {
      kind: 'plan';
      title: string;
      description: string | null;
      time: string;
      button: { label: 'Continue' | 'Retry'; href: string } | null;
      href: string;
    };

const SOURCE = 'your_practice';

function query(params: Record<string, string>): string {
  return `?${new URLSearchParams({ source: SOURCE, ...params }).toString()}`;
}

/** The plan's practice a card continues: the one being played, else the newest. */
function latestPractice(plan: PracticePlan) {
  return (
    plan.practices.find((p) => p.status === 'in_progress') ??
    [...plan.practices].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]
  );
}

/** The time line of a card (SPEC §2): updated time; 'Left at' / 'Failed at' / 'Completed at' while practising; completed mode always 'Completed at' with first_succeed_time. */
export function cardTime(plan: PracticePlan, mode: CardMode, now: Date = new Date()): string {
  const at = (value: string | null) => formatMessageTime(value ?? plan.updated_at, now);
  if (mode === 'completed') return `Completed at ${at(plan.first_succeed_time)}`;
  if (mode === 'practicing') {
    if (plan.status === 'succeed') return `Completed at ${at(plan.first_succeed_time)}`;
    if (plan.status === 'failed') return `Failed at ${at(plan.updated_at)}`;
    if (plan.status === 'in_progress') return `Left at ${at(plan.updated_at)}`;
  }
  return at(plan.updated_at);
}

/** What a plan card shows and where it leads. `null` plan = one that was deleted. */
export function cardModel(plan: PracticePlan | null, mode: CardMode, now: Date = new Date()): CardModel {
  if (!plan || plan.status === 'deleted') return { kind: 'deleted', text: 'This Practice has been deleted' };
  const planHref = `/chat/practice-plan/${plan.id}${query({})}`;
  if (!plan.name && !plan.description) return { kind: 'new', title: 'Create a new practice', button: "Let's Go", href: planHref };
  const latest = latestPractice(plan);
  const practiceHref = (params: Record<string, string>) =>
    latest ? `/chat/practice-plan/${plan.id}/${latest.id}${query(params)}` : planHref;
  let button: { label: 'Continue' | 'Retry'; href: string } | null = null;
  if (mode === 'practicing') {
    button =
      plan.status === 'failed'
        ? { label: 'Retry', href: practiceHref({ skipPlan: 'true', displayMode: 'practicing' }) }
        : { label: 'Continue', href: practiceHref({ skipPlan: 'true' }) };
  }
  return {
    kind: 'plan',
    title: plan.name ?? 'Practice',
    description: plan.description,
    time: cardTime(plan, mode, now),
    button,
    href: mode === 'completed' ? practiceHref({ displayMode: 'seen' }) : planHref,
  };
}

/** SPEC §2/§9 carousel: at most 5 items; one or two 'Create Practice' cards when there are few. */
export function carouselSlots<T>(items: readonly T[], max: number): { shown: T[]; placeholders: number; seeAll: boolean } {
  const shown = items.slice(0, max);
  return { shown, placeholders: Math.max(0, 2 - shown.length), seeAll: items.length > max };
}
