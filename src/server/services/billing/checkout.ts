import { localCheckouts } from '../../../db/schema';
import { TRIAL_DAYS } from '../../../shared/plans';
import type { CheckoutInput, Plans, Redirect } from '../../../shared/schemas/subscription';
import { findPrice, toPlanPriceDto } from '../../billing/prices';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { getSession } from '../sessions';
import { settleDueSubscriptions } from './renewals';
import { isPlusStatus, listUserSubscriptions } from './subscriptions';

/** A local checkout stays open this long, like Stripe's hosted checkout. */
export const LOCAL_CHECKOUT_TTL_MS = 24 * 60 * 60_000;

/** The PLUS prices of the configured provider (public: the pricing page shows them to anyone). */
export function listPlans(deps: Deps): Plans {
  return { mode: deps.billing.kind, trial_days: TRIAL_DAYS, prices: deps.billing.prices.map(toPlanPriceDto) };
}

/**
 * SPEC §7 POST /api/subscription/checkout: where to pay for a PLUS price. Signed-in users only;
 * the first subscription starts with a trial. `session_id` names the caller's chat to come back to.
 */
export async function startCheckout(deps: Deps, actor: Actor | null, input: CheckoutInput): Promise<Redirect> {
  const { user } = requireActor(actor);
  if (deps.billing.kind === 'off') throw new AppError('billing.unavailable');
  if (user.isTemporary) throw new AppError('billing.sign_in_required');
  const price = findPrice(deps.billing.prices, input.price_id);
  if (!price) throw new AppError('billing.invalid_price');
  const back = input.session_id ? (await getSession(deps, actor, input.session_id)).url : '/chat';
  const now = deps.clock.now();
  await settleDueSubscriptions(deps.db, now, user.id);
  const subs = await listUserSubscriptions(deps.db, user.id);
  if (subs.some((s) => isPlusStatus(s.status))) throw new AppError('billing.already_subscribed');
  const trialDays = user.hasTrialed || subs.length > 0 ? null : TRIAL_DAYS;
  const successPath = `${back}?checkout=success`;
  const cancelPath = `${back}?checkout=cancelled`;

  if (deps.billing.kind === 'stripe') {
    const origin = deps.billing.publicUrl.replace(/\/+$/, '');
    const url = await deps.billing.createCheckout({
      userId: user.id,
      email: user.email,
      price,
      trialDays,
      customerId: subs.find((s) => s.provider === 'stripe' && s.customerId)?.customerId ?? null,
      successUrl: origin + successPath,
      cancelUrl: origin + cancelPath,
    });
    return { url };
  }
  const [row] = await deps.db
    .insert(localCheckouts)
    .values({
      userId: user.id,
      priceId: price.id,
      trialDays,
      successUrl: successPath,
      cancelUrl: cancelPath,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOCAL_CHECKOUT_TTL_MS),
    })
    .returning({ id: localCheckouts.id });
  return { url: `${(deps.config.publicUrl ?? '').replace(/\/+$/, '')}/billing/checkout/${row!.id}` };
}
