import { formatUsd } from '../../../../shared/plans';
import type { Subscription } from '../../../../shared/schemas/user';
import type { PlanPrice } from '../../../../shared/schemas/subscription';

/** $2.50 — SPEC says "2.5 dollars per week"; prices show cents like a checkout does. */
export function formatMoney(cents: number): string {
  return formatUsd(cents / 100);
}

const PER: Record<PlanPrice['interval'], string> = { week: 'week', month: 'month', year: 'year' };

export function priceLine(price: PlanPrice): string {
  return `${formatMoney(price.amount_cents)} / ${PER[price.interval]}`;
}

/** "March 9, 2026": period ends are days, not instants, for the reader. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Plus = a subscription whose status is active or trialing (SPEC §4). */
export function plusSubscriptionOf(subs: readonly Subscription[] | undefined): Subscription | undefined {
  return subs?.find((s) => s.status === 'active' || s.status === 'trialing');
}

/** The sentence under the plan name in the manage dialog. */
export function subscriptionStatusLine(sub: Subscription, pendingLabel: string | null): string {
  const end = formatDay(sub.current_period_end);
  if (sub.cancel_at_period_end) return `Your Plus plan ends on ${end}. It won't renew.`;
  if (pendingLabel) return `Changes to ${pendingLabel} on ${end}.`;
  if (sub.status === 'trialing') return `Free trial until ${end}, then it renews.`;
  return `Renews on ${end}.`;
}
