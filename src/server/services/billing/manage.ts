import { randomUUID } from 'node:crypto';
import type {
  ChangePlanInput,
  CurrentSubscription,
  PlanChangePreview,
  PortalInput,
  Redirect,
  SubscriptionActionInput,
} from '../../../shared/schemas/subscription';
import type { Tx } from '../../../db/types';
import { cancelLocalSubscription, changeLocalPlan, resumeLocalSubscription, type PlanChange } from '../../billing/local';
import { findPrice } from '../../billing/prices';
import type { SubscriptionState } from '../../billing/types';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { applyBillingEvent, toState } from './events';
import { requireLocalBilling } from './local-checkout';
import { settleDueSubscriptions } from './renewals';
import { isPlusStatus, listUserSubscriptions, lockOwnPlusSubscription, toCurrentDto, type SubscriptionRow } from './subscriptions';

/** The caller's subscription for the manage dialog (period ends applied first). */
export async function currentSubscription(deps: Deps, actor: Actor | null): Promise<CurrentSubscription> {
  const { user } = requireActor(actor);
  await settleDueSubscriptions(deps.db, deps.clock.now(), user.id);
  return toCurrentDto(user, await listUserSubscriptions(deps.db, user.id), deps.billing.kind === 'local');
}

/**
 * SPEC §7 GET /api/subscription/portal: where to manage the subscription — Stripe's customer
 * portal (optionally opened on the update or cancel flow), or the app's test-mode manage page.
 */
export async function openPortal(deps: Deps, actor: Actor | null, input: PortalInput): Promise<Redirect> {
  const { user } = requireActor(actor);
  await settleDueSubscriptions(deps.db, deps.clock.now(), user.id);
  const rows = (await listUserSubscriptions(deps.db, user.id)).filter((r) => r.provider === deps.billing.kind);
  const row = rows.find((r) => isPlusStatus(r.status)) ?? (deps.billing.kind === 'stripe' ? rows.find((r) => r.customerId) : undefined);
  if (!row) throw new AppError('billing.no_subscription');
  if (deps.billing.kind === 'local') return { url: `${(deps.config.publicUrl ?? '').replace(/\/+$/, '')}/billing/portal` };
  if (deps.billing.kind === 'off' || !row.customerId) throw new AppError('billing.no_subscription');
  const url = await deps.billing.createPortal({
    customerId: row.customerId,
    subscriptionId: row.id,
    returnUrl: `${deps.billing.publicUrl.replace(/\/+$/, '')}/chat`,
    flow: input?.flow && isPlusStatus(row.status) ? input.flow : null,
  });
  return { url };
}

function planChange(deps: Deps, row: SubscriptionRow, priceId: string, now: Date): PlanChange {
  const target = findPrice(deps.billing.prices, priceId);
  const current = findPrice(deps.billing.prices, row.priceId);
  if (!target || !current) throw new AppError('billing.invalid_price');
  const change = changeLocalPlan(toState(row), current, target, now);
  if (change.kind === 'keep' && !row.pendingPriceId && !row.cancelAtPeriodEnd) throw new AppError('billing.same_plan');
  return change;
}

/** What changing to `price_id` would do, before the user confirms (test mode). */
export async function previewPlanChange(deps: Deps, actor: Actor | null, input: ChangePlanInput): Promise<PlanChangePreview> {
  requireLocalBilling(deps);
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  await settleDueSubscriptions(deps.db, now, user.id);
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnPlusSubscription(tx, user.id, 'local', input.subscription_id);
    const change = planChange(deps, row, input.price_id, now);
    return {
      kind: change.kind === 'downgrade' ? 'downgrade' : 'upgrade',
      effective_at: change.effectiveAt.toISOString(),
      credit_cents: change.creditCents,
      amount_due_cents: change.amountDueCents,
    };
  });
}

/** Test mode's "Update Subscription": upgrade at once (prorated), downgrade at the next renewal. */
export function changePlan(deps: Deps, actor: Actor | null, input: ChangePlanInput): Promise<CurrentSubscription> {
  return updateOwn(deps, actor, input?.subscription_id, (row, now) => planChange(deps, row, input.price_id, now).state);
}

/** Test mode's "Cancel Subscription": Plus to the end of the period, no renewal. */
export function cancelSubscription(deps: Deps, actor: Actor | null, input: SubscriptionActionInput): Promise<CurrentSubscription> {
  return updateOwn(deps, actor, input?.subscription_id, (row) => cancelLocalSubscription(toState(row)));
}

/** Withdraws a cancel before the period ends (test mode). */
export function resumeSubscription(deps: Deps, actor: Actor | null, input: SubscriptionActionInput): Promise<CurrentSubscription> {
  return updateOwn(deps, actor, input?.subscription_id, (row) => resumeLocalSubscription(toState(row)));
}

/** Locks the caller's local Plus subscription, applies the transition as an event, answers the result. */
async function updateOwn(
  deps: Deps,
  actor: Actor | null,
  subscriptionId: string | null | undefined,
  transition: (row: SubscriptionRow, now: Date) => SubscriptionState,
): Promise<CurrentSubscription> {
  requireLocalBilling(deps);
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  await settleDueSubscriptions(deps.db, now, user.id);
  await deps.db.transaction(async (tx: Tx) => {
    const row = await lockOwnPlusSubscription(tx, user.id, 'local', subscriptionId);
    await applyBillingEvent(tx, {
      id: `evt_local_${randomUUID()}`,
      type: 'customer.subscription.updated',
      createdAt: row.lastEventAt && row.lastEventAt > now ? row.lastEventAt : now,
      subscription: transition(row, now),
    });
  });
  return toCurrentDto(user, await listUserSubscriptions(deps.db, user.id), true);
}
